import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The calls a thread may make, recorded so the same sequence can be replayed on the main actor.
private enum HUDCall: Sendable {
    case show(String)
    case update(String)
    case progress(Double)
    case hide, hideAnimated, push, pop

    static func random(_ rng: inout SeededRandom) -> HUDCall {
        switch rng.next() % 7 {
        case 0: return .show("s\(rng.next() % 100)")
        case 1: return .update("u\(rng.next() % 100)")
        case 2: return .progress(Double(rng.next() % 1000) / 999)
        case 3: return .hide
        case 4: return .hideAnimated
        case 5: return .push
        default: return .pop
        }
    }

    /// Sends the call through the center's any-thread entry points.
    func send(to center: HUDCenter) {
        switch self {
        case .show(let label): center.showWaiting(WaitingHUDConfiguration(mode: .annularDeterminate, label: label))
        case .update(let label): center.updateWaiting { $0.label = label }
        case .progress(let p): center.setWaitingProgress(p)
        case .hide: center.hideWaiting(animated: false)
        case .hideAnimated: center.hideWaiting(animated: true)
        case .push: center.pushActivity()
        case .pop: center.popActivity()
        }
    }
}

// @unchecked Sendable: `calls` is only touched while `lock` is held.
private final class CallLog: @unchecked Sendable {
    let lock = NSLock()
    var calls: [HUDCall] = []
}

/// A snapshot of what a center shows, to compare two centers.
private struct HUDState: Equatable {
    var phase: WaitingHUD.Phase?
    var configuration: WaitingHUDConfiguration?
    var activities: Int
    var visible: Bool

    @MainActor init(_ c: HUDCenter) {
        phase = c.waiting?.phase
        configuration = c.waitingConfiguration
        activities = c.activeActivityCount
        visible = c.isWaitingVisible
    }
}

final class HUDCenterThreadingTests: XCTestCase {
    func testSixtyFourThreadsApplyInEnqueueOrder() {
        let (center, replay): (HUDCenter, HUDCenter) = MainActor.assumeIsolated {
            (HUDTestEnvironment().center, HUDTestEnvironment().center)
        }
        let log = CallLog()
        let finished = DispatchGroup()
        for t in 0..<64 {
            finished.enter()
            let thread = Thread {
                var rng = SeededRandom(seed: UInt64(t + 1) * 0x9E37_79B9)
                for _ in 0..<1_000 {
                    let call = HUDCall.random(&rng)
                    // Logging and sending under one lock makes the log order the enqueue order.
                    log.lock.lock()
                    log.calls.append(call)
                    call.send(to: center)
                    log.lock.unlock()
                }
                finished.leave()
            }
            thread.start()
        }
        finished.wait()
        drainMainQueue()
        MainActor.assumeIsolated {
            XCTAssertEqual(log.calls.count, 64_000)
            for call in log.calls { call.send(to: replay) }  // on the main thread: applied at once, in order
            XCTAssertEqual(HUDState(center), HUDState(replay))
            XCTAssertLessThanOrEqual(center.overlay.rootLayer.sublayers.count, 1, "never more than one waiting HUD")
        }
    }

    func testShowThenHideFromABackgroundThreadNeverLeavesAHUD() {
        let env = MainActor.assumeIsolated { HUDTestEnvironment() }
        let center = env.center
        for round in 1...200 {
            let done = DispatchSemaphore(value: 0)
            Thread {
                center.showWaiting("background")
                center.hideWaiting(animated: false)
                done.signal()
            }.start()
            done.wait()
            drainMainQueue()
            MainActor.assumeIsolated {
                // The show did happen (it announced its label), and the hide after it took it away.
                XCTAssertEqual(env.host.announcements.count, round, "round \(round): the HUD was shown")
                XCTAssertFalse(center.isWaitingVisible)
                XCTAssertFalse(center.isShowingAnything)
            }
        }
    }

    func testCallsOnTheMainThreadApplyImmediately() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("now")
            XCTAssertTrue(env.center.isWaitingVisible, "no hop on the main thread")
        }
    }

    func testWithWaitingHidesOnSuccessThrowAndCancel() async throws {
        let center = await MainActor.run { HUDTestEnvironment().center }
        struct Boom: Error {}
        /// The waiting HUD's phase and label; `nil` when there is none.
        @Sendable func shown() async -> (phase: WaitingHUD.Phase, label: String?)? {
            await MainActor.run { center.waiting.map { ($0.phase, $0.configuration.label) } }
        }
        let value = try await center.withWaiting("work") { _ async throws -> Int in
            let during = await shown()
            XCTAssertEqual(during?.label, "work", "a HUD shows while the operation runs")
            XCTAssertTrue(during?.phase == .presenting || during?.phase == .shown, "\(String(describing: during))")
            return 42
        }
        XCTAssertEqual(value, 42)
        // The manual clock stands still, so the hide animation has begun and not ended.
        var after = await shown()
        XCTAssertEqual(after?.phase, .hiding, "hiding after success")
        do {
            _ = try await center.withWaiting("fails") { _ async throws -> Int in
                let during = await shown()
                XCTAssertEqual(during?.label, "fails")
                XCTAssertNotEqual(during?.phase, .hiding)
                throw Boom()
            }
            XCTFail("should throw")
        } catch is Boom {}
        after = await shown()
        XCTAssertEqual(after?.phase, .hiding, "hiding after a throw")
        XCTAssertEqual(after?.label, "fails")
        let task = Task {
            try await center.withWaiting("cancelled") { _ async throws -> Int in
                // Cancelled before or while it waits: Task.sleep throws at once, no time passes.
                try await Task.sleep(nanoseconds: 60_000_000_000)
                return 1
            }
        }
        task.cancel()
        _ = try? await task.value
        let activities = await MainActor.run { center.activeActivityCount }
        XCTAssertEqual(activities, 0, "a cancelled operation still pops its activity")
        after = await shown()
        XCTAssertEqual(after?.label, "cancelled", "the cancelled operation's HUD was shown")
        XCTAssertEqual(after?.phase, .hiding, "and is hiding")
        // Nested calls balance: the outer HUD stays until the outer call ends.
        try await center.withWaiting("outer") { _ in
            try await center.withWaiting("inner") { _ in }
            let phase = await shown()?.phase
            XCTAssertNotNil(phase, "the outer HUD is there")
            XCTAssertNotEqual(phase, .hiding, "inner end does not hide the outer HUD")
        }
        let end = await shown()?.phase
        XCTAssertEqual(end, .hiding, "the outer end hides it")
    }

    func testActivityCountingBalancesNestedPairs() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.pushActivity("a")
            env.center.pushActivity("b")
            env.center.popActivity(animated: false)
            XCTAssertTrue(env.center.isWaitingVisible)
            env.center.popActivity(animated: false)
            XCTAssertFalse(env.center.isWaitingVisible)
            env.center.popActivity()  // extra pop: ignored
            XCTAssertEqual(env.center.activeActivityCount, 0)
        }
    }
}
