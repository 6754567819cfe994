@_spi(Layers) import OverlayHUD

/// One-line layout: characters → glyphs with advances and kerning → truncation → positioned outlines.
extension FontLibrary {
    /// Vertical extent of a line in points.
    struct LineMetrics {
        /// Above the baseline.
        let ascent: Double
        /// Below the baseline (positive).
        let descent: Double
        var height: Double { ascent + descent }
    }

    /// A glyph with its horizontal metrics in points.
    struct ShapedGlyph {
        let resolved: ResolvedGlyph
        /// Points per font unit of its face.
        let scale: Double
        var advance: Double
        /// Kerning with the glyph before it.
        var kern: Double
        let isSpace: Bool
    }

    /// A shaped line before placement.
    struct ShapedLine {
        var glyphs: [ShapedGlyph]
        let metrics: LineMetrics
        var width: Double { glyphs.reduce(0) { $0 + $1.kern + $1.advance } }
    }

    /// The placeholder box's design: a 1000-unit em, 600 wide, drawn from the baseline up to 700.
    static let placeholderUnitsPerEm = 1000.0
    static let placeholderAdvance = 600.0

    /// The rectangle outline drawn for each character when no font is installed (font units, y up):
    /// an outer rectangle and an inner one wound the other way, so a non-zero fill leaves a frame.
    static let placeholderOutline: HUDPath = {
        var p = HUDPath()
        p.addRect(HUDRect(x: 50, y: 0, width: 500, height: 700))
        p.move(to: HUDPoint(110, 60))
        p.addLine(to: HUDPoint(110, 640))
        p.addLine(to: HUDPoint(490, 640))
        p.addLine(to: HUDPoint(490, 60))
        p.closeSubpath()
        return p
    }()

    /// The scalars to draw: line and paragraph breaks and tabs become spaces; other controls,
    /// invisible format characters and variation selectors are dropped.
    static func displayScalars(_ string: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var previous: Unicode.Scalar?
        for s in string.unicodeScalars {
            defer { previous = s }
            switch s.value {
            case 0x0A where previous == "\r": continue
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: out.append(" ")
            default:
                let category = s.properties.generalCategory
                if category == .control || category == .format || s.properties.isVariationSelector { continue }
                out.append(s)
            }
        }
        return out
    }

    /// Shapes `text` with its primary face (and fallbacks).
    func shape(_ text: TextContent) -> ShapedLine {
        let primary = primaryFace(FaceRequest(family: text.fontFamily, weight: text.weight))
        let metrics: LineMetrics
        if let primary {
            let font = faces[primary].font
            let s = text.fontSize / Double(font.unitsPerEm)
            metrics = LineMetrics(ascent: Double(font.ascender) * s, descent: -Double(font.descender) * s)
        } else {
            metrics = LineMetrics(ascent: 0.8 * text.fontSize, descent: 0.2 * text.fontSize)
        }
        var glyphs = shape(Self.displayScalars(text.string), primary: primary, fontSize: text.fontSize)
        // Kerning as an attributed string's: the same extra space after every character.
        if text.kerning != 0 { for i in glyphs.indices { glyphs[i].advance += text.kerning } }
        return ShapedLine(glyphs: glyphs, metrics: metrics)
    }

    func shape(_ scalars: [Unicode.Scalar], primary: Int?, fontSize: Double) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        for scalar in scalars {
            let r = resolve(scalar, primary: primary)
            var g = shapedGlyph(r, fontSize: fontSize, isSpace: scalar.properties.isWhitespace)
            if let previous = glyphs.last { g.kern = kerning(previous, g) }
            glyphs.append(g)
        }
        return glyphs
    }

    func shapedGlyph(_ r: ResolvedGlyph, fontSize: Double, isSpace: Bool) -> ShapedGlyph {
        guard r.face >= 0 else {
            let s = fontSize / Self.placeholderUnitsPerEm
            return ShapedGlyph(resolved: r, scale: s, advance: Self.placeholderAdvance * s, kern: 0, isSpace: isSpace)
        }
        let font = faces[r.face].font
        let s = fontSize / Double(font.unitsPerEm)
        return ShapedGlyph(
            resolved: r, scale: s, advance: Double(font.advanceWidth(ofGlyph: r.glyph)) * s,
            kern: 0, isSpace: isSpace)
    }

    /// Pair kerning in points; only between glyphs of the same face.
    func kerning(_ left: ShapedGlyph, _ right: ShapedGlyph) -> Double {
        guard left.resolved.face >= 0, left.resolved.face == right.resolved.face else { return 0 }
        return Double(faces[left.resolved.face].font.kerning(between: left.resolved.glyph, and: right.resolved.glyph))
            * right.scale
    }

    /// The glyphs that fit in `maxWidth` with "…" (or "...") replacing the tail; trailing spaces before
    /// the ellipsis are dropped. Empty when not even the ellipsis fits.
    func truncated(_ glyphs: [ShapedGlyph], to maxWidth: Double, primary: Int?, fontSize: Double) -> [ShapedGlyph] {
        var ellipsis = shape(["\u{2026}"], primary: primary, fontSize: fontSize)
        if let e = ellipsis.first, e.resolved.face >= 0, e.resolved.glyph == 0 {
            ellipsis = shape([".", ".", "."], primary: primary, fontSize: fontSize)
        }
        guard let firstEllipsis = ellipsis.first else { return [] }
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.kern + $1.advance }
        // prefix[k]: width of the first k glyphs; trimmed[k]: k less any trailing spaces (linear, not quadratic).
        var prefix = [0.0]
        var trimmed = [0]
        prefix.reserveCapacity(glyphs.count + 1)
        trimmed.reserveCapacity(glyphs.count + 1)
        for (i, g) in glyphs.enumerated() {
            prefix.append(prefix[i] + (i == 0 ? 0 : g.kern) + g.advance)
            trimmed.append(g.isSpace ? trimmed[i] : i + 1)
        }
        let tolerance = 1e-9 * max(1, abs(maxWidth))
        for keep in stride(from: glyphs.count - 1, through: 0, by: -1) {
            let k = trimmed[keep]
            let join = k > 0 ? kerning(glyphs[k - 1], firstEllipsis) : 0
            guard prefix[k] + join + ellipsisWidth <= maxWidth + tolerance else { continue }
            ellipsis[0].kern = join
            return Array(glyphs[0..<k]) + ellipsis
        }
        return []
    }

    /// Shapes, truncates and places `text` in `bounds` (standardized, finite).
    func layOut(_ text: TextContent, in bounds: HUDRect) -> HUDPath {
        var line = shape(text)
        guard !line.glyphs.isEmpty else { return HUDPath() }
        line.glyphs[0].kern = 0
        if text.truncation == .end, line.width > bounds.width + 1e-9 * max(1, bounds.width) {
            let primary = primaryFace(FaceRequest(family: text.fontFamily, weight: text.weight))
            line.glyphs = truncated(line.glyphs, to: bounds.width, primary: primary, fontSize: text.fontSize)
        }
        let width = line.width
        var pen: Double
        switch text.alignment {
        case .left: pen = bounds.minX
        case .center: pen = bounds.midX - width / 2
        case .right: pen = bounds.maxX - width
        }
        let baseline = bounds.midY - line.metrics.height / 2 + line.metrics.ascent
        var path = HUDPath()
        for g in line.glyphs {
            pen += g.kern
            Self.append(outline(g.resolved), to: &path, scale: g.scale, x: pen, baseline: baseline)
            pen += g.advance
        }
        return path
    }

    /// The cached outline of a glyph in font units (a glyph that fails to parse draws nothing).
    func outline(_ r: ResolvedGlyph) -> HUDPath {
        guard r.face >= 0 else { return Self.placeholderOutline }
        let key = GlyphKey(face: r.face, glyph: r.glyph)
        if let cached = outlines[key] { return cached }
        let path = (try? faces[r.face].font.outline(ofGlyph: r.glyph)) ?? HUDPath()
        outlines[key] = path
        return path
    }

    /// Appends `source` (font units, y up) scaled by `scale`, with its origin at (`x`, `baseline`), y down.
    static func append(_ source: HUDPath, to path: inout HUDPath, scale s: Double, x: Double, baseline: Double) {
        @inline(__always) func map(_ p: HUDPoint) -> HUDPoint { HUDPoint(x: x + p.x * s, y: baseline - p.y * s) }
        for e in source.elements {
            switch e {
            case .move(let p): path.move(to: map(p))
            case .line(let p): path.addLine(to: map(p))
            case .quad(let c, let p): path.addQuadCurve(to: map(p), control: map(c))
            case .cubic(let c1, let c2, let p): path.addCurve(to: map(p), control1: map(c1), control2: map(c2))
            case .close: path.closeSubpath()
            }
        }
    }
}
