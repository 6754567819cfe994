extension HUDPath {
    /// The most chords one curve element is flattened into, however large the curve or small the
    /// tolerance (past it the chords are simply longer than the tolerance asks).
    @usableFromInline static let maximumSegmentsPerCurve = 1000

    /// Turns every subpath into a polyline whose distance from the true curve is at most `tolerance`.
    ///
    /// A non-finite or non-positive tolerance is treated as 0.25; a curve element never yields more than
    /// ``maximumSegmentsPerCurve`` chords, however large it is or small the tolerance. Non-finite points are kept
    /// (callers that rasterize skip them). A subpath of a single point yields a one-point polyline.
    /// - Complexity: O(n) in the number of output points.
    func flattened(tolerance: Double = 0.25) -> [HUDPolyline] {
        var out: [HUDPolyline] = []
        flatten(tolerance: tolerance) { out.append($0) }
        return out
    }

    /// Streams the flattened subpaths to `body` (no intermediate array of polylines).
    package func flatten(tolerance: Double = 0.25, _ body: (HUDPolyline) -> Void) {
        withoutActuallyEscaping(body) { body in
            var polylines = PolylineSink(emit: body)
            flatten(tolerance: tolerance, into: &polylines)
        }
    }

    /// Feeds the path to `sink` as straight segments: lines as they are, each curve as chords that
    /// stay within `tolerance` of it (a non-finite or non-positive tolerance counts as 0.25; at most
    /// ``maximumSegmentsPerCurve`` chords a curve). The software renderer flattens through this too.
    /// - Complexity: O(n) in the number of segments.
    @inlinable
    package func flatten<Sink: PathFlatteningSink>(tolerance: Double, into sink: inout Sink) {
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : 0.25
        var start = HUDPoint(x: 0, y: 0)
        // The end of the last element (a path's builder starts every path with a move).
        var current: HUDPoint?
        for e in elements {
            switch e {
            case .move(let p):
                sink.move(to: p)
                start = p
                current = p
            case .line(let p):
                sink.line(to: p)
                current = p
            case .quad(let c, let p):
                let p0 = current ?? c
                let n = HUDPath.segmentCount(secondDerivative: 2 * (p0 - c * 2 + p).length, tolerance: tol)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    sink.line(
                        to: HUDPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                let p0 = current ?? c1
                let d1 = (p0 - c1 * 2 + c2).length
                let d2 = (c1 - c2 * 2 + p).length
                let n = HUDPath.segmentCount(secondDerivative: 6 * max(d1, d2), tolerance: tol)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    sink.line(
                        to: HUDPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                sink.close()
                current = start
            }
        }
        sink.end()
    }

    /// Uniform subdivisions so that chords stay within `tolerance` of a curve whose second
    /// derivative is at most `secondDerivative` (chord error ≤ M / (8 n²)).
    @inlinable
    static func segmentCount(secondDerivative m: Double, tolerance: Double) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        let n = (m / (8 * tolerance)).squareRoot()
        // Clamped as a Double: a huge curve or a tiny tolerance makes `n` too large (or infinite) for Int.
        guard n < Double(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        return max(1, Int(n.rounded(.up)))
    }
}

/// Gathers flattened segments into ``HUDPolyline``s: one per subpath, closed at a close element
/// (the next subpath then starts at the closed one's start); a lone move point is a polyline.
private struct PolylineSink: PathFlatteningSink {
    let emit: (HUDPolyline) -> Void
    var points: [HUDPoint] = []
    var start = HUDPoint.zero
    var lastWasMove = false

    mutating func move(to point: HUDPoint) {
        flush(closed: false)
        points = [point]
        start = point
        lastWasMove = true
    }

    mutating func line(to point: HUDPoint) {
        points.append(point)
        lastWasMove = false
    }

    mutating func close() {
        flush(closed: true)
        points = [start]
        lastWasMove = false
    }

    mutating func end() {
        if points.count > 1 || (points.count == 1 && lastWasMove) { flush(closed: false) }
    }

    private mutating func flush(closed: Bool) {
        if !points.isEmpty { emit(HUDPolyline(points: points, isClosed: closed)) }
        points = []
    }
}

extension HUDPoint {
    /// The length of the vector from the origin to this point.
    @_spi(Layers) public var length: Double { (x * x + y * y).squareRoot() }
}
