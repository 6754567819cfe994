#if canImport(UIKit)
    // @preconcurrency: UITextField's delegate and target-action are unannotated in the 17.4 SDK.
    @preconcurrency import UIKit

    /// The real `UITextField`s of an element that takes text (the card popup's fields): one per
    /// `TextInputField` the engine lists, styled from it and handed to the host for the field's
    /// content slot (so it moves, scales and fades with the card and sits below what is above the
    /// card); what the user types, and where editing begins and ends, goes back to the engine,
    /// which keeps the values.
    @MainActor
    package final class OverlayTextFields: NSObject, UITextFieldDelegate {
        private var fields: [Int: UITextField] = [:]
        /// Where typing goes (set by the host to its receiver's text-input entry points).
        var didBegin: (Int) -> Void = { _ in }
        var didChange: (String, Int) -> Void = { _, _ in }
        var didEnd: () -> Void = {}
        /// The host's fonts (the fields' text is set in the system font, as the card measured it).
        private let fonts: UIKitFonts

        /// Empties a slot a field left (set by the host to its content-slot release).
        var releaseSlot: (HUDContentSlotID) -> Void = { _ in }
        /// The slot each field was placed in.
        private var slots: [Int: HUDContentSlotID] = [:]

        init(fonts: UIKitFonts) { self.fonts = fonts }

        /// Makes, styles and removes fields so they match `inputs`; `place` puts each in its slot
        /// (the slot's container sizes it).
        func update(_ inputs: [TextInputField], place: (UITextField, HUDContentSlotID) -> Void) {
            let wanted = Set(inputs.map(\.index))
            for (index, field) in fields where !wanted.contains(index) {
                field.removeFromSuperview()
                fields[index] = nil
                if let slot = slots.removeValue(forKey: index) { releaseSlot(slot) }
            }
            for input in inputs {
                let field = fields[input.index] ?? make(index: input.index)
                if let old = slots[input.index], old != input.slot { releaseSlot(old) }
                slots[input.index] = input.slot
                place(field, input.slot)
                if field.text != input.text, !field.isFirstResponder { field.text = input.text }
                field.isSecureTextEntry = input.isSecure
                let font = fonts.font(
                    for: fonts.plan(for: TextContent(input.text, fontSize: input.fontSize, weight: input.weight)))
                if field.font != font { field.font = font }
                field.textColor = input.textColor.uiColor
                field.attributedPlaceholder = NSAttributedString(
                    string: input.placeholder,
                    attributes: [.foregroundColor: input.placeholderColor.uiColor, .font: font])
            }
        }

        /// Gives focus to the field the engine focuses (once it is in the window), takes it away from the others.
        func updateFocus(_ inputs: [TextInputField]) {
            for input in inputs {
                guard let field = fields[input.index] else { continue }
                if input.isFocused, !field.isFirstResponder, field.window?.isKeyWindow == true { field.becomeFirstResponder() }
                if !input.isFocused, field.isFirstResponder { field.resignFirstResponder() }
            }
        }

        /// Whether one of the fields is first responder.
        var isEditing: Bool { fields.values.contains { $0.isFirstResponder } }

        /// The field over input `index`, if there is one.
        func field(at index: Int) -> UITextField? { fields[index] }

        /// Removes every field.
        func removeAll() {
            for field in fields.values { field.removeFromSuperview() }
            fields.removeAll()
            for slot in slots.values { releaseSlot(slot) }
            slots.removeAll()
        }

        private func make(index: Int) -> UITextField {
            let field = UITextField()
            field.tag = index
            field.borderStyle = .none
            field.backgroundColor = .clear
            field.autocorrectionType = .no
            field.autocapitalizationType = .none
            field.delegate = self
            field.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
            fields[index] = field
            return field
        }

        @objc private func editingChanged(_ field: UITextField) { didChange(field.text ?? "", field.tag) }

        package func textFieldDidBeginEditing(_ textField: UITextField) { didBegin(textField.tag) }
        package func textFieldDidEndEditing(_ textField: UITextField) { didEnd() }
        package func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
    }
#endif
