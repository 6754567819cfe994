@_spi(Layers) import OverlayHUDCore

/// The built-in message icons as filled paths in a 24 × 24 pt box: a disc or a rounded triangle
/// with its symbol knocked out (even-odd), so one shape layer draws each in one colour and the
/// card's colour shows through the symbol. The themes show them as glyph icons
/// (`MessageConfiguration.Icon.checkmark` and its siblings).
enum MessageGlyphs {
    static let box = 24.0

    static let checkmark: HUDPath = {
        var p = disc
        p.addPath(outline(of: [HUDPoint(6.6, 12.4), HUDPoint(10.4, 16.2), HUDPoint(17.6, 8.6)], width: 2.6))
        return p
    }()

    static let info: HUDPath = {
        var p = disc
        p.addPath(HUDPath(ellipseIn: HUDRect(10.4, 5.4, 3.2, 3.2)))
        p.addPath(HUDPath(roundedRect: HUDRect(10.7, 10.2, 2.6, 8.4), cornerRadius: 1.3))
        return p
    }()

    static let exclamation: HUDPath = {
        var p = roundedTriangle([HUDPoint(12, 1.5), HUDPoint(23.2, 21.8), HUDPoint(0.8, 21.8)], radius: 2.6)
        p.addPath(HUDPath(roundedRect: HUDRect(10.75, 7.8, 2.5, 7.6), cornerRadius: 1.25))
        p.addPath(HUDPath(ellipseIn: HUDRect(10.5, 16.6, 3, 3)))
        return p
    }()

    static let cross: HUDPath = BannerGlyphs.closeDisc(in: HUDSize(box, box), diameter: 22, armLength: 6, thickness: 2.6)

    /// The 22 pt disc the round icons share.
    private static var disc: HUDPath { HUDPath(ellipseIn: HUDRect(1, 1, 22, 22)) }

    /// The closed outline of a polyline stroked `width` wide, with mitred corners and butt ends.
    static func outline(of points: [HUDPoint], width: Double) -> HUDPath {
        let h = width / 2
        func normal(_ a: HUDPoint, _ b: HUDPoint) -> HUDPoint {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            return len > 0 ? HUDPoint(-dy / len * h, dx / len * h) : .zero
        }
        var left: [HUDPoint] = []
        var right: [HUDPoint] = []
        for i in points.indices {
            let nIn = i > 0 ? normal(points[i - 1], points[i]) : normal(points[i], points[i + 1])
            let nOut = i < points.count - 1 ? normal(points[i], points[i + 1]) : nIn
            // The miter: the sum of the two normals, scaled so its projection on each is h.
            var m = HUDPoint(nIn.x + nOut.x, nIn.y + nOut.y)
            let dot = m.x * nIn.x + m.y * nIn.y
            if dot > 1e-9 { m = HUDPoint(m.x * h * h / dot, m.y * h * h / dot) } else { m = nIn }
            left.append(HUDPoint(points[i].x + m.x, points[i].y + m.y))
            right.append(HUDPoint(points[i].x - m.x, points[i].y - m.y))
        }
        var p = HUDPath()
        for (i, q) in (left + right.reversed()).enumerated() {
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    /// A triangle whose corners are rounded with quadratic curves `radius` long on each side.
    static func roundedTriangle(_ v: [HUDPoint], radius: Double) -> HUDPath {
        func toward(_ a: HUDPoint, _ b: HUDPoint) -> HUDPoint {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            return HUDPoint(a.x + dx / len * radius, a.y + dy / len * radius)
        }
        var p = HUDPath()
        for i in 0..<3 {
            let corner = v[i]
            let start = toward(corner, v[(i + 2) % 3])
            let end = toward(corner, v[(i + 1) % 3])
            if i == 0 { p.move(to: start) } else { p.addLine(to: start) }
            p.addQuadCurve(to: end, control: corner)
        }
        p.closeSubpath()
        return p
    }

    /// Whether every point of `path` is finite (a custom glyph that is not draws nothing).
    static func isFinite(_ path: HUDPath) -> Bool {
        path.elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }
}
