extension WaitingHUDConfiguration {
    /// A custom indicator: a picture (``init(image:size:)``), on iOS your own view
    /// (`HUDCenter.waitingContent(view:)`), or layers you build (the layer API's
    /// `init(id:size:makeLayer:)`). Two are equal when they show the same: the same picture in
    /// the same box, the same view, or layers with the same id and size.
    ///
    /// ```swift
    /// HUDCenter.shared.showWaiting("Saved", mode: .custom(.init(image: .named("checkmark.seal"))))
    /// ```
    public struct CustomContent: Hashable, Sendable {
        /// Identity used for equality (two contents with the same id are the same content).
        package let id: String
        /// The size the layer asks for in the bezel. A NaN, -∞ or negative width or height counts as 0
        /// (as ``WaitingHUDStyle/minSize``'s do); +∞ is kept, and a side larger than the space the HUD
        /// has is cut to it when the HUD lays out: at most the bezel's content width, and the height
        /// that leaves one line to each label and the button, inside the safe area. So the layer's
        /// geometry stays numbers and the labels stay on screen.
        package let size: HUDSize
        /// Builds the layer; called on the main actor each time the HUD shows it.
        @_spi(Layers) public var makeLayer: @MainActor @Sendable () -> HUDLayer { builder.make }
        /// ``makeLayer`` in a box that leaves it out of equality (a closure has none).
        private let builder: LayerBuilder
        /// The picture it shows, for content made from one (drawn in the HUD's content colour when a template).
        let image: HUDImage?

        /// Creates custom content.
        /// - Parameters:
        ///   - id: its identity (two contents with the same id and size are equal).
        ///   - size: the size it asks for in the bezel; a NaN, -∞ or negative side counts as 0, and a
        ///     side of +∞ or larger than the space the HUD has takes that space (at most the bezel's
        ///     content width, and the height that leaves one line to each label and the button,
        ///     inside the safe area).
        ///   - makeLayer: builds the layer, on the main actor, each time the HUD shows it.
        @_spi(Layers) public init(id: String, size: HUDSize, makeLayer: @escaping @MainActor @Sendable () -> HUDLayer) {
            self.id = id
            self.size = HUDSize(Self.side(size.width), Self.side(size.height))
            self.builder = LayerBuilder(make: makeLayer)
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
        ///   - size: the box it asks for, 28 × 28 pt by default (the built-in status icons' size).
        ///     A NaN, -∞ or negative side counts as 0; a side of +∞ or larger than the space the HUD
        ///     has takes that space (at most the bezel's content width, and the height that leaves
        ///     one line to each label and the button, inside the safe area), so the labels stay on
        ///     screen.
        public init(image: HUDImage, size: HUDSize = HUDSize(width: 28, height: 28)) {
            self.id = "image"
            self.size = HUDSize(Self.side(size.width), Self.side(size.height))
            self.image = image
            self.builder = LayerBuilder {
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

        /// A layer builder, equal to every other: two contents are equal when their id, size and
        /// picture are.
        private struct LayerBuilder: Hashable, Sendable {
            let make: @MainActor @Sendable () -> HUDLayer
            static func == (a: LayerBuilder, b: LayerBuilder) -> Bool { true }
            func hash(into h: inout Hasher) {}
        }
    }
}
