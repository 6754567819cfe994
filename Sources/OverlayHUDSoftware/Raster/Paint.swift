@_spi(Layers) import OverlayHUD

/// What fills the covered pixels of a shape.
enum Paint {
    /// One premultiplied colour.
    case solid(UInt32)
    /// A gradient evaluated per pixel.
    case gradient(GradientShader)
    /// A bitmap sampled bilinearly per pixel.
    case image(ImageShader)
    /// The pixels of an offscreen group, scaled by an alpha 0…255 (a masked group composite).
    case layer(PixelBuffer, UInt32)
    /// The renderer's prepared blurred backdrop (``BackdropBlur``), which takes the place of what
    /// is beneath it in proportion to the coverage times an alpha 0…255 (not blended over it: it
    /// is a new picture of it).
    case backdrop(UInt32)
}
