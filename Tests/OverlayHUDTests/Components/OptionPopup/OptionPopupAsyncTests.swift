import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A headless host that also tells a waiting test when the overlay becomes visible, so an async test
/// waits for that event instead of for time to pass.
@MainActor
private final class SignallingHost: HUDHost {
    let base = HeadlessHost(fonts: TestFonts.library())
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var released = false

    /// Returns once the overlay shows something (at once when it already does) or ``release()`` is called.
    func waitUntilVisible() async {
        if base.isOverlayVisible || released { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets every waiter go, shown or not (so a test whose popup never shows fails instead of hanging).
    func release() {
        released = true
        resumeWaiters()
    }

    private func resumeWaiters() {
        let ready = waiters
        waiters.removeAll()
        for waiter in ready { waiter.resume() }
    }

    func overlayDidBecomeVisible(_ overlay: Overlay) {
        base.overlayDidBecomeVisible(overlay)
        resumeWaiters()
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
                center.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()
                return (center, clock, host)
            }
            let answer = Task {
                defer { Task { @MainActor in host.release() } }  // an answer without a popup ends the wait too
                return try await center.chooseOption(config)
            }
            await host.waitUntilVisible()
            let shown = await MainActor.run { () -> Bool in
                guard let popup = center.currentPopup as? OptionPopup else { return false }
                XCTAssertEqual(popup.configuration.options.count, 9)
                clock.advance(by: 1)  // past the entry animation
                if tap { popup.choose(3) }
                center.hidePopups()
                clock.advance(by: 1)  // past the exit animation
                XCTAssertNil(center.currentPopup, "the popup is gone")
                return true
            }
            guard shown else {
                // Fail without awaiting an answer that may never come (the task is left behind).
                XCTFail("the option popup shows")
                await MainActor.run { center.hidePopups(.all) }
                continue
            }
            let chosen = try await answer.value
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
            XCTAssertEqual(error as? OptionPopupConfiguration.ValidationError, .noOptions)
        }
        let showing = await MainActor.run { center.isShowingAnything }
        XCTAssertFalse(showing)
    }
}
