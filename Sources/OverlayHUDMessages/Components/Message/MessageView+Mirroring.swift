@_spi(Layers) import OverlayHUDCore

// A message right to left, as UIKit mirrors a view whose `semanticContentAttribute` follows the
// layout direction: the icon at the right edge, the title and body right-aligned to its left,
// each line of a wrapped text flush with the right edge, the action button at the left edge and the
// progress bar filling from the right. Each part's frame is its left-to-right
// frame mirrored in the card; the icons (a check mark, an "i", "!", a cross) are not flipped, as
// SF Symbols' are not. Swipes are vertical and stay as they are.
extension MessageView {
    /// Mirrors the parts laid out by ``layout(dark:increasesContrast:width:hugging:category:)`` when `direction` is
    /// right to left (left to right changes nothing). Call it after each layout.
    func mirror(for direction: HUDLayoutDirection) {
        // The app's own view lays itself out right to left (UIKit: its `semanticContentAttribute`).
        guard direction == .rightToLeft, configuration.contentSlot == nil else { return }
        for part in [icon, title, body, madeActionLayers?.button, madeProgressLayers?.track].compactMap({ $0 }) {
            part.frame = direction.mirror(part.frame, inWidth: size.width)
        }
        // The bar fills from the right.
        if let bar = madeProgressLayers {
            bar.fill.frame = direction.mirror(bar.fill.frame, inWidth: bar.track.bounds.width)
        }
        for label in [title, body] {
            Self.alignNaturally(label, direction)
            for line in label.sublayers {
                line.frame = direction.mirror(line.frame, inWidth: label.bounds.width)
                Self.alignNaturally(line, direction)
            }
        }
    }

    private static func alignNaturally(_ layer: HUDLayer, _ direction: HUDLayoutDirection) {
        if case .text(var text) = layer.content {
            text.alignment = direction.natural(text.alignment)
            layer.content = .text(text)
        }
    }
}
