@_spi(Layers) import OverlayHUD

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

    /// Appends `path` flattened so that chords stay within `tolerance` of the curves (the core's
    /// flattener, `HUDPath.flatten(tolerance:into:)`), without allocating.
    ///
    /// Contours as the renderer wants them: a subpath of two points or more, or a lone move point;
    /// a segment after a close starts a new contour at the closed one's start.
    mutating func appendFlattened(_ path: HUDPath, tolerance: Double) {
        // The sink takes the storage for the walk and gives it back (a swap, so nothing is copied).
        var sink = ContourSink()
        swap(&sink.polygons, &self)
        path.flatten(tolerance: tolerance, into: &sink)
        swap(&sink.polygons, &self)
    }
}

/// Gathers a flattened path into a ``PolygonSet``'s contours.
private struct ContourSink: PathFlatteningSink {
    var polygons = PolygonSet()
    /// The start of the subpath (where a segment after a close begins).
    private var start = HUDPoint.zero
    /// Whether a contour is being built.
    private var isOpen = false
    /// Whether that contour is only its move point so far (one point).
    private var isMoveOnly = false

    mutating func move(to point: HUDPoint) {
        endOpenContour()
        polygons.add(point)
        start = point
        isOpen = true
        isMoveOnly = true
    }

    mutating func line(to point: HUDPoint) {
        if !isOpen {
            polygons.add(start)
            isOpen = true
        }
        polygons.add(point)
        isMoveOnly = false
    }

    mutating func close() {
        if isOpen { polygons.endContour(closed: true, minimumPoints: 1) }
        isOpen = false
        isMoveOnly = false
    }

    mutating func end() { endOpenContour() }

    /// Ends an open contour: kept with two points or more, or as a lone move point.
    private mutating func endOpenContour() {
        guard isOpen else { return }
        polygons.endContour(closed: false, minimumPoints: isMoveOnly ? 1 : 2)
    }
}
