@_spi(Layers) import OverlayHUDCore

/// How a popup takes its turn in the queue and what surrounds it while it shows, in one value:
/// its priority and id, the backdrop, whether a tap outside it dismisses it, and whether it makes way for
/// a higher-priority arrival (XBPopUpView's `lowerPriorityHidden`, SwiftEntryKit's `precedence`).
///
/// ```swift
/// var presentation = PopupPresentation(priority: .high, id: "update")
/// presentation.backdrop = HUDColor(white: 0, alpha: 0.7)
/// presentation.yieldsToHigherPriority = true
/// ```
/// The queue reads a popup's presentation once, when the popup is shown through it.
public struct PopupPresentation: Hashable, Sendable {
    /// Which popup shows first (higher first; first come, first served within a priority).
    public var priority: Priority
    /// An id for de-duplication and ``PopupDismissal/id(_:)``; `nil` (the default) is never a duplicate.
    public var id: String?
    /// The colour that covers the app behind the popup, taking every touch outside the popup (it
    /// may be clear); `nil`: nothing covers the app, and touches outside the popup pass through
    /// to it. Default black at 70 % (XBPopUpView's `XBBasePopViewController`). A dynamic colour
    /// (`HUDColor(light:dark:)`) shows its value for the popup's look — the app's, or the one an
    /// option or card popup's `interfaceStyle` forces — live as it changes.
    public var backdrop: HUDColor?
    /// Whether a tap on the backdrop dismisses the popup (default `true`, with the reason
    /// ``HUDHideReason/tapOutside``); `false`: the tap is swallowed.
    public var dismissesOnTapOutside: Bool
    /// Whether the popup steps aside when a higher-priority popup arrives while it shows
    /// (XBPopUpView's `lowerPriorityHidden`). Default `false`: it keeps the screen and the arrival
    /// waits its turn. `true`: it is taken off screen with its dismiss transition, its state kept
    /// (`Popup.popupDidSuspend()`), and waits to show again with its present transition once the
    /// higher ones have gone; the backdrop stays up between the two popups.
    public var yieldsToHigherPriority: Bool
    /// The context the popup belongs to (XBPopUpView's `dependVCId`): it shows only while
    /// `HUDCenter.activePopupContext` is this context; waiting, it lets other popups take their
    /// turn. `nil` (the default): shows whatever the active context.
    public var context: String?
    /// Whether the overlay window becomes the key window while a popup showing your own view
    /// (`showPopup(view:)`, `showPopup { … }`) is on screen, so a text field in it takes the
    /// keyboard (default ``PopupPresentation/KeyWindow/automatic``: when the popup has a backdrop
    /// and the view holds a text field or text view). Other
    /// popups ignore it: a card popup's fields always take the keyboard, an option popup never does.
    public var keyWindow: KeyWindow
    /// Where the popup sits (default ``Placement/center``); ``Placement/bottomSheet`` makes it a
    /// sheet along the bottom edge.
    public var placement = Placement.center
    /// Whether dragging the popup down dismisses it (default `false`), with the reason
    /// ``HUDHideReason/swipe``. The popup follows the finger down and rubber-bands up; released
    /// 30 pt or more down, or flicked down at 300 pt/s or faster (the thresholds banners and
    /// messages use), it leaves downwards; otherwise it springs back. A drag that reports a
    /// non-finite position or speed springs back. Only a popup on screen (its entry over) can be
    /// dragged, and a hide from code during a drag wins: the drag is forgotten.
    public var dismissesOnDrag = false
    /// Told when the popup shows and hides, and why it hides (``HUDEvent``, element
    /// ``HUDEvent/Element/popup(id:)`` with ``id``); `nil` (the default) for none. A popup set aside
    /// for a higher priority hears `willHide` and `didHide` with ``HUDHideReason/preempted``, then
    /// `willShow` and `didShow` again when it is back (or, dismissed while it waits, the hide again
    /// with that reason); one dropped from the queue before it showed hears only the hide. It runs besides the `didHide` closure of the `showPopup` calls.
    public var lifecycle: HUDEventHandler?

    /// The default backdrop: black at 70 % (XBPopUpView's `XBBasePopViewController`).
    @usableFromInline package static let defaultBackdrop: HUDColor? = HUDColor(white: 0, alpha: 0.7)

    /// Creates a presentation; every parameter has the default described on its property.
    public init(
        priority: Priority = .normal, id: String? = nil,
        backdrop: HUDColor? = defaultBackdrop,
        dismissesOnTapOutside: Bool = true, yieldsToHigherPriority: Bool = false,
        context: String? = nil, keyWindow: KeyWindow = .automatic
    ) {
        self.context = context
        self.keyWindow = keyWindow
        self.priority = priority
        self.id = id
        self.backdrop = backdrop
        self.dismissesOnTapOutside = dismissesOnTapOutside
        self.yieldsToHigherPriority = yieldsToHigherPriority
    }

    /// Whether the popup blocks the app behind it (it has a backdrop).
    package var isModal: Bool { backdrop != nil }

    /// Whether a popup showing the app's own view makes the overlay key while it is on screen;
    /// `holdsTextInput`: whether the view holds a text input now (asked only for
    /// ``KeyWindow/automatic``).
    func takesKeyWindow(holdsTextInput: @autoclosure () -> Bool) -> Bool {
        switch keyWindow {
        case .automatic: isModal && holdsTextInput()
        case .always: true
        case .never: false
        }
    }
}

extension PopupPresentation {
    /// When a popup showing your own view makes the overlay window the key window (SwiftMessages'
    /// `becomeKeyWindow`, SwiftEntryKit's `presentInsideKeyWindow`). iOS sends typing only to the key
    /// window, so a `UITextField`, `UITextView` or SwiftUI `TextField` in the view takes text only
    /// while the overlay is key.
    ///
    /// The overlay becomes key as the popup starts to show (so a field may take focus as it appears:
    /// `becomeFirstResponder()`, SwiftUI's `@FocusState`) and hands key status back to the app's
    /// window — editing in the popup ended, the keyboard goes down — as soon as the popup starts to
    /// leave: hidden, dismissed by a tap outside, set aside for a popup of higher priority or while its
    /// context is inactive, or gone with its scene. A waiting HUD, banners and messages never make the
    /// overlay key.
    ///
    /// Why for the whole time the popup shows, not only while a field in it is being edited: a field
    /// becomes first responder only in a window that may be key, so key status granted once editing
    /// began would come too late — for a field focused as the popup appears, and for the tap on a field
    /// that has to make its window key first. A view without a text input never needs key status,
    /// and taking it would cost the app: its keyboard would go down and come back, and code that
    /// reads the key window would find the overlay. So ``automatic`` asks whether the view holds one
    /// (a `UITextField`, `UITextView` or other `UIKeyInput` that can become first responder, a
    /// SwiftUI `TextField`, anywhere in its tree): when it shows, whenever the overlay commits or
    /// the view lays out (a field added later), and when a finger goes down on the view.
    ///
    /// ```swift
    /// var presentation = PopupPresentation(backdrop: nil)
    /// presentation.keyWindow = .always   // a pass-through popup with a search field
    /// HUDCenter.shared.showPopup(view: searchView, presentation: presentation)
    /// ```
    public enum KeyWindow: Hashable, Sendable {
        /// Key while the popup has a backdrop (``PopupPresentation/backdrop``) and the view
        /// holds a text input: the app behind takes no touches then, so nothing is lost. A view
        /// without a text input (buttons, images, a confirmation) leaves key status, the app's
        /// keyboard and its first responder to the app; so does a popup without a backdrop (a
        /// field the user is typing in stays in use).
        case automatic
        /// Key while the popup is on screen, also without a backdrop.
        case always
        /// Never key: the view's text fields cannot take the keyboard; the app keeps it.
        case never
    }
}
