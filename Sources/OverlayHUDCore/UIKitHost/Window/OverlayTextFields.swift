#if canImport(UIKit)
    // @preconcurrency: UITextField's delegate and target-action are unannotated in the 17.4 SDK.
    @preconcurrency import UIKit

    /// The real `UITextField`s of an element that takes text (the card popup's fields): one per
    /// `TextInputField` the engine lists, styled from it and handed to the host for the field's
    /// content slot (so it moves, scales and fades with the card and sits below what is above the
    /// card); what the user types, and where editing begins and ends, goes back to the engine,
    /// which keeps the values.
    @MainActor
    final class OverlayTextFields: NSObject, UITextFieldDelegate {
        private var fields: [Int: UITextField] = [:]
        /// Where typing goes (set by the host to its receiver's text-input entry points).
        var didBegin: (Int) -> Void = { _ in }
        var didChange: (String, Int) -> Void = { _, _ in }
        var didEnd: (Int) -> Void = { _ in }
        /// Return pressed in field `index` (the engine moves focus on, or submits).
        var didReturn: (Int) -> Void = { _ in }
        /// VoiceOver's focus arrived on field `index` (`true`) or left it (`false`): the engine
        /// follows it, and scrolls a card taller than the screen to show the field.
        var accessibilityFocusDidChange: (Int, Bool) -> Void = { _, _ in }
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
                // Set on a change only, not at every commit; switched while editing, the keyboard is
                // reloaded (once, with the other traits below), as UIKit asks of a text input trait
                // changed on the first responder.
                var traitsChanged = false
                if field.isSecureTextEntry != input.isSecure {
                    field.isSecureTextEntry = input.isSecure
                    traitsChanged = true
                }
                let font = fonts.font(
                    for: fonts.plan(for: TextContent(input.text, fontSize: input.fontSize, weight: input.weight)))
                if field.font != font { field.font = font }
                field.textColor = input.textColor.uiColor
                field.attributedPlaceholder = NSAttributedString(
                    string: input.placeholder,
                    attributes: [.foregroundColor: input.placeholderColor.uiColor, .font: font])
                if apply(input.inputTraits, to: field) { traitsChanged = true }
                if traitsChanged, field.isFirstResponder { field.reloadInputViews() }
            }
        }

        /// Sets the keyboard, AutoFill, capitalisation, autocorrection and Return key the engine
        /// chose (each its `UITextInputTraits` value of the same meaning); returns whether one
        /// changed (an editing field then reloads its keyboard, as UIKit asks).
        private func apply(_ traits: TextInputTraits, to field: UITextField) -> Bool {
            let keyboard = traits.keyboard.uiKeyboardType
            let content = traits.content.uiTextContentType
            let capitalization = traits.capitalization.uiAutocapitalizationType
            let correction = traits.autocorrection.uiAutocorrectionType
            let returnKey = Self.returnKeyType(traits.returnKey)
            guard
                field.keyboardType != keyboard || field.textContentType != content
                    || field.autocapitalizationType != capitalization || field.autocorrectionType != correction
                    || field.returnKeyType != returnKey
            else { return false }
            field.keyboardType = keyboard
            field.textContentType = content
            field.autocapitalizationType = capitalization
            field.autocorrectionType = correction
            field.spellCheckingType = traits.autocorrection.uiSpellCheckingType
            field.returnKeyType = returnKey
            return true
        }

        static func returnKeyType(_ r: TextInputTraits.ReturnKey) -> UIReturnKeyType {
            switch r {
            case .next: return .next
            case .done: return .done
            case .go: return .go
            }
        }

        /// Gives focus to the field the engine focuses (once it is in the window), takes it away from
        /// the others: the focused one first, so focus moving on (Return) passes straight from
        /// field to field and the keyboard stays up.
        func updateFocus(_ inputs: [TextInputField]) {
            for input in inputs where input.isFocused {
                guard let field = fields[input.index] else { continue }
                if !field.isFirstResponder, field.window?.isKeyWindow == true { field.becomeFirstResponder() }
            }
            for input in inputs where !input.isFocused {
                guard let field = fields[input.index] else { continue }
                if field.isFirstResponder { field.resignFirstResponder() }
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
            let field = OverlayTextField()
            field.accessibilityFocusDidChange = { [weak self] index, focused in self?.accessibilityFocusDidChange(index, focused)
            }
            field.tag = index
            field.borderStyle = .none
            field.backgroundColor = .clear
            field.delegate = self
            field.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
            fields[index] = field
            return field
        }

        @objc private func editingChanged(_ field: UITextField) { didChange(field.text ?? "", field.tag) }

        func textFieldDidBeginEditing(_ textField: UITextField) { didBegin(textField.tag) }
        func textFieldDidEndEditing(_ textField: UITextField) { didEnd(textField.tag) }
        /// Return: the engine decides (the next field takes focus, the last submits) and the next
        /// commit moves first responder; `false`, as UIKit's own handling is not wanted.
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            didReturn(textField.tag)
            return false
        }
    }

    /// A card field's `UITextField`: VoiceOver reads it in its element's place, so it reports
    /// VoiceOver's focus arriving and leaving, as the overlay's own elements do.
    final class OverlayTextField: UITextField {
        /// Called with the field's tag and whether focus arrived.
        var accessibilityFocusDidChange: ((Int, Bool) -> Void)?

        override func accessibilityElementDidBecomeFocused() {
            super.accessibilityElementDidBecomeFocused()
            MainActor.assumeIsolated { accessibilityFocusDidChange?(tag, true) }
        }

        override func accessibilityElementDidLoseFocus() {
            super.accessibilityElementDidLoseFocus()
            MainActor.assumeIsolated { accessibilityFocusDidChange?(tag, false) }
        }
    }
#endif
