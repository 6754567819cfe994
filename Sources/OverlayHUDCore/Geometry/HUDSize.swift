/// A width and height, in points (like `CGSize`).
public struct HUDSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// Creates a size from two values.
    @_spi(Layers) public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    package static let zero = HUDSize(width: 0, height: 0)

    /// True when both dimensions are finite numbers.
    @_spi(Layers) public var isFinite: Bool { width.isFinite && height.isFinite }

    @_spi(Layers) public var description: String { "\(width)×\(height)" }
}
