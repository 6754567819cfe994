import Foundation

/// A text set in lines no wider than a width, as a `UILabel` sets it: broken at spaces into at
/// most a number of lines (``TextWrapping``), the last one truncated when drawn; with a minimum
/// scale factor below 1 the font first shrinks, as `adjustsFontSizeToFitWidth` does, until the
/// widest word (or, on one line, the whole text) fits.
///
/// Each line is one ``TextContent`` the host measured, so the host draws exactly what it measured.
///
/// ```swift
/// let block = TextBlock(template, maxWidth: 200, numberOfLines: 2, measure: host.measure)
/// block.apply(to: titleLayer)        // one line: the layer's content; more: `line<i>` sublayers
/// titleLayer.bounds.size = block.size
/// ```
package struct TextBlock {
    /// The lines, top to bottom, in the font they are drawn in.
    let lines: [TextContent]
    /// The height of every line (the tallest measured, whole points).
    package let lineHeight: Double
    /// The widest line (whole points), at most the width asked for.
    package let width: Double

    /// The block's size: the widest line by the lines' height.
    package var size: HUDSize { HUDSize(width, lineHeight * Double(lines.count)) }

    /// The smallest fraction of its size a shrinking font goes down to (`minimumScaleFactor`).
    package static let smallestScaleFactor = 0.5

    /// Sets `template.string` in lines.
    /// - Parameters:
    ///   - template: the text and its font, colour and alignment (each line is a copy with its part
    ///     of the string).
    ///   - maxWidth: the widest a line may be (NaN or negative counts as 0, +∞ as no limit).
    ///   - numberOfLines: the most lines; 0 means as many as needed.
    ///   - minimumScaleFactor: how far the font may shrink so that every word fits a line and the
    ///     text fits its lines (1: never; at least ``smallestScaleFactor``), as UIKit's
    ///     `adjustsFontSizeToFitWidth` with `minimumScaleFactor`.
    ///   - maxHeight: the tallest the block may be: it drops lines, then shrinks its font further,
    ///     to stay within it (+∞: no limit).
    ///   - measure: the host's measurement of one line.
    /// - Complexity: measurements in proportion to the lines set (a few per line, a few times over
    ///   when the font shrinks), not to the text: only the lines that fit are set, and a last line
    ///   drawn truncated is measured for what it can show.
    package init(
        _ template: TextContent, maxWidth: Double, numberOfLines: Int, minimumScaleFactor: Double = 1,
        maxHeight: Double = .infinity, measure hostMeasure: (TextContent) -> HUDSize
    ) {
        // The same line is often measured again (a one-line text: for its height cap, to wrap, to
        // check the height, for its size).
        var recent = RecentMeasurements()
        func measure(_ content: TextContent) -> HUDSize { recent.size(of: content, hostMeasure) }
        let limit = maxWidth.isNaN ? 0 : max(0, maxWidth)
        var font = template
        var lineLimit = max(0, numberOfLines)
        if maxHeight.isFinite, limit.isFinite {
            // Only the lines that can fit are set (the last takes the rest of the text): a text far
            // taller than the space costs a few lines' measurements, not all of its own. One line
            // more than the text's height allows, as lines may be shorter; the check below trims. The
            // height is its shown part's (a line's worth or two), not all of a long text's.
            let shown = Self.shownPart(template, limit, averageCharacterWidth: Self.guessedCharacterWidth(template), measure)
            let whole = Self.finite(shown.size.height)
            if whole > 0 {
                let fit = min(Double(Int.max / 2), max(0, maxHeight) / whole) + 1
                lineLimit = lineLimit == 0 ? max(1, Int(fit)) : min(lineLimit, max(1, Int(fit)))
            }
        }
        var strings = Self.wrap(template.string, font, limit, lineLimit, measure)
        if minimumScaleFactor < 1, limit > 0, limit.isFinite {
            let floor = max(Self.smallestScaleFactor, minimumScaleFactor.isNaN ? 1 : min(1, minimumScaleFactor))
            var scale = 1.0
            // A few rounds: widths do not shrink in proportion (kerning stays, hosts round up, lines re-break).
            for _ in 0..<8 {
                var widest = 0.0
                for piece in strings { widest = max(widest, Self.width(of: piece, in: font, measure)) }
                // Every word must fit a line (on one line, the whole text is the word). Lines that fit
                // hold the whole text (a cut last line is wider than the width), so words are looked
                // at only in a text that shows whole.
                if lineLimit != 1, widest <= limit {
                    for word in template.string.split(whereSeparator: \.isWhitespace) where widest <= limit {
                        widest = max(widest, Self.width(of: String(word), in: font, measure))
                    }
                }
                guard widest > limit, scale > floor else { break }
                // A point to spare: hosts round measured widths up to whole points.
                scale = max(floor, scale * min(0.9, (limit - 1) / widest))
                font.fontSize = template.fontSize * scale
                strings = Self.wrap(template.string, font, limit, lineLimit, measure)
            }
        }
        if maxHeight.isFinite {
            let cap = max(0, maxHeight)
            font.string = strings[0]
            let lineHeight = Self.finite(measure(font).height)
            if lineHeight * Double(strings.count) > cap, lineHeight > 0 {
                lineLimit = max(1, Int(cap / lineHeight))
                strings = Self.wrap(template.string, font, limit, lineLimit, measure)
                // One line taller than the cap: the font shrinks to fit (hosts round heights up).
                if lineHeight > cap { font.fontSize *= max(0, cap - 1) / lineHeight }
            }
        }
        var lines: [TextContent] = []
        var height = 0.0
        var width = 0.0
        for string in strings {
            font.string = string
            let size = measure(font)
            height = max(height, Self.finite(size.height))
            width = max(width, Self.finite(size.width))
            lines.append(font)
        }
        self.lines = lines
        lineHeight = ceil(height)
        self.width = min(ceil(width), limit)
    }

    /// `string` broken into lines in `font` (one line when there is no width limit). A last line
    /// that takes the rest of the text and is drawn truncated keeps only what it can show
    /// (``TextWrapping/shownPart(of:maxWidth:averageCharacterWidth:measure:)``), so every later
    /// measurement of it costs what a line holds, however long the text.
    private static func wrap(
        _ string: String, _ font: TextContent, _ limit: Double, _ lines: Int, _ measure: (TextContent) -> HUDSize
    ) -> [String] {
        guard limit.isFinite else { return [string] }
        var wrapped = TextWrapping.measuredLines(
            of: string, in: font, maxWidth: limit, numberOfLines: lines, averageCharacterWidth: .nan, measure: measure)
        if font.truncation == .end, let last = wrapped.last, last.width == nil {
            // The lines above give the first guess of how many characters the last line can show.
            var width = 0.0
            var characters = 0
            for line in wrapped.dropLast() {
                width += line.width ?? 0
                characters += line.text.unicodeScalarCount
            }
            let average = characters > 0 ? width / Double(characters) : Self.guessedCharacterWidth(font)
            var line = font
            line.string = last.text
            wrapped[wrapped.count - 1].text = shownPart(line, limit, averageCharacterWidth: average, measure).text
        }
        return wrapped.map(\.text)
    }

    /// A character's width before any is measured: half an em, as Latin text runs (a wrong guess
    /// only costs a measurement or two).
    private static func guessedCharacterWidth(_ text: TextContent) -> Double { text.fontSize / 2 }

    /// ``TextWrapping/shownPart(of:maxWidth:averageCharacterWidth:measure:)`` of `text`'s string in its font.
    private static func shownPart(
        _ text: TextContent, _ limit: Double, averageCharacterWidth: Double, _ measure: (TextContent) -> HUDSize
    ) -> (text: String, size: HUDSize) {
        var line = text
        return TextWrapping.shownPart(of: text.string, maxWidth: limit, averageCharacterWidth: averageCharacterWidth) {
            line.string = $0
            return measure(line)
        }
    }

    /// The measured width of `string` in `font`.
    private static func width(of string: String, in font: TextContent, _ measure: (TextContent) -> HUDSize) -> Double {
        var line = font
        line.string = string
        return finite(measure(line).width)
    }

    /// Puts the lines into `layer`: one line as its content; several as one sublayer per line
    /// (`line<i>`, ``width`` wide, stacked from the top), the layer itself drawing nothing. The
    /// layer's sublayers are its lines: they are reused, and extra ones removed.
    package func apply(to layer: HUDLayer) {
        if lines.count == 1 {
            layer.reuseLines(0) { _, _ in }
            layer.content = .text(lines[0])
            return
        }
        layer.content = .none
        layer.reuseLines(lines.count) { i, l in
            l.bounds = HUDRect(0, 0, width, lineHeight)
            l.position = HUDPoint(width / 2, lineHeight * (Double(i) + 0.5))
            l.content = .text(lines[i])
        }
    }

    /// Whether `text` shows nothing: `nil`, empty, or only spaces and line breaks. Every element
    /// treats such a text as no text (the label is left out).
    package static func isBlank(_ text: String?) -> Bool {
        guard let text else { return true }
        return text.allSatisfy(\.isWhitespace)
    }

    private static func finite(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}
