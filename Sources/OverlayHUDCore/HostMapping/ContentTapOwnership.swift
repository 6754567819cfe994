/// Whether a finger on the app's own view in a content slot (a banner's, message's or popup's
/// `UIView` or SwiftUI view, a waiting HUD's custom view, a card's text field) is on something that
/// takes taps itself, so the tap that follows is that thing's alone
/// (``HostInputEvent/touchDown(_:contentHandlesTap:)``).
///
/// The UIKit host reads what UIKit says of each view from the touched one (`UITouch.view`, what
/// hit testing found) up to the app's view in the slot, and asks ``handlesTap(_:)``. A view takes
/// taps itself when it is
/// - an enabled `UIControl` (a `UIButton`, `UISwitch`, `UISegmentedControl`, `UITextField`…), as
///   UIKit gives a single tap on such a control to the control and not to a tap recogniser of its
///   superview; a disabled one does not;
/// - an enabled text view (a `UITextView` that is editable or selectable; a `UITextField`, a SwiftUI
///   `TextField`'s field among them, is an enabled control);
/// - a view with an enabled tap or long-press recogniser of its own (`UITapGestureRecognizer`,
///   `UILongPressGestureRecognizer`, subclasses included) — unless it is a disabled control: UIKit
///   hands a tap on a disabled `UIButton` to its superview's recogniser, whatever recognisers the
///   button keeps inside.
///
/// What UIKit cannot tell: which part of a SwiftUI view is under the finger. SwiftUI draws its
/// content inside the hosting view and runs its own gestures (a `Button`, `onTapGesture`) without
/// a UIKit control or a tap recogniser there, so a tap on a SwiftUI `Button` reads as a tap on the
/// hosting view, which takes no taps itself; only SwiftUI content backed by UIKit views (a
/// `TextField`'s field, a `UIViewRepresentable`'s controls) and tap recognisers the app adds
/// to the hosting view are seen. Likewise a view that takes taps in its own `touchesEnded` with no
/// control or recogniser is not seen.
///
/// ```swift
/// ContentTapOwnership.handlesTap([
///     .init(isControl: true, isEnabled: true),   // the UIButton under the finger
///     .init(),                                   // the app's view holding it
/// ])
/// // → true: the button's tap, not the banner's
/// ```
enum ContentTapOwnership {
    /// What the host reads of one view between the touched view and the slot.
    struct ViewFacts: Sendable {
        /// Whether it is a control (`UIControl`).
        var isControl = false
        /// Whether it is enabled (`UIControl.isEnabled`; views that are not controls: `true`). A
        /// disabled control takes no taps, with its recognisers or without.
        var isEnabled = true
        /// Whether it takes text or text selection (a `UITextView` while editable or selectable).
        var isTextInput = false
        /// How many enabled tap or long-press recognisers it has (negative counts as none).
        var enabledTapRecognizers = 0
    }

    /// Whether the touched view or one of its ancestors up to the app's view in the slot takes taps
    /// itself. `chain` runs from the touched view outwards and ends at the app's view in the slot;
    /// an empty chain (a touch on no content slot, or on the slot's own container) is `false`.
    /// - Complexity: O(*n*), *n* the length of `chain`.
    static func handlesTap(_ chain: [ViewFacts]) -> Bool {
        chain.contains { $0.isEnabled && ($0.isControl || $0.isTextInput || $0.enabledTapRecognizers > 0) }
    }
}
