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
        /// The size the layer asks for in the bezel. A NaN, -∞ or negative width or height counts as 0
        /// (as ``WaitingHUDStyle/minSize``'s do); +∞ is kept, and a side larger than the space the HUD
        /// has is cut to it when the HUD lays out: at most the bezel's content width, and the height
        /// that leaves one line to each label and the button, inside the safe area. So the layer's
        /// geometry stays numbers and the labels stay on screen.
        public let size: HUDSize
        /// Builds the layer; called on the main actor each time the HUD shows it.
        @_spi(Layers) public let makeLayer: @MainActor @Sendable () -> HUDLayer
        /// The picture it shows, for content made from one (drawn in the HUD's content colour when a template).
        let image: HUDImage?

        /// Creates custom content.
        /// - Parameters:
        ///   - id: its identity (two contents with the same id and size are equal).
        ///   - size: the size it asks for in the bezel; a NaN, -∞ or negative side counts as 0, and a
        ///     side of +∞ or larger than the space the HUD has takes that space (see ``size``).
        ///   - makeLayer: builds the layer, on the main actor, each time the HUD shows it.
        @_spi(Layers) public init(id: String, size: HUDSize, makeLayer: @escaping @MainActor @Sendable () -> HUDLayer) {
            self.id = id
            self.size = HUDSize(Self.side(size.width), Self.side(size.height))
            self.makeLayer = makeLayer
            self.image = nil
        }

        /// A picture as the indicator: a status HUD's icon in place of the checkmark, cross or
        /// "i", or a waiting HUD's ``WaitingHUDConfiguration/Mode/custom(_:)`` mode.
        ///
        /// ```swift
        /// HUDCenter.shared.showSuccess("Saved", icon: .init(image: .named("tray.and.arrow.down.fill")))
        /// ```
        /// - Parameters:
        ///   - image: the picture, fitted into `size` keeping its aspect ratio; a template (an SF
        ///     Symbol) drawn in the HUD's content colour. A picture that cannot be found draws
        ///     nothing in the kept box.
        ///   - size: the box it asks for, 28 × 28 pt by default (the built-in status icons' size);
        ///     bad sides as ``size`` says.
        public init(image: HUDImage, size: HUDSize = HUDSize(28, 28)) {
            self.id = "image"
            self.size = HUDSize(Self.side(size.width), Self.side(size.height))
            self.image = image
            self.makeLayer = {
                let l = HUDLayer(name: "imageIndicator")
                l.content = .picture(ImageContent(image))
                return l
            }
        }

        private static func side(_ v: Double) -> Double { v > 0 ? v : 0 }

        /// `size` cut to `limit` per side (a side of `limit` that is not a number or negative: 0).
        static func fitted(_ size: HUDSize, within limit: HUDSize) -> HUDSize {
            func side(_ v: Double, _ l: Double) -> Double { min(Self.side(v), Self.side(l).isFinite ? Self.side(l) : 0) }
            return HUDSize(side(size.width, limit.width), side(size.height, limit.height))
        }

        /// Whether `a` and `b` have the same id and size (and picture, for content made from one).
        public static func == (a: CustomContent, b: CustomContent) -> Bool {
            a.id == b.id && a.size == b.size && a.image == b.image
        }
        public func hash(into h: inout Hasher) { h.combine(id) }
    }
}
