extension HUDCenter: TextInputReceiver {
    /// The text fields a host should give real text input now: those of the card popup showing
    /// (none while it is suspended, leaving, or nothing takes text). A host that draws them
    /// itself passes `hostDrawsText` (the card then hides its own text). The overlay window is
    /// key exactly while this is non-empty (``KeyWindowPolicy``).
    func textInputFields(hostDrawsText: Bool) -> [TextInputField] {
        guard let card = currentPopup as? CardPopup else { return [] }
        let fields = card.textInputFields
        card.setHostDrawsText(hostDrawsText && !fields.isEmpty)
        return fields
    }

    /// The host's field `index` began editing (UIKit: became first responder).
    func textInputDidBegin(field index: Int) {
        guard let card = currentPopup as? CardPopup else { return }
        card.focus(field: index)
        didChangeContent()
    }

    /// The host's field `index` now holds `text`.
    func textInputDidChange(_ text: String, field index: Int) {
        guard let card = currentPopup as? CardPopup else { return }
        card.setText(text, forField: index)
        didChangeContent()
    }

    /// The host's field stopped editing.
    func textInputDidEnd() {
        guard let card = currentPopup as? CardPopup else { return }
        card.blur()
        didChangeContent()
    }
}
