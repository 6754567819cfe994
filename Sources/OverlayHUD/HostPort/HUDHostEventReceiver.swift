/// What a host reports to: the engine side of the host port. ``HUDCenter`` is one; it attaches
/// itself to its host (``HUDHost/attach(_:)``) when its environment is made, so a host reports
/// touches, keyboard, screen and appearance changes to the center whose overlay it shows without
/// knowing that center, and a center made with its own host is wired from its first line.
///
/// A host holds its receiver weakly: the receiver owns the host (through its environment), not
/// the other way round.
@MainActor
public protocol HUDHostEventReceiver: AnyObject {
    /// The clock the receiver's engine runs on: a host converting between engine time and its
    /// own (UIKit: media time) reads `clock.now`.
    var clock: any HUDClock { get }

    /// Feeds one input event (overlay coordinates). Returns whether the overlay used it; `false`
    /// means the touch belongs to the app below.
    @discardableResult
    func handle(_ event: HostInputEvent) -> Bool

    /// Feeds the keyboard's frame in overlay coordinates, `nil` when it hides. A host follows the
    /// keyboard for its whole life, shown or not, so the frame is current when something appears.
    func keyboardDidChange(to frame: HUDRect?)

    /// Feeds new screen metrics (rotation, resize); elements move to their new places over
    /// `transitionDuration` seconds (0 or a bad value: at once).
    func screenDidChange(to metrics: ScreenMetrics, transitionDuration: Double)

    /// Feeds the app's display settings: light or dark, text size, layout direction (UIKit: the
    /// app window's resolved interface style, preferred content size category and layout direction).
    func traitsDidChange(to traits: OverlayTraits)

    /// Feeds a size change of the platform view in `slot` (UIKit: its container laid out and
    /// measured a new size); its element measures again and lays out (bounded per commit, see
    /// ``HUDContentSlotID``).
    func contentSizeDidChange(_ slot: HUDContentSlotID)
}

extension HUDHostEventReceiver {
    /// Ignores the change: a receiver without content slots has nothing to lay out.
    public func contentSizeDidChange(_ slot: HUDContentSlotID) {}
}
