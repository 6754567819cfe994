import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class InterfaceStyleResolutionTests: XCTestCase {
    func testTheAppWindowsOverrideWinsThenItsStyleThenTheSystems() {
        XCTAssertEqual(InterfaceStyleResolution.resolve(appWindowOverride: .dark, appWindow: .light, system: .light), .dark)
        XCTAssertEqual(
            InterfaceStyleResolution.resolve(appWindowOverride: .light, appWindow: .dark, system: .dark), .light,
            "an app forced to light keeps a light HUD in system dark mode")
        XCTAssertEqual(InterfaceStyleResolution.resolve(appWindowOverride: .unspecified, appWindow: .dark, system: .light), .dark)
        XCTAssertEqual(InterfaceStyleResolution.resolve(appWindowOverride: .unspecified, appWindow: nil, system: .dark), .dark)
        XCTAssertEqual(
            InterfaceStyleResolution.resolve(
                appWindowOverride: .unspecified, appWindow: .unspecified,
                system: .unspecified), .light)
    }
}
