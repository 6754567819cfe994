@_spi(Layers) import OverlayHUDCore

extension CardPopup: TextInputPopup {
    /// The card's fields as a host shows them for real text input: placed over each field's text
    /// in a content slot (a layer of the text's frame just above it, inside the field, so the
    /// platform field animates with the card), with its style and text; none once the action has
    /// run (the card is going) or while the card is not in an overlay.
    var textInputFields: [TextInputField] {
        guard !didRunAction, !view.card.isHidden, view.container.superlayer != nil else { return [] }
        let c = configuration
        let last = view.texts.count - 1
        let userName = c.userNameFieldIndex(amongFirst: view.texts.count)
        return view.texts.indices.map { i in
            let text = view.texts[i]
            let m = text.transformToRoot
            let b = text.bounds
            let corners = [
                HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY),
            ]
            let field = c.fields[i]
            return TextInputField(
                index: i, frame: HUDPath.bounds(of: corners.map { m.apply(to: $0) }), slot: fieldSlot(over: text),
                text: values[i],
                placeholder: field.placeholder, isSecure: field.isSecure,
                fontSize: view.fieldFontSize, weight: .regular,
                textColor: view.colors.text, placeholderColor: view.colors.placeholder, isFocused: focusedField == i,
                inputTraits: field.inputTraits(isLast: i == last, isUserName: i == userName))
        }
    }

    /// Return pressed in field `index`: the next field takes focus; on the last field the action
    /// runs, as the button's tap would. A bad index, or a card whose action ran, ignores it.
    func returnPressed(inField index: Int) {
        guard index >= 0, index < values.count, !didRunAction else { return }
        if index + 1 < values.count {
            focus(field: index + 1)
        } else {
            performAction()
        }
    }

    /// Whether the host draws the fields' text (UIKit: in its `UITextField`s); the card then hides
    /// its own text layers so nothing is drawn twice.
    func setHostDrawsText(_ drawn: Bool) {
        for text in view.texts where text.isHidden != drawn { text.isHidden = drawn }
    }

    /// The slot layer over a field's text (made on first use, with an engine-issued slot id);
    /// it follows the text's frame at every call, so a re-laid-out card carries its fields along.
    private func fieldSlot(over text: HUDLayer) -> HUDContentSlotID {
        let name = (text.name ?? "cardField") + ".slot"
        let parent = text.superlayer
        let slot =
            parent?.sublayers.first { $0.name == name }
            ?? {
                let l = HUDLayer(name: name)
                l.contentSlot = .engineIssued()
                l.isInteractive = true
                parent?.insertSublayer(l, above: text)
                return l
            }()
        if slot.frame != text.frame { slot.frame = text.frame }
        return slot.contentSlot ?? HUDContentSlotID(rawValue: 0)
    }
}
