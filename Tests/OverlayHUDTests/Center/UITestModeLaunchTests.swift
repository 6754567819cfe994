import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// What turns UI-test mode on at launch (HUDCenter+UITestMode.swift), bad input included.
final class UITestModeLaunchTests: XCTestCase {
    private func requested(_ arguments: [String], _ environment: [String: String] = [:]) -> Bool {
        HUDCenter.uiTestModeRequested(arguments: ["/path/App"] + arguments, environment: environment)
    }

    func testTheLaunchArgumentBareOrWithAnAffirmativeValue() {
        XCTAssertTrue(requested(["-OverlayHUDUITestMode"]))
        XCTAssertTrue(requested(["-OverlayHUDUITestMode", "-Other"]))
        XCTAssertTrue(requested(["-OverlayHUDUITestMode", "YES"]))
        XCTAssertTrue(requested(["-OverlayHUDUITestMode", "true"]))
        XCTAssertTrue(requested(["-OverlayHUDUITestMode", "1"]))
        XCTAssertFalse(requested(["-OverlayHUDUITestMode", "NO"]))
        XCTAssertFalse(requested(["-OverlayHUDUITestMode", "0"]))
        XCTAssertFalse(requested(["-OverlayHUDUITestMode", ""]))
        XCTAssertFalse(requested(["-OverlayHUDUITestMode", "\u{0}"]))
        XCTAssertFalse(requested(["OverlayHUDUITestMode"]))  // not the flag
        XCTAssertFalse(requested(["-overlayhuduitestmode"]))  // flags are case-sensitive, as NSUserDefaults'
        XCTAssertFalse(requested([]))
        XCTAssertFalse(HUDCenter.uiTestModeRequested(arguments: [], environment: [:]))
    }

    func testTheEnvironmentVariable() {
        XCTAssertTrue(requested([], ["OVERLAYHUD_UI_TEST_MODE": "1"]))
        XCTAssertTrue(requested([], ["OVERLAYHUD_UI_TEST_MODE": "yes"]))
        XCTAssertTrue(requested([], ["OVERLAYHUD_UI_TEST_MODE": "TRUE"]))
        XCTAssertFalse(requested([], ["OVERLAYHUD_UI_TEST_MODE": "0"]))
        XCTAssertFalse(requested([], ["OVERLAYHUD_UI_TEST_MODE": ""]))
        XCTAssertFalse(requested([], ["OVERLAYHUD_UI_TEST_MODE": String(repeating: "1", count: 10_000)]))
        XCTAssertFalse(requested([], ["OTHER": "1"]))
        // The argument, when given, decides.
        XCTAssertFalse(requested(["-OverlayHUDUITestMode", "NO"], ["OVERLAYHUD_UI_TEST_MODE": "1"]))
    }
}
