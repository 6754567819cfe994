/// What a host reports to: the engine side of the host port. ``HUDCenter`` is one; it attaches
/// itself to its host (``HUDHost/attach(_:)``) when its environment is made, so a host reports
/// touches, keyboard, screen and appearance changes to the center whose overlay it shows without
/// knowing that center, and a center made with its own host is wired from its first line.
///
/// A host holds its receiver weakly: the receiver owns the host (through its environment), not
/// the other way round.
@MainActor
package protocol HUDHostEventReceiver: AnyObject {
    /// The clock the receiver's engine runs on: a host converting between engine time and its
    /// own (UIKit: media time) reads `clock.now`.
    var clock: any HUDClock { get }

    /// Feeds one input event (overlay coordinates). Returns whether the overlay used it; `false`
    /// means the touch belongs to the app below.
    @discardableResult
    func handle(_ event: HostInputEvent) -> Bool

    /// Feeds the keyboard as the system reports it: its end frame in screen coordinates (`nil`
    /// when it hides) and how it moves there (`nil`: at once). The receiver keeps the raw frame
    /// and places it at each layout with ``ScreenMetrics/originInScreen``. A host follows the
    /// keyboard for its whole life, shown or not, and reads where it is when it starts, so the
    /// frame is current when something appears.
    func keyboardDidChange(to frame: HUDRect?, animation: KeyboardAnimation?)

    /// Feeds new screen metrics (rotation, resize); elements move to their new places over
    /// `transitionDuration` seconds (0 or a bad value: at once).
    func screenDidChange(to metrics: ScreenMetrics, transitionDuration: Double)

    /// Feeds the app's display settings: light or dark, text size, layout direction (UIKit: the
    /// app window's resolved interface style, preferred content size category and layout direction).
    func traitsDidChange(to traits: OverlayTraits)

    /// Feeds a size change of the platform view in `slot` (UIKit: its container laid out and
    /// measured a new size); its element measures again and lays out (bounded per 0.1 s, see
    /// ``HUDContentSlotID``).
    func contentSizeDidChange(_ slot: HUDContentSlotID)

    /// Works out what VoiceOver reaches now and hands the host an update if it changed since the
    /// last one (a host whose ``HUDHost/accessibilityDelivery`` is ``HUDAccessibilityDelivery/onRequest``
    /// calls it when it needs to know; otherwise it does nothing new).
    func updateAccessibility()

    /// VoiceOver activated `element` (a double tap): does what a tap on it does — chooses an
    /// option, closes a banner, dismisses through a popup's backdrop. Returns whether something
    /// happened (`false`: an unknown or no longer reachable element, or one a tap does nothing on).
    @discardableResult
    func accessibilityActivate(_ element: HUDAccessibilityElement.ID) -> Bool

    /// The two-finger escape gesture (UIKit's `accessibilityPerformEscape`): activates the topmost
    /// modal element's escape element (``HUDAccessibilitySnapshot/escapeElement``), which does what
    /// a tap outside it does. Returns `false` when there is none (nothing modal, a masking HUD, a
    /// popup whose taps outside do nothing).
    @discardableResult
    func accessibilityPerformEscape() -> Bool

    /// VoiceOver's focus moved to `element` by the user (`nil`: to something that is not the
    /// overlay's), so the engine knows where to hand focus back after a modal element leaves.
    func accessibilityFocusDidMove(to element: HUDAccessibilityElement.ID?)
}

extension HUDHostEventReceiver {
    /// Ignores the change: a receiver without content slots has nothing to lay out.
    package func contentSizeDidChange(_ slot: HUDContentSlotID) {}
    /// Does nothing (a receiver without accessibility).
    package func updateAccessibility() {}
    /// Does nothing (a receiver without accessibility): returns `false`.
    @discardableResult
    package func accessibilityActivate(_ element: HUDAccessibilityElement.ID) -> Bool { false }
    /// Does nothing: returns `false`.
    @discardableResult
    package func accessibilityPerformEscape() -> Bool { false }
    /// Does nothing.
    package func accessibilityFocusDidMove(to element: HUDAccessibilityElement.ID?) {}
}

extension HUDHostEventReceiver {
    /// Feeds the keyboard's end frame in screen coordinates (`nil` when it hides), without an
    /// animation: what shows moves at once.
    package func keyboardDidChange(to frame: HUDRect?) { keyboardDidChange(to: frame, animation: nil) }
}
