/// Distances inward from the four edges of a rectangle (like `UIEdgeInsets`).
public struct HUDEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    package static let zero = HUDEdgeInsets()

    /// The same inset on every edge.
    package static func all(_ value: Double) -> HUDEdgeInsets {
        HUDEdgeInsets(top: value, left: value, bottom: value, right: value)
    }

    /// `rect` shrunk by these insets.
    @_spi(Layers) public func inset(_ rect: HUDRect) -> HUDRect {
        let r = rect.standardized
        return HUDRect(
            x: r.x + left, y: r.y + top,
            width: Swift.max(0, r.width - left - right), height: Swift.max(0, r.height - top - bottom))
    }
}
