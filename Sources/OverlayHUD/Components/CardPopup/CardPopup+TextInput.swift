extension CardPopup {
    /// The card's fields as a host shows them for real text input: placed over each field's text,
    /// with its style and text; none once the action has run (the card is going) or while the
    /// card is not in an overlay.
    var textInputFields: [TextInputField] {
        guard !didRunAction, !view.card.isHidden, view.container.superlayer != nil else { return [] }
        let c = configuration
        return view.texts.indices.map { i in
            let text = view.texts[i]
            let m = text.transformToRoot
            let b = text.bounds
            let corners = [
                HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY),
            ]
            let field = c.fields[i]
            return TextInputField(
                index: i, frame: HUDPath.bounds(of: corners.map { m.apply(to: $0) }), text: values[i],
                placeholder: field.placeholder, isSecure: field.isSecure,
                fontSize: view.fieldFontSize, weight: .regular,
                textColor: view.colors.text, placeholderColor: view.colors.placeholder, isFocused: focusedField == i)
        }
    }

    /// Whether the host draws the fields' text (UIKit: in its `UITextField`s); the card then hides
    /// its own text layers so nothing is drawn twice.
    func setHostDrawsText(_ drawn: Bool) {
        for text in view.texts where text.isHidden != drawn { text.isHidden = drawn }
    }
}
