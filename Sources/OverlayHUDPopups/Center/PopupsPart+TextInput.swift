@_spi(Layers) import OverlayHUDCore

extension PopupsPart: TextInputSource {
    /// The text fields a host should give real text input now: those of the card popup showing
    /// (none while it is suspended, leaving, or nothing takes text). A host that draws them
    /// itself passes `hostDrawsText` (the card then hides its own text). The overlay window is
    /// key while this is non-empty (``wantsKeyWindow``).
    func textInputFields(hostDrawsText: Bool) -> [TextInputField] {
        guard let card = queue?.currentPopup as? CardPopup else { return [] }
        let fields = card.textInputFields
        card.setHostDrawsText(hostDrawsText && !fields.isEmpty)
        return fields
    }

    /// Whether the overlay window should be key now (``KeyWindowPolicy``): while the card popup
    /// showing has fields that take text (until its action runs or it has left), or while a popup
    /// showing the app's own view that takes key status (``PopupPresentation/keyWindow``; by
    /// default: with a backdrop, while its view holds a text input) is presenting or shown — not once it is leaving or set aside, so key status goes back to the
    /// app as it starts to go. Never for a waiting HUD, banners or messages.
    var wantsKeyWindow: Bool {
        guard let record = queue?.current else { return false }
        switch record.popup {
        case let card as CardPopup: return !card.textInputFields.isEmpty
        case let popup as ContentSlotPopup:
            return record.isActive && record.presentation.takesKeyWindow(holdsTextInput: popup.holdsTextInput)
        default: return false
        }
    }

    /// The host's field `index` began editing (UIKit: became first responder).
    func textInputDidBegin(field index: Int) {
        guard let card = queue?.currentPopup as? CardPopup else { return }
        card.focus(field: index)
        center?.didChangeContent()
    }

    /// The host's field `index` now holds `text`.
    func textInputDidChange(_ text: String, field index: Int) {
        guard let card = queue?.currentPopup as? CardPopup else { return }
        card.setText(text, forField: index)
        center?.didChangeContent()
    }

    /// The host's field `index` stopped editing (`nil`: whichever was); one that is no longer
    /// focused (focus moved on with Return) changes nothing.
    func textInputDidEnd(field index: Int?) {
        guard let card = queue?.currentPopup as? CardPopup else { return }
        guard index == nil || index == card.focusedField else { return }
        card.blur()
        center?.didChangeContent()
    }

    /// Return in the host's field `index`: the next field takes focus, the last one submits
    /// (``CardPopup/returnPressed(inField:)``).
    func textInputDidReturn(field index: Int) {
        guard let card = queue?.currentPopup as? CardPopup else { return }
        card.returnPressed(inField: index)
        center?.didChangeContent()
    }
}
