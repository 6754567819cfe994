import Foundation

// UI-test mode: what XCUITest needs to find and tap what shows.
extension HUDCenter {
    /// The launch argument that turns UI-test mode on for ``shared``:
    /// `app.launchArguments.append("-OverlayHUDUITestMode")` in an XCUITest.
    nonisolated static let uiTestModeArgument = "-OverlayHUDUITestMode"
    /// The environment variable that turns it on too (`"1"`, `"YES"` or `"true"`, any case):
    /// `app.launchEnvironment["OVERLAYHUD_UI_TEST_MODE"] = "1"`.
    nonisolated static let uiTestModeVariable = "OVERLAYHUD_UI_TEST_MODE"

    /// Whether UI-test mode is on: elements that leave by themselves (status HUDs, banners,
    /// messages and toasts with an `.automatic` or `.seconds` ``HUDDuration``) stay until a tap,
    /// a swipe or code hides them, and every element moves as with Reduce Motion (fades, no
    /// slides, springs or zooms), so an XCUITest finds and taps what shows without racing a
    /// timer. Every element also carries an `accessibilityIdentifier` at all times (the UI-testing
    /// article lists them).
    ///
    /// It starts on for ``shared`` when the app was launched with the argument
    /// `-OverlayHUDUITestMode` (followed by nothing, `YES`, `1` or `true`) or with the environment
    /// variable `OVERLAYHUD_UI_TEST_MODE` set to `1`, `YES` or `true` (any case); anything else
    /// leaves it off. Setting it applies to what shows from then on: an element already shown
    /// keeps the timer it started with. Code hides (`hideWaiting(afterDelay:)`, MBProgressHUD's
    /// `hide(animated:afterDelay:)`) still run: they are the app's, not the element's.
    public var isUITestModeEnabled: Bool {
        get {
            uiTestModeStorage
                ?? Self.uiTestModeRequested(
                    arguments: ProcessInfo.processInfo.arguments,
                    environment: ProcessInfo.processInfo.environment)
        }
        set {
            uiTestModeStorage = newValue
            relay.isUITestMode = newValue
        }
    }

    /// Whether a process launched with `arguments` and `environment` asks for UI-test mode (see
    /// ``isUITestModeEnabled``). Reads only the argument after the flag and the one variable.
    nonisolated static func uiTestModeRequested(arguments: [String], environment: [String: String]) -> Bool {
        if let i = arguments.firstIndex(of: uiTestModeArgument) {
            let next = arguments.index(after: i)
            // A bare flag (last, or followed by another flag) means on; NSUserDefaults-style
            // `-Flag YES` reads its value.
            if next == arguments.endIndex || arguments[next].hasPrefix("-") { return true }
            return isAffirmative(arguments[next])
        }
        return environment[uiTestModeVariable].map(isAffirmative) ?? false
    }

    private nonisolated static func isAffirmative(_ value: String) -> Bool {
        ["1", "yes", "true"].contains(value.lowercased())
    }
}
