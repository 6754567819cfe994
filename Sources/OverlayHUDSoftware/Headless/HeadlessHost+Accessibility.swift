@_spi(Layers) import OverlayHUD

// VoiceOver, played by hand: what it would read (``HeadlessHost/accessibilitySnapshot``) and the
// actions a VoiceOver user takes, reported to the receiver as the UIKit host reports them.
extension HeadlessHost {
    /// The snapshot as text: one line per element in reading order, `>` on the focused one, with
    /// a header saying whether the overlay is modal and what escape activates (see
    /// `HUDAccessibilitySnapshot.dump`). Compare it in tests as a whole.
    package var accessibilityDump: String { accessibilitySnapshot.dump }

    /// What VoiceOver says on the focused element (label, value, hint); `nil` when focus is not in the overlay.
    package var focusedSpokenText: String? { accessibilitySnapshot.focused?.spokenText }

    /// A double tap on `element`: does what a tap on it does. Returns whether something handled it
    /// (`false` too when no receiver is attached).
    @discardableResult
    package func activateAccessibilityElement(_ element: HUDAccessibilityElement.ID) -> Bool {
        receiver?.accessibilityActivate(element) ?? false
    }

    /// A double tap on the first element labelled `label` in reading order; `false` when there is none.
    @discardableResult
    package func activateAccessibilityElement(labeled label: String) -> Bool {
        guard let e = accessibilitySnapshot.element(labeled: label) else { return false }
        return activateAccessibilityElement(e.id)
    }

    /// A double tap on the first element whose UI-test identifier is `identifier`; `false` when there is none.
    @discardableResult
    package func activateAccessibilityElement(identifier: String) -> Bool {
        guard let e = accessibilitySnapshot.elements.first(where: { $0.identifier == identifier }) else { return false }
        return activateAccessibilityElement(e.id)
    }

    /// The two-finger escape gesture. Returns whether something handled it.
    @discardableResult
    package func performAccessibilityEscape() -> Bool { receiver?.accessibilityPerformEscape() ?? false }

    /// The user moves VoiceOver's focus to `element` (`nil`: into the app), as a swipe would.
    package func moveAccessibilityFocus(to element: HUDAccessibilityElement.ID?) {
        receiver?.accessibilityFocusDidMove(to: element)
    }

    /// The user moves VoiceOver's focus to the first element labelled `label`.
    package func moveAccessibilityFocus(toLabeled label: String) {
        moveAccessibilityFocus(to: accessibilitySnapshot.element(labeled: label)?.id)
    }
}
