import Foundation

/// The layers of one banner and their layout — the seed's `KJCallView`: a white pill
/// (170 × 48 pt, radius 24, black 16 % shadow offset (0, 3) radius 6), a round avatar inset 5 pt,
/// the name truncated to fit, the "like" accessory following the name, and a close button 8 pt
/// from the right edge. The seed has no second line; a banner given a subtitle shows it under
/// the name, and its pill grows to fit both texts (up to the width it is allowed).
///
/// `pill` (interactive; its position is the stack slot) ⊃ `bannerAvatar`, `bannerTitle`,
/// `bannerSubtitle`, `bannerAccessory` (interactive), `bannerClose` (interactive).
@MainActor
final class BannerView {
    static let height = 48.0
    static let avatarInset = 5.0
    static let closeGlyph = 18.0
    static let closeInset = 8.0
    /// The close button's touch area (larger than its 18 pt glyph).
    static let closeHitSize = 30.0
    static let accessorySize = HUDSize(23, 22)
    static let textGap = 10.0
    static let titleFontSize = 14.0
    static let subtitleFontSize = 11.0

    let pill = HUDLayer(name: "banner")
    let avatar = HUDLayer(name: "bannerAvatar")
    let title = HUDLayer(name: "bannerTitle")
    let subtitle = HUDLayer(name: "bannerSubtitle")
    let accessory = HUDLayer(name: "bannerAccessory")
    let close = HUDLayer(name: "bannerClose")
    private(set) var info: BannerInfo
    private(set) var isDark = false
    /// Whether the like accessory has been tapped (its heart filled).
    private(set) var isAccessorySelected = false
    private(set) var width = 170.0
    private let measure: (TextContent) -> HUDSize

    init(info: BannerInfo, measure: @escaping (TextContent) -> HUDSize) {
        self.info = info
        self.measure = measure
        pill.isInteractive = true
        pill.cornerRadius = Self.height / 2
        pill.shadowColor = HUDColor(white: 0, alpha: 0.16)
        pill.shadowOpacity = 1
        pill.shadowOffset = HUDSize(0, 3)
        pill.shadowRadius = 6
        avatar.cornerRadius = (Self.height - 2 * Self.avatarInset) / 2
        avatar.masksToBounds = true
        close.isInteractive = true
        accessory.isInteractive = true
        pill.addSublayer(avatar)
        pill.addSublayer(title)
        if Self.text(info.subtitle) != nil { pill.addSublayer(subtitle) }
        if info.accessory != nil { pill.addSublayer(accessory) }
        pill.addSublayer(close)
        applyAccessibility()
    }

    /// Applies colours for the appearance and lays everything out for a pill `width` points wide;
    /// a banner with a subtitle grows to fit its texts, to at most `maxWidth`.
    func apply(dark: Bool, width: Double, maxWidth: Double) {
        isDark = dark
        self.width = width
        if Self.text(info.subtitle) != nil {
            self.width = min(max(width, fittingWidth()), max(width, maxWidth))
        }
        let width = self.width
        let c = Self.colors(dark: dark)
        pill.backgroundColor = c.background
        pill.shadowColor = c.shadow
        pill.bounds = HUDRect(0, 0, width, Self.height)
        let d = Self.height - 2 * Self.avatarInset
        avatar.frame = HUDRect(Self.avatarInset, Self.avatarInset, d, d)
        switch info.avatar {
        case .image(let bitmap):
            avatar.content = .image(bitmap)
            avatar.backgroundColor = c.placeholder
        case .automatic, .initials:
            var initials = info.automaticInitials
            if case .initials(let s) = info.avatar { initials = String(s.prefix(2)) }
            avatar.backgroundColor = BannerGlyphs.avatarColor(for: info.id)
            avatar.content =
                initials.isEmpty
                ? .none
                : .text(
                    TextContent(initials, fontSize: 15, weight: .semibold, color: .white, alignment: .center, truncation: .none))
        }
        layoutTexts(colors: c)
        let g = Self.closeGlyph
        let hit = Self.closeHitSize
        let closeCenter = HUDPoint(width - Self.closeInset - g / 2, Self.height / 2)
        close.frame = HUDRect(closeCenter.x - hit / 2, closeCenter.y - hit / 2, hit, hit)
        close.shape = ShapeContent(path: Self.closePath, fillColor: c.closeDisc, fillRule: .evenOdd)
    }

    /// The close button's disc with its cross knocked out, in the 30 pt touch area (built once).
    static let closePath = BannerGlyphs.closeDisc(
        in: HUDSize(closeHitSize, closeHitSize), diameter: closeGlyph,
        armLength: 4.5, thickness: 1.6)
    /// The like heart, 3 pt inside the accessory's bounds (built once).
    static let heartPath = BannerGlyphs.heart(in: HUDRect(3, 3, accessorySize.width - 6, accessorySize.height - 6))

    /// Fills (or empties) the like heart.
    func setAccessorySelected(_ selected: Bool) {
        isAccessorySelected = selected
        drawAccessory(Self.colors(dark: isDark))
        applyAccessibility()
    }

    /// The pill's left edge for the texts: after the avatar and a gap.
    static var textX: Double { height - avatarInset + textGap }

    /// What the pill keeps beside its texts: the seed's budget is close x − avatar's right edge − 10
    /// − 23 (accessory) − 10 (58 pt at 170 wide); so the pill is the text's width plus this.
    private var widthBesideTexts: Double {
        let reserved = info.accessory == nil ? 2 * Self.textGap : 2 * Self.textGap + Self.accessorySize.width
        return Self.closeInset + Self.closeGlyph + (Self.height - Self.avatarInset) + reserved
    }

    /// The width that shows the title and the subtitle whole.
    private func fittingWidth() -> Double {
        func measured(_ text: String?, _ size: Double, _ weight: FontWeight) -> Double {
            guard let text = Self.text(text) else { return 0 }
            let w = measure(TextContent(text, fontSize: size, weight: weight, alignment: .left, truncation: .end)).width
            return w.isFinite ? ceil(max(0, w)) : 0
        }
        let texts = max(
            measured(info.title, Self.titleFontSize, .regular), measured(info.subtitle, Self.subtitleFontSize, .regular))
        return texts + widthBesideTexts
    }

    private func layoutTexts(colors c: Palette) {
        let maxWidth = max(0, width - widthBesideTexts)
        let titleText = Self.text(info.title)
        let subtitleText = Self.text(info.subtitle)
        var textWidth = 0.0
        let titleWidth = setText(title, titleText, size: Self.titleFontSize, weight: .regular, color: c.title, maxWidth: maxWidth)
        textWidth = titleWidth
        if subtitleText != nil {
            let w = setText(
                subtitle, subtitleText, size: Self.subtitleFontSize, weight: .regular, color: c.subtitle, maxWidth: maxWidth)
            textWidth = max(textWidth, w)
            title.frame = HUDRect(Self.textX, 6, titleWidth, 20)
            subtitle.frame = HUDRect(Self.textX, 25, w, 16)
        } else {
            title.frame = HUDRect(Self.textX, 0, titleWidth, Self.height)
        }
        if info.accessory != nil {
            // The seed puts its icon 2.5 pt after the name, so it follows short names.
            let s = Self.accessorySize
            accessory.frame = HUDRect(Self.textX + textWidth + 2.5, (Self.height - s.height) / 2, s.width, s.height)
            drawAccessory(c)
        }
    }

    /// Sets a label and returns the width it gets: its measured width, clamped to `maxWidth`.
    private func setText(_ layer: HUDLayer, _ text: String?, size: Double, weight: FontWeight, color: HUDColor, maxWidth: Double)
        -> Double
    {
        guard let text else {
            layer.content = .none
            layer.isHidden = true
            return 0
        }
        let content = TextContent(text, fontSize: size, weight: weight, color: color, alignment: .left, truncation: .end)
        layer.content = .text(content)
        layer.isHidden = false
        let measured = measure(content).width
        return min(measured.isFinite ? ceil(max(0, measured)) : 0, maxWidth)
    }

    private func drawAccessory(_ c: Palette) {
        let heart = Self.heartPath
        accessory.shape =
            isAccessorySelected
            ? ShapeContent(path: heart, fillColor: c.accent)
            : ShapeContent(path: heart, fillColor: nil, strokeColor: c.accent, lineWidth: 1.5, lineJoin: .round)
    }

    /// A non-empty text cut to ``BannerInfo/maximumTextLength`` characters, or `nil`.
    static func text(_ s: String?) -> String? {
        guard let s, !s.isEmpty else { return nil }
        guard s.count > BannerInfo.maximumTextLength else { return s }
        return String(s.prefix(BannerInfo.maximumTextLength - 1)) + "…"
    }

    struct Palette {
        let background, shadow, title, subtitle, closeDisc, accent, placeholder: HUDColor
    }

    /// Light: the seed's white pill and #333 text. Dark: iOS's elevated dark grey and light text.
    static func colors(dark: Bool) -> Palette {
        dark
            ? Palette(
                background: HUDColor(hex: 0x2C2C2E), shadow: HUDColor(white: 0, alpha: 0.4), title: HUDColor(hex: 0xF2F2F7),
                subtitle: HUDColor(hex: 0x98989F), closeDisc: HUDColor(hex: 0x636366), accent: HUDColor(hex: 0xFF375F),
                placeholder: HUDColor(hex: 0x3A3A3C))
            : Palette(
                background: .white, shadow: HUDColor(white: 0, alpha: 0.16), title: HUDColor(hex: 0x333333),
                subtitle: HUDColor(hex: 0x8E8E93), closeDisc: HUDColor(hex: 0xC7C7CC), accent: HUDColor(hex: 0xFF2D55),
                placeholder: HUDColor(hex: 0xE5E5EA))
    }
}
