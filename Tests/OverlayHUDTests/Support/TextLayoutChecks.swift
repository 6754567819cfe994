import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Checks that laid-out text is not clipped: each text layer holds its measured text, sits inside
/// its container, containers sit inside the screen, and siblings do not overlap (model geometry,
/// as hit testing and the hosts use).
@MainActor
enum TextLayoutChecks {
    /// Half a point of rounding.
    static let tolerance = 0.5

    /// `layer`'s bounds in root coordinates.
    static func frameInRoot(_ layer: HUDLayer) -> HUDRect {
        let m = layer.transformToRoot
        let b = layer.bounds
        let corners = [HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY)]
        return HUDPath.bounds(of: corners.map { m.apply(to: $0) })
    }

    /// Whether `layer` and every ancestor are shown.
    static func isShown(_ layer: HUDLayer) -> Bool {
        var l: HUDLayer? = layer
        while let x = l {
            if x.isHidden { return false }
            l = x.superlayer
        }
        return true
    }

    /// Every shown text layer in `root`'s subtree with its text.
    static func texts(in root: HUDLayer) -> [(layer: HUDLayer, text: TextContent)] {
        var out: [(HUDLayer, TextContent)] = []
        func walk(_ l: HUDLayer) {
            if case .text(let t) = l.content, isShown(l), !t.string.isEmpty { out.append((l, t)) }
            l.sublayers.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The lines a text layer draws, top to bottom: its own content (one line), or one `line<i>`
    /// sublayer each (``TextBlock/apply(to:)``).
    static func lines(of layer: HUDLayer) -> [(layer: HUDLayer, text: TextContent)] {
        if case .text(let t) = layer.content { return [(layer, t)] }
        return layer.sublayers.compactMap { l in
            if case .text(let t) = l.content { return (l, t) }
            return nil
        }
    }

    /// Asserts a label shows all of `string`: its lines, joined, hold every character of it but
    /// white space (lines break at spaces, or inside a word wider than a line), none ends in "…",
    /// and each fits its layer's width as `measure` measures it (a last line that takes the rest
    /// of a text is drawn truncated when it is wider). Returns the lines' count.
    @discardableResult
    static func assertShowsWhole(
        _ layer: HUDLayer, _ string: String, measure: (TextContent) -> HUDSize, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Int {
        for (l, t) in lines(of: layer) {
            XCTAssertLessThanOrEqual(
                measure(t).width, l.bounds.width + tolerance, "\(what): \"\(t.string)\" is drawn truncated", file: file,
                line: line)
        }
        let shown = lines(of: layer).map(\.text.string)
        let joined = shown.joined().filter { !$0.isWhitespace }
        XCTAssertEqual(
            joined, string.filter { !$0.isWhitespace }, "\(what): \(shown) does not show \"\(string)\" whole", file: file,
            line: line)
        XCTAssertFalse(shown.contains { $0.hasSuffix("…") }, "\(what): \(shown) is cut", file: file, line: line)
        return shown.count
    }

    /// Asserts the text fits its layer (its measured size, no wider and no taller). With
    /// `widthMayTruncate` a text that truncates with "…" may be wider (a text field's single line,
    /// a 10,000-character label): only its height is checked; a text that never truncates is
    /// checked whole.
    static func assertFits(
        _ layer: HUDLayer, _ text: TextContent, measure: (TextContent) -> HUDSize, widthMayTruncate: Bool = false,
        _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let s = measure(text)
        let b = layer.bounds
        if !widthMayTruncate || text.truncation == .none {
            XCTAssertLessThanOrEqual(
                s.width, b.width + tolerance, "\(what): \"\(text.string)\" at \(text.fontSize) pt is cut (width)", file: file,
                line: line)
        }
        XCTAssertLessThanOrEqual(
            s.height, b.height + tolerance, "\(what): \"\(text.string)\" at \(text.fontSize) pt is cut (height)", file: file,
            line: line)
    }

    /// Asserts `inner` lies inside `outer`.
    static func assertInside(
        _ inner: HUDRect, _ outer: HUDRect, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let t = tolerance
        XCTAssertTrue(
            inner.minX >= outer.minX - t && inner.minY >= outer.minY - t && inner.maxX <= outer.maxX + t
                && inner.maxY <= outer.maxY + t, "\(what): \(inner) is not inside \(outer)", file: file, line: line)
    }

    /// Asserts no two of the named rectangles overlap.
    /// Empty rectangles (nothing drawn) overlap nothing.
    static func assertNoOverlap(_ named: [(String, HUDRect)], file: StaticString = #filePath, line: UInt = #line) {
        let rects = named.filter { $0.1.width > 2 * tolerance && $0.1.height > 2 * tolerance }
        for i in rects.indices {
            for j in rects.indices where j > i {
                let a = rects[i].1.insetBy(dx: tolerance, dy: tolerance)
                let b = rects[j].1.insetBy(dx: tolerance, dy: tolerance)
                XCTAssertTrue(
                    a.intersection(b).isEmpty, "\(rects[i].0) \(rects[i].1) overlaps \(rects[j].0) \(rects[j].1)", file: file,
                    line: line)
            }
        }
    }

    /// Asserts every shown text in `container`'s subtree fits its layer (see ``assertFits``) and
    /// lies inside `container`.
    static func assertTextsFit(
        in container: HUDLayer, measure: (TextContent) -> HUDSize, widthMayTruncate: Bool = false, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let box = frameInRoot(container)
        for (layer, text) in texts(in: container) {
            assertFits(
                layer, text, measure: measure, widthMayTruncate: widthMayTruncate, "\(what) \(layer.name ?? "?")", file: file,
                line: line)
            assertInside(frameInRoot(layer), box, "\(what) \(layer.name ?? "?") in its container", file: file, line: line)
        }
    }
}
