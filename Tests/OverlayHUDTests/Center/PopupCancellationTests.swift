import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// `await chooseOption(…)` and `await cardPopupAction(…)` end with `CancellationError` and take the
/// popup off the screen at once when their task is cancelled — while it shows, while it waits in
/// the queue, during its exit animation, or before it was even shown.
final class PopupCancellationTests: XCTestCase {
    private static func options() -> OptionPopupConfiguration {
        var config = OptionPopupConfiguration(options: nineOptions())
        config.isAnimated = true
        return config
    }

    private func assertCancelled<T>(_ task: Task<T, any Error>, file: StaticString = #filePath, line: UInt = #line) async {
        do {
            _ = try await task.value
            XCTFail("a cancelled call throws", file: file, line: line)
        } catch is CancellationError {
        } catch {
            XCTFail("threw \(error)", file: file, line: line)
        }
    }

    func testCancelledChoiceLeavesTheScreenAtOnce() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let config = Self.options()
        let call = Task { try await center.chooseOption(config) }
        let shown = await h.until { $0.center.currentPopup != nil }
        XCTAssertTrue(shown)
        await MainActor.run { h.env.clock.advance(by: 0.1) }  // mid-entry
        call.cancel()
        await assertCancelled(call)
        await MainActor.run {
            XCTAssertNil(center.currentPopup, "gone at once, no exit animation")
            h.env.assertIdle()
        }
    }

    func testCancelledChoiceDuringItsExitAnimationEndsTheExitAtOnce() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let config = Self.options()
        let call = Task { try await center.chooseOption(config) }
        _ = await h.until { $0.center.currentPopup != nil }
        await MainActor.run {
            h.env.clock.advance(by: 2)
            center.hidePopups()
            h.env.clock.advance(by: 0.1)
            XCTAssertEqual(center.popupQueue.current?.phase, .dismissing, "the exit slide runs")
        }
        call.cancel()
        await assertCancelled(call)
        await MainActor.run {
            XCTAssertNil(center.currentPopup, "the running exit ends at once")
            h.env.assertIdle()
        }
    }

    func testCancelledChoiceWaitingInTheQueueLeavesTheQueue() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let firstConfig = Self.options()
        let first = Task { try await center.chooseOption(firstConfig) }
        _ = await h.until { $0.center.currentPopup != nil }
        var secondConfig = Self.options()
        secondConfig.options = Array(secondConfig.options.prefix(3))
        let second = secondConfig
        let waiting = Task { try await center.chooseOption(second) }
        _ = await h.until { $0.center.queuedPopups.count == 1 }
        waiting.cancel()
        await assertCancelled(waiting)
        await MainActor.run { XCTAssertTrue(center.queuedPopups.isEmpty, "out of the queue") }
        // The first call still answers.
        await MainActor.run {
            h.env.clock.advance(by: 2)
            (center.currentPopup as! OptionPopup).choose(2)
        }
        let choice = try await first.value
        XCTAssertEqual(choice, 2)
        await MainActor.run {
            center.hidePopups()
            h.env.clock.advance(by: 5)
            h.env.assertIdle()
        }
    }

    func testCallCancelledBeforeItStartsShowsNothing() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let config = Self.options()
        let call = Task {
            await untilCancelled()
            return try await center.chooseOption(config)
        }
        call.cancel()
        await assertCancelled(call)
        let card = Task {
            await untilCancelled()
            return try await center.cardPopupAction(CardPopupConfiguration())
        }
        card.cancel()
        await assertCancelled(card)
        await MainActor.run {
            XCTAssertNil(center.currentPopup, "nothing shown")
            h.env.assertIdle()
        }
    }

    func testCardPopupActionAnswersTheTextsOrNilOrCancellation() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let config = CardPopupConfiguration(
            title: "INVITE", fields: [CardPopupConfiguration.Field(placeholder: "Code", text: "ABC")])
        let acted = Task { try await center.cardPopupAction(config) }
        _ = await h.until { $0.center.currentPopup != nil }
        await MainActor.run {
            h.env.clock.advance(by: 2)
            (center.currentPopup as! CardPopup).performAction()
        }
        let texts = try await acted.value
        XCTAssertEqual(texts, ["ABC"])
        await MainActor.run {
            center.hidePopups(.all)
            h.env.clock.advance(by: 10)
        }
        let dismissed = Task { try await center.cardPopupAction(config) }
        _ = await h.until { $0.center.currentPopup != nil }
        await MainActor.run {
            h.env.clock.advance(by: 2)
            center.hidePopups()
            h.env.clock.advance(by: 10)
        }
        let none = try await dismissed.value
        XCTAssertNil(none, "hidden without the action")
        let cancelled = Task { try await center.cardPopupAction(config) }
        _ = await h.until { $0.center.currentPopup != nil }
        cancelled.cancel()
        await assertCancelled(cancelled)
        await MainActor.run {
            XCTAssertNil(center.currentPopup)
            h.env.assertIdle()
        }
    }
}
