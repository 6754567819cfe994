import XCTest
@testable import OverlayHUD
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
        while queue.count > capacity { queue.removeLast() }
        if let cur = current, cur.lowerPriorityHidden, let first = queue.first, first.priority > cur.priority {
            insert(cur)
            current = nil
        }
        advance()
    }
}

@MainActor
private func runModel(seed: UInt64, steps: Int, capacity: Int) {
    var random = SeededRandom(seed: seed)
    let env = HUDTestEnvironment()
    let center = env.center
    center.popupQueueConfiguration = PopupQueueConfiguration(capacity: capacity, deduplicatesByID: false)
    let queue = center.popupQueue
    var model = Model(capacity: capacity)
    var sequence = 0
    var hidden = 0, enqueued = 0
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
                model.enqueue(ModelItem(popup: popup, priority: popup.presentation.priority.value, sequence: sequence, lowerPriorityHidden: lph))
                enqueued += 1
            }
            center.enqueue(popup, lowerPriorityHidden: lph)
        case 0..<50:
            sequence += 1
            let p = Double(Int.random(in: 0...6, using: &random) * 100)
            let lph = Bool.random(using: &random)
            let popup = TestPopup("p\(sequence)", priority: PopupPriority(p), transitions: .instant)
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
            center.hidePopups(.priorityAtMost(PopupPriority(p)))
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
