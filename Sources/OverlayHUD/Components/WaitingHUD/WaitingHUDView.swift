import Foundation

/// The texts of a waiting HUD, for a platform that draws them itself.
enum WaitingHUDTextSlot: Hashable, Sendable { case label, details, button }

/// The layers of one waiting HUD and their layout (MBProgressHUD's view hierarchy):
/// `waitingHUD` (full screen) ⊃ `hudBackground` (the mask) and `bezel` ⊃ indicator, `label`,
/// `detailsLabel`, `button`.
@MainActor
final class WaitingHUDView {
    /// Spacing between stacked items (MBProgressHUD's default padding).
    static let padding = 4.0
    static let labelFontSize = 16.0
    static let detailsFontSize = 12.0
    static let buttonHeight = 26.0

    let root = HUDLayer(name: "waitingHUD")
    let background = HUDLayer(name: "hudBackground")
    let bezel = HUDLayer(name: "bezel")
    let label = HUDLayer(name: "label")
    let details = HUDLayer(name: "detailsLabel")
    let button = HUDLayer(name: "button")
    private(set) var indicator: HUDLayer?
    private(set) var indicatorMode: WaitingHUDMode?
    /// The content colour the indicator was drawn in (the cat and custom content ignore it).
    private var indicatorColor: HUDColor?
    private(set) var configuration: WaitingHUDConfiguration
    /// The part of the overlay the HUD covers (a container's frame for the MBProgressHUD API);
    /// `nil` covers the whole screen.
    var region: HUDRect?
    private let measure: (TextContent) -> HUDSize
    /// The texts (label, details, button title) the platform draws in views of its own
    /// (MBProgressHUD's `UILabel`s and `UIButton` on iOS): it measures them at a maximum width,
    /// the engine lays out empty layers where they go. `nil`: the engine draws its texts.
    var hostedTextSize: ((WaitingHUDTextSlot, Double) -> HUDSize)?

    init(configuration: WaitingHUDConfiguration, measure: @escaping (TextContent) -> HUDSize) {
        self.configuration = configuration
        self.measure = measure
        root.addSublayer(background)
        root.addSublayer(bezel)
        button.isInteractive = true
    }

    /// Applies a configuration; returns whether a new indicator was built (so its motion must start).
    @discardableResult
    func apply(_ config: WaitingHUDConfiguration, in overlay: Overlay, reduceMotion: Bool, at now: Double) -> Bool {
        configuration = config
        let style = config.style
        var rebuilt = false
        // A new content colour redraws the indicator in it, as MBProgressHUD's `contentColor` setter does.
        let color = Self.indicatorUsesContentColor(config.mode) ? style.contentColor : nil
        if indicatorMode != config.mode || indicatorColor != color || indicator == nil {
            indicator?.removeFromSuperlayer()
            indicator = makeIndicator(config)
            indicatorMode = config.mode
            indicatorColor = color
            if let indicator { bezel.insertSublayer(indicator, at: 0) }
            rebuilt = true
        } else if config.mode.showsProgress, let indicator {
            ProgressIndicators.setProgress(config.progress, in: indicator, animated: config.isAnimated, at: now)
        }
        applyMask(style.maskType, size: coveredRect(overlay).size)
        applyBezel(style)
        setText(label, config.label, format: isOriginalCat ? Self.catTitleFormat : config.labelFormat, color: style.contentColor)
        setText(details, config.details, format: config.detailsFormat, color: style.contentColor)
        setText(button, config.buttonTitle, format: Self.buttonFormat, color: style.contentColor)
        button.borderWidth = config.buttonTitle == nil || hostedTextSize != nil ? 0 : 1
        button.borderColor = style.contentColor
        bezel.accessibilityLabel = [config.label, config.details].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        layout(in: overlay)
        if rebuilt, let indicator { startIndicator(indicator, config, reduceMotion: reduceMotion, at: now) }
        startCatTitle(reduceMotion: reduceMotion, at: now)
        return rebuilt
    }

    /// Moves the progress indicator to `progress` (configuration and indicator only).
    func setProgress(_ progress: Double, animated: Bool, at now: Double) {
        configuration.progress = progress
        if let indicator, configuration.mode.showsProgress {
            ProgressIndicators.setProgress(progress, in: indicator, animated: animated, at: now)
        }
    }

    /// Whether the cat is shown as SCCatWaitingHUD shows it (``CatLook/original``).
    var isOriginalCat: Bool { configuration.mode == .cat && configuration.style.catLook == .original }

    /// The original cat's title, as SCCatWaitingHUD's `contentLabel`: system font 20 pt, kerning 5.
    static let catTitleFontSize = 20.0
    static let catTitleKerning = 5.0
    /// The original's title: the system font at 20 pt with kerning 5, one line, not truncated
    /// (the reveal animation clips it).
    static let catTitleFormat = WaitingHUDLabelFormat(
        fontSize: catTitleFontSize, weight: .regular, numberOfLines: 1,
        alignment: .left, kerning: catTitleKerning)
    /// The title's frame in the 200 pt bezel: x 20, 15 pt below the mouse square, 25 high, growing
    /// to the bezel's width less 40 (160).
    static let catTitleInset = 20.0
    static let catTitleHeight = 25.0

    /// Reveals the original cat's title left to right while it fades (width 0 → bezel width − 40,
    /// opacity 1 → 0 over 1.6 half-turns, ease-in), again every whole loop, as the original's
    /// `timerUpdate:`; with Reduce Motion the title stands still, whole.
    private func startCatTitle(reduceMotion: Bool, at now: Double) {
        guard isOriginalCat, !label.isHidden else {
            label.removeAnimation(forKey: "catTitle")
            return
        }
        let full = HUDRect(0, 0, max(0, bezel.bounds.width - 2 * Self.catTitleInset), Self.catTitleHeight)
        if reduceMotion {
            label.removeAnimation(forKey: "catTitle")
            label.bounds = full
            return
        }
        label.bounds = HUDRect(0, 0, 0, Self.catTitleHeight)
        guard label.animation(forKey: "catTitle") == nil else { return }
        let half = configuration.catHalfTurnDuration
        let reveal = [
            AnimationRecipes.basic(
                "bounds", from: .rect(HUDRect(0, 0, 0, Self.catTitleHeight)), to: .rect(full),
                duration: 1.6 * half, timing: .easeIn),
            AnimationRecipes.basic("opacity", from: .scalar(1), to: .scalar(0), duration: 1.6 * half, timing: .easeIn),
        ]
        var loop = HUDAnimation.group(reveal.compactMap { $0 }, duration: 2 * half)
        loop.repeatCount = .infinity
        label.add(loop, forKey: "catTitle", at: now)
    }

    /// Positions everything for the overlay's current size, safe area and keyboard.
    func layout(in overlay: Overlay) {
        let style = configuration.style
        let covered = coveredRect(overlay)
        let area = contentArea(overlay)
        root.frame = covered
        background.frame = HUDRect(origin: .zero, size: covered.size)
        if case .gradient = style.maskType { applyMask(style.maskType, size: covered.size) }
        let margin = style.margin.isFinite ? max(0, style.margin) : 0
        let maxContentWidth = max(0, area.width - 4 * margin)
        var items: [(HUDLayer, HUDSize)] = []
        if let indicator { items.append((indicator, indicator.bounds.size)) }
        let labelFormat = isOriginalCat ? Self.catTitleFormat : configuration.labelFormat
        let labels = [
            (WaitingHUDTextSlot.label, label, configuration.label, labelFormat),
            (.details, details, configuration.details, configuration.detailsFormat),
        ]
        for (slot, layer, text, format) in labels where layer.superlayer === bezel {
            guard let text else { continue }
            items.append((layer, layoutText(slot, in: layer, text, format: format, maxWidth: maxContentWidth)))
        }
        var buttonHeight = Self.buttonHeight
        if configuration.buttonTitle?.isEmpty == false, button.superlayer === bezel {
            // MBProgressHUD's rounded button: its title's size plus 20 points of side padding.
            if let hosted = hostedTextSize {
                let s = hosted(.button, maxContentWidth)
                buttonHeight = s.height.isFinite ? max(0, ceil(s.height)) : 0
                items.append((button, HUDSize(min(ceil(s.width) + 20, maxContentWidth), buttonHeight)))
            } else if case .text(let content) = button.content {
                let s = measure(content)
                items.append((button, HUDSize(min(ceil(s.width) + 20, maxContentWidth), buttonHeight)))
            }
        }
        for l in [label, details, button] where !items.contains(where: { $0.0 === l }) { l.isHidden = true }
        let contentWidth = items.map(\.1.width).max() ?? 0
        let contentHeight = items.map(\.1.height).reduce(0, +) + Self.padding * Double(max(0, items.count - 1))
        let minW = style.minSize.width.isFinite ? max(0, style.minSize.width) : 0
        let minH = style.minSize.height.isFinite ? max(0, style.minSize.height) : 0
        var w = max(contentWidth + 2 * margin, minW)
        var h = max(contentHeight + 2 * margin, minH)
        if style.isSquare {
            w = max(w, h)
            h = w
        }
        w = min(w, area.width)
        h = min(h, max(area.height, 0))
        bezel.bounds = HUDRect(0, 0, w, h)
        let center = bezelCenter(size: HUDSize(w, h), style: style, in: area)
        bezel.position = HUDPoint(center.x - covered.minX, center.y - covered.minY)
        if isOriginalCat, let indicator {
            layoutOriginalCat(indicator, items: items, bezelSize: HUDSize(w, h))
            button.cornerRadius = Self.buttonHeight / 2
            return
        }
        label.anchorPoint = HUDPoint(0.5, 0.5)
        label.masksToBounds = false
        var y = (h - contentHeight) / 2
        for (layer, size) in items {
            layer.isHidden = false
            layer.bounds = HUDRect(origin: .zero, size: size)
            layer.position = HUDPoint(w / 2, y + size.height / 2)
            y += size.height + Self.padding
        }
        button.cornerRadius = ceil(buttonHeight / 2)
    }

    /// The original's places in its 200 pt square: the cat (the 125 pt mouse square) 20 pt above
    /// the centre, the title clipped at x 20, 15 pt below the mouse square; details and button
    /// (which the original does not have) follow the title.
    private func layoutOriginalCat(_ indicator: HUDLayer, items: [(HUDLayer, HUDSize)], bezelSize: HUDSize) {
        indicator.isHidden = false
        indicator.bounds = HUDRect(origin: .zero, size: indicator.bounds.size)
        indicator.position = HUDPoint(bezelSize.width / 2, bezelSize.height / 2 - 20)
        var y = indicator.position.y + indicator.bounds.height / 2 + 15
        for (layer, size) in items where layer !== indicator {
            layer.isHidden = false
            if layer === label {
                layer.anchorPoint = HUDPoint(0, 0.5)
                layer.masksToBounds = true
                layer.bounds = HUDRect(0, 0, layer.bounds.width, Self.catTitleHeight)
                layer.position = HUDPoint(Self.catTitleInset, y + Self.catTitleHeight / 2)
                y += Self.catTitleHeight + Self.padding
            } else {
                layer.bounds = HUDRect(origin: .zero, size: size)
                layer.position = HUDPoint(bezelSize.width / 2, y + size.height / 2)
                y += size.height + Self.padding
            }
        }
    }

    /// The rectangle the HUD covers, in overlay coordinates.
    func coveredRect(_ overlay: Overlay) -> HUDRect {
        guard let region, region.isFinite, !region.isEmpty else { return overlay.bounds }
        return region.standardized
    }

    /// Where the bezel may go: the covered rectangle inside the safe area and above the keyboard
    /// (the covered rectangle itself when they do not overlap).
    func contentArea(_ overlay: Overlay) -> HUDRect {
        let covered = coveredRect(overlay)
        let inside = covered.intersection(overlay.contentRect)
        return inside.isEmpty ? covered : inside
    }

    /// The bezel centre: the content area's centre plus `offset`, kept `margin` inside the content
    /// area (so ±``WaitingHUDStyle/maxOffset`` pins it to an edge). Non-finite offsets count as zero.
    func bezelCenter(size: HUDSize, style: WaitingHUDStyle, in area: HUDRect) -> HUDPoint {
        let margin = style.margin.isFinite ? max(0, style.margin) : 0
        let ox = style.offset.x.isFinite ? style.offset.x : 0
        let oy = style.offset.y.isFinite ? style.offset.y : 0
        let halfW = size.width / 2
        let halfH = size.height / 2
        func clamp(_ v: Double, _ lo: Double, _ hi: Double) -> Double { lo > hi ? (lo + hi) / 2 : min(max(v, lo), hi) }
        return HUDPoint(
            clamp(area.midX + ox, area.minX + margin + halfW, area.maxX - margin - halfW),
            clamp(area.midY + oy, area.minY + margin + halfH, area.maxY - margin - halfH))
    }

    /// Whether the mode's indicator is drawn in the content colour.
    private static func indicatorUsesContentColor(_ mode: WaitingHUDMode) -> Bool {
        switch mode {
        case .cat, .text, .custom: return false
        case .indeterminate, .determinate, .annularDeterminate, .determinateHorizontalBar, .success, .error, .info: return true
        }
    }

    private func makeIndicator(_ config: WaitingHUDConfiguration) -> HUDLayer? {
        let color = config.style.contentColor
        switch config.mode {
        case .cat: return CatIndicator.make()
        case .indeterminate: return SpinnerIndicator.make(color: color)
        case .determinate: return ProgressIndicators.pie(color: color, progress: config.progress)
        case .annularDeterminate: return ProgressIndicators.annular(color: color, progress: config.progress)
        case .determinateHorizontalBar: return ProgressIndicators.bar(color: color, progress: config.progress)
        case .text: return nil
        case .custom(let content):
            let l = content.makeLayer()
            l.bounds = HUDRect(origin: .zero, size: content.size)
            if l.name == nil { l.name = "customIndicator" }
            return l
        case .success, .error, .info: return StatusIcon.make(config.mode, color: color)
        }
    }

    private func startIndicator(_ indicator: HUDLayer, _ config: WaitingHUDConfiguration, reduceMotion: Bool, at now: Double) {
        switch config.mode {
        case .cat:
            // Reduce Motion: a calm cat, four times slower.
            CatIndicator.startAnimations(in: indicator, halfTurn: config.catHalfTurnDuration * (reduceMotion ? 4 : 1), at: now)
        case .indeterminate:
            SpinnerIndicator.start(indicator, period: reduceMotion ? 2 : 1, at: now)
        case .success, .error, .info:
            StatusIcon.start(indicator, reduceMotion: reduceMotion, at: now)
        default:
            break
        }
    }

    private func applyMask(_ mask: WaitingHUDMaskType, size: HUDSize) {
        background.isInteractive = mask.blocksTouches
        background.content = .none
        background.backgroundEffect = nil
        switch mask {
        case .none, .clear: background.backgroundColor = nil
        case .black: background.backgroundColor = HUDColor(white: 0, alpha: 0.5)
        case .custom(let c): background.backgroundColor = c
        case .lightBlur:
            // The software stand-in is a soft white veil; UIKit blurs and draws this tint over it.
            background.backgroundColor = HUDColor(white: 1, alpha: 0.3)
            background.backgroundEffect = .lightBlur
        case .gradient:
            background.backgroundColor = nil
            let radius = max(size.width, size.height) / 2
            let rx = size.width > 0 ? radius / size.width : 0.5
            let ry = size.height > 0 ? radius / size.height : 0.5
            background.content = .gradient(
                GradientContent(
                    kind: .radial, colors: [HUDColor(white: 0, alpha: 0), HUDColor(white: 0, alpha: 0.75)],
                    startPoint: HUDPoint(0.5, 0.5), endPoint: HUDPoint(0.5 + rx, 0.5 + ry)))
        }
    }

    private func applyBezel(_ style: WaitingHUDStyle) {
        bezel.cornerRadius = style.cornerRadius.isFinite ? max(0, style.cornerRadius) : 0
        switch style.bezel {
        case .solid(let c):
            bezel.backgroundColor = c
            bezel.backgroundEffect = nil
            bezel.backgroundEffectTint = nil
        case .blur(let tint):
            // The software stand-in is the tint made a little more opaque, as the blur would read.
            bezel.backgroundColor = tint.withAlpha(min(1, tint.alpha + 0.3))
            bezel.backgroundEffect = .lightBlur
            // Over a real blur the tint itself, as MBProgressHUD's bezel draws its colour over its blur.
            bezel.backgroundEffectTint = tint
        }
        bezel.isInteractive = true
    }

    /// The button title's font (MBProgressHUD: bold 12, one line).
    static let buttonFormat = WaitingHUDLabelFormat(fontSize: detailsFontSize, numberOfLines: 1)

    /// Sets a text layer's string; a layer with no text leaves the bezel (fewer layers per frame).
    /// Hosted texts leave the layer empty: the platform's view draws them.
    private func setText(_ layer: HUDLayer, _ text: String?, format: WaitingHUDLabelFormat, color: HUDColor) {
        guard let text, !text.isEmpty else {
            layer.content = .none
            layer.isHidden = true
            layer.removeFromSuperlayer()
            return
        }
        if layer.superlayer !== bezel { bezel.addSublayer(layer) }
        layer.content = hostedTextSize == nil ? .text(format.content(Self.capped(text), color: color)) : .none
        layer.isHidden = false
    }

    /// Texts longer than ``WaitingHUDConfiguration/maximumLabelLength`` are cut and end with "…".
    private static func capped(_ text: String) -> String {
        let limit = WaitingHUDConfiguration.maximumLabelLength
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// Sizes a label for `maxWidth` and, when the engine draws it, fills it: one line in the
    /// layer itself, several in one sublayer per line (aligned as the format says).
    private func layoutText(
        _ slot: WaitingHUDTextSlot, in layer: HUDLayer, _ text: String, format: WaitingHUDLabelFormat, maxWidth: Double
    )
        -> HUDSize
    {
        if let hosted = hostedTextSize {
            for sublayer in layer.sublayers { sublayer.removeFromSuperlayer() }
            let s = hosted(slot, maxWidth)
            return HUDSize(
                min(s.width.isFinite ? max(0, ceil(s.width)) : 0, maxWidth), s.height.isFinite ? max(0, ceil(s.height)) : 0)
        }
        let color = configuration.style.contentColor
        let lines = TextWrapping.lines(of: Self.capped(text), maxWidth: maxWidth, numberOfLines: format.numberOfLines) {
            measure(format.content($0, color: color)).width
        }
        let sizes = lines.map { measure(format.content($0, color: color)) }
        let lineHeight = ceil(sizes.map(\.height).max() ?? 0)
        let width = min(ceil(sizes.map(\.width).max() ?? 0), maxWidth)
        for sublayer in layer.sublayers { sublayer.removeFromSuperlayer() }
        if lines.count == 1 {
            layer.content = .text(format.content(lines[0], color: color))
        } else {
            layer.content = .none
            for (i, line) in lines.enumerated() {
                let l = HUDLayer(name: "line\(i)")
                l.bounds = HUDRect(0, 0, width, lineHeight)
                l.position = HUDPoint(width / 2, lineHeight * (Double(i) + 0.5))
                l.content = .text(format.content(line, color: color))
                layer.addSublayer(l)
            }
        }
        return HUDSize(width, lineHeight * Double(lines.count))
    }
}
