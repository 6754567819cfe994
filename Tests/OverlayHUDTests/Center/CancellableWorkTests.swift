import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// `withWaiting(…, cancellable: true) { progress in … }`: the Cancel button cancels the work's task
/// and hides the HUD; the work reports progress from any thread. Driven by awaiting the work's
/// task and stepping the manual clock; nothing waits on the wall clock.
final class CancellableWorkTests: XCTestCase {
    func testCancelButtonCancelsTheWorkAndHidesTheHUD() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let (started, signal) = AsyncStream<Void>.makeStream()
        let cancelled = CancellationRecord()
        let work = Task {
            try await center.withWaiting("Uploading…", cancellable: true) { _ -> Int in
                // A task's cancellation handler runs on the thread that cancels it, as it does.
                try await withTaskCancellationHandler {
                    signal.yield()
                    await untilCancelled()
                    XCTAssertTrue(Task.isCancelled, "the work sees the cancellation")
                    try Task.checkCancellation()
                    return 1
                } onCancel: {
                    cancelled.record()
                }
            }
        }
        for await _ in started { break }
        await MainActor.run {
            h.env.clock.advance(by: 1)
            let button = try! XCTUnwrap(h.env.layer("button"))
            XCTAssertFalse(button.isHidden, "a Cancel button shows")
            guard case .text(let title) = button.content else { return XCTFail("the title is drawn") }
            XCTAssertEqual(title.string, "Cancel")
            XCTAssertFalse(cancelled.happened)
            XCTAssertTrue(center.handleTap(at: button.presentationCenterInRoot(at: h.env.clock.now)))
            XCTAssertEqual(center.activeActivityCount, 0, "the tap ends the activity at once")
            XCTAssertEqual(center.waiting?.phase, .hiding, "the HUD hides at once")
        }
        // The task is cancelled by the tap, or — when the tap came before withWaiting handed its
        // task over (one main-actor hop after the work starts) — by that hand-over.
        let cancelledByTheTap = await h.until { _ in cancelled.happened }
        XCTAssertTrue(cancelledByTheTap, "the tap cancels the work's task")
        // A tap that did not cancel the work would leave it waiting for ever: end it (and fail above).
        if !cancelledByTheTap { work.cancel() }
        do {
            _ = try await work.value
            XCTFail("the cancelled work throws")
        } catch is CancellationError {}
        await MainActor.run {
            h.env.clock.advance(by: 5)
            XCTAssertFalse(center.isWaitingVisible)
            h.env.assertIdle()
        }
    }

    /// Cancel tapped in the moment between the HUD showing and the work's task existing: the task
    /// is cancelled as soon as it is handed over.
    func testACancelTappedBeforeTheTaskExistsCancelsItWhenItArrives() {
        onMain {
            let env = HUDTestEnvironment()
            let work = WaitingWork(cancelTitle: "Cancel")
            work.begin(on: env.center, label: "Uploading…", mode: .indeterminate)
            XCTAssertEqual(env.center.waitingConfiguration?.buttonTitle, "Cancel")
            work.cancel()
            XCTAssertEqual(env.center.activeActivityCount, 0, "the tap ends the activity at once")
            let cancelled = CancellationRecord()
            work.attach { cancelled.record() }
            XCTAssertTrue(cancelled.happened, "the task handed over later is cancelled at once")
            work.cancel()
            work.end()
            XCTAssertEqual(env.center.activeActivityCount, 0, "ends once")
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }

    /// The button's handler is the configuration's (`onButtonTap`); a cancellable work owns the
    /// button while it runs, and the configuration's handler answers again once it has ended.
    func testTheConfigurationsButtonHandlerYieldsToACancellableWork() {
        onMain {
            let env = HUDTestEnvironment()
            let taps = TapCount()
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Syncing")
            config.buttonTitle = "Details"
            config.onButtonTap = { taps.count += 1 }
            env.center.pushActivity()
            env.center.showWaiting(config)
            env.center.waiting?.tapButton()
            XCTAssertEqual(taps.count, 1, "the configuration's handler")

            let work = WaitingWork(cancelTitle: "Stop")
            work.begin(on: env.center, label: nil, mode: .indeterminate)
            XCTAssertEqual(env.center.waitingConfiguration?.buttonTitle, "Stop")
            env.center.waiting?.tapButton()
            XCTAssertEqual(taps.count, 1, "Stop cancels the work, not the configuration's handler")
            XCTAssertTrue(work.isEnded)

            env.center.updateWaiting { $0.buttonTitle = "Details" }
            env.center.waiting?.tapButton()
            XCTAssertEqual(taps.count, 2, "the work gone, the configuration's handler again")
            env.center.popActivity()
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }

    /// Two configurations differ by their handlers only in having one or not, as `lifecycle` does.
    func testAConfigurationsButtonHandlerCountsByPresence() {
        var a = WaitingHUDConfiguration(mode: .text, label: "A")
        var b = a
        XCTAssertEqual(a, b)
        a.onButtonTap = {}
        XCTAssertNotEqual(a, b, "one with a handler differs from one without")
        b.onButtonTap = { print("another") }
        XCTAssertEqual(a, b, "two handlers are alike")
        XCTAssertEqual(Set([a, b]).count, 1)
        b.onButtonTap = nil
        XCTAssertNil(b.onButtonTap)
        XCTAssertNotEqual(a, b)
    }

    func testWorkThatIsNotCancellableShowsNoButtonAndTheButtonGoesWithTheWork() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let value = try await center.withWaiting("Saving") { _ in
            await MainActor.run { XCTAssertNil(center.waitingConfiguration?.buttonTitle, "no Cancel without cancellable") }
            return 7
        }
        XCTAssertEqual(value, 7)
        try await center.withWaiting("Saving", cancellable: true, cancelTitle: "") { _ in
            await MainActor.run { XCTAssertEqual(center.waitingConfiguration?.buttonTitle, "Cancel", "empty title → Cancel") }
        }
        await MainActor.run {
            XCTAssertNotEqual(center.waitingConfiguration?.buttonTitle, "Cancel", "the button goes with the work")
            XCTAssertEqual(center.activeActivityCount, 0)
            h.env.clock.advance(by: 5)
            h.env.assertIdle()
        }
    }

    func testCancellingTheCallerCancelsTheWork() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let (started, signal) = AsyncStream<Void>.makeStream()
        let caller = Task {
            try await center.withWaiting("Uploading…", cancellable: true) { _ -> Int in
                signal.yield()
                await untilCancelled()
                try Task.checkCancellation()
                return 1
            }
        }
        for await _ in started { break }
        caller.cancel()
        do {
            _ = try await caller.value
            XCTFail("the cancelled work throws")
        } catch is CancellationError {}
        await MainActor.run {
            XCTAssertEqual(center.activeActivityCount, 0)
            h.env.clock.advance(by: 5)
            h.env.assertIdle()
        }
    }

    func testProgressReportsReachTheHUDClamped() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let cases: [(Double, Double)] = [(0.25, 0.25), (.nan, 0), (-1, 0), (-.infinity, 0), (.infinity, 1), (2, 1), (0.5, 0.5)]
        try await center.withWaiting("Uploading…") { progress in
            for (given, expected) in cases {
                // A report from another thread: one FIFO hop, so it has applied once an await on
                // the main actor made after it runs.
                await Task.detached { progress.report(given) }.value
                let shown = await h.until { $0.center.waitingConfiguration?.progress == expected }
                XCTAssertTrue(shown, "\(given) → \(expected)")
            }
            await MainActor.run { XCTAssertEqual(center.waitingConfiguration?.mode, .determinate, "the cat turns determinate") }
            for (done, total, expected) in [
                (1, 4, 0.25), (5, 4, 1.0), (-3, 4, 0), (3, 0, 0), (Int64.max, Int64.max, 1), (Int64.min, -1, 0),
            ]
                as [(Int64, Int64, Double)]
            {
                progress.report(completed: done, of: total)
                let shown = await h.until { $0.center.waitingConfiguration?.progress == expected }
                XCTAssertTrue(shown, "\(done)/\(total) → \(expected)")
            }
        }
        await MainActor.run {
            h.env.clock.advance(by: 5)
            h.env.assertIdle()
        }
    }

    func testFollowsAProgressAndAnAsyncSequence() async throws {
        let h = AsyncHarness()
        let center = await h.center
        let foundation = Progress(totalUnitCount: 10)
        try await center.withWaiting("Copying", mode: .annularDeterminate) { progress in
            progress.follow(foundation)
            foundation.completedUnitCount = 4
            let followed = await h.until { h in
                h.env.clock.advance(by: ProgressObservation.interval)
                return h.center.waitingConfiguration?.progress == 0.4
            }
            XCTAssertTrue(followed, "the Progress is followed on the clock")
            try await progress.follow([0.6, 0.9].async)
            let last = await h.until { $0.center.waitingConfiguration?.progress == 0.9 }
            XCTAssertTrue(last, "the sequence's values are shown")
            await MainActor.run {
                XCTAssertEqual(center.waitingConfiguration?.mode, .annularDeterminate, "a progress mode stays")
            }
        }
        // The work has ended: the observation stops and a late report is ignored.
        foundation.completedUnitCount = 10
        await MainActor.run {
            h.env.clock.advance(by: 5)
            h.env.assertIdle()
        }
    }
}

extension Array where Element: Sendable {
    /// The elements as an async sequence.
    var async: AsyncStream<Element> {
        AsyncStream { continuation in
            for e in self { continuation.yield(e) }
            continuation.finish()
        }
    }
}

/// Whether a cancellation happened, readable from any thread.
// @unchecked Sendable: `value` is only touched while `lock` is held.
final class CancellationRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var happened: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func record() {
        lock.lock()
        defer { lock.unlock() }
        value = true
    }
}

/// Taps counted on the main actor.
@MainActor private final class TapCount {
    var count = 0
}
