@_spi(Layers) import OverlayHUDCore

// VoiceOver for the queue's own layers; each popup describes its content's layers itself.
extension PopupStage {
    /// While a modal popup shows, the root is modal (VoiceOver stays on the popup, as with a
    /// presented `accessibilityViewIsModal` view) and — when a tap outside dismisses — the
    /// backdrop is a "Dismiss" button, read after the popup's content, that the two-finger escape
    /// gesture activates. A popup whose taps outside do nothing has no such button: escape does
    /// nothing either. A popup without a backdrop is not modal.
    func setAccessibility(modal: Bool, dismissesOnTapOutside: Bool) {
        root.isAccessibilityModal = modal
        // Set when it changes, not at every hand-over: a layer's description is a large value.
        let isDismissButton = modal && dismissesOnTapOutside
        guard isDismissButton != backdropIsDismissButton else { return }
        backdropIsDismissButton = isDismissButton
        backdrop.accessibility =
            isDismissButton
            ? HUDAccessibility(
                label: .builtIn(.dismiss), traits: .button, performsEscape: true, identifier: "OverlayHUD.popup.dismiss") : nil
    }
}
