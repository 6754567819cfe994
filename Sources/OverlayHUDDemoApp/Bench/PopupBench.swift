@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Popup figures: the priority queue's throughput and an option popup's per-frame cost.
@MainActor
enum PopupBench {
    /// A popup with instant transitions sharing one content layer (only one shows at a time).
    final class BenchPopup: Popup {
        let content: HUDLayer
        let presentation: PopupPresentation
        var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
        init(content: HUDLayer, priority: PopupPresentation.Priority) {
            self.content = content
            presentation = PopupPresentation(priority: priority)
        }
        func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) { completion() }
        func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
            completion()
        }
    }

    static let rounds = 5

    /// One round: `blocker` holds the screen while every popup is enqueued, then each shown
    /// popup is dismissed until the queue is empty (each dismissal a hand-over: one popup
    /// leaves, the next shows). Returns the enqueue, drain and total nanoseconds.
    static func queueRound(_ center: HUDCenter, blocker: BenchPopup, popups: [BenchPopup]) -> (
        enqueue: UInt64, drain: UInt64, total: UInt64
    ) {
        center.showPopup(blocker)
        let q0 = BenchCommand.nanos()
        for p in popups { center.showPopup(p) }
        let q1 = BenchCommand.nanos()
        var shown = 0
        while center.currentPopup != nil {
            center.hidePopups()
            shown += 1
        }
        let q2 = BenchCommand.nanos()
        if shown != popups.count + 1 { print("popup bench: showed \(shown), expected \(popups.count + 1)") }
        return (q1 - q0, q2 - q1, q2 - q0)
    }

    static func figures() -> [BenchCommand.Figure] {
        let clock = ManualClock()
        let center = HUDCenter(environment: HUDEnvironment(host: HeadlessHost(fonts: DemoFonts.library()), clock: clock))
        center.popupQueueConfiguration = PopupQueueConfiguration(capacity: 1_000_000, deduplicatesByID: false)
        // The queue's own work per hand-over, not XBPopUpView's 0.25 s pause between popups.
        center.popupQueueConfiguration.pauseBetweenPopups = 0
        let shared = HUDLayer(name: "benchPopup")
        shared.bounds = HUDRect(0, 0, 100, 100)

        // Build the popups first and keep them until the end: the figure is the queue's work,
        // not making or freeing the app's popup objects.
        let count = 10_000
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let popups: [BenchPopup] = (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return BenchPopup(content: shared, priority: PopupPresentation.Priority(Double((state >> 33) % 1001)))
        }
        // Rounds on the same center and popups (a popup may be enqueued again once it has gone).
        let blocker = BenchPopup(content: shared, priority: .required)
        var rounds: [(enqueue: UInt64, drain: UInt64, total: UInt64)] = []
        for _ in 0..<Self.rounds {
            let r = queueRound(center, blocker: blocker, popups: popups)
            rounds.append(r)
        }
        withExtendedLifetime(popups) {}
        let median = rounds.sorted { $0.total < $1.total }[rounds.count / 2]
        // Per hand-over: the median round's drain over its dismissals (the popups and the blocker).
        let handOver = rounds.map { Double($0.drain) / Double(count + 1) }.sorted()[rounds.count / 2]

        // Option popup with 9 options, mid spring entry.
        var config = OptionPopupConfiguration(
            options: (0..<9).map { OptionPopupConfiguration.Option(title: "Option \($0)", icon: .circle(.black)) })
        config.direction = .right
        try? center.showOptionPopup(config)
        let root = center.overlay.rootLayer
        var sink = 0.0
        let frames = 20_000
        for i in 0..<200 { sink += FrameWalk.evaluate(root, at: 0.05 + Double(i % 80) / 100) }
        let a0 = BenchCommand.allocations()
        let f0 = BenchCommand.nanos()
        for i in 0..<frames { sink += FrameWalk.evaluate(root, at: 0.05 + Double(i % 80) / 100) }
        let frameNanos = BenchCommand.nanos() - f0
        let allocs = BenchCommand.allocations() - a0
        center.hidePopups(.all)
        if sink.isNaN { print("") }
        return [
            .init(
                key: "queue_10k_ms", label: "popup queue: 10k enqueue + drain (median of \(rounds.count))",
                value: Double(median.total) / 1e6, unit: "ms", goal: "≤ 50"),
            .init(
                key: "queue_10k_enqueue_ms", label: "  of which enqueue", value: Double(median.enqueue) / 1e6, unit: "ms",
                goal: "-"),
            .init(
                key: "popup_handover_us", label: "popup hand-over (one leaves, the next shows)", value: handOver / 1000,
                unit: "µs", goal: "≤ 20"),
            .init(
                key: "option_popup_frame_us", label: "option popup (9 options) per frame, mid-entry",
                value: Double(frameNanos) / Double(frames) / 1000, unit: "µs", goal: "< 10"),
            .init(
                key: "option_popup_frame_allocs", label: "option popup allocations per frame",
                value: allocs < 0 ? -1 : Double(allocs) / Double(frames), unit: "allocs", goal: "0"),
        ]
    }
}
