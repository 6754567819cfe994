extension HUDCenter: TextInputReceiver {
    /// The part that answers text input (popups with fields), if one was made.
    private var textInputPart: (any TextInputSource)? {
        for part in parts { if let input = part.textInput { return input } }
        return nil
    }

    /// The text fields a host should give real text input now (a card popup's; none while
    /// nothing takes text). A host that draws them itself passes `hostDrawsText`.
    package func textInputFields(hostDrawsText: Bool) -> [TextInputField] {
        textInputPart?.textInputFields(hostDrawsText: hostDrawsText) ?? []
    }

    /// Whether the overlay window should be key now (``KeyWindowPolicy``): only while a popup
    /// takes text or the keyboard. Never for a waiting HUD, banners or messages.
    package var wantsKeyWindow: Bool { textInputPart?.wantsKeyWindow ?? false }

    /// The host's field `index` began editing (UIKit: became first responder).
    package func textInputDidBegin(field index: Int) { textInputPart?.textInputDidBegin(field: index) }

    /// The host's field `index` now holds `text`.
    package func textInputDidChange(_ text: String, field index: Int) { textInputPart?.textInputDidChange(text, field: index) }

    /// The host's field `index` stopped editing (`nil`, the default: whichever was editing); a
    /// field that is no longer the focused one (focus moved on with Return) changes nothing.
    package func textInputDidEnd(field index: Int? = nil) { textInputPart?.textInputDidEnd(field: index) }

    /// The user pressed Return in the host's field `index`: the next field takes focus, or the last
    /// one submits (a card popup runs its action as its button would).
    package func textInputDidReturn(field index: Int) { textInputPart?.textInputDidReturn(field: index) }
}
