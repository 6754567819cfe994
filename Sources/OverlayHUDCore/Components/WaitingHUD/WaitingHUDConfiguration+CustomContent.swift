extension WaitingHUDConfiguration {
    /// A custom indicator: a builder for the layer and an identity for equality.
    ///
    /// ```swift
    /// let star = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) {
    ///     let l = HUDLayer(name: "star"); l.content = .shape(ShapeContent(path: starPath, fillColor: .white)); return l
    /// }
    /// HUDCenter.shared.showWaiting("Saved", mode: .custom(star))
    /// ```
    public struct CustomContent: Hashable, Sendable {
        /// Identity used for equality (two contents with the same id are the same content).
        public let id: String
        /// The size the layer occupies in the bezel. A NaN, infinite or negative width or height counts
        /// as 0 (as ``WaitingHUDStyle/minSize``'s do), so the bezel's size and place stay numbers.
        public let size: HUDSize
        /// Builds the layer; called on the main actor each time the HUD shows it.
        @_spi(Layers) public let makeLayer: @MainActor @Sendable () -> HUDLayer

        /// Creates custom content.
        /// - Parameters:
        ///   - id: its identity (two contents with the same id and size are equal).
        ///   - size: the size it occupies in the bezel; a NaN, infinite or negative side counts as 0.
        ///   - makeLayer: builds the layer, on the main actor, each time the HUD shows it.
        @_spi(Layers) public init(id: String, size: HUDSize, makeLayer: @escaping @MainActor @Sendable () -> HUDLayer) {
            self.id = id
            self.size = HUDSize(Self.side(size.width), Self.side(size.height))
            self.makeLayer = makeLayer
        }

        private static func side(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

        /// Whether `a` and `b` have the same id and size.
        public static func == (a: CustomContent, b: CustomContent) -> Bool { a.id == b.id && a.size == b.size }
        public func hash(into h: inout Hasher) { h.combine(id) }
    }
}
