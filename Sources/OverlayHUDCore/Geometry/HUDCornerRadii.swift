/// Radii for each corner of a rounded rectangle.
@_spi(Layers) public struct HUDCornerRadii: Hashable, Sendable {
    @_spi(Layers) public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

    /// Creates per-corner radii.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    /// The same radius on every corner.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
}
