import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The UIKit host in an app and in an app extension (no `UIApplication.shared`).
final class HostProcessTests: XCTestCase {
    func testAnAppexBundleIsAnAppExtension() {
        XCTAssertEqual(HostProcess(bundlePath: "/private/var/containers/Bundle/Application/X/Demo.app"), .application)
        XCTAssertEqual(
            HostProcess(bundlePath: "/private/var/containers/Bundle/Application/X/Demo.app/PlugIns/Share.appex"), .appExtension)
        XCTAssertEqual(HostProcess(bundlePath: "/x/Today.APPEX/"), .appExtension, "case and a trailing slash do not matter")
        XCTAssertEqual(HostProcess(bundlePath: "/x/appex.app"), .application)
        XCTAssertEqual(HostProcess(bundlePath: ""), .application)
        XCTAssertEqual(HostProcess(bundlePath: "/"), .application)
    }

    /// An extension's extra window is never composited: there the overlay goes into the
    /// extension's own view; an app gets a window of its own.
    func testTheOverlaysSurface() {
        XCTAssertEqual(HostProcess.application.surface, .ownWindow)
        XCTAssertEqual(HostProcess.appExtension.surface, .extensionView)
        XCTAssertEqual(HostProcess(bundlePath: "/x/Share.appex").surface, .extensionView)
    }

    /// In an app the window joins one of the application's scenes; in an extension the scene of
    /// the view it handed over, whatever that scene's role, or nothing until it hands one over.
    func testTheScenesTheOverlayMayJoin() {
        let app = HostProcess.application
        let ext = HostProcess.appExtension
        XCTAssertEqual(app.overlayScenes(application: ["a", "b"], extensionView: "e"), ["a", "b"])
        XCTAssertEqual(ext.overlayScenes(application: ["a", "b"], extensionView: "e"), ["e"])
        XCTAssertEqual(ext.overlayScenes(application: [String](), extensionView: nil), [])
        // A center bound to a scene (HUDCenter.center(for:)): in an extension without a view, that scene.
        XCTAssertEqual(ext.overlayScenes(application: ["a"], extensionView: nil, bound: "s"), ["s"])
        XCTAssertEqual(ext.overlayScenes(application: ["a"], extensionView: "e", bound: "s"), ["e"], "the view's scene first")
        XCTAssertEqual(
            app.overlayScenes(application: ["a", "b"], extensionView: nil, bound: "s"), ["a", "b"], "apps list their own")
        XCTAssertTrue(app.hostsOverlay(isWindowApplicationRole: true))
        XCTAssertFalse(app.hostsOverlay(isWindowApplicationRole: false), "an app's external display never hosts it")
        XCTAssertTrue(ext.hostsOverlay(isWindowApplicationRole: false))
    }
}
