#if canImport(UIKit)
    // @preconcurrency: UITextField's delegate and target-action are unannotated in the 17.4 SDK.
    @preconcurrency import UIKit

    /// The real `UITextField`s over an element that takes text (the card popup's fields): one per
    /// `TextInputField` the engine lists, placed and styled from it; what the user types, and where
    /// editing begins and ends, goes back to the engine, which keeps the values.
    @MainActor
    final class OverlayTextFields: NSObject, UITextFieldDelegate {
        private var fields: [Int: UITextField] = [:]
        /// Where typing goes (set by the host to its receiver's text-input entry points).
        var didBegin: (Int) -> Void = { _ in }
        var didChange: (String, Int) -> Void = { _, _ in }
        var didEnd: () -> Void = {}
        /// The host's fonts (the fields' text is set in the system font, as the card measured it).
        private let fonts: UIKitFonts

        init(fonts: UIKitFonts) { self.fonts = fonts }

        /// Makes, places, styles and removes fields in `view` so they match `inputs`.
        func update(_ inputs: [TextInputField], in view: UIView) {
            let wanted = Set(inputs.map(\.index))
            for (index, field) in fields where !wanted.contains(index) {
                field.removeFromSuperview()
                fields[index] = nil
            }
            for input in inputs {
                let field = fields[input.index] ?? make(index: input.index, in: view)
                let frame = input.frame.cgRect
                if field.frame != frame { field.frame = frame }
                if field.text != input.text, !field.isFirstResponder { field.text = input.text }
                field.isSecureTextEntry = input.isSecure
                let font = fonts.font(
                    for: fonts.plan(for: TextContent(input.text, fontSize: input.fontSize, weight: input.weight)))
                if field.font != font { field.font = font }
                field.textColor = input.textColor.uiColor
                field.attributedPlaceholder = NSAttributedString(
                    string: input.placeholder,
                    attributes: [.foregroundColor: input.placeholderColor.uiColor, .font: font])
                if input.isFocused, !field.isFirstResponder, field.window?.isKeyWindow == true { field.becomeFirstResponder() }
                if !input.isFocused, field.isFirstResponder { field.resignFirstResponder() }
            }
        }

        /// Removes every field.
        func removeAll() {
            for field in fields.values { field.removeFromSuperview() }
            fields.removeAll()
        }

        private func make(index: Int, in view: UIView) -> UITextField {
            let field = UITextField()
            field.tag = index
            field.borderStyle = .none
            field.backgroundColor = .clear
            field.autocorrectionType = .no
            field.autocapitalizationType = .none
            field.delegate = self
            field.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
            view.addSubview(field)
            fields[index] = field
            return field
        }

        @objc private func editingChanged(_ field: UITextField) { didChange(field.text ?? "", field.tag) }

        func textFieldDidBeginEditing(_ textField: UITextField) { didBegin(textField.tag) }
        func textFieldDidEndEditing(_ textField: UITextField) { didEnd() }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
    }
#endif
