/// A path measured by arc length, for keyframe animations along a path.
///
/// Built once at construction: every drawing element (line, curve, close) is flattened to
/// a polyline and the cumulative length recorded, so a frame only does a binary search.
struct PathSampler: Sendable {
    /// Vertices of the flattened path (a move starts a zero-length jump).
    private(set) var points: [HUDPoint] = []
    /// Arc length from the start to each vertex.
    private(set) var lengths: [Double] = []
    /// Arc length at the end of each drawing element (the start of the path is 0).
    private(set) var elementEnds: [Double] = []
    /// The end point of each drawing element, preceded by the start point.
    private(set) var vertices: [HUDPoint] = []

    /// The total arc length.
    var totalLength: Double { lengths.last ?? 0 }

    init(_ path: HUDPath) {
        var current: HUDPoint?
        var subpathStart = HUDPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                append(p, jump: true)
                if vertices.isEmpty { vertices.append(p) }
                current = p
                subpathStart = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                let from = current ?? p
                if current == nil {
                    append(p, jump: true)
                    vertices.append(p)
                }
                var piece = HUDPath()
                piece.move(to: from)
                switch element {
                case .quad(let c, _): piece.addQuadCurve(to: p, control: c)
                case .cubic(let c1, let c2, _): piece.addCurve(to: p, control1: c1, control2: c2)
                default: piece.addLine(to: p)
                }
                for line in piece.flattened(tolerance: 0.05) { for q in line.points.dropFirst() { append(q, jump: false) } }
                elementEnds.append(totalLength)
                vertices.append(p)
                current = p
            case .close:
                if let c = current, c != subpathStart {
                    append(subpathStart, jump: false)
                }
                if current != nil {
                    elementEnds.append(totalLength)
                    vertices.append(subpathStart)
                }
                current = subpathStart
            }
        }
    }

    private mutating func append(_ p: HUDPoint, jump: Bool) {
        guard p.isFinite else { return }
        let d = (jump || points.isEmpty) ? 0 : p.distance(to: points[points.count - 1])
        points.append(p)
        lengths.append(totalLength + d)
    }

    /// The point `s` along the path (clamped to the ends).
    func point(atLength s: Double) -> HUDPoint {
        guard let first = points.first else { return .zero }
        guard s > 0 else { return first }
        guard s < totalLength else { return points[points.count - 1] }
        // First vertex whose length is ≥ s.
        var lo = 0
        var hi = lengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if lengths[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        let l0 = lengths[lo - 1]
        let l1 = lengths[lo]
        let t = l1 > l0 ? (s - l0) / (l1 - l0) : 1
        let a = points[lo - 1]
        let b = points[lo]
        return HUDPoint(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}
