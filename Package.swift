// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OverlayHUD",
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .macOS(.v12)],
    products: [
        // Everything in one import: the three parts below, re-exported by `import OverlayHUD`.
        .library(name: "OverlayHUD", targets: ["OverlayHUD"]),
        // The waiting HUD, status HUDs, the MBProgressHUD API and the overlay window, alone (`import OverlayHUDCore`).
        .library(name: "OverlayHUDCore", targets: ["OverlayHUDCore"]),
        // Banners, messages and toasts, on top of the core (`import OverlayHUDMessages`).
        .library(name: "OverlayHUDMessages", targets: ["OverlayHUDMessages"]),
        // Option and card popups, your own popup views and the priority queue, on top of the core (`import OverlayHUDPopups`).
        .library(name: "OverlayHUDPopups", targets: ["OverlayHUDPopups"]),
        // The software host for Linux/macOS tools and tests: renderer, fonts, PNG/GIF, terminal, headless host.
        .library(name: "OverlayHUDSoftware", targets: ["OverlayHUDSoftware"]),
        .executable(name: "OverlayHUDDemoApp", targets: ["OverlayHUDDemoApp"]),
    ],
    targets: [
        // The engine, the overlay window and its UIKit host, the waiting and status HUDs and the MBProgressHUD
        // API. Its resources are the built-in strings VoiceOver reads ("Close", "Dismiss", …) per language.
        .target(name: "OverlayHUDCore", resources: [.process("Resources")]),
        .target(name: "OverlayHUDMessages", dependencies: ["OverlayHUDCore"]),
        .target(name: "OverlayHUDPopups", dependencies: ["OverlayHUDCore"]),
        // The umbrella an app imports for everything: it re-exports the three parts.
        .target(name: "OverlayHUD", dependencies: ["OverlayHUDCore", "OverlayHUDMessages", "OverlayHUDPopups"]),
        .target(name: "OverlayHUDSoftware", dependencies: ["OverlayHUD"]),
        // Counts heap allocations for the demo app's benchmarks; never part of the library.
        .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
        .executableTarget(
            name: "OverlayHUDDemoApp",
            dependencies: ["OverlayHUD", "OverlayHUDSoftware", "AllocationCounter"]
        ),
        // iOS-only client code that must compile beside SwiftUI (Scripts/ios-typecheck.sh); empty elsewhere.
        .target(name: "SwiftUIClient", dependencies: ["OverlayHUD"], path: "Examples/SwiftUIClient"),
        // MBProgressHUD's demo view controller, migrated by changing the import (iOS only; empty elsewhere).
        // Swift 5 language mode, as most apps migrating from MBProgressHUD are.
        .target(name: "MBProgressHUDMigration", dependencies: ["OverlayHUD"], path: "Examples/MBProgressHUDMigration",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // MBProgressHUD call sites from helper classes, static utilities and network callbacks (not
        // main-actor code), Swift 5 as in the apps they come from; only the import changed (iOS only).
        .target(name: "MBProgressHUDCallSites", dependencies: ["OverlayHUD"], path: "Examples/MBProgressHUDCallSites",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        // The iOS demo app (Scripts/ios-app.sh links it into an unsigned .app); elsewhere it prints one line.
        // An example target, not a product.
        .executableTarget(name: "OverlayHUDiOSDemo", dependencies: ["OverlayHUD"], path: "Examples/OverlayHUDiOSDemo",
                          exclude: ["Info.plist"]),
        .testTarget(
            name: "OverlayHUDTests",
            dependencies: ["OverlayHUD", "OverlayHUDCore", "OverlayHUDMessages", "OverlayHUDPopups", "OverlayHUDSoftware"],
            exclude: ["Golden"],
            // Small subsets of DejaVu Sans and WenQuanYi Zen Hei (Scripts/make-test-fonts.sh): tests never
            // use the machine's fonts.
            resources: [.copy("Fonts")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
