/// What a host hears after a commit that changed what VoiceOver reaches
/// (``HUDHost/accessibilityDidChange(_:)``): the new snapshot, whether modality changed, and
/// where VoiceOver's focus must go. The engine decides all of it; a host only applies it.
package struct HUDAccessibilityUpdate: Equatable, Sendable {
    /// Where the engine sends VoiceOver's focus.
    package enum Focus: Equatable, Sendable {
        /// To this element (UIKit: `.screenChanged` posted with its platform element): a modal
        /// element appeared (its first element), or the modal one on top left and the overlay
        /// element that had focus before is still there.
        case element(HUDAccessibilityElement.ID)
        /// Back to the app: the last modal element left (UIKit: `.screenChanged` posted with the
        /// app's element that had focus before the overlay took it, if it is still on screen).
        case returnToApp
    }

    /// What VoiceOver reaches now.
    package internal(set) var snapshot: HUDAccessibilitySnapshot
    /// Whether ``HUDAccessibilitySnapshot/isModal`` differs from the last update's.
    package internal(set) var modalityChanged: Bool
    /// Whether the elements' identities or order changed (UIKit: a new element list and
    /// `.layoutChanged`); otherwise kept elements are updated in place and focus stays put.
    var elementsChanged: Bool
    /// Where focus goes now; `nil`: it stays where it is.
    package internal(set) var focus: Focus?
    /// The content slot whose view takes focus now (UIKit: `.screenChanged` posted with the slot's
    /// view, so VoiceOver lands on the first element inside the app's own view): a modal layer
    /// appeared whose first item is that view. ``focus`` is then `nil`.
    var focusContentSlot: HUDContentSlotID?

    /// Creates an update.
    init(snapshot: HUDAccessibilitySnapshot, modalityChanged: Bool, elementsChanged: Bool, focus: Focus?) {
        self.snapshot = snapshot
        self.modalityChanged = modalityChanged
        self.elementsChanged = elementsChanged
        self.focus = focus
    }
}
