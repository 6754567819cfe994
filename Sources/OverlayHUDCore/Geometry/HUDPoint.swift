/// A point in a two-dimensional coordinate space, in points (like `CGPoint`).
public struct HUDPoint: Hashable, Sendable, CustomStringConvertible {
    /// The x coordinate.
    public var x: Double
    /// The y coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// Creates a point from two coordinates.
    @_spi(Layers) public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    package static let zero = HUDPoint(x: 0, y: 0)

    /// True when both coordinates are finite numbers.
    @_spi(Layers) public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance from this point to `other`.
    @_spi(Layers) public func distance(to other: HUDPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// Component-wise sum.
    @_spi(Layers) public static func + (a: HUDPoint, b: HUDPoint) -> HUDPoint { HUDPoint(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    @_spi(Layers) public static func - (a: HUDPoint, b: HUDPoint) -> HUDPoint { HUDPoint(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both coordinates.
    @_spi(Layers) public static func * (a: HUDPoint, s: Double) -> HUDPoint { HUDPoint(x: a.x * s, y: a.y * s) }

    @_spi(Layers) public var description: String { "(\(x), \(y))" }
}
