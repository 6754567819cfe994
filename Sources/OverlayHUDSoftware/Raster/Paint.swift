import OverlayHUD

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
}
