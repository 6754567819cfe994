import OverlayHUD

/// Reusable storage for flattened contours (polylines), open or closed.
///
/// Used for a path flattened in layer space, for stroke outlines, and for the same after
/// mapping to device pixels. `removeAll()` keeps capacity, so steady-state drawing allocates nothing.
struct PolygonSet {
    /// All vertices, contour after contour.
    var points: [HUDPoint] = []
    /// Exclusive end index into `points` of each contour.
    var ends: [Int] = []
    /// Whether each contour is closed.
    var closed: [Bool] = []
    private var contourStart = 0

    /// The number of contours.
    var contourCount: Int { ends.count }

    /// The index range of contour `i`.
    func range(_ i: Int) -> Range<Int> { (i == 0 ? 0 : ends[i - 1])..<ends[i] }

    /// Empties the set, keeping capacity.
    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        closed.removeAll(keepingCapacity: true)
        contourStart = 0
    }

    /// Appends a vertex to the contour being built.
    @inline(__always)
    mutating func add(_ p: HUDPoint) { points.append(p) }

    /// Ends the contour being built; contours with fewer than `minimumPoints` vertices are dropped.
    mutating func endContour(closed isClosed: Bool, minimumPoints: Int = 1) {
        if points.count - contourStart >= minimumPoints {
            ends.append(points.count)
            closed.append(isClosed)
        } else {
            points.removeSubrange(contourStart...)
        }
        contourStart = points.count
    }

    /// Appends `path` flattened so that chords stay within `tolerance` of the curves.
    ///
    /// Mirrors `HUDPath/flatten(tolerance:_:)` (same subdivision rule) without allocating.
    mutating func appendFlattened(_ path: HUDPath, tolerance: Double) {
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : 0.25
        var start = HUDPoint.zero
        var last = HUDPoint.zero
        var open = false
        var fromMove = false
        for e in path.elements {
            switch e {
            case .move(let p):
                if open { endContour(closed: false, minimumPoints: fromMove && points.count - contourStart == 1 ? 1 : 2) }
                add(p)
                start = p
                last = p
                open = true
                fromMove = true
            case .line(let p):
                if !open {
                    add(last)
                    open = true
                }
                add(p)
                last = p
                fromMove = false
            case .quad(let c, let p):
                if !open {
                    add(last)
                    open = true
                }
                let n = HUDPath.segmentCount(secondDerivative: 2 * (last - c * 2 + p).length, tolerance: tol)
                let p0 = last
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    add(
                        HUDPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
                fromMove = false
            case .cubic(let c1, let c2, let p):
                if !open {
                    add(last)
                    open = true
                }
                let p0 = last
                let d1 = (p0 - c1 * 2 + c2).length
                let d2 = (c1 - c2 * 2 + p).length
                let n = HUDPath.segmentCount(secondDerivative: 6 * max(d1, d2), tolerance: tol)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let cc = 3 * u * t * t
                    let d = t * t * t
                    add(
                        HUDPoint(
                            x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
                }
                last = p
                fromMove = false
            case .close:
                if open { endContour(closed: true, minimumPoints: 1) }
                open = false
                last = start
                fromMove = false
            }
        }
        if open { endContour(closed: false, minimumPoints: fromMove && points.count - contourStart == 1 ? 1 : 2) }
    }
}
