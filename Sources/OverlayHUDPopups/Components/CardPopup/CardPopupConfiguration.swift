@_spi(Layers) import OverlayHUDCore

/// What a card popup shows (DGPopUpViewController) and its colours.
///
/// The defaults are the original's: a 320 × 480 "SIGN UP" card with First name, Last name and
/// Email fields, a flush NEXT bar, and a "THANK YOU!" logo that stays after the action until a
/// tap. ``compact(title:fields:actionTitle:)`` is the smaller card OverlayHUD had before, whose
/// logo leaves by itself. Each look keeps its own details (underlines, the button's gradient,
/// the logo); a card of your own design is a popup of your own view (`showPopup(view:)`).
///
/// ```swift
/// HUDCenter.shared.showCardPopup(CardPopupConfiguration()) { values in signUp(values) }
/// HUDCenter.shared.showCardPopup(.compact(title: "Sign in")) { values in login(values[0], values[1]) }
/// ```
/// Bad input: a non-finite or negative `width` reads back as 320; more than 8 fields keeps the
/// first 8.
public struct CardPopupConfiguration: Hashable, Sendable {
    /// The heading. Default "SIGN UP" (DGPopUpView.m).
    public var title: String
    /// The text fields, top to bottom (at most 8 are used).
    public var fields: [Field]
    /// The action button's title. Default "NEXT".
    public var actionTitle: String
    /// Where everything sits. Default ``CardPopupConfiguration/Layout/original``.
    package var layout = Layout.original
    /// The card's width. Default 320 (DGPopUpView.m); its height follows from the layout.
    public var width: Double {
        get { storedWidth }
        set { storedWidth = newValue.isFinite && newValue >= 0 ? newValue : 320 }
    }
    /// The title's font; `nil` (the default) uses the layout's: the original's system font at
    /// 17 pt, growing with Dynamic Type as the body style does (compact: bold 22 pt, as title 2).
    /// Above the default text size the title wraps to two lines (three at XXXL; at the
    /// accessibility sizes as many as it needs, up to the screen's height) and the card grows to
    /// hold it.
    public var titleFont: HUDFont?
    /// The fields' text font; `nil` uses the layout's: the original's 20 pt, growing as the title 3
    /// style does (compact: 16 pt, as callout). Larger text makes the field rows taller.
    public var fieldFont: HUDFont?
    /// The action button's title font; `nil` uses the layout's: the original's 18 pt, growing as
    /// the body style does (compact: semibold 16 pt, as callout). The end logo's caption is part
    /// of the logo and keeps its size.
    public var buttonFont: HUDFont?
    /// The card's fill. Default white.
    public var cardColor = HUDColor.white
    /// The title's colour. Default black (UILabel's).
    public var titleColor = HUDColor.black
    /// The fields' text colour. Default the xib's blue (29, 170, 209).
    public var textColor = HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255)
    /// Placeholder colour. Default UITextField's placeholder grey (blue 0.098 at 22 %).
    package var placeholderColor = HUDColor(red: 0, green: 0, blue: 0.0980392, alpha: 0.22)
    /// The resting underline of a field. Default white 2/3 (the xib's).
    package var lineColor = HUDColor(white: 0.66666666666666663)
    /// The progress line that grows under a focused field. Default the xib's blue (29, 170, 209).
    package var progressColor = HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255)
    /// The action button's gradient, left to right (the seed's two blues); fewer than 2 colours
    /// fall back to the default pair.
    package var gradientColors = [
        HUDColor(red: 56 / 255, green: 195 / 255, blue: 227 / 255),
        HUDColor(red: 16 / 255, green: 156 / 255, blue: 197 / 255),
    ]
    /// Where the gradient's colours sit (the seed's 0.3 and 0.8).
    package var gradientLocations: [Double] = [0.3, 0.8]
    /// The end logo's disc (a drawn shape or a bitmap, stretched over its square). Default a
    /// circle in the original logo's blue (41, 165, 204).
    package var endLogo = OptionPopupConfiguration.Icon.circle(HUDColor(red: 41 / 255, green: 165 / 255, blue: 204 / 255))
    /// The mark on the disc, in its middle half. Default a white check mark.
    package var endGlyph = CardPopupConfiguration.checkMark
    /// The words under the disc (empty: none). Default "THANK YOU!".
    public var endCaption = "THANK YOU!"
    /// The caption's colour. Default black.
    package var endCaptionColor = HUDColor.black
    /// Seconds the end logo stays after it has grown before the popup leaves by itself; `nil`
    /// (the default, as the original) keeps it until a tap or a dismissal. A NaN, negative or
    /// infinite value reads back as `nil`.
    package var endHold: Double? {
        get { storedHold }
        set { storedHold = newValue.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    }
    /// Whether the backdrop and logo fade out (0.25 s) when the popup leaves after the action.
    /// Default false: as the original's `removeAnimation`, they stay for its 0.6 s and then go.
    package var fadesFinaleOut = false
    /// Whether the popup animates (false: every step happens at once). Default true.
    public var isAnimated = true
    /// Light or dark: the overlay's style (the default, ``HUDInterfaceStyleOverride/automatic``) or
    /// one you force. In the dark look the default colours (the original's, the `.compact`
    /// preset's, and the default backdrop) become their dark counterparts; colours you set stay as
    /// you set them.
    public var interfaceStyle: HUDInterfaceStyleOverride = .automatic
    /// Priority, id, backdrop, taps outside and yielding in the popup queue. Default: normal
    /// priority, no id, the seed's light grey backdrop (245/255 at alpha 0.8) that closes the
    /// card on tap.
    public var presentation = PopupPresentation(
        backdrop: HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8))

    private var storedWidth = 320.0
    private var storedHold: Double?

    /// Creates a configuration (default: the original's sign-up card).
    /// - Parameters:
    ///   - title: the heading.
    ///   - fields: the text fields, top to bottom (at most 8 are used). Default the original's
    ///     First name, Last name (AutoFill's given and family names) and Email.
    ///   - actionTitle: the action button's title.
    public init(title: String = "SIGN UP", fields: [Field] = originalFields, actionTitle: String = "NEXT") {
        self.title = title
        self.fields = fields
        self.actionTitle = actionTitle
    }

    /// The card OverlayHUD had before it followed the original: 300 pt wide, hugging its content,
    /// a bold left-aligned title, dark text, a rounded button, a plain 120 pt logo that leaves
    /// by itself 0.6 s after it has grown (backdrop and logo fading out).
    public static func compact(
        title: String = "Sign in",
        fields: [Field] = [
            .email(),
            .password(),
        ],
        actionTitle: String = "NEXT"
    ) -> CardPopupConfiguration {
        var c = CardPopupConfiguration(title: title, fields: fields, actionTitle: actionTitle)
        c.layout = .compact
        c.width = 300
        c.titleColor = HUDColor(white: 0.15)
        c.textColor = HUDColor(white: 0.15)
        c.placeholderColor = HUDColor(white: 0.65)
        c.lineColor = HUDColor(white: 0.85)
        c.progressColor = HUDColor(red: 36 / 255, green: 176 / 255, blue: 212 / 255)
        c.endLogo = .circle(HUDColor(red: 16 / 255, green: 156 / 255, blue: 197 / 255))
        c.endGlyph = .none
        c.endCaption = ""
        c.endHold = 0.6
        c.fadesFinaleOut = true
        return c
    }

    /// The original card's fields: First name and Last name (AutoFill's given and family names,
    /// each word capitalised) and Email.
    @usableFromInline package static let originalFields: [Field] = [
        Field(placeholder: "First name", autoFill: .givenName), Field(placeholder: "Last name", autoFill: .familyName),
        .email(),
    ]

    /// A white check mark in the unit square (the original's logo carries its author's own mark).
    package static let checkMark: OptionPopupConfiguration.Icon = {
        var p = HUDPath()
        p.move(to: HUDPoint(0.08, 0.52))
        p.addLine(to: HUDPoint(0.22, 0.38))
        p.addLine(to: HUDPoint(0.40, 0.56))
        p.addLine(to: HUDPoint(0.78, 0.18))
        p.addLine(to: HUDPoint(0.92, 0.32))
        p.addLine(to: HUDPoint(0.40, 0.84))
        p.closeSubpath()
        return .shape(p, fill: .white)
    }()
}
