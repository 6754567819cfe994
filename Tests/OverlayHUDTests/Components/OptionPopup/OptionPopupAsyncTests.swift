import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// A headless host that also tells a waiting test when the overlay becomes visible, so an async test
/// waits for that event instead of for time to pass.
@MainActor
private final class SignallingHost: HUDHost {
    let base = HeadlessHost(fonts: TestFonts.library())
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Returns once the overlay shows something (at once when it already does).
    func waitUntilVisible() async {
        if base.isOverlayVisible { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func overlayDidBecomeVisible(_ overlay: Overlay) {
        base.overlayDidBecomeVisible(overlay)
        let ready = waiters
        waiters.removeAll()
        for waiter in ready { waiter.resume() }
    }
    func overlayDidBecomeEmpty(_ overlay: Overlay) { base.overlayDidBecomeEmpty(overlay) }
    func commit(_ overlay: Overlay) { base.commit(overlay) }
    func announce(_ text: String) { base.announce(text) }
    func screenChanged(modal: Bool) { base.screenChanged(modal: modal) }
    func play(_ haptic: Haptic) { base.play(haptic) }
    var isReduceMotionEnabled: Bool { base.isReduceMotionEnabled }
    func measure(_ text: TextContent) -> HUDSize { base.measure(text) }
}

/// The `await` form: returns the choice, or nil when the popup hides without one. Nothing here
/// waits on time: the test waits for the popup to show (an event from the host), steps the manual
/// clock, and awaits the answer.
final class OptionPopupAsyncTests: XCTestCase {
    func testChooseOptionReturnsTheChoiceOrNil() async throws {
        let config = OptionPopupConfiguration.modern(options: nineOptions())
        for (tap, expected) in [(true, Optional(3)), (false, nil)] {
            let (center, clock, host) = await MainActor.run {
                let clock = ManualClock()
                let host = SignallingHost()
                let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
                center.optionSelectionStore = InMemoryOptionSelectionStore()
                return (center, clock, host)
            }
            async let answer = center.chooseOption(config)
            await host.waitUntilVisible()
            try await MainActor.run {
                let popup = try XCTUnwrap(center.currentPopup as? OptionPopup, "the option popup shows")
                XCTAssertEqual(popup.configuration.options.count, 9)
                clock.advance(by: 1)  // past the entry animation
                if tap { popup.choose(3) }
                center.hidePopups()
                clock.advance(by: 1)  // past the exit animation
                XCTAssertNil(center.currentPopup, "the popup is gone")
            }
            let chosen = try await answer
            XCTAssertEqual(chosen, expected, tap ? "the choice" : "no choice: nil")
        }
    }

    /// A bad configuration throws before anything shows.
    func testChooseOptionThrowsForABadConfiguration() async {
        let center = await MainActor.run { HUDTestEnvironment().center }
        do {
            _ = try await center.chooseOption(OptionPopupConfiguration(options: []))
            XCTFail("an empty option list throws")
        } catch {
            XCTAssertEqual(error as? OptionPopupError, .noOptions)
        }
        let showing = await MainActor.run { center.isShowingAnything }
        XCTAssertFalse(showing)
    }
}
