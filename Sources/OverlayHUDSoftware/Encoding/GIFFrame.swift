@_spi(Layers) import OverlayHUD

/// One frame of an animated GIF: the picture and how long it stays on screen.
package struct GIFFrame: Equatable, Sendable {
    /// The picture; pixels with alpha < 128 become transparent, all others opaque.
    package var image: RGBAImage
    /// Seconds the frame is shown; see `GIFEncoder.centiseconds(for:minimum:)` for the rounding.
    package var delay: Double

    /// Creates a frame shown for `delay` seconds.
    package init(image: RGBAImage, delay: Double) {
        self.image = image
        self.delay = delay
    }
}
