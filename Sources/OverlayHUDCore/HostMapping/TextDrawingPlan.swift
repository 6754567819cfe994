/// How the UIKit host sets one line of text: the string, the font and the attributes of the
/// attributed string a `UILabel` draws. Measuring (``UIKitHUDHost``'s `measure`) and drawing (the
/// `UILabel` in a text layer's view) both start from this one value, so text is drawn in exactly
/// the font, kerning and size it was measured in.
///
/// The engine has already chosen the point size (``HUDFont/pointSize(at:)`` for the reader's
/// text size); the host only carries it out.
struct TextDrawingPlan: Equatable, Sendable {
    /// Which font draws the text.
    enum Face: Equatable, Sendable {
        /// The app's own `UIFont` registered under this name (used at ``TextDrawingPlan/pointSize``).
        case registered(String)
        /// An installed font or family of this name (`UIFont(name:size:)`; the system font when
        /// none is installed).
        case named(String)
        /// The system font (`UIFont.systemFont(ofSize:weight:)`).
        case system
    }

    /// The largest point size the host sets text in; larger sizes (only possible in a
    /// ``TextContent`` built by hand) are clamped.
    static let largestPointSize = 1_000.0

    /// The line: line and paragraph breaks and tabs become spaces (the engine draws one line, as
    /// the software renderer does).
    let string: String
    let face: Face
    /// Points; 0 for a size that draws nothing (NaN, infinite, zero or negative, as the software
    /// renderer), at most ``largestPointSize``.
    let pointSize: Double
    /// `UIFont.Weight` raw value.
    let weight: Double
    /// `NSAttributedString.Key.kern`, points after each character.
    let kerning: Double
    /// `NSTextAlignment` raw value on iOS (left 0, center 1, right 2).
    let alignment: Int
    /// `NSLineBreakMode` raw value (`.byTruncatingTail` 4, `.byClipping` 2).
    let lineBreakMode: Int

    /// Whether there is nothing to draw (an empty line or a size that draws nothing): it measures
    /// as zero.
    var isEmpty: Bool { string.isEmpty || pointSize == 0 }

    /// The plan for `text`; `isRegistered` says whether the app registered a font under a name.
    init(_ text: TextContent, isRegistered: (String) -> Bool) {
        string = Self.oneLine(text.string)
        if let name = text.fontFamily, !name.isEmpty {
            face = isRegistered(name) ? .registered(name) : .named(name)
        } else {
            face = .system
        }
        pointSize = text.fontSize.isFinite && text.fontSize > 0 ? min(text.fontSize, Self.largestPointSize) : 0
        weight = CoreAnimationNames.fontWeight(text.weight)
        kerning = text.kerning.isFinite ? text.kerning : 0
        switch text.alignment {
        case .left: alignment = 0
        case .center: alignment = 1
        case .right: alignment = 2
        }
        lineBreakMode = text.truncation == .end ? 4 : 2
    }

    /// `string` with every line or paragraph break (CR LF counting as one) and tab made a space.
    static func oneLine(_ string: String) -> String {
        guard string.contains(where: isBreak) else { return string }
        return String(string.map { isBreak($0) ? " " : $0 })
    }

    /// Line and paragraph breaks (`Character.isNewline`: LF, CR, CR LF, VT, FF, NEL, LS, PS) and tabs.
    private static func isBreak(_ c: Character) -> Bool { c.isNewline || c == "\t" }
}
