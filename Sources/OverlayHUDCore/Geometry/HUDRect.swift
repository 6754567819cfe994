/// A rectangle given by an origin and a size, in points (like `CGRect`): part of the layer API
/// (`@_spi(Layers)`), where layer frames, paths and content placement are rectangles. An app's
/// configurations never take one.
///
/// Sizes may be negative, as with `CGRect`; `standardized` makes them
/// non-negative and the `min`/`max` accessors work either way.
@_spi(Layers) public struct HUDRect: Hashable, Sendable, CustomStringConvertible {
    /// The origin (the corner with the smallest coordinates when standardized).
    public var origin: HUDPoint
    /// The size.
    public var size: HUDSize

    /// Creates a rectangle from an origin and a size.
    public init(origin: HUDPoint, size: HUDSize) {
        self.origin = origin
        self.size = size
    }
    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = HUDPoint(x: x, y: y)
        size = HUDSize(width: width, height: height)
    }
    /// Creates a rectangle from its coordinates.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = HUDRect(x: 0, y: 0, width: 0, height: 0)

    /// The x coordinate of the origin.
    public var x: Double { origin.x }
    /// The y coordinate of the origin.
    public var y: Double { origin.y }
    /// The width (may be negative).
    public var width: Double { size.width }
    /// The height (may be negative).
    public var height: Double { size.height }
    /// Smallest x.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// Largest x.
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// Smallest y.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// Largest y.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// Centre x.
    public var midX: Double { origin.x + size.width / 2 }
    /// Centre y.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: HUDPoint { HUDPoint(x: midX, y: midY) }

    /// The same rectangle with non-negative width and height.
    public var standardized: HUDRect { HUDRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    /// True when the area is zero.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }
    /// True when every coordinate is finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// Whether `p` lies inside (min edges inclusive, max edges exclusive, like `CGRect.contains`).
    public func contains(_ p: HUDPoint) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle grown by `dx`, `dy` on every side (shrunk when negative).
    public func insetBy(dx: Double, dy: Double) -> HUDRect {
        let s = standardized
        return HUDRect(x: s.x + dx, y: s.y + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> HUDRect {
        HUDRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: HUDRect) -> HUDRect {
        let a = standardized
        let b = other.standardized
        let x0 = Swift.min(a.minX, b.minX)
        let y0 = Swift.min(a.minY, b.minY)
        return HUDRect(x: x0, y: y0, width: Swift.max(a.maxX, b.maxX) - x0, height: Swift.max(a.maxY, b.maxY) - y0)
    }

    /// The overlap of both, or an empty rectangle when they do not overlap.
    public func intersection(_ other: HUDRect) -> HUDRect {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return HUDRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
