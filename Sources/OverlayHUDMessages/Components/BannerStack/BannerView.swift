import Foundation
@_spi(Layers) import OverlayHUDCore

/// The layers of one banner and their layout — the seed's `KJCallView`: a white pill
/// (170 × 48 pt, radius 24, black 16 % shadow offset (0, 3) radius 6), a round avatar inset 5 pt,
/// the name truncated to fit, the "like" accessory following the name, and a close button 8 pt
/// from the right edge. The seed has no second line; a banner given a subtitle shows it under
/// the name, and its pill grows to fit both texts (up to the width it is allowed).
///
/// `pill` (interactive; its position is the stack slot) ⊃ `bannerAvatar`, `bannerTitle`,
/// `bannerSubtitle`, `bannerAccessory` (interactive), `bannerClose` (interactive). A banner showing
/// the app's own view holds only `bannerContent`, the view's slot (``BannerView+ContentSlot``).
@MainActor
final class BannerView: NotificationView {
    static let height = 48.0
    static let avatarInset = 5.0
    static let closeGlyph = 18.0
    static let closeInset = 8.0
    /// The close button's touch area (larger than its 18 pt glyph).
    static let closeHitSize = 30.0
    static let accessorySize = HUDSize(23, 22)
    static let textGap = 10.0

    let pill = HUDLayer(name: "banner")
    /// The pill: what the stack places, drags and removes.
    var surface: HUDLayer { pill }
    let avatar = HUDLayer(name: "bannerAvatar")
    let title = HUDLayer(name: "bannerTitle")
    let subtitle = HUDLayer(name: "bannerSubtitle")
    let accessory = HUDLayer(name: "bannerAccessory")
    let close = HUDLayer(name: "bannerClose")
    /// The slot of the app's own view, which replaces the seed's parts (`nil`: the seed's look).
    let contentSlot: HUDContentSlotID?
    /// The layer holding ``contentSlot`` (not in the tree without one).
    let content = HUDLayer(name: "bannerContent")
    /// The size the stack gave the view in ``contentSlot`` (clamped from its measurement).
    var contentSize = HUDSize(BannerView.height, BannerView.height)
    private(set) var info: BannerInfo
    var eventElement: HUDEvent.Element { .banner(id: info.id) }
    var lifecycle: HUDEventHandler? { info.lifecycle }
    private(set) var isDark = false
    /// Whether Increase Contrast is on (``colors(dark:increasesContrast:)``).
    private(set) var increasesContrast = false
    /// Whether the like accessory has been tapped (its heart filled).
    private(set) var isAccessorySelected = false
    /// The pill's width (set by layout only).
    var width = 170.0
    /// The pill's height: the seed's 48 pt, taller when large text needs it (``TextSettings``).
    var height = BannerView.height
    /// The fonts and text size the texts are set in (the stack sets them before ``apply(dark:width:)``).
    var textSettings = TextSettings()
    private let measure: (TextContent) -> HUDSize

    /// The fonts and the reader's text size a banner's texts are set in. At and below the default
    /// text size the pill keeps the seed's frames (48 pt high, the name on one truncated line; a
    /// pill with a subtitle widens to fit its texts, up to ``maximumWidth``); above it the pill
    /// widens to fit its texts, up to ``maximumWidth``, then the name wraps to up to three lines
    /// and the subtitle to two, those caps growing with the text (``TextCap/lines(_:at:)``), and
    /// the pill grows taller to hold them.
    struct TextSettings {
        var titleFont = HUDFont.system(size: 14, relativeTo: .subheadline)
        var subtitleFont = HUDFont.system(size: 11, relativeTo: .caption2)
        var category = HUDContentSizeCategory.large
        /// The widest a growing pill may be (the safe area's width less 16 pt: ``BannerStack/widestPill``).
        var maximumWidth = 0.0
        /// The tallest a growing pill may be (the safe area's height less 16 pt: one pill always
        /// fits on screen); its texts then take fewer lines.
        var maximumHeight = Double.infinity
        /// Whether the pill grows with its texts: above the default text size, unless both fonts
        /// are fixed (opted out of Dynamic Type: the seed's layout at every text size).
        var grows: Bool { category > .large && (titleFont.isScaled || subtitleFont.isScaled) }
    }

    init(info: BannerInfo, contentSlot: HUDContentSlotID? = nil, measure: @escaping (TextContent) -> HUDSize) {
        self.info = info
        self.contentSlot = contentSlot
        self.measure = measure
        pill.isInteractive = true
        if let contentSlot {
            adoptContent(contentSlot)
            return
        }
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

    /// Applies colours for the appearance and lays everything out for a pill `width` points wide
    /// (wider when it has a subtitle, wider and taller when large text needs it: ``TextSettings``).
    func apply(dark: Bool, increasesContrast: Bool = false, width: Double) {
        isDark = dark
        self.increasesContrast = increasesContrast
        guard contentSlot == nil else { return layoutContent() }
        let c = Self.colors(dark: dark, increasesContrast: increasesContrast)
        pill.backgroundColor = c.background
        pill.shadowColor = c.shadow
        let size = layoutTexts(colors: c, width: width)
        self.width = size.width
        height = size.height
        let width = size.width
        pill.bounds = HUDRect(0, 0, width, height)
        pill.cornerRadius = min(height, Self.height) / 2
        let d = Self.height - 2 * Self.avatarInset
        avatar.frame = HUDRect(Self.avatarInset, (height - d) / 2, d, d)
        switch info.avatar {
        case .image(let image):
            avatar.content = .picture(ImageContent(image, tint: c.title, gravity: .resizeAspectFill))
            avatar.backgroundColor = c.placeholder
        case .automatic, .initials:
            var initials = info.automaticInitials
            if case .initials(let s) = info.avatar { initials = String(s.prefix(2)) }
            avatar.backgroundColor = BannerGlyphs.avatarColor(for: info.id, increasesContrast: increasesContrast)
            avatar.content =
                initials.isEmpty
                ? .none
                : .text(
                    TextContent(initials, fontSize: 15, weight: .semibold, color: .white, alignment: .center, truncation: .none))
        }
        let g = Self.closeGlyph
        let hit = Self.closeHitSize
        let closeCenter = HUDPoint(width - Self.closeInset - g / 2, height / 2)
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
        drawAccessory(Self.colors(dark: isDark, increasesContrast: increasesContrast))
        applyAccessibility()
    }

    /// The pill's left edge for the texts: after the avatar and a gap.
    static var textX: Double { height - avatarInset + textGap }

    /// Sets the name and subtitle and places them and the accessory; returns the pill's size.
    private func layoutTexts(colors c: Palette, width configuredWidth: Double) -> HUDSize {
        let settings = textSettings
        // A name and a subtitle are measured for the pill's width, then set in their blocks: each
        // line once (the host's measurement is the costly part).
        var recent = RecentMeasurements()
        let hostMeasure = self.measure
        func measure(_ content: TextContent) -> HUDSize { recent.size(of: content, hostMeasure) }
        // Everything but the texts across the pill: the avatar, the seed's budget of 10 + 23
        // (accessory) + 10 and the close button (112 pt: 58 pt for the name at 170 wide).
        let reserved = info.accessory == nil ? 2 * Self.textGap : 2 * Self.textGap + Self.accessorySize.width
        let chrome = Self.closeInset + Self.closeGlyph + (Self.height - Self.avatarInset) + reserved
        let titleLine = Self.text(info.title).map {
            settings.titleFont.textContent($0, at: settings.category, color: c.title, alignment: .left, truncation: .end)
        }
        let subtitleLine = Self.text(info.subtitle).map {
            settings.subtitleFont.textContent($0, at: settings.category, color: c.subtitle, alignment: .left, truncation: .end)
        }
        var width = configuredWidth
        if settings.grows || subtitleLine != nil {
            var natural = 0.0
            // Only up to the widest the pill grows to: a longer text is measured for what a line shows.
            let widest = settings.maximumWidth - chrome
            for case let line? in [titleLine, subtitleLine] {
                let shown = TextWrapping.shownPart(of: line.string, maxWidth: widest, averageCharacterWidth: line.fontSize / 2) {
                    var part = line
                    part.string = $0
                    return measure(part)
                }
                natural = max(natural, Self.finite(shown.size.width))
            }
            width = max(configuredWidth, min(chrome + ceil(natural), settings.maximumWidth))
        }
        let maxWidth = max(0, width - chrome)
        // Above the default text size the line caps grow with the text, within the pill's tallest:
        // the name keeps room for a line of the subtitle.
        let room = settings.maximumHeight.isNaN ? .infinity : max(0, settings.maximumHeight - 12)
        let subtitleLineHeight = subtitleLine.map { ceil(Self.finite(measure($0).height)) } ?? 0
        let titleBlock = setText(
            title, titleLine, lines: settings.grows ? TextCap.lines(3, at: settings.category) : 1, maxWidth: maxWidth,
            maxHeight: settings.grows ? room - subtitleLineHeight : .infinity, measure: measure)
        let subtitleBlock = setText(
            subtitle, subtitleLine, lines: settings.grows ? TextCap.lines(2, at: settings.category) : 1, maxWidth: maxWidth,
            maxHeight: settings.grows ? room - (titleBlock?.size.height ?? 0) : .infinity, measure: measure)
        let titleWidth = titleBlock?.width ?? 0
        let textWidth = max(titleWidth, subtitleBlock?.width ?? 0)
        var height = Self.height
        if settings.grows {
            // Above the default text size: the texts stacked, centred, with 6 pt above and below.
            let titleHeight = titleBlock?.size.height ?? 0
            let textHeight = titleHeight + (subtitleBlock?.size.height ?? 0)
            height = max(Self.height, textHeight + 12)
            let top = (height - textHeight) / 2
            title.frame = HUDRect(Self.textX, top, titleWidth, titleHeight)
            if let subtitleBlock {
                subtitle.frame = HUDRect(Self.textX, top + titleHeight, subtitleBlock.width, subtitleBlock.size.height)
            }
        } else if let subtitleBlock {
            title.frame = HUDRect(Self.textX, 6, titleWidth, 20)
            subtitle.frame = HUDRect(Self.textX, 25, subtitleBlock.width, 16)
        } else {
            title.frame = HUDRect(Self.textX, 0, titleWidth, Self.height)
        }
        if info.accessory != nil {
            // The seed puts its icon 2.5 pt after the name, so it follows short names.
            let s = Self.accessorySize
            accessory.frame = HUDRect(Self.textX + textWidth + 2.5, (height - s.height) / 2, s.width, s.height)
            drawAccessory(c)
        }
        return HUDSize(width, height)
    }

    /// Sets a label's lines (at most `lines`, no wider than `maxWidth`, no taller than `maxHeight`);
    /// `nil` hides it.
    private func setText(
        _ layer: HUDLayer, _ text: TextContent?, lines: Int, maxWidth: Double, maxHeight: Double,
        measure: (TextContent) -> HUDSize
    ) -> TextBlock? {
        guard let text else {
            layer.content = .none
            for sublayer in layer.sublayers { sublayer.removeFromSuperlayer() }
            layer.isHidden = true
            return nil
        }
        let block = TextBlock(
            text, maxWidth: maxWidth, numberOfLines: lines, maxHeight: maxHeight.isFinite ? max(1, maxHeight) : .infinity,
            measure: measure)
        block.apply(to: layer)
        layer.isHidden = false
        return block
    }

    private static func finite(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

    private func drawAccessory(_ c: Palette) {
        let heart = Self.heartPath
        accessory.shape =
            isAccessorySelected
            ? ShapeContent(path: heart, fillColor: c.accent)
            : ShapeContent(path: heart, fillColor: nil, strokeColor: c.accent, lineWidth: 1.5, lineJoin: .round)
    }

    /// A text cut to ``BannerInfo/maximumTextLength`` characters, or `nil` when it is empty or
    /// only spaces.
    static func text(_ s: String?) -> String? {
        guard let s, !TextBlock.isBlank(s) else { return nil }
        return TextCap.capped(s, to: BannerInfo.maximumTextLength)
    }
}
