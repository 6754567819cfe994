import Foundation
@_spi(Layers) import OverlayHUD

/// Turns flattened contours into fill polygons (non-zero rule) for a stroke.
///
/// Steps: trim to `strokeStart…strokeEnd` of the total length (all subpaths together, as
/// `CAShapeLayer`), cut dashes (restarting at each subpath, offset by the phase), then outline
/// each piece: the left offset forward with joins on the outer side of each turn and a
/// pivot through the vertex on the inner side (Skia's method, correct under non-zero), the
/// end cap, the other side backward, the start cap. Closed untrimmed contours become two loops.
struct Stroker {
    /// The stroke's paint-independent style.
    struct Style {
        var halfWidth: Double
        var cap: LineCap
        var join: LineJoin
        var miterLimit: Double
        var dashes: [Double]
        var dashPhase: Double
        var start: Double
        var end: Double
        /// Flattening tolerance for round caps and joins, in layer units.
        var tolerance: Double
    }

    /// Above this many dashes a pattern is drawn as a solid stroke.
    static let maximumDashes = 100_000.0

    private var piece: [HUDPoint] = []
    private var clean: [HUDPoint] = []

    /// Appends the outline polygons of `input` stroked with `style` to `output`.
    mutating func stroke(_ input: PolygonSet, style: Style, into output: inout PolygonSet) {
        guard style.halfWidth > 0, style.halfWidth.isFinite else { return }
        var total = 0.0
        for i in 0..<input.contourCount {
            let r = input.range(i)
            total += Stroker.length(input.points, r, closed: input.closed[i])
        }
        guard total.isFinite else { return }
        let s0 = HUDColor.clamp(style.start)
        let s1 = HUDColor.clamp(style.end)
        guard s0 < s1 || (total == 0 && s0 <= s1) else { return }
        let startLen = s0 * total
        let endLen = s1 * total
        var dashes = Stroker.sanitizedDashes(style.dashes)
        if !dashes.isEmpty {
            // More than `maximumDashes` dashes cannot be told apart from a solid line at any sane scale
            // and would cost unbounded time and memory: draw solid instead.
            var period = 0.0
            for v in dashes { period += v }
            if total / period * Double(dashes.count) / 2 > Stroker.maximumDashes { dashes = [] }
        }
        let trimmed = s0 > 0 || s1 < 1
        var g = 0.0
        for i in 0..<input.contourCount {
            let r = input.range(i)
            let isClosed = input.closed[i]
            if dashes.isEmpty && !trimmed {
                piece.removeAll(keepingCapacity: true)
                piece.append(contentsOf: input.points[r])
                outline(closed: isClosed, style: style, into: &output)
                continue
            }
            var dashIndex = 0
            var dashLeft = 0.0
            var dashOn = true
            if !dashes.isEmpty {
                var period = 0.0
                for v in dashes { period += v }
                var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
                if phase < 0 { phase += period }
                dashLeft = dashes[0]
                while phase > 0 {
                    if phase >= dashLeft {
                        phase -= dashLeft
                        dashIndex = (dashIndex + 1) % dashes.count
                        dashOn.toggle()
                        dashLeft = dashes[dashIndex]
                    } else {
                        dashLeft -= phase
                        phase = 0
                    }
                }
            }
            piece.removeAll(keepingCapacity: true)
            let n = r.count
            let segments = isClosed ? n : n - 1
            if n == 1 {
                if dashOn && g >= startLen && g <= endLen { piece.append(input.points[r.lowerBound]) }
            }
            var k = 0
            while k < segments {
                let pa = input.points[r.lowerBound + k]
                let pb = input.points[r.lowerBound + (k + 1) % n]
                let len = pa.distance(to: pb)
                var t = 0.0
                var guardCount = 0
                while t < len && guardCount < 1_000_000 {
                    guardCount += 1
                    if !dashes.isEmpty && dashLeft <= 0 {
                        dashIndex = (dashIndex + 1) % dashes.count
                        dashOn.toggle()
                        dashLeft = dashes[dashIndex]
                        if !dashOn { flush(style: style, into: &output) }
                        let pos = g + t
                        if dashOn && dashLeft <= 0 && style.cap != .butt && pos >= startLen && pos <= endLen {
                            // A zero-length dash is a dot drawn by the caps alone, facing along the path.
                            let q = Stroker.lerp(pa, pb, t / len)
                            piece.append(q)
                            piece.append(HUDPoint(x: q.x + (pb.x - pa.x) / len * 1e-6, y: q.y + (pb.y - pa.y) / len * 1e-6))
                            flush(style: style, into: &output)
                        }
                        continue
                    }
                    var step = len - t
                    if !dashes.isEmpty { step = min(step, dashLeft) }
                    let pos = g + t
                    if pos < startLen { step = min(step, startLen - pos) } else if pos < endLen { step = min(step, endLen - pos) }
                    let on = dashOn && pos >= startLen && pos < endLen
                    if on {
                        if piece.isEmpty { piece.append(Stroker.lerp(pa, pb, t / len)) }
                        piece.append(Stroker.lerp(pa, pb, (t + step) / len))
                    } else if !piece.isEmpty {
                        flush(style: style, into: &output)
                    }
                    t += step
                    if !dashes.isEmpty { dashLeft -= step }
                }
                g += len
                k += 1
            }
            flush(style: style, into: &output)
        }
    }

    private mutating func flush(style: Style, into output: inout PolygonSet) {
        if !piece.isEmpty { outline(closed: false, style: style, into: &output) }
        piece.removeAll(keepingCapacity: true)
    }

    static func length(_ pts: [HUDPoint], _ r: Range<Int>, closed: Bool) -> Double {
        var l = 0.0
        var i = r.lowerBound
        while i + 1 < r.upperBound {
            l += pts[i].distance(to: pts[i + 1])
            i += 1
        }
        if closed, r.count > 1 { l += pts[r.upperBound - 1].distance(to: pts[r.lowerBound]) }
        return l
    }

    static func sanitizedDashes(_ d: [Double]) -> [Double] {
        guard !d.isEmpty, d.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return [] }
        var sum = 0.0
        for v in d { sum += v }
        guard sum > 0 else { return [] }
        return d.count % 2 == 1 ? d + d : d
    }

    @inline(__always)
    static func lerp(_ a: HUDPoint, _ b: HUDPoint, _ t: Double) -> HUDPoint {
        HUDPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    // MARK: Outline of one piece

    private mutating func outline(closed: Bool, style: Style, into out: inout PolygonSet) {
        clean.removeAll(keepingCapacity: true)
        for p in piece where p.isFinite {
            if let l = clean.last, abs(l.x - p.x) < 1e-9, abs(l.y - p.y) < 1e-9 { continue }
            clean.append(p)
        }
        if closed, clean.count > 2, let f = clean.first, let l = clean.last, abs(l.x - f.x) < 1e-9, abs(l.y - f.y) < 1e-9 {
            clean.removeLast()
        }
        let h = style.halfWidth
        if clean.count == 1 {
            let p = clean[0]
            switch style.cap {
            case .butt: break
            case .square:
                out.add(HUDPoint(p.x - h, p.y - h))
                out.add(HUDPoint(p.x + h, p.y - h))
                out.add(HUDPoint(p.x + h, p.y + h))
                out.add(HUDPoint(p.x - h, p.y + h))
                out.endContour(closed: true)
            case .round:
                arc(center: p, radius: h, from: 0, sweep: 2 * Double.pi, style: style, into: &out)
                out.endContour(closed: true)
            }
            return
        }
        guard clean.count >= 2 else { return }
        if closed && clean.count >= 3 {
            side(reversed: false, closed: true, style: style, into: &out)
            out.endContour(closed: true)
            side(reversed: true, closed: true, style: style, into: &out)
            out.endContour(closed: true)
            return
        }
        side(reversed: false, closed: false, style: style, into: &out)
        cap(at: clean[clean.count - 1], from: clean[clean.count - 2], style: style, into: &out)
        side(reversed: true, closed: false, style: style, into: &out)
        cap(at: clean[0], from: clean[1], style: style, into: &out)
        out.endContour(closed: true)
    }

    /// Unit direction from a to b.
    @inline(__always)
    private static func direction(_ a: HUDPoint, _ b: HUDPoint) -> HUDPoint {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let l = (dx * dx + dy * dy).squareRoot()
        return HUDPoint(x: dx / l, y: dy / l)
    }

    /// The offset side to the left of travel (normal (dy, −dx) on a y-down screen).
    private func side(reversed: Bool, closed: Bool, style: Style, into out: inout PolygonSet) {
        let n = clean.count
        let h = style.halfWidth
        @inline(__always) func pt(_ i: Int) -> HUDPoint { reversed ? clean[n - 1 - i] : clean[i] }
        if !closed {
            let d0 = Stroker.direction(pt(0), pt(1))
            out.add(HUDPoint(x: pt(0).x + d0.y * h, y: pt(0).y - d0.x * h))
        }
        let first = closed ? 0 : 1
        let last = closed ? n - 1 : n - 2
        if first <= last {
            for k in first...last {
                let p = pt(k)
                let prev = pt((k - 1 + n) % n)
                let next = pt((k + 1) % n)
                join(
                    at: p, d0: Stroker.direction(prev, p), d1: Stroker.direction(p, next),
                    room: min(prev.distance(to: p), p.distance(to: next)), style: style, into: &out)
            }
        }
        if !closed {
            let d = Stroker.direction(pt(n - 2), pt(n - 1))
            out.add(HUDPoint(x: pt(n - 1).x + d.y * h, y: pt(n - 1).y - d.x * h))
        }
    }

    /// A join at `p`; `room` is the shorter of the two adjacent segment lengths.
    private func join(at p: HUDPoint, d0: HUDPoint, d1: HUDPoint, room: Double, style: Style, into out: inout PolygonSet) {
        let h = style.halfWidth
        let n0 = HUDPoint(x: d0.y, y: -d0.x)
        let n1 = HUDPoint(x: d1.y, y: -d1.x)
        let a = HUDPoint(x: p.x + n0.x * h, y: p.y + n0.y * h)
        let b = HUDPoint(x: p.x + n1.x * h, y: p.y + n1.y * h)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 {
            out.add(a)
            return
        }
        // Turning towards the normal side makes this side the inner one.
        if d1.x * n0.x + d1.y * n0.y > 0 {
            // Where the two inner offset lines cross inside both segments, that crossing is the
            // exact inner corner; otherwise pivot through the vertex (overlaps stay inside under non-zero).
            let cosPhi = n0.x * n1.x + n0.y * n1.y
            let tanHalf = ((1 - cosPhi) / max(1e-12, 1 + cosPhi)).squareRoot()
            if h * tanHalf <= room {
                let k = h / (1 + cosPhi)
                out.add(HUDPoint(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
            } else {
                out.add(a)
                out.add(p)
                out.add(b)
            }
            return
        }
        switch style.join {
        case .bevel:
            out.add(a)
            out.add(b)
        case .miter:
            let cosPhi = n0.x * n1.x + n0.y * n1.y
            let ratio = 1 / ((1 + cosPhi) / 2).squareRoot()
            out.add(a)
            if ratio.isFinite && ratio <= style.miterLimit {
                let k = h / (1 + cosPhi)
                out.add(HUDPoint(x: p.x + (n0.x + n1.x) * k, y: p.y + (n0.y + n1.y) * k))
            }
            out.add(b)
        case .round:
            let a0 = atan2(n0.y, n0.x)
            var sweep = atan2(n1.y, n1.x) - a0
            if sweep > Double.pi { sweep -= 2 * Double.pi } else if sweep < -Double.pi { sweep += 2 * Double.pi }
            arc(center: p, radius: h, from: a0, sweep: sweep, style: style, into: &out)
        }
    }

    private func cap(at p: HUDPoint, from q: HUDPoint, style: Style, into out: inout PolygonSet) {
        let h = style.halfWidth
        let d = Stroker.direction(q, p)
        let n = HUDPoint(x: d.y, y: -d.x)
        switch style.cap {
        case .butt:
            break
        case .square:
            out.add(HUDPoint(x: p.x + (n.x + d.x) * h, y: p.y + (n.y + d.y) * h))
            out.add(HUDPoint(x: p.x + (d.x - n.x) * h, y: p.y + (d.y - n.y) * h))
        case .round:
            // From +n through d to −n: in y-down angles that is a sweep of +π when n = (dy, −dx).
            arc(center: p, radius: h, from: atan2(n.y, n.x), sweep: Double.pi, style: style, into: &out)
        }
    }

    /// Appends points on a circular arc, both ends included.
    private func arc(center: HUDPoint, radius r: Double, from a0: Double, sweep: Double, style: Style, into out: inout PolygonSet)
    {
        let tol = min(style.tolerance, r * 0.5)
        let stepMax = 2 * acos(max(-1, min(1, 1 - tol / r)))
        var steps = stepMax > 0 ? Int((abs(sweep) / stepMax).rounded(.up)) : 1
        steps = min(max(steps, 1), 1024)
        for i in 0...steps {
            let t = a0 + sweep * Double(i) / Double(steps)
            out.add(HUDPoint(x: center.x + r * cos(t), y: center.y + r * sin(t)))
        }
    }
}
