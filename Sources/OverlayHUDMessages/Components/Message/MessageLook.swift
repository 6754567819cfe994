@_spi(Layers) import OverlayHUDCore

/// The messages' look of the ``NotificationStack`` — cards at the top or bottom and toasts in the
/// middle: the stack configuration, the waiting line and the `didHide` callbacks due, where
/// messages sit, and what a tap, a swipe and the end of a message's time do. The rules that show,
/// refresh and hide messages are the stack's (``MessageStack``).
///
/// Durations: appear 0.3 s (slide in from the edge, ease-out; toasts fade in and grow from 0.9 in
/// 0.25 s), leave 0.25 s (slide back out, ease-in; toasts fade and shrink), reflow 0.3 s
/// (ease-in-ease-out), refresh pulse 0.25 s (1.04 → 1), spring-back after a short drag 0.3 s.
@MainActor
final class MessageLook: NotificationLook {
    static let appearDuration = 0.3
    static let toastAppearDuration = 0.25
    static let leaveDuration = 0.25
    static let reflowDuration = 0.3
    static let pulseDuration = 0.25
    static let pulseScale = 1.04
    static let toastScale = 0.9
    /// How far a message that joins a column below another slides in (the first comes from off screen).
    static let stackedSlide = 24.0
    /// Extra distance past the screen's edge a sliding card travels, so its shadow leaves too.
    static let offscreenExtra = 24.0
    /// When a released card is swiped away: 300 pt/s towards its edge whatever the distance, or a
    /// 30 pt drag that way not flicked back as fast (the rule popups share).
    static let swipeThresholds = SwipeThresholds.standard

    static var layerName: String { "messageStack" }
    static var zPosition: Double { OverlayZOrder.messages }
    static var animationsStoppedByDrag: [String] { ["appear", "appearOpacity", "pulse", "settle"] }
    static var dragSettleDuration: Double { reflowDuration }
    static var glidesOnSameScreen: Bool { true }

    /// How messages share the screen.
    var configuration: MessageStackConfiguration
    /// Messages waiting for their turn.
    var waiting = MessageWaitingLine()
    /// Messages whose `didHide` runs at the end of the current operation, when the stack is consistent.
    var hidden: [MessageConfiguration] = []

    init(configuration: MessageStackConfiguration) { self.configuration = configuration }

    var hasWaiting: Bool { !waiting.isEmpty }
    func waitingHolds(_ slot: HUDContentSlotID) -> Bool { waiting.holds(slot) }

    func layout(_ view: MessageView, in stack: MessageStack) { stack.layoutView(view) }

    func places(in stack: MessageStack) -> [HUDPoint] { stack.slots() }

    func lifetime(of view: MessageView) -> Double? { view.configuration.lifetime }

    func timeDidRunOut(for m: ShownMessage, in stack: MessageStack) { stack.dismiss(m) }

    /// A tap on a message: its `onTap` runs — or, on its action button, the action's handler —
    /// then the message leaves if its configuration (as it is after the callback, which may
    /// refresh it) says a tap dismisses it.
    func tap(_ m: ShownMessage, on layer: HUDLayer, in stack: MessageStack) {
        let tapped = m.configuration
        if m.view.isAction(layer), let action = tapped.action {
            action.handler(tapped)
        } else {
            tapped.onTap?(tapped)
        }
        if m.isShown && m.configuration.dismissesOnTap { stack.dismiss(m) }
    }

    // Drags and swipes, as banners take them. A card follows the finger towards its edge (top: up,
    // bottom: down, toast: either way) and rubber-bands the other way; on release it leaves when it
    // moves towards its edge at ≥ 300 pt/s, or has been dragged ≥ 30 pt (``swipeThresholds``)
    // that way and is not flicked back as fast; otherwise it springs back. A message a swipe may not
    // dismiss rubber-bands both ways.

    func swipeAway(_ m: ShownMessage, translation ty: Double, velocity vy: Double, in stack: MessageStack) -> Bool {
        guard let direction = swipeDirection(translation: ty, velocity: vy, for: m) else { return false }
        stack.dismiss(m, swipedToward: direction)
        return true
    }

    /// Whether a swipe may take `m` away in direction `d` (−1 up, 1 down). Asked on every drag
    /// step, so it builds no list of directions.
    private func mayDismiss(_ m: ShownMessage, toward d: Double) -> Bool {
        guard m.configuration.dismissesOnSwipe else { return false }
        switch m.position {
        case .top: return d == -1
        case .bottom: return d == 1
        case .center: return d == -1 || d == 1
        }
    }

    /// The direction the released card leaves in, or `nil` when it springs back (up tried first).
    private func swipeDirection(translation ty: Double, velocity vy: Double, for m: ShownMessage) -> Double? {
        for d in [-1.0, 1.0] where mayDismiss(m, toward: d) {
            if Self.swipeThresholds.dismisses(along: ty * d, speed: vy * d) { return d }
        }
        return nil
    }

    /// The shown offset for a drag of `ty` points: 1:1 towards a dismissing edge; otherwise
    /// rubber-banded as a scroll view does, approaching the card's height: `h·(1 − 1/(0.55·|t|/h + 1))`.
    func dragOffset(_ ty: Double, for m: ShownMessage) -> Double {
        guard ty != 0 else { return 0 }
        let d = ty < 0 ? -1.0 : 1.0
        if mayDismiss(m, toward: d) { return ty }
        let h = max(1, m.view.size.height)
        return d * h * (1 - 1 / (0.55 * abs(ty) / h + 1))
    }

    /// A message that left has its `didHide` queued for the end of the operation.
    func didFinish(_ m: ShownMessage, in stack: MessageStack) { hidden.append(m.configuration) }

    func admitWaiting(in stack: MessageStack) { stack.advance() }

    /// Runs the `didHide` callbacks of messages that went (they may show or hide messages), after
    /// letting their views go.
    func didSettle(_ stack: MessageStack) {
        guard !hidden.isEmpty else { return }
        let gone = hidden
        hidden = []
        for message in gone { stack.releaseContent(of: message) }
        for message in gone { message.didHide?(message) }
    }
}

/// The stack of messages and toasts.
typealias MessageStack = NotificationStack<MessageLook>
/// One message on screen.
typealias ShownMessage = NotificationEntry<MessageView>

extension NotificationEntry where View == MessageView {
    /// What the message says and how it behaves.
    var configuration: MessageConfiguration { view.configuration }
    /// Its id (``MessageConfiguration/resolvedID``).
    var id: String { view.configuration.resolvedID }
    /// Where it shows.
    var position: MessageConfiguration.Position { view.configuration.position }
}
