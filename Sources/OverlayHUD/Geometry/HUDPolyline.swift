/// A polyline made by flattening one subpath.
public struct HUDPolyline: Hashable, Sendable {
    /// The vertices in order.
    public var points: [HUDPoint]
    /// Whether the subpath was closed (its last point joins its first).
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [HUDPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
