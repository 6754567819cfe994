// The queue's rules against a plain model, on a recording stage: no layer, overlay or host.

import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The queue's rules alone, on a ``RecordingStage`` (no layer, no overlay, no host): seeded random
/// operations on the real queue and on a plain model — a sorted array, a phase for the popup
/// showing, a flag for the pause — must agree after every step on the popup showing and its
/// phase, the waiting order, what the stage shows, and which popups heard did-hide (with which
/// reason), suspend and resume. Transitions end only when the test ends them, so popups are
/// caught presenting, leaving and being set aside. Operations: enqueue (priorities, ids,
/// contexts, precedence, taps outside), enqueue one seen before, end the running transition,
/// every dismissal descriptor, a popup's own dismiss request, a backdrop tap, switching the
/// active context, and letting the pause run out. Every run goes with animated transitions and
/// under Reduce Motion (where each dismissal of a popup already leaving must not wait for its exit).
final class PopupQueueRulesModelTests: XCTestCase {
    func testRulesMatchAPlainModelWithoutLayers() {
        onMain {
            let runs: [(seed: UInt64, capacity: Int, deduplicates: Bool, pause: Double, steps: Int)] = [
                (1, 3, true, 0, 20_000), (2, 0, false, 0.25, 10_000), (3, 8, true, 0.25, 20_000),
                (4, .max, false, 0, 4_000), (5, 1, true, 0.25, 10_000), (6, .min, true, 0, 5_000),
            ]
            for run in runs {
                var configuration = PopupQueueConfiguration(capacity: run.capacity, deduplicatesByID: run.deduplicates)
                configuration.pauseBetweenPopups = run.pause
                for reduceMotion in [false, true] {
                    runRulesModel(seed: run.seed, configuration: configuration, steps: run.steps, reduceMotion: reduceMotion)
                }
            }
        }
    }
}

// MARK: The model

@MainActor
private final class RuleItem {
    enum Phase: Equatable {
        case presenting, shown
        case dismissing(HUDHideReason)
        case settingAside(leaving: HUDHideReason?)
    }
    let popup: PlainPopup
    let sequence: Int
    var phase = Phase.presenting
    var suspended = false
    init(_ popup: PlainPopup, sequence: Int) {
        self.popup = popup
        self.sequence = sequence
    }
    var presentation: PopupPresentation { popup.presentation }
    var priority: Double { presentation.priority.value }
    var isActive: Bool { phase == .presenting || phase == .shown }
    func before(_ o: RuleItem) -> Bool { priority > o.priority || (priority == o.priority && sequence < o.sequence) }
}

@MainActor
private struct RuleModel {
    let configuration: PopupQueueConfiguration
    var current: RuleItem?
    var waiting: [RuleItem] = []  // in the order they will show
    var activeContext: String?
    var pausing = false
    var sequence = 0
    var hides: [String] = []
    var suspended: [String] = []
    var resumed: [String] = []

    func mayShow(_ item: RuleItem) -> Bool {
        item.presentation.context == nil || item.presentation.context == activeContext
    }
    var next: RuleItem? { waiting.first(where: mayShow) }
    func holds(_ popup: PlainPopup) -> Bool { current?.popup === popup || waiting.contains { $0.popup === popup } }

    mutating func insert(_ item: RuleItem) {
        waiting.insert(item, at: waiting.firstIndex { item.before($0) } ?? waiting.count)
    }

    mutating func hide(_ item: RuleItem, _ reason: HUDHideReason) { hides.append("\(item.popup.name) \(reason.rawValue)") }

    mutating func advance() {
        guard current == nil else { return }
        guard let next else {
            pausing = false  // a pause with nothing to show after it is dropped
            return
        }
        guard !pausing else { return }
        waiting.removeAll { $0 === next }
        current = next
        next.phase = .presenting
        if next.suspended {
            next.suspended = false
            resumed.append(next.popup.name)
        }
    }

    mutating func enqueue(_ popup: PlainPopup) {
        guard !holds(popup) else { return }
        sequence += 1
        let item = RuleItem(popup, sequence: sequence)
        if configuration.deduplicatesByID, let id = popup.presentation.id,
            current?.presentation.id == id || waiting.contains(where: { $0.presentation.id == id })
        {
            hide(item, .preempted)
            return
        }
        insert(item)
        var dropped: [RuleItem] = []
        while waiting.count - (current == nil ? 1 : 0) > configuration.capacity { dropped.append(waiting.removeLast()) }
        if let cur = current, cur.presentation.yieldsToHigherPriority, cur.isActive,
            let next, next.priority > cur.priority
        {
            cur.phase = .settingAside(leaving: nil)
        }
        for d in dropped { hide(d, .overflow) }
        advance()
    }

    mutating func beginDismiss(_ reason: HUDHideReason) {
        guard let cur = current else { return }
        switch cur.phase {
        case .presenting, .shown: cur.phase = .dismissing(reason)
        case .settingAside(leaving: nil): cur.phase = .settingAside(leaving: reason)
        default: break
        }
    }

    mutating func dismiss(
        where matches: (RuleItem) -> Bool, current dismissesCurrent: Bool, reason: HUDHideReason = .hiddenByCode
    ) {
        let leaving = waiting.filter(matches)
        waiting.removeAll(where: matches)
        if dismissesCurrent { beginDismiss(reason) }
        for item in leaving { hide(item, reason) }
        advance()
    }

    mutating func endTransition() {
        guard let cur = current else { return }
        switch cur.phase {
        case .presenting: cur.phase = .shown
        case .shown: break
        case .dismissing(let reason):
            current = nil
            hide(cur, reason)
            if configuration.pauseBetweenPopups > 0 { pausing = true }
        case .settingAside(leaving: let reason?):
            current = nil
            hide(cur, reason)
        case .settingAside(leaving: nil):
            current = nil
            cur.suspended = true
            insert(cur)
            suspended.append(cur.popup.name)
        }
        advance()
    }

    mutating func setActiveContext(_ context: String?) {
        guard context != activeContext else { return }
        activeContext = context
        if let cur = current, cur.isActive, !mayShow(cur) { cur.phase = .settingAside(leaving: nil) }
        advance()
    }
}

// MARK: The run

@MainActor
private func runRulesModel(seed: UInt64, configuration: PopupQueueConfiguration, steps: Int, reduceMotion: Bool) {
    var random = SeededRandom(seed: seed)
    let clock = ManualClock()
    let stage = RecordingStage(clock: clock)
    stage.animatesTransitions = !reduceMotion
    let queue = PopupQueue(clock: clock, stage: stage)
    queue.configuration = configuration
    var model = RuleModel(configuration: configuration)
    let run = "seed \(seed)\(reduceMotion ? " under Reduce Motion" : "")"
    var seen: [PlainPopup] = []
    let contexts: [String?] = [nil, "x", "y"]
    for step in 0..<steps {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<30:
            var presentation = PopupPresentation(
                priority: PopupPresentation.Priority(Int.random(in: 0...6, using: &random) * 100))
            presentation.id = [nil, nil, "a", "b"].randomElement(using: &random)!
            presentation.context = Int.random(in: 0..<5, using: &random) == 0 ? contexts.randomElement(using: &random)! : nil
            presentation.yieldsToHigherPriority = Bool.random(using: &random)
            presentation.dismissesOnTapOutside = Bool.random(using: &random)
            let popup = PlainPopup("p\(step)", presentation: presentation)
            seen.append(popup)
            if seen.count > 48 { seen.removeFirst() }
            model.enqueue(popup)
            queue.enqueue(popup)
        case 30..<36 where !seen.isEmpty:
            let popup = seen.randomElement(using: &random)!
            model.enqueue(popup)
            queue.enqueue(popup)
        case 30..<60:
            model.endTransition()
            stage.endTransition()
        case 60..<68:
            model.beginDismiss(.hiddenByCode)
            model.advance()
            queue.dismiss(.current)
        case 68..<72:
            let live = model.waiting + (model.current.map { [$0] } ?? [])
            if let item = live.randomElement(using: &random) {
                model.dismiss(where: { $0 === item }, current: model.current === item)
                queue.dismiss(.this(item.popup))
            }
        case 72..<75:
            let id = ["a", "b", "c"].randomElement(using: &random)!
            model.dismiss(where: { $0.presentation.id == id }, current: model.current?.presentation.id == id)
            queue.dismiss(.id(id))
        case 75..<77:
            let p = PopupPresentation.Priority(Int.random(in: 0...6, using: &random) * 100)
            model.dismiss(where: { $0.priority <= p.value }, current: (model.current?.priority ?? .infinity) <= p.value)
            queue.dismiss(.priorityAtMost(p))
        case 77..<78:
            model.dismiss(where: { _ in true }, current: false)
            queue.dismiss(.allQueued)
        case 78..<79:
            model.dismiss(where: { _ in true }, current: true)
            queue.dismiss(.all)
        case 79..<85:
            // A popup asks to leave through its own handle, as a component's button would.
            let live = model.waiting + (model.current.map { [$0] } ?? [])
            if let item = live.randomElement(using: &random) {
                model.dismiss(where: { $0 === item }, current: model.current === item, reason: .tap)
                item.popup.onRequestDismiss?(.tap)
            }
        case 85..<90:
            if let cur = model.current, cur.isActive, cur.presentation.dismissesOnTapOutside {
                model.beginDismiss(.tapOutside)
            }
            stage.onBackdropTap?()
        case 90..<95:
            let context = contexts.randomElement(using: &random)!
            model.setActiveContext(context)
            queue.setActiveContext(context)
        default:
            if model.pausing {
                model.pausing = false
                model.advance()
            }
            clock.advance(by: configuration.pauseBetweenPopups)
        }
        guard check(queue, stage, &model, at: "\(run), step \(step)") else { return }
    }
    XCTAssertTrue(seen.allSatisfy { $0.contentReads == 0 }, "\(run): the queue read a content layer")
}

/// Compares the queue and its stage with the model after a step; false (after failing) on the first difference.
@MainActor
private func check(_ queue: PopupQueue, _ stage: RecordingStage, _ model: inout RuleModel, at: String) -> Bool {
    let name = { (popup: (any Popup)?) in (popup as? PlainPopup)?.name ?? "nothing" }
    guard queue.currentPopup === model.current?.popup else {
        XCTFail("\(at): showing \(name(queue.currentPopup)), model \(model.current?.popup.name ?? "nothing")")
        return false
    }
    let phase: PopupRecord.Phase? =
        switch model.current?.phase {
        case nil: nil
        case .presenting: .presenting
        case .shown: .shown
        case .dismissing, .settingAside: .dismissing
        }
    guard queue.current?.phase == phase else {
        XCTFail("\(at): phase \(String(describing: queue.current?.phase)), model \(String(describing: model.current?.phase))")
        return false
    }
    let real = queue.queuedRecords.map { name($0.popup) }
    guard real == model.waiting.map(\.popup.name) else {
        XCTFail("\(at): waiting \(real), model \(model.waiting.map(\.popup.name))")
        return false
    }
    let screen: RecordingStage.Screen = model.current != nil ? .showing : model.pausing ? .resting : .closed
    guard stage.screen == screen else {
        XCTFail("\(at): the stage is \(stage.screen), model \(screen)")
        return false
    }
    let events = stage.takeEvents()
    let expected = (model.hides.sorted(), model.suspended.sorted(), model.resumed.sorted())
    model.hides = []
    model.suspended = []
    model.resumed = []
    guard events.hides == expected.0, events.suspended == expected.1, events.resumed == expected.2 else {
        XCTFail("\(at): heard \(events), model \(expected)")
        return false
    }
    queue._checkInvariants()
    guard stage.faults.isEmpty else {
        XCTFail("\(at): \(stage.faults)")
        return false
    }
    return true
}
