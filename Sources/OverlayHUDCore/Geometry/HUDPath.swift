import Foundation

/// A vector path made of subpaths of lines and Bézier curves (like `CGPath`).
///
/// ```swift
/// var p = HUDPath()
/// p.move(to: HUDPoint(0, 0))
/// p.addLine(to: HUDPoint(10, 0))
/// p.addQuadCurve(to: HUDPoint(10, 10), control: HUDPoint(15, 5))
/// p.closeSubpath()
/// ```
@_spi(Layers) public struct HUDPath: Hashable, Sendable {
    /// One drawing command.
    @_spi(Layers) public enum Element: Hashable, Sendable {
        case move(HUDPoint)
        case line(HUDPoint)
        case quad(control: HUDPoint, to: HUDPoint)
        case cubic(control1: HUDPoint, control2: HUDPoint, to: HUDPoint)
        case close
    }

    /// The commands in order.
    public private(set) var elements: [Element] = []
    /// The current point (end of the last command), if any.
    public private(set) var currentPoint: HUDPoint?
    private var subpathStart: HUDPoint?

    /// An empty path.
    public init() {}

    /// True when the path has no commands.
    @_spi(Layers) public var isEmpty: Bool { elements.isEmpty }

    // The element builders below are @inline(never): components and the cat draw with some seventy
    // calls, and an inlined array append at each is several KB of an iOS app's code.

    /// Starts a new subpath at `p`.
    @inline(never)
    public mutating func move(to p: HUDPoint) {
        elements.append(.move(p))
        currentPoint = p
        subpathStart = p
    }

    /// A straight line to `p` (starts a subpath at `p` when there is no current point).
    @inline(never)
    public mutating func addLine(to p: HUDPoint) {
        guard currentPoint != nil else {
            move(to: p)
            return
        }
        elements.append(.line(p))
        currentPoint = p
    }

    /// A quadratic Bézier to `p`.
    @inline(never)
    public mutating func addQuadCurve(to p: HUDPoint, control: HUDPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quad(control: control, to: p))
        currentPoint = p
    }

    /// A cubic Bézier to `p`.
    @inline(never)
    public mutating func addCurve(to p: HUDPoint, control1: HUDPoint, control2: HUDPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.cubic(control1: control1, control2: control2, to: p))
        currentPoint = p
    }

    /// Closes the current subpath with a line back to its start.
    @inline(never)
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends a circular arc (like `UIBezierPath.addArc`): angles in radians from the +x axis;
    /// `clockwise: true` sweeps towards increasing angles, which is clockwise on a y-down screen.
    /// A line joins the current point to the arc's start; with no current point the arc starts a subpath.
    ///
    /// A NaN or infinite angle, radius or centre, or a negative radius, adds nothing. Angles of any
    /// finite size work: a sweep of a full turn or more (or one too large to compute, as between
    /// ±1e308) draws the whole circle, and huge angles are reduced to one turn first, so the arc
    /// never has more than four curve segments.
    public mutating func addArc(center: HUDPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite, center.isFinite else { return }
        let full = 2 * Double.pi
        var sweep = endAngle - startAngle
        if !sweep.isFinite { sweep = clockwise ? full : -full }
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        // Far from zero a Double cannot step by a quarter turn; the same angle one turn-multiple
        // nearer zero can.
        let startAngle = startAngle.truncatingRemainder(dividingBy: full)
        let start = HUDPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            let p1 = HUDPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0))
            let p2 = HUDPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1))
            let p3 = HUDPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            addCurve(to: p3, control1: p1, control2: p2)
            a0 = a1
        }
    }

    /// Appends a closed rectangle subpath (clockwise on screen, like `CGPath(rect:)`).
    public mutating func addRect(_ r: HUDRect) {
        let s = r.standardized
        move(to: HUDPoint(s.minX, s.minY))
        addLine(to: HUDPoint(s.maxX, s.minY))
        addLine(to: HUDPoint(s.maxX, s.maxY))
        addLine(to: HUDPoint(s.minX, s.maxY))
        closeSubpath()
    }

    /// Appends a closed ellipse inscribed in `r`.
    public mutating func addEllipse(in r: HUDRect) {
        let s = r.standardized
        let rx = s.width / 2
        let ry = s.height / 2
        let cx = s.midX
        let cy = s.midY
        let k = 0.5522847498307936
        move(to: HUDPoint(cx + rx, cy))
        addCurve(to: HUDPoint(cx, cy + ry), control1: HUDPoint(cx + rx, cy + k * ry), control2: HUDPoint(cx + k * rx, cy + ry))
        addCurve(to: HUDPoint(cx - rx, cy), control1: HUDPoint(cx - k * rx, cy + ry), control2: HUDPoint(cx - rx, cy + k * ry))
        addCurve(to: HUDPoint(cx, cy - ry), control1: HUDPoint(cx - rx, cy - k * ry), control2: HUDPoint(cx - k * rx, cy - ry))
        addCurve(to: HUDPoint(cx + rx, cy), control1: HUDPoint(cx + k * rx, cy - ry), control2: HUDPoint(cx + rx, cy - k * ry))
        closeSubpath()
    }

    /// Appends a closed rounded rectangle with per-corner radii. Each radius is clamped to
    /// half the shorter side; negative or NaN radii count as zero.
    public mutating func addRoundedRect(_ r: HUDRect, radii: HUDCornerRadii) {
        let s = r.standardized
        let limit = min(s.width, s.height) / 2
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(0, v), limit) }
        let tl = c(radii.topLeft)
        let tr = c(radii.topRight)
        let br = c(radii.bottomRight)
        let bl = c(radii.bottomLeft)
        let k = 0.5522847498307936
        move(to: HUDPoint(s.minX + tl, s.minY))
        addLine(to: HUDPoint(s.maxX - tr, s.minY))
        if tr > 0 {
            addCurve(
                to: HUDPoint(s.maxX, s.minY + tr), control1: HUDPoint(s.maxX - tr + k * tr, s.minY),
                control2: HUDPoint(s.maxX, s.minY + tr - k * tr))
        }
        addLine(to: HUDPoint(s.maxX, s.maxY - br))
        if br > 0 {
            addCurve(
                to: HUDPoint(s.maxX - br, s.maxY), control1: HUDPoint(s.maxX, s.maxY - br + k * br),
                control2: HUDPoint(s.maxX - br + k * br, s.maxY))
        }
        addLine(to: HUDPoint(s.minX + bl, s.maxY))
        if bl > 0 {
            addCurve(
                to: HUDPoint(s.minX, s.maxY - bl), control1: HUDPoint(s.minX + bl - k * bl, s.maxY),
                control2: HUDPoint(s.minX, s.maxY - bl + k * bl))
        }
        addLine(to: HUDPoint(s.minX, s.minY + tl))
        if tl > 0 {
            addCurve(
                to: HUDPoint(s.minX + tl, s.minY), control1: HUDPoint(s.minX, s.minY + tl - k * tl),
                control2: HUDPoint(s.minX + tl - k * tl, s.minY))
        }
        closeSubpath()
    }

    /// Appends all of `other`'s commands.
    public mutating func addPath(_ other: HUDPath) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// A rectangle path.
    public init(rect: HUDRect) {
        self.init()
        addRect(rect)
    }
    /// An ellipse path inscribed in `rect`.
    public init(ellipseIn rect: HUDRect) {
        self.init()
        addEllipse(in: rect)
    }
    /// A rounded-rectangle path with one radius on every corner.
    public init(roundedRect rect: HUDRect, cornerRadius: Double) {
        self.init()
        addRoundedRect(rect, radii: HUDCornerRadii(all: cornerRadius))
    }
    /// A rounded-rectangle path with per-corner radii.
    public init(roundedRect rect: HUDRect, radii: HUDCornerRadii) {
        self.init()
        addRoundedRect(rect, radii: radii)
    }

    /// The path with every point mapped by `t`.
    @_spi(Layers) public func applying(_ t: HUDAffineTransform) -> HUDPath {
        var out = HUDPath()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(to: p))
            case .line(let p): out.addLine(to: t.apply(to: p))
            case .quad(let c, let p): out.addQuadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .cubic(let c1, let c2, let p):
                out.addCurve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// The smallest rectangle holding every point and control point (`CGPath.boundingBox`), `.zero` when empty.
    @_spi(Layers) public var controlPointBounds: HUDRect {
        var pts: [HUDPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quad(let c, let p):
                pts.append(c)
                pts.append(p)
            case .cubic(let c1, let c2, let p):
                pts.append(c1)
                pts.append(c2)
                pts.append(p)
            case .close: break
            }
        }
        return HUDPath.bounds(of: pts)
    }

    /// The tight bounding box of the curve itself (`CGPath.boundingBoxOfPath`), to within 0.01 pt.
    @_spi(Layers) public var boundingBox: HUDRect {
        HUDPath.bounds(of: flattened(tolerance: 0.01).flatMap(\.points))
    }

    package static func bounds(of pts: [HUDPoint]) -> HUDRect {
        let finite = pts.filter(\.isFinite)
        guard let f = finite.first else { return .zero }
        var (x0, y0, x1, y1) = (f.x, f.y, f.x, f.y)
        for p in finite {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        return HUDRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
