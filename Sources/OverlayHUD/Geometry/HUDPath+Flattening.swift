extension HUDPath {
    /// The most chords one curve element is flattened into, however large the curve or small the
    /// tolerance (past it the chords are simply longer than the tolerance asks).
    package static let maximumSegmentsPerCurve = 1000

    /// Turns every subpath into a polyline whose distance from the true curve is at most `tolerance`.
    ///
    /// A non-finite or non-positive tolerance is treated as 0.25; a curve element never yields more than
    /// ``maximumSegmentsPerCurve`` chords, however large it is or small the tolerance. Non-finite points are kept
    /// (callers that rasterize skip them). A subpath of a single point yields a one-point polyline.
    /// - Complexity: O(n) in the number of output points.
    package func flattened(tolerance: Double = 0.25) -> [HUDPolyline] {
        var out: [HUDPolyline] = []
        flatten(tolerance: tolerance) { out.append($0) }
        return out
    }

    /// Streams the flattened subpaths to `body` (no intermediate array of polylines).
    package func flatten(tolerance: Double = 0.25, _ body: (HUDPolyline) -> Void) {
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : 0.25
        var current: [HUDPoint] = []
        var start = HUDPoint.zero
        func flush(closed: Bool) {
            if !current.isEmpty { body(HUDPolyline(points: current, isClosed: closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush(closed: false)
                current = [p]
                start = p
            case .line(let p):
                current.append(p)
            case .quad(let c, let p):
                let p0 = current.last ?? c
                let n = HUDPath.segmentCount(secondDerivative: 2 * (p0 - c * 2 + p).length, tolerance: tol)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    current.append(
                        HUDPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current.last ?? c1
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
                    current.append(
                        HUDPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                flush(closed: true)
                current = [start]
            }
        }
        if current.count > 1
            || (current.count == 1 && elements.last.map({ if case .move = $0 { return true } else { return false } }) == true)
        {
            flush(closed: false)
        }
    }

    /// Uniform subdivisions so that chords stay within `tolerance` of a curve whose second
    /// derivative is at most `secondDerivative` (chord error ≤ M / (8 n²)).
    package static func segmentCount(secondDerivative m: Double, tolerance: Double) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        let n = (m / (8 * tolerance)).squareRoot()
        // Clamped as a Double: a huge curve or a tiny tolerance makes `n` too large (or infinite) for Int.
        guard n < Double(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        return max(1, Int(n.rounded(.up)))
    }
}

extension HUDPoint {
    /// The length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }
}
