import Foundation
@_spi(Layers) import OverlayHUDCore

/// The shapes a banner draws instead of the seed's images: the heart of the "like" button,
/// the close button's cross, and the palette initials avatars are coloured from.
enum BannerGlyphs {
    /// A heart filling `rect` (the classic parametric heart, sampled into a polygon).
    static func heart(in rect: HUDRect) -> HUDPath {
        var p = HUDPath()
        let n = 48
        // x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t spans x −16…16, y −17…12 (up).
        for i in 0..<n {
            let t = Double(i) / Double(n) * 2 * .pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            let pt = HUDPoint(rect.minX + (x + 16) / 32 * rect.width, rect.minY + (12 - y) / 29 * rect.height)
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }

    /// A filled circle of `diameter` centred in `box`, with a cross of arm `armLength` (centre to tip)
    /// and `thickness` knocked out of it (even-odd fill).
    static func closeDisc(in box: HUDSize, diameter: Double, armLength: Double, thickness: Double) -> HUDPath {
        let c = HUDPoint(box.width / 2, box.height / 2)
        var p = HUDPath(ellipseIn: HUDRect(c.x - diameter / 2, c.y - diameter / 2, diameter, diameter))
        // A plus sign's twelve corners, turned 45°.
        let a = armLength
        let w = thickness / 2
        let plus = [
            HUDPoint(-w, -a), HUDPoint(w, -a), HUDPoint(w, -w), HUDPoint(a, -w), HUDPoint(a, w), HUDPoint(w, w),
            HUDPoint(w, a), HUDPoint(-w, a), HUDPoint(-w, w), HUDPoint(-a, w), HUDPoint(-a, -w), HUDPoint(-w, -w),
        ]
        let k = 0.5.squareRoot()
        for (i, q) in plus.enumerated() {
            let r = HUDPoint(c.x + (q.x - q.y) * k, c.y + (q.x + q.y) * k)
            if i == 0 { p.move(to: r) } else { p.addLine(to: r) }
        }
        p.closeSubpath()
        return p
    }

    /// Avatar background colours for initials (chosen from the banner id, stable across runs).
    static let avatarPalette: [HUDColor] = [
        HUDColor(hex: 0xFF9500), HUDColor(hex: 0x34C759), HUDColor(hex: 0x007AFF),
        HUDColor(hex: 0xAF52DE), HUDColor(hex: 0xFF2D55), HUDColor(hex: 0x5AC8FA),
    ]

    /// ``avatarPalette`` with Increase Contrast on: the HIG's increased-contrast light values of the
    /// same system colours (orange, blue, purple, pink, cyan; green, whose #248A3D reaches only
    /// 4.4 : 1, as the success message's #1E7B34), so the white initials reach WCAG's 4.5 : 1 (on
    /// the normal palette: 2.0–4.0 : 1).
    static let increasedContrastAvatarPalette: [HUDColor] = [
        HUDColor(hex: 0xC93400), HUDColor(hex: 0x1E7B34), HUDColor(hex: 0x0040DD),
        HUDColor(hex: 0x8944AB), HUDColor(hex: 0xD30F45), HUDColor(hex: 0x0071A4),
    ]

    /// A palette colour for `id` (FNV-1a over its UTF-8: `hashValue` is seeded per process), from
    /// ``increasedContrastAvatarPalette`` when `increasesContrast` (the same hue either way).
    static func avatarColor(for id: String, increasesContrast: Bool = false) -> HUDColor {
        var h: UInt32 = 2_166_136_261
        for b in id.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        let palette = increasesContrast ? increasedContrastAvatarPalette : avatarPalette
        return palette[Int(h % UInt32(palette.count))]
    }
}
