/// The one owner of what VoiceOver reaches in an overlay: after every commit it takes the
/// overlay's snapshot (``HUDAccessibilitySnapshot/init(overlay:localization:)``, which decides
/// the elements, their order and modality — the topmost modal layer wins) and decides where
/// VoiceOver's focus goes. Components only describe their layers; none tells the host anything
/// about modality or focus.
///
/// Focus:
/// - When a modal layer becomes the topmost one, or the topmost one shows new content (its first
///   element changed: the next popup, a card's end logo), focus goes to its first element — or
///   into the app's own view in a content slot, when that is read first (a popup showing your view).
///   Before the first modal layer takes focus, the element that had it is remembered (`nil`: the app).
/// - When the last modal layer leaves, focus goes back to the remembered overlay element if it is
///   still reachable (a banner), else back to the app.
/// - Focus the user moves (reported by the host) is followed; a focused element that disappears
///   leaves focus unknown.
@MainActor
final class AccessibilityCoordinator {
    /// What VoiceOver reaches now (as of the last commit).
    private(set) var snapshot = HUDAccessibilitySnapshot()
    private var modalKey: ModalKey?
    /// Where focus was before the first modal layer took it: `.some(nil)` is the app.
    private var handBack: HUDAccessibilityElement.ID??

    private struct ModalKey: Equatable {
        var layer: ObjectIdentifier
        var first: HUDAccessibilityElement.ID?
        var firstSlot: HUDContentSlotID?
    }

    /// The update a host needs after a commit of `overlay`, or `nil` when nothing VoiceOver
    /// reaches changed.
    func update(_ overlay: Overlay) -> HUDAccessibilityUpdate? {
        var next = HUDAccessibilitySnapshot(overlay: overlay)
        var focused = snapshot.focusedElement
        var focus: HUDAccessibilityUpdate.Focus?
        var focusSlot: HUDContentSlotID?
        let key = next.modalLayer.map {
            ModalKey(layer: $0, first: next.modalFirstElement, firstSlot: next.modalFirstContentSlot)
        }
        if key != modalKey {
            if let key {
                if modalKey == nil { handBack = .some(focused) }
                if let slot = key.firstSlot {
                    // Into the app's view: no element of the engine's holds focus.
                    focusSlot = slot
                    focused = nil
                } else if let first = key.first {
                    focus = .element(first)
                }
            } else {
                if let back = handBack ?? nil, next.element(back) != nil { focus = .element(back) } else { focus = .returnToApp }
                handBack = nil
            }
            modalKey = key
        }
        switch focus {
        case .element(let id): focused = id
        case .returnToApp: focused = nil
        case nil: break
        }
        if let f = focused, next.element(f) == nil { focused = nil }
        next.focusedElement = focused
        return apply(next, focus: focus, focusSlot: focusSlot)
    }

    /// The user moved VoiceOver's focus to `element` (`nil`: out of the overlay); an element not
    /// reachable now counts as `nil`. Returns the update when the snapshot changed.
    func focusDidMove(to element: HUDAccessibilityElement.ID?) -> HUDAccessibilityUpdate? {
        var next = snapshot
        next.focusedElement = element.flatMap { snapshot.element($0)?.id }
        return apply(next, focus: nil)
    }

    private func apply(
        _ next: HUDAccessibilitySnapshot, focus: HUDAccessibilityUpdate.Focus?, focusSlot: HUDContentSlotID? = nil
    ) -> HUDAccessibilityUpdate? {
        guard next != snapshot || focus != nil || focusSlot != nil else { return nil }
        var update = HUDAccessibilityUpdate(
            snapshot: next, modalityChanged: next.isModal != snapshot.isModal,
            elementsChanged: next.elements.map(\.id) != snapshot.elements.map(\.id), focus: focus)
        update.focusContentSlot = focusSlot
        snapshot = next
        return update
    }
}
