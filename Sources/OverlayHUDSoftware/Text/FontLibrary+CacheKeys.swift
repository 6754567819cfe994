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

    /// Everything a `textPath` result depends on (the colour does not change the outlines): what
    /// the line measures by, and where and how it is set in its bounds.
    struct LayoutKey: Hashable {
        let line: MeasureKey
        let alignment: HUDTextAlignment
        let truncation: TextTruncation
        let bounds: HUDRect

        init(text: TextContent, bounds: HUDRect) {
            line = MeasureKey(text)
            alignment = text.alignment
            truncation = text.truncation
            self.bounds = bounds
        }
    }
}
