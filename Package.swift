// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OverlayHUD",
    platforms: [.iOS(.v13), .macOS(.v12)],
    products: [
        .library(name: "OverlayHUD", targets: ["OverlayHUD"]),
        .executable(name: "OverlayHUDDemoApp", targets: ["OverlayHUDDemoApp"]),
    ],
    targets: [
        .target(name: "OverlayHUD"),
        // Counts heap allocations for the demo app's benchmarks; never part of the library.
        .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
        .executableTarget(name: "OverlayHUDDemoApp", dependencies: ["OverlayHUD", "AllocationCounter"]),
        .testTarget(
            name: "OverlayHUDTests",
            dependencies: ["OverlayHUD"],
            exclude: ["Golden"],
            // Small subsets of DejaVu Sans and WenQuanYi Zen Hei (Scripts/make-test-fonts.sh): tests never
            // use the machine's fonts.
            resources: [.copy("Fonts")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
