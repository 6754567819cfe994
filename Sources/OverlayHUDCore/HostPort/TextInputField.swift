/// A text field on screen that a host gives real text input (UIKit: a `UITextField` parented in
/// the view of the field's content slot, so it moves, scales, fades and clips with the card and
/// stays below what lies above the card; styled from these values; what it types goes back through
/// ``TextInputReceiver/textInputDidChange(_:field:)``).
package struct TextInputField: Equatable, Sendable {
    /// The field's index in its popup.
    var index: Int
    /// Where the text goes, in overlay coordinates (model geometry, as hit testing uses).
    package var frame: HUDRect
    /// The slot whose view holds the platform text field (a layer over the field's text, of the
    /// text's frame); the host sizes the field to the slot's bounds.
    var slot: HUDContentSlotID
    /// The current text.
    package var text: String
    /// Shown while empty.
    var placeholder: String
    /// Whether the text shows as bullets.
    var isSecure: Bool
    /// Font size and weight of the text.
    var fontSize: Double
    var weight: FontWeight
    var textColor: HUDColor
    var placeholderColor: HUDColor
    /// Whether the engine has this field focused (the host shows the keyboard for it).
    var isFocused: Bool
    /// The keyboard, AutoFill, capitalisation, autocorrection and Return key the host sets.
    var inputTraits: TextInputTraits

    /// A field with every value given (the card popup makes one per field).
    package init(
        index: Int, frame: HUDRect, slot: HUDContentSlotID, text: String, placeholder: String, isSecure: Bool,
        fontSize: Double, weight: FontWeight, textColor: HUDColor, placeholderColor: HUDColor, isFocused: Bool,
        inputTraits: TextInputTraits = TextInputTraits()
    ) {
        self.index = index
        self.frame = frame
        self.slot = slot
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.fontSize = fontSize
        self.weight = weight
        self.textColor = textColor
        self.placeholderColor = placeholderColor
        self.isFocused = isFocused
        self.inputTraits = inputTraits
    }
}
