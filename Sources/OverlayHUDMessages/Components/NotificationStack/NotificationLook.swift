@_spi(Layers) import OverlayHUDCore

/// What a notification shows itself as: the layer a finger drags and the stack places, and the
/// app's own view when it shows one.
@MainActor
protocol NotificationView: AnyObject {
    /// The interactive layer that carries the notification (a banner's pill, a message's card):
    /// the stack places it, drags it and removes it.
    var surface: HUDLayer { get }
    /// The slot of the app's own view it shows (`nil`: it is drawn).
    var contentSlot: HUDContentSlotID? { get }
    /// What its lifecycle events are about.
    var eventElement: HUDEvent.Element { get }
    /// Its own lifecycle handler (``BannerInfo/lifecycle``, ``MessageConfiguration/lifecycle``).
    var lifecycle: HUDEventHandler? { get }
}

/// One look of the ``NotificationStack``: the seed's call banners (``BannerLook``) or the message
/// cards and toasts (``MessageLook``). The stack owns what both share — the entries on screen and
/// leaving, their timers, touches and drags, content slots, the commit and its release; a look
/// keeps its own rules' state and answers what differs: where entries sit, how a view is laid
/// out, what a tap and a swipe do, and what follows when an entry's time is up.
@MainActor
protocol NotificationLook: AnyObject {
    associatedtype View: NotificationView

    /// The name of the stack's full-screen container.
    static var layerName: String { get }
    /// The container's place in the overlay (``OverlayZOrder``).
    static var zPosition: Double { get }
    /// How long entries take to move to new places (ease-in-ease-out).
    static var reflowDuration: Double { get }
    /// The animations a drag stops on an entry's surface.
    static var animationsStoppedByDrag: [String] { get }
    /// How long a released entry takes to settle back.
    static var dragSettleDuration: Double { get }
    /// Whether a layout change on the same screen (the keyboard moved) glides entries to their new
    /// places; otherwise they jump there (a new screen animates by the overlay's transition).
    static var glidesOnSameScreen: Bool { get }

    /// Whether entries wait for their turn (they keep the stack alive off screen).
    var hasWaiting: Bool { get }
    /// Whether a waiting entry shows the app's view in `slot`.
    func waitingHolds(_ slot: HUDContentSlotID) -> Bool
    /// Colours, sizes and mirrors `view` for the overlay's traits.
    func layout(_ view: View, in stack: NotificationStack<Self>)
    /// The centre of each entry on screen, in the order of ``NotificationStack/shown``.
    func places(in stack: NotificationStack<Self>) -> [HUDPoint]
    /// Seconds `view` stays on screen (`nil`: until hidden).
    func lifetime(of view: View) -> Double?
    /// `entry`'s time is up: it leaves, and the stack settles.
    func timeDidRunOut(for entry: NotificationEntry<View>, in stack: NotificationStack<Self>)
    /// A tap landed on `layer`, a part of `entry` on screen.
    func tap(_ entry: NotificationEntry<View>, on layer: HUDLayer, in stack: NotificationStack<Self>)
    /// Where `entry`'s surface shows, vertically, for a drag of `ty` points.
    func dragOffset(_ ty: Double, for entry: NotificationEntry<View>) -> Double
    /// Dismisses `entry`, released after a drag of `ty` points at `vy` pt/s, when that swipes it
    /// away; returns whether it did (false: it settles back).
    func swipeAway(
        _ entry: NotificationEntry<View>, translation ty: Double, velocity vy: Double, in stack: NotificationStack<Self>
    ) -> Bool
    /// `entry` has left and its layers are gone (its view's slot is released here or later).
    func didFinish(_ entry: NotificationEntry<View>, in stack: NotificationStack<Self>)
    /// An entry's exit has ended: waiting entries may take its room.
    func admitWaiting(in stack: NotificationStack<Self>)
    /// The stack has committed its change (and, when empty, told its owner): the look's callbacks run.
    func didSettle(_ stack: NotificationStack<Self>)
}
