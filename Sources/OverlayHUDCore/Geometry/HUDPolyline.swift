/// A polyline made by flattening one subpath.
package struct HUDPolyline: Equatable, Sendable {
    /// The vertices in order.
    var points: [HUDPoint]
    /// Whether the subpath was closed (its last point joins its first).
    var isClosed: Bool

    /// Creates a polyline.
    package init(points: [HUDPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
