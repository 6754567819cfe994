/// A text field on screen that a host gives real text input (UIKit: a `UITextField` placed over
/// it, styled from these values; what it types goes back through
/// ``TextInputReceiver/textInputDidChange(_:field:)``).
struct TextInputField: Hashable, Sendable {
    /// The field's index in its popup.
    var index: Int
    /// Where the text goes, in overlay coordinates (model geometry, as hit testing uses).
    var frame: HUDRect
    /// The current text.
    var text: String
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
}
