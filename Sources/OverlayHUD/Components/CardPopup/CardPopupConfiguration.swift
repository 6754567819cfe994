/// One text field of a card popup.
public struct CardPopupField: Hashable, Sendable {
    /// Shown while the field is empty.
    public var placeholder: String
    /// Whether the text shows as bullets.
    public var isSecure: Bool
    /// The text the field starts with.
    public var text: String

    /// Creates a field.
    public init(placeholder: String, isSecure: Bool = false, text: String = "") {
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.text = text
    }
}

/// What a card popup shows (DGPopUpViewController) and its colours.
///
/// ```swift
/// var config = CardPopupConfiguration(title: "Sign in")
/// HUDCenter.shared.showCardPopup(config) { values in login(values[0], values[1]) }
/// ```
/// Bad input: a non-finite or negative `width` reads back as 300; a NaN, negative or infinite
/// `endHold` reads back as 0.6 s; more than 8 fields keeps the first 8; fewer than 2 gradient
/// colours fall back to the default pair.
public struct CardPopupConfiguration: Hashable, Sendable {
    /// The heading.
    public var title: String
    /// The text fields, top to bottom (at most 8 are used).
    public var fields: [CardPopupField]
    /// The action button's title.
    public var actionTitle: String
    /// The card's width (its height follows from the content). Default 300.
    public var width: Double { get { storedWidth } set { storedWidth = newValue.isFinite && newValue >= 0 ? newValue : 300 } }
    /// The card's fill. Default white.
    public var cardColor = HUDColor.white
    /// Title and text colour.
    public var textColor = HUDColor(white: 0.15)
    /// Placeholder colour.
    public var placeholderColor = HUDColor(white: 0.65)
    /// The resting underline of a field.
    public var lineColor = HUDColor(white: 0.85)
    /// The progress line that grows under a focused field.
    public var progressColor = HUDColor(red: 36 / 255, green: 176 / 255, blue: 212 / 255)
    /// The action button's gradient, left to right (the seed's two blues).
    public var gradientColors = [HUDColor(red: 56 / 255, green: 195 / 255, blue: 227 / 255),
                                 HUDColor(red: 16 / 255, green: 156 / 255, blue: 197 / 255)]
    /// Where the gradient's colours sit (the seed's 0.3 and 0.8).
    public var gradientLocations: [Double] = [0.3, 0.8]
    /// The logo that grows after the action (a drawn shape or a bitmap; 120 pt square, shown at 0.6 scale).
    public var endLogo = OptionPopupIcon.circle(HUDColor(red: 16 / 255, green: 156 / 255, blue: 197 / 255))
    /// Seconds the end logo stays after it has grown before the popup leaves. Default 0.6.
    public var endHold: Double { get { storedHold } set { storedHold = newValue.isFinite && newValue >= 0 ? newValue : 0.6 } }
    /// Whether the popup animates (false: every step happens at once). Default true.
    public var isAnimated = true
    /// Priority, id, backdrop, taps outside and precedence in the popup queue. Default: normal
    /// priority, no id, the seed's light grey backdrop (245/255 at alpha 0.8) that closes the
    /// card on tap.
    public var presentation = PopupPresentation(
        backdrop: .color(HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8)))

    private var storedWidth = 300.0
    private var storedHold = 0.6

    /// Creates a configuration (default: an e-mail and a password field, action "NEXT").
    public init(title: String = "Sign in",
                fields: [CardPopupField] = [CardPopupField(placeholder: "Email"), CardPopupField(placeholder: "Password", isSecure: true)],
                actionTitle: String = "NEXT") {
        self.title = title
        self.fields = fields
        self.actionTitle = actionTitle
    }
}
