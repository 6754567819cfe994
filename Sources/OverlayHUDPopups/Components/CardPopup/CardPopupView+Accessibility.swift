@_spi(Layers) import OverlayHUDCore

// What VoiceOver reads for a card popup.
extension CardPopupView {
    /// The title is a heading; each field a text field read by its placeholder (a blank one reads
    /// the built-in "Text field 2") with its text as the value (bullets for a secure field, as
    /// drawn); the action button a button read by its title (blank: the built-in "Continue"); the
    /// end logo, once it shows, static text read by its caption (blank: the built-in "Done").
    /// Reading order: title, fields, button. (The backdrop, "Dismiss", is the queue's.)
    func applyAccessibility() {
        let c = configuration
        title.accessibility = HUDAccessibility(
            label: HUDAccessibilityText(c.title), traits: .header, identifier: "OverlayHUD.cardPopup.title")
        button.accessibility = HUDAccessibility(
            label: HUDAccessibilityText(c.actionTitle, fallback: .continueAction), traits: .button,
            identifier: "OverlayHUD.cardPopup.action")
        logo.accessibility = HUDAccessibility(
            label: HUDAccessibilityText(c.endCaption, fallback: .done), traits: .staticText,
            identifier: "OverlayHUD.cardPopup.done")
    }

    /// Field `index`'s element, for its current text.
    func describeField(_ index: Int, text: String, isSecure: Bool) {
        guard index >= 0, index < fields.count, index < configuration.fields.count else { return }
        var a = HUDAccessibility(
            label: HUDAccessibilityText(configuration.fields[index].placeholder, fallback: .textField(index + 1)),
            value: HUDAccessibilityText(isSecure ? String(repeating: "•", count: text.count) : text), traits: .textField,
            identifier: "OverlayHUD.cardPopup.field.\(index)")
        a.textInputIndex = index
        fields[index].accessibility = a
    }
}
