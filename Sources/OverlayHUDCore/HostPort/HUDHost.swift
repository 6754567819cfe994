/// A haptic the host may play (UIKit: `UIImpactFeedbackGenerator` / `UINotificationFeedbackGenerator`).
/// Apps say only whether an element plays its haptic (`playsHaptic`, `playsHaptics`); which one
/// plays is the element's.
package enum Haptic: String, Hashable, Sendable {
    case lightImpact, mediumImpact, success, warning, error
}

/// Where the overlay lives: the software host on Linux/macOS, a `UIWindow` on iOS.
///
/// The host makes no decisions: the engine tells it when the overlay becomes visible or
/// empty, when layers changed, and what to announce; the host reports touches and system
/// changes to the ``HUDHostEventReceiver`` attached to it.
@MainActor
package protocol HUDHost: AnyObject {
    /// The overlay got its first visible element (UIKit: create and show the window).
    func overlayDidBecomeVisible(_ overlay: Overlay)
    /// The overlay has nothing left to show (UIKit: hide and release the window).
    func overlayDidBecomeEmpty(_ overlay: Overlay)
    /// Layers or animations changed; mirror them (UIKit) or mark a frame dirty (software).
    func commit(_ overlay: Overlay)
    /// Speaks `text` to assistive technologies (VoiceOver announcement).
    func announce(_ text: String)
    /// Tells assistive technologies the overlay became modal (`true`: a masking HUD or a modal
    /// popup shows) or stopped being modal. The default ``accessibilityDidChange(_:)`` calls it
    /// when modality changes; a host that implements that method needs nothing here (the default
    /// does nothing).
    func screenChanged(modal: Bool)
    /// What VoiceOver reaches changed: elements, modality or focus (after the commit that caused
    /// it, so a window made by that commit exists). UIKit: sets the window's modality, keeps one
    /// accessibility element per engine element, and posts `.screenChanged` with the element to
    /// focus. The default calls ``screenChanged(modal:)`` when modality changed.
    func accessibilityDidChange(_ update: HUDAccessibilityUpdate)
    /// When the host hears ``accessibilityDidChange(_:)``: after every commit (the default), or
    /// only when it asks.
    var accessibilityDelivery: HUDAccessibilityDelivery { get }
    /// Plays a haptic.
    func play(_ haptic: Haptic)
    /// Whether Reduce Motion is on.
    var isReduceMotionEnabled: Bool { get }
    /// Whether VoiceOver is running (UIKit: `UIAccessibility.isVoiceOverRunning`); status HUDs
    /// stay longer then (``StatusHUDSettings/voiceOverDurationMultiplier``).
    var isVoiceOverRunning: Bool { get }
    /// Whether elements that leave by themselves stay until something hides them (the center's
    /// relay answers UI-test mode, ``HUDCenter/isUITestModeEnabled``; platform hosts keep the
    /// default, false).
    var holdsAutoDismiss: Bool { get }
    /// The size one line of text needs in this host's fonts.
    func measure(_ text: TextContent) -> HUDSize
    /// Gives the host the receiver it reports events to (``HUDCenter`` attaches itself when its
    /// environment is made). Hold it weakly; a later call replaces it. Hosts that report
    /// nothing keep the default, which does nothing.
    func attach(_ receiver: any HUDHostEventReceiver)
    /// The size the view in `slot` wants within `fitting` (UIKit: `systemLayoutSizeFitting`, or
    /// `UIHostingController.sizeThatFits(in:)` for SwiftUI). Any answer is fine: the engine clamps
    /// it (``HUDContentSlotID``). Default: zero (a host without platform views).
    func measureContent(_ slot: HUDContentSlotID, fitting: HUDSize) -> HUDSize
    /// The size the view in `slot` wants when it is exactly `width` wide, its height found within
    /// `fittingHeight` (UIKit: `systemLayoutSizeFitting` at a required horizontal and a fitting
    /// vertical priority, as self-sizing cells are measured), so wrapping text wraps at that width
    /// and grows taller. The engine asks it when the view answered wider than the space it gets
    /// (``HUDHost/contentSlotSize(of:available:)``). Default: ``measureContent(_:fitting:)``
    /// within `width` × `fittingHeight`.
    func measureContent(_ slot: HUDContentSlotID, width: Double, fittingHeight: Double) -> HUDSize
    /// Whether the view in `slot` holds something that takes typing (UIKit: a `UITextField`,
    /// `UITextView` or other `UIKeyInput` that can become first responder, anywhere in its tree),
    /// asked whenever the engine decides whether the overlay should be key. Default: `false`.
    func contentHoldsTextInput(_ slot: HUDContentSlotID) -> Bool
    /// The element holding `slot` left: drop the view (UIKit: remove it from its superview and
    /// release it). Default: nothing.
    func releaseContent(_ slot: HUDContentSlotID)
}

extension HUDHost {
    /// False: a host without assistive technologies has no VoiceOver.
    package var isVoiceOverRunning: Bool { false }
    /// False: elements leave when their time is up.
    package var holdsAutoDismiss: Bool { false }

    /// Does nothing: a host that reports no events needs no receiver.
    package func attach(_ receiver: any HUDHostEventReceiver) {}
    /// Zero: a host without platform views has nothing to measure (the engine clamps it).
    package func measureContent(_ slot: HUDContentSlotID, fitting: HUDSize) -> HUDSize { .zero }
    /// The answer of ``measureContent(_:fitting:)`` within `width` × `fittingHeight`.
    package func measureContent(_ slot: HUDContentSlotID, width: Double, fittingHeight: Double) -> HUDSize {
        measureContent(slot, fitting: HUDSize(width, fittingHeight))
    }
    /// False: a host without platform views holds no text input.
    package func contentHoldsTextInput(_ slot: HUDContentSlotID) -> Bool { false }
    /// Does nothing: a host without platform views holds none.
    package func releaseContent(_ slot: HUDContentSlotID) {}
    /// Does nothing.
    package func screenChanged(modal: Bool) {}
    /// After every commit.
    package var accessibilityDelivery: HUDAccessibilityDelivery { .afterEveryCommit }
    /// Passes a modality change to ``screenChanged(modal:)``; the rest is not used.
    package func accessibilityDidChange(_ update: HUDAccessibilityUpdate) {
        if update.modalityChanged { screenChanged(modal: update.snapshot.isModal) }
    }
}
