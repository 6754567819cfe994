@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Deterministic test images.
enum TestImages {
    /// Every byte random (alpha included): the worst case for compression.
    static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var random = SeededRandom(seed: seed)
        return RGBAImage(width: width, height: height, pixels: random.bytes(width * height * 4)) ?? RGBAImage(width: 0, height: 0)
    }

    /// Fills the rectangle [x0, x1) × [y0, y1) (clipped) with one RGBA colour.
    static func fill(_ image: inout RGBAImage, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: (UInt8, UInt8, UInt8, UInt8))
    {
        let width = image.width
        for y in max(0, y0)..<max(max(0, y0), min(image.height, y1)) {
            for x in max(0, x0)..<max(max(0, x0), min(width, x1)) {
                let i = (y * width + x) * 4
                image.pixels[i] = color.0
                image.pixels[i + 1] = color.1
                image.pixels[i + 2] = color.2
                image.pixels[i + 3] = color.3
            }
        }
    }

    /// A UI-like picture: flat background, a few flat rectangles, a gradient bar and a
    /// semi-transparent band — what rendered HUD screenshots look like.
    static func flatUI(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: (242, 242, 247, 255))
        fill(&image, 0, 0, width, height / 12, (255, 255, 255, 255))
        fill(&image, width / 10, height / 5, width * 9 / 10, height / 2, (255, 255, 255, 255))
        fill(&image, width / 10 + 8, height / 5 + 8, width / 2, height / 5 + 40, (0, 122, 255, 255))
        fill(&image, width / 10, height * 2 / 3, width * 9 / 10, height * 2 / 3 + 60, (52, 199, 89, 255))
        fill(&image, 0, height - height / 10, width, height, (0, 0, 0, 102))
        for x in 0..<width {
            let shade = UInt8(truncatingIfNeeded: x * 255 / max(1, width - 1))
            fill(&image, x, height * 3 / 4, x + 1, height * 3 / 4 + 20, (shade, 64, 255 &- shade, 255))
        }
        return image
    }

    /// An image made of `block`×`block` squares, each one colour of `palette` (RGBA) picked at random.
    static func paletteBlocks(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8, UInt8)], block: Int, seed: UInt64)
        -> RGBAImage
    {
        var random = SeededRandom(seed: seed)
        var image = RGBAImage(width: width, height: height)
        let columns = (width + block - 1) / block
        let rows = (height + block - 1) / block
        let choices = (0..<(columns * rows)).map { _ in Int.random(in: 0..<palette.count, using: &random) }
        for y in 0..<height {
            for x in 0..<width {
                let color = palette[choices[(y / block) * columns + x / block]]
                let i = (y * width + x) * 4
                image.pixels[i] = color.0
                image.pixels[i + 1] = color.1
                image.pixels[i + 2] = color.2
                image.pixels[i + 3] = color.3
            }
        }
        return image
    }
}
