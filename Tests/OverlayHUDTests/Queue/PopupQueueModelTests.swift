import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Randomised model test: 100,000 random operations on the real queue and on a plain sorted
/// array must agree on the showing popup and the queue order after every step. Operations:
/// enqueue a new popup, enqueue one seen before (a no-op while it is showing or waiting, a new
/// stay once it has gone), dismiss the current one, one instance, by priority, or all.
final class PopupQueueModelTests: XCTestCase {
    func testRandomOperationsMatchASortedArrayModel() {
        onMain { runModel(seed: 0x5EED, steps: 100_000, capacity: 40) }
    }

    func testSmallCapacityAndHeavyPreemption() {
        onMain { runModel(seed: 7, steps: 20_000, capacity: 3) }
    }

    /// Capacity 0 means nothing may wait; a popup that can show at once still shows.
    func testZeroCapacityStillShowsWhenNothingShows() {
        onMain { runModel(seed: 11, steps: 20_000, capacity: 0) }
    }

    /// The same walks under Reduce Motion, where every dismissal of a leaving popup must not wait for its exit.
    func testReduceMotionMatchesTheModel() {
        onMain {
            runModel(seed: 0x5EED, steps: 20_000, capacity: 40, reduceMotion: true)
            runModel(seed: 7, steps: 10_000, capacity: 3, reduceMotion: true)
            runCallbackModel(seed: 1, steps: 6_000, capacity: 3, reduceMotion: true)
        }
    }

    /// Callbacks that show and hide popups while a batch leaves (`hidePopups(.all)`, an overflow
    /// dropping several, a popup's own will-hide or did-hide): after every step the queue's
    /// invariants hold, every waiting or showing popup holds a working dismissal handle, and every
    /// popup that left got exactly one did-hide per stay.
    func testCallbacksThatShowAndHideDuringBatchesKeepEveryDismissalHandle() {
        onMain {
            for (seed, capacity) in [(1, 3), (2, 0), (3, 8), (4, 1)] as [(UInt64, Int)] {
                runCallbackModel(seed: seed, steps: 6_000, capacity: capacity)
            }
        }
    }
}

@MainActor
private func runCallbackModel(seed: UInt64, steps: Int, capacity: Int, reduceMotion: Bool = false) {
    var random = SeededRandom(seed: seed)
    let env = HUDTestEnvironment()
    env.host.isReduceMotionEnabled = reduceMotion
    let center = env.center
    center.popupQueueConfiguration = PopupQueueConfiguration(capacity: capacity, deduplicatesByID: false, pauseBetweenPopups: 0)
    let queue = center.popupQueue
    var pool: [TestPopup] = []
    var budget = 0  // callbacks acting per step, so they cannot ping-pong for ever
    var stays: [String: Int] = [:]
    var hides: [String: Int] = [:]  // by name: addresses are reused
    func show(_ popup: TestPopup, yields: Bool) {
        if !center.popupQueue.contains(popup) { stays[popup.name, default: 0] += 1 }
        center.enqueue(popup, lowerPriorityHidden: yields)
    }
    func randomAction(from source: TestPopup) -> () -> Void {
        let kind = Int.random(in: 0..<5, using: &random)
        let targetIndex = Int.random(in: 0..<1_000, using: &random)
        let yields = Bool.random(using: &random)
        return { [weak source] in
            guard budget > 0, let source else { return }
            budget -= 1
            let target = pool.isEmpty ? source : pool[targetIndex % pool.count]
            switch kind {
            case 0: show(source, yields: yields)  // re-shows itself
            case 1: show(target, yields: yields)  // shows another (maybe leaving in the same batch)
            case 2: center.hidePopups(.this(target))
            case 3: center.hidePopups(.all)
            default:
                show(
                    TestPopup("cb", priority: PopupPresentation.Priority(Double(targetIndex % 7) * 100), transitions: .instant),
                    yields: yields
                )
            }
        }
    }
    for step in 0..<steps {
        budget = 3
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<45:
            let p = Double(Int.random(in: 0...6, using: &random) * 100)
            let popup = TestPopup("p\(step)", priority: PopupPresentation.Priority(p), transitions: .instant)
            let key = popup.name
            popup.onHide = { hides[key, default: 0] += 1 }
            if Bool.random(using: &random) {
                let act = randomAction(from: popup)
                let old = popup.onHide
                popup.onHide = {
                    old?()
                    act()
                }
            }
            if Int.random(in: 0..<3, using: &random) == 0 { popup.onWillHide = randomAction(from: popup) }
            pool.append(popup)
            if pool.count > 32 { pool.removeFirst() }
            show(popup, yields: Bool.random(using: &random))
        case 45..<55 where !pool.isEmpty:
            show(pool[Int.random(in: 0..<pool.count, using: &random)], yields: Bool.random(using: &random))
        case 55..<75:
            center.hidePopups(.current)
        case 75..<90:
            // A popup leaves through its own handle, as a component's button would.
            let live = queue.queuedRecords.map(\.popup) + (queue.currentPopup.map { [$0] } ?? [])
            if let popup = live.randomElement(using: &random) {
                popup.onRequestDismiss?(.tap)
                XCTAssertFalse(queue.contains(popup) && budget == 3, "step \(step): the handle did not dismiss")
            }
        case 90..<95:
            center.hidePopups(.priorityAtMost(PopupPresentation.Priority(Double(Int.random(in: 0...6, using: &random) * 100))))
        default:
            center.hidePopups(.all)
        }
        queue._checkInvariants()
        for record in queue.queuedRecords where record.popup.onRequestDismiss == nil {
            XCTFail("step \(step) (seed \(seed)): \((record.popup as? TestPopup)?.name ?? "?") waits without a dismissal handle")
            return
        }
        if let cur = queue.currentPopup, cur.onRequestDismiss == nil {
            XCTFail("step \(step) (seed \(seed)): the showing popup has no dismissal handle")
            return
        }
        if capacity == 0 && queue.currentPopup == nil && queue.queuedCount > 0 {
            XCTFail("step \(step): popups wait while nothing shows")
            return
        }
    }
    // Drain through the handles alone: every popup can leave by itself.
    budget = 0
    var guardCount = 0
    while let popup = queue.currentPopup ?? queue.queuedRecords.first?.popup, guardCount < 10_000 {
        guardCount += 1
        popup.onRequestDismiss?(.tap)
        if queue.currentPopup === popup || queue.queuedRecords.first?.popup === popup {
            XCTFail("seed \(seed): \((popup as? TestPopup)?.name ?? "?") cannot leave by itself")
            return
        }
    }
    for (name, n) in stays where name != "cb" {
        let h = hides[name] ?? 0
        if h != n {
            XCTFail("seed \(seed): \(name) stayed \(n) times and heard \(h) did-hides")
            return
        }
    }
    env.assertIdle("seed \(seed)")
}

@MainActor
private struct ModelItem {
    let popup: TestPopup
    let priority: Double
    let sequence: Int
    let lowerPriorityHidden: Bool
    func before(_ o: ModelItem) -> Bool { priority > o.priority || (priority == o.priority && sequence < o.sequence) }
}

@MainActor
private struct Model {
    var current: ModelItem?
    var queue: [ModelItem] = []  // best first
    let capacity: Int

    mutating func insert(_ item: ModelItem) {
        let i = queue.firstIndex { item.before($0) } ?? queue.count
        queue.insert(item, at: i)
    }

    mutating func advance() {
        if current == nil, !queue.isEmpty { current = queue.removeFirst() }
    }

    mutating func enqueue(_ item: ModelItem) {
        insert(item)
        // Nothing may wait past the capacity; the popup that shows at once is not waiting.
        while queue.count > capacity + (current == nil ? 1 : 0) { queue.removeLast() }
        if let cur = current, cur.lowerPriorityHidden, let first = queue.first, first.priority > cur.priority {
            insert(cur)
            current = nil
        }
        advance()
    }
}

@MainActor
private func runModel(seed: UInt64, steps: Int, capacity: Int, reduceMotion: Bool = false) {
    var random = SeededRandom(seed: seed)
    let env = HUDTestEnvironment()
    env.host.isReduceMotionEnabled = reduceMotion
    let center = env.center
    center.popupQueueConfiguration = PopupQueueConfiguration(capacity: capacity, deduplicatesByID: false, pauseBetweenPopups: 0)
    let queue = center.popupQueue
    var model = Model(capacity: capacity)
    var sequence = 0
    var hidden = 0
    var enqueued = 0
    var seen: [TestPopup] = []
    for step in 0..<steps {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 45..<50 where !seen.isEmpty:
            let popup = seen[Int.random(in: 0..<seen.count, using: &random)]
            let lph = Bool.random(using: &random)
            let live = model.current?.popup === popup || model.queue.contains { $0.popup === popup }
            if !live {
                sequence += 1
                model.enqueue(
                    ModelItem(
                        popup: popup, priority: popup.presentation.priority.value, sequence: sequence, lowerPriorityHidden: lph))
                enqueued += 1
            }
            center.enqueue(popup, lowerPriorityHidden: lph)
        case 0..<50:
            sequence += 1
            let p = Double(Int.random(in: 0...6, using: &random) * 100)
            let lph = Bool.random(using: &random)
            let popup = TestPopup("p\(sequence)", priority: PopupPresentation.Priority(p), transitions: .instant)
            popup.onHide = { hidden += 1 }
            seen.append(popup)
            if seen.count > 64 { seen.removeFirst() }
            model.enqueue(ModelItem(popup: popup, priority: p, sequence: sequence, lowerPriorityHidden: lph))
            center.enqueue(popup, lowerPriorityHidden: lph)
            enqueued += 1
        case 50..<80:
            model.current = nil
            model.advance()
            center.hidePopups(.current)
        case 80..<95:
            guard !model.queue.isEmpty else { break }
            let i = Int.random(in: 0..<model.queue.count, using: &random)
            let item = model.queue.remove(at: i)
            center.hidePopups(.this(item.popup))
        case 95..<99:
            let p = Double(Int.random(in: 0...6, using: &random) * 100)
            model.queue.removeAll { $0.priority <= p }
            if let c = model.current, c.priority <= p { model.current = nil }
            model.advance()
            center.hidePopups(.priorityAtMost(PopupPresentation.Priority(p)))
        default:
            model.queue.removeAll()
            model.current = nil
            center.hidePopups(.all)
        }
        guard center.currentPopup === model.current?.popup else {
            XCTFail("step \(step): showing \(currentName(center) ?? "nothing"), model \(model.current?.popup.name ?? "nothing")")
            return
        }
        let real = queue.queuedRecords
        guard real.count == model.queue.count, zip(real, model.queue).allSatisfy({ $0.popup === $1.popup }) else {
            XCTFail("step \(step): queue \(real.map { ($0.popup as! TestPopup).name }) vs model \(model.queue.map(\.popup.name))")
            return
        }
        queue._checkInvariants()
    }
    let live = (model.current == nil ? 0 : 1) + model.queue.count
    XCTAssertEqual(hidden + live, enqueued, "every popup that left got its did-hide exactly once")
}
