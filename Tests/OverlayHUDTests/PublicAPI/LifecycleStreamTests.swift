import Foundation
import OverlayHUD
import OverlayHUDSoftware
import XCTest

// `HUDCenter.events()` as an app's own tests read it: public API only (no @testable, no SPI).

/// The events a reading task has read so far.
@MainActor private final class Collected {
    var events: [HUDEvent] = []
}

/// Starts a task reading `stream` into `collected`.
private func read(_ stream: AsyncStream<HUDEvent>, into collected: Collected) -> Task<Void, Never> {
    Task { @MainActor in
        for await event in stream { collected.events.append(event) }
    }
}

/// Lets the reading task run until `collected` holds `count` events (at most `limit` turns; no wall clock).
private func until(_ collected: Collected, holds count: Int, limit: Int = 1_000) async -> Bool {
    for _ in 0..<limit {
        if await MainActor.run(body: { collected.events.count >= count }) { return true }
        await Task.yield()
    }
    return false
}

final class LifecycleStreamTests: XCTestCase {
    func testOneStreamTellsEveryElementInOrderEachStepOncePerShow() async throws {
        let collected = await MainActor.run { Collected() }
        let (test, stream) = await MainActor.run {
            let test = OverlayTestCenter()
            return (test, test.center.events())
        }
        let reader = read(stream, into: collected)
        try await MainActor.run {
            test.center.showSuccess("Saved", duration: .seconds(1))
            test.advance(by: 2)  // the status HUD leaves on its timer
            test.center.showBanner(BannerInfo(id: "call", title: "Ada", duration: .seconds(1)))
            test.advance(by: 2)
            test.center.showMessage(MessageConfiguration.info("Synced", duration: .seconds(1), id: "sync"))
            test.advance(by: 2)
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
            config.presentation.id = "menu"
            try test.center.showOptionPopup(config)
            test.advance(by: 1)
            test.center.hidePopups()
            test.advance(by: 1)
        }
        let expected: [(HUDEvent.Element, HUDHideReason)] = [
            (.waitingHUD, .timer), (.banner(id: "call"), .timer), (.message(id: "sync"), .timer),
            (.popup(id: "menu"), .hiddenByCode),
        ]
        let ok = await until(collected, holds: 4 * expected.count)
        XCTAssertTrue(ok)
        let events = await MainActor.run { collected.events }
        XCTAssertEqual(events.count, 16)
        for (k, (element, reason)) in expected.enumerated() {
            let steps = events.dropFirst(4 * k).prefix(4)
            XCTAssertEqual(steps.map(\.element), Array(repeating: element, count: 4))
            XCTAssertEqual(steps.map(\.phase), [.willShow, .didShow, .willHide, .didHide])
            XCTAssertEqual(steps.map(\.reason), [nil, nil, reason, reason])
        }
        reader.cancel()
        await reader.value
    }

    func testAConsumerThatNeverReadsKeepsOnlyTheNewest64Events() async {
        let (test, stream) = await MainActor.run {
            let test = OverlayTestCenter()
            let stream = test.center.events()
            for k in 0..<40 {
                // Shown and hidden in one instant: four events each, 160 in all, none read.
                test.center.showBanner(BannerInfo(id: "\(k)", title: "Caller \(k)"))
                test.center.hideBanners(id: "\(k)")
            }
            return (test, stream)
        }
        var reading = stream.makeAsyncIterator()
        var kept: [HUDEvent] = []
        for _ in 0..<64 {
            if let event = await reading.next() { kept.append(event) }
        }
        // Events 96…159 of 160: banner 24's willShow to banner 39's didHide.
        XCTAssertEqual(kept.first?.element, .banner(id: "24"))
        XCTAssertEqual(kept.first?.phase, .willShow)
        XCTAssertEqual(kept.last?.element, .banner(id: "39"))
        XCTAssertEqual(kept.last?.phase, .didHide)
        XCTAssertEqual(kept.count, 64)
        await MainActor.run { XCTAssertFalse(test.hasScheduledWork) }
    }

    func testAStreamCancelledMidwayIsForgottenAndNeitherHoldsTheOther() async {
        let collected = await MainActor.run { Collected() }
        let (cancelled, open, weakCenter) = await MainActor.run {
            let test = OverlayTestCenter()
            let streams = (test.center.events(), test.center.events())
            test.center.showBanner(BannerInfo(id: "a", title: "Ada"))
            return (streams.0, streams.1, WeakCenter(test.center))
        }
        let reader = read(cancelled, into: collected)
        let readFirst = await until(collected, holds: 2)
        XCTAssertTrue(readFirst)
        reader.cancel()
        await reader.value  // the loop ends: the stream is finished for this consumer

        // The test center went out of scope above, while a second stream is still open and unread:
        // no stream holds its center.
        let released = await MainActor.run { weakCenter.center == nil }
        XCTAssertTrue(released)
        guard released else { return }
        // The open stream hands over what it kept, then ends with its center.
        var count = 0
        for await _ in open { count += 1 }
        XCTAssertEqual(count, 2)  // willShow, didShow
    }
}

/// Holds a center weakly (to see that it was released).
@MainActor private final class WeakCenter: Sendable {
    weak var center: HUDCenter?
    init(_ center: HUDCenter) { self.center = center }
}
