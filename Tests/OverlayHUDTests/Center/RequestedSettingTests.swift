import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// A setting any thread may set, applied on the main actor in the order it was set
/// (MBProgressHUD's `progress`, `mode` and a label's `text`; see MBProgressHUDThreadingTests for
/// the HUD itself).
final class RequestedSettingTests: XCTestCase {
    /// What applied, in order (main actor only).
    @MainActor private final class Applied { var values: [String] = [] }

    /// Values one thread sets apply in its order; a value set on the main thread applies at once,
    /// and an older one from another thread whose hop arrives after it does not undo it.
    func testValuesApplyInOrderAndAnOlderHopDoesNotUndoALaterValue() {
        let setting = RequestedSetting("initial")
        let applied = MainActor.assumeIsolated { Applied() }
        onBackgroundThread {
            setting.request("a", on: applied) { applied, value in applied.values.append(value) }
            setting.request("b", on: applied) { applied, value in applied.values.append(value) }
        }
        XCTAssertEqual(setting.value, "b", "reads give the value last set, before it applies")
        MainActor.assumeIsolated { XCTAssertEqual(applied.values, [], "nothing applied off the main thread") }
        drainMainQueue()
        MainActor.assumeIsolated { XCTAssertEqual(applied.values, ["a", "b"]) }

        onBackgroundThread {
            setting.request("old", on: applied) { applied, value in applied.values.append(value) }
        }
        MainActor.assumeIsolated {
            setting.request("new", on: applied) { applied, value in applied.values.append(value) }
            XCTAssertEqual(applied.values, ["a", "b", "new"], "on the main thread: at once")
        }
        drainMainQueue()
        MainActor.assumeIsolated { XCTAssertEqual(applied.values, ["a", "b", "new"], "the older hop is dropped") }
        XCTAssertEqual(setting.value, "new")
    }

    /// A value the platform applied itself on the main actor (UIKit's `attributedText` setting a
    /// label's text) counts as the latest: an older value still on its way no longer applies.
    func testAValueThePlatformAppliedIsNotUndoneByAnOlderHop() {
        let setting = RequestedSetting<String?>(nil)
        let applied = MainActor.assumeIsolated { Applied() }
        onBackgroundThread {
            setting.request("from a callback", on: applied) { applied, value in applied.values.append(value ?? "nil") }
        }
        MainActor.assumeIsolated { setting.recordApplied("attributed") }
        XCTAssertEqual(setting.value, "attributed")
        drainMainQueue()
        MainActor.assumeIsolated { XCTAssertEqual(applied.values, [], "the older request is dropped") }
        XCTAssertEqual(setting.value, "attributed")
        // A request made after it applies as usual.
        onBackgroundThread {
            setting.request("later", on: applied) { applied, value in applied.values.append(value ?? "nil") }
        }
        drainMainQueue()
        MainActor.assumeIsolated { XCTAssertEqual(applied.values, ["later"]) }
    }
}
