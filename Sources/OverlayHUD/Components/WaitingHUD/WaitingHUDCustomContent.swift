/// A custom indicator: a builder for the layer and an identity for equality.
///
/// ```swift
/// let star = HUDCustomContent(id: "star", size: Size(37, 37)) {
///     let l = Layer(); l.shape = ShapeContent(path: starPath, fillColor: .white); return l
/// }
/// HUDCenter.shared.showWaiting("Saved", mode: .custom(star))
/// ```
public struct WaitingHUDCustomContent: Hashable, Sendable {
    /// Identity used for equality (two contents with the same id are the same content).
    public let id: String
    /// The size the layer occupies in the bezel.
    public let size: HUDSize
    /// Builds the layer; called on the main actor each time the HUD shows it.
    @_spi(Layers) public let makeLayer: @MainActor @Sendable () -> HUDLayer

    /// Creates custom content.
    @_spi(Layers) public init(id: String, size: HUDSize, makeLayer: @escaping @MainActor @Sendable () -> HUDLayer) {
        self.id = id
        self.size = size
        self.makeLayer = makeLayer
    }

    public static func == (a: WaitingHUDCustomContent, b: WaitingHUDCustomContent) -> Bool { a.id == b.id && a.size == b.size }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
