import Foundation

@_spi(Layers) @testable import OverlayHUDCore

/// WCAG 2's contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), for tests of the
/// elements' colours under Increase Contrast.
enum ContrastRatio {
    /// The relative luminance of `c`'s red, green and blue (sRGB, alpha ignored: composite first).
    static func luminance(_ c: HUDColor) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055).pow(2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// `top` drawn over the opaque `bottom` (source-over, in sRGB as UIKit blends).
    static func composite(_ top: HUDColor, over bottom: HUDColor) -> HUDColor {
        let a = min(1, max(0, top.alpha))
        return HUDColor(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// (L1 + 0.05) / (L2 + 0.05) of two opaque colours, the lighter one's luminance on top: 1 … 21.
    static func ratio(_ a: HUDColor, _ b: HUDColor) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The lowest ratio of `foreground` against `background` over every one of `behind`: each
    /// layer (foreground, then background) composited over what is below it, so a translucent
    /// bezel counts with whatever the app shows through it (black and white: the extremes).
    static func worstRatio(
        _ foreground: HUDColor, on background: HUDColor, behind: [HUDColor] = [.black, .white]
    ) -> Double {
        behind.map { app in
            let bg = composite(background, over: app)
            return ratio(composite(foreground, over: bg), bg)
        }.min() ?? 1
    }
}

extension Double {
    fileprivate func pow(_ e: Double) -> Double { Foundation.pow(self, e) }
}
