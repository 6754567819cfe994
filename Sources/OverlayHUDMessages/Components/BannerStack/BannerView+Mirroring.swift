@_spi(Layers) import OverlayHUDCore

// A banner right to left, as UIKit mirrors a view whose `semanticContentAttribute` follows the
// layout direction: the avatar at the right edge, the name and subtitle right-aligned to its
// left, the heart following the name leftwards, the close button at the left edge. Each part's
// frame is its left-to-right frame mirrored in the pill; the glyphs (a disc with a cross, a heart)
// are symmetric and are not flipped. Swipes stay vertical: up dismisses in both directions.
extension BannerView {
    /// Mirrors the parts laid out by ``apply(dark:width:)`` when `direction` is right to left
    /// (left to right changes nothing). Call it after each `apply`.
    func mirror(for direction: HUDLayoutDirection) {
        // The app's own view lays itself out right to left (UIKit: its `semanticContentAttribute`).
        guard direction == .rightToLeft, contentSlot == nil else { return }
        for part in [avatar, title, subtitle, accessory, close] {
            part.frame = direction.mirror(part.frame, inWidth: width)
        }
        for label in [title, subtitle] {
            if case .text(var text) = label.content {
                text.alignment = direction.natural(text.alignment)
                label.content = .text(text)
            }
        }
    }
}
