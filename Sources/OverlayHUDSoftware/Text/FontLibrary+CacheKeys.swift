@_spi(Layers) import OverlayHUD

/// The small value types behind ``FontLibrary``'s caches.
extension FontLibrary {
    /// A parsed face and the file it came from.
    struct LoadedFace {
        let path: String
        let font: TrueTypeFont
    }

    /// What a text asks of its primary face.
    struct FaceRequest: Hashable {
        let family: String?
        let weight: FontWeight
    }

    /// A character looked up on behalf of a primary face (`-1` when there is none).
    struct CharacterKey: Hashable {
        let primary: Int
        let scalar: Unicode.Scalar
    }

    /// The face and glyph that draw a character. Face `-1` is the placeholder box; glyph 0 is `.notdef`.
    struct ResolvedGlyph: Hashable {
        let face: Int
        let glyph: Int
        static let placeholder = ResolvedGlyph(face: -1, glyph: 0)
    }

    /// One glyph of one parsed face.
    struct GlyphKey: Hashable {
        let face: Int
        let glyph: Int
    }

    /// Everything a `textPath` result depends on (the colour does not change the outlines).
    struct LayoutKey: Hashable {
        let string: String
        let family: String?
        let fontSize: Double
        let weight: FontWeight
        let alignment: HUDTextAlignment
        let truncation: TextTruncation
        let kerning: Double
        let bounds: HUDRect

        init(text: TextContent, bounds: HUDRect) {
            string = text.string
            family = text.fontFamily
            fontSize = text.fontSize
            weight = text.weight
            alignment = text.alignment
            truncation = text.truncation
            kerning = text.kerning
            self.bounds = bounds
        }
    }
}
