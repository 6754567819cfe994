import Foundation

/// The texts of a waiting HUD, for a platform that draws them itself.
package enum WaitingHUDTextSlot: Sendable { case label, details, button }

/// The layers of one waiting HUD and their layout (MBProgressHUD's view hierarchy):
/// `waitingHUD` (full screen) ⊃ `hudBackground` (the mask) and `bezel` ⊃ indicator, `label`,
/// `detailsLabel`, `button`.
@MainActor
final class WaitingHUDView {
    /// Spacing between stacked items (MBProgressHUD's default padding).
    static let padding = 4.0
    /// The button's height at the default text size (it grows with its title).
    static let buttonHeight = 26.0

    let root = HUDLayer(name: "waitingHUD")
    let background = HUDLayer(name: "hudBackground")
    let bezel = HUDLayer(name: "bezel")
    let label = HUDLayer(name: "label")
    let details = HUDLayer(name: "detailsLabel")
    let button = HUDLayer(name: "button")
    private(set) var indicator: HUDLayer?
    private(set) var indicatorMode: WaitingHUDConfiguration.Mode?
    /// The indicator's progress stroke (`progressFill`) in the modes that show progress, found
    /// once when the indicator is built: a progress update moves it without searching the tree.
    private var progressFill: HUDLayer?
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
    /// The reader's text size the texts were last set for (the overlay's, read on every layout).
    private(set) var contentSizeCategory = HUDContentSizeCategory.large
    /// The original cat's title box (its reveal grows to this width), from the last layout.
    private var catTitleSize = HUDSize(0, catTitleHeight)

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
        var shown = config
        if shown.mode == .cat, shown.label == WaitingHUDConfiguration.catDefaultTitle {
            shown.label = overlay.localization.string(.catTitle)  // the default title is ours: in the overlay's language
        }
        let previousColor = configuration.style.contentColor
        let config = shown.resolved(against: overlay.traits)
        configuration = config
        let style = config.style
        var rebuilt = false
        // A new content colour redraws the indicator in it, as MBProgressHUD's `contentColor` setter
        // does: a new mode builds a new indicator, a new colour recolours the one shown (below).
        let color = Self.indicatorUsesContentColor(config.mode) ? style.contentColor : nil
        if indicatorMode != config.mode || indicator == nil {
            indicator?.removeFromSuperlayer()
            indicator = makeIndicator(config)
            progressFill = config.mode.showsProgress ? indicator?.firstLayer(named: "progressFill") : nil
            indicatorMode = config.mode
            indicatorColor = color
            if let indicator { bezel.insertSublayer(indicator, at: 0) }
            rebuilt = true
        } else if config.mode.showsProgress, let progressFill {
            ProgressIndicators.setProgress(config.progress, of: progressFill, animated: config.isAnimated, at: now)
        }
        if !rebuilt { recolorIndicator(from: previousColor, to: style.contentColor) }
        indicatorColor = color
        applyMask(style.maskType, size: coveredRect(overlay).size)
        applyBezel(style)
        contentSizeCategory = overlay.traits.contentSizeCategory
        setText(label, config.label, format: labelFormat, color: style.contentColor)
        setText(details, config.details, format: config.detailsFormat, color: style.contentColor)
        setText(button, config.buttonTitle, format: buttonFormat, color: style.contentColor)
        button.borderWidth = config.buttonTitle == nil || hostedTextSize != nil ? 0 : 1
        button.borderColor = style.contentColor
        applyAccessibility()
        layout(in: overlay)
        if rebuilt, let indicator { startIndicator(indicator, config, reduceMotion: reduceMotion, at: now) }
        startCatTitle(reduceMotion: reduceMotion, at: now)
        return rebuilt
    }

    /// Moves the progress indicator to `progress` (configuration and indicator only).
    func setProgress(_ progress: Double, animated: Bool, at now: Double) {
        configuration.progress = progress
        updateProgressAccessibility()
        if let progressFill, configuration.mode.showsProgress {
            ProgressIndicators.setProgress(progress, of: progressFill, animated: animated, at: now)
        }
    }

    /// Whether the cat is shown as SCCatWaitingHUD shows it (``WaitingHUDStyle/CatLook/original``).
    var isOriginalCat: Bool { configuration.mode == .cat && configuration.style.catLook == .original }

    /// The original cat's title, as SCCatWaitingHUD's `contentLabel`: kerning 5.
    static let catTitleKerning = 5.0
    /// The original's title: ``WaitingHUDConfiguration/catTitleFont`` (the system font at 20 pt)
    /// with kerning 5, one line, not truncated (the reveal animation clips it).
    static func catTitleFormat(_ font: HUDFont) -> WaitingHUDLabelFormat {
        WaitingHUDLabelFormat(font: font, numberOfLines: 1, alignment: .left, kerning: catTitleKerning)
    }
    /// The title's frame in the 200 pt bezel: x 20, 15 pt below the mouse square, 25 high (taller
    /// when its font is), growing to the bezel's width less 40 (160).
    static let catTitleInset = 20.0
    static let catTitleHeight = 25.0

    /// The main label's format: the original cat's title, or the configured label.
    private var labelFormat: WaitingHUDLabelFormat {
        isOriginalCat ? Self.catTitleFormat(configuration.catTitleFont) : configuration.labelFormat
    }

    /// The button title's format (MBProgressHUD: bold 12, one line).
    private var buttonFormat: WaitingHUDLabelFormat {
        WaitingHUDLabelFormat(font: configuration.buttonFont, numberOfLines: 1)
    }

    /// Reveals the original cat's title left to right while it fades (width 0 → bezel width − 40,
    /// opacity 1 → 0 over 1.6 half-turns, ease-in, both held to the end of the loop), again every
    /// whole loop, as the original's `timerUpdate:`; with Reduce Motion the title stands still,
    /// whole. The model is the whole title, so a host that draws the text once (UIKit) draws it
    /// whole and the reveal clips it. A title whose size changed (Dynamic Type, rotation) restarts
    /// the reveal from the loop's first start, so it stays in step with the cat.
    private func startCatTitle(reduceMotion: Bool, at now: Double) {
        reducesMotion = reduceMotion
        guard isOriginalCat, !label.isHidden else {
            label.removeAnimation(forKey: "catTitle")
            catTitleReveal = nil
            return
        }
        let full = HUDRect(origin: .zero, size: catTitleSize)
        label.bounds = full
        if reduceMotion {
            label.removeAnimation(forKey: "catTitle")
            catTitleReveal = nil
            return
        }
        let running = label.animation(forKey: "catTitle") == nil ? nil : catTitleReveal
        if let running, running.size == catTitleSize { return }
        let start = running?.start ?? now
        let half = configuration.catHalfTurnDuration
        let reveal = [
            AnimationRecipes.basic(
                .bounds, from: .rect(HUDRect(0, 0, 0, full.height)), to: .rect(full),
                duration: 1.6 * half, timing: .easeIn, fill: .forwards),
            AnimationRecipes.basic(
                .opacity, from: .scalar(1), to: .scalar(0), duration: 1.6 * half, timing: .easeIn, fill: .forwards),
        ]
        var loop = HUDAnimation.group(reveal.compactMap { $0 }, duration: 2 * half)
        loop.repeatCount = .infinity
        label.add(loop, forKey: "catTitle", at: start)
        catTitleReveal = (catTitleSize, start)
    }

    /// The reveal running: the title size it grows to and when its first loop started.
    private var catTitleReveal: (size: HUDSize, start: Double)?
    /// Whether motion was last reduced (a re-layout restarts the reveal the same way).
    private var reducesMotion = false

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
        contentSizeCategory = overlay.traits.contentSizeCategory
        var items: [(HUDLayer, HUDSize)] = []
        let (buttonItem, buttonHeight) = layoutButton(maxWidth: maxContentWidth)
        let labels = [
            (WaitingHUDTextSlot.label, label, configuration.label, labelFormat),
            (.details, details, configuration.details, configuration.detailsFormat),
        ].filter { $0.1.superlayer === bezel && $0.2 != nil }
        if let indicator, case .custom(let content) = configuration.mode {
            // A custom indicator gets at most the content width, and the height that leaves one
            // line to each label and the button (a huge or +∞ size would push them off screen).
            let others = labels.map { oneLineHeight($0.3) }.reduce(0, +) + (buttonItem?.1.height ?? 0)
            let gaps = Self.padding * Double(labels.count + (buttonItem == nil ? 0 : 1))
            let limit = HUDSize(maxContentWidth, max(0, area.height - 2 * margin - others - gaps))
            indicator.bounds = HUDRect(
                origin: .zero, size: WaitingHUDConfiguration.CustomContent.fitted(content.size, within: limit))
        }
        if let indicator { items.append((indicator, indicator.bounds.size)) }
        // Wrapping labels share the height the safe area leaves inside the bezel's margins once the
        // indicator, the button and the gaps between items are placed; the main label leaves one
        // line for the details. The last line that fits ends with "…".
        let fixed = (items + [buttonItem].compactMap { $0 }).map(\.1.height).reduce(0, +)
        let gaps = Self.padding * Double(max(0, items.count + labels.count + (buttonItem == nil ? 0 : 1) - 1))
        var textBudget = max(0, area.height - 2 * margin - fixed - gaps)
        for (i, (slot, layer, text, format)) in labels.enumerated() {
            guard let text else { continue }
            let reserve = labels.dropFirst(i + 1).map { oneLineHeight($0.3) }.reduce(0, +)
            let size = layoutText(
                slot, in: layer, text, format: format, maxWidth: maxContentWidth, maxHeight: max(0, textBudget - reserve))
            textBudget = max(0, textBudget - size.height)
            items.append((layer, size))
        }
        if let buttonItem { items.append(buttonItem) }
        for l in [label, details, button] where !items.contains(where: { $0.0 === l }) { l.isHidden = true }
        let contentWidth = items.map(\.1.width).max() ?? 0
        let contentHeight = items.map(\.1.height).reduce(0, +) + Self.padding * Double(max(0, items.count - 1))
        let minW = style.minSize.width.isFinite ? max(0, style.minSize.width) : 0
        let minH = style.minSize.height.isFinite ? max(0, style.minSize.height) : 0
        var w = max(contentWidth + 2 * margin, minW)
        var h = max(contentHeight + 2 * margin, minH)
        if isOriginalCat, let indicator {
            // The original's places (layoutOriginalCat) keep 17.5 pt above the cat and below the
            // texts in its 200 pt square; a larger title makes the square grow to keep them.
            let below = items.filter { $0.0 !== indicator }.map { ($0.0 === label ? catTitleHeight($0.1) : $0.1.height) }
            let stack = below.reduce(0, +) + Self.padding * Double(max(0, below.count - 1))
            h = max(h, indicator.bounds.height + 2 * stack + 25)
        }
        if style.isSquare {
            w = max(w, h)
            h = w
        }
        w = min(w, area.width)
        h = min(h, max(area.height, 0))
        bezel.bounds = HUDRect(0, 0, w, h)
        // The original cat's square is centred in the screen, not in the safe area
        // (SCCatWaitingHUD.m:89, 231: ScreenWidth / 2, ScreenHeight / 2).
        let center = bezelCenter(size: HUDSize(w, h), style: style, in: isOriginalCat ? covered : area)
        bezel.position = HUDPoint(center.x - covered.minX, center.y - covered.minY)
        if isOriginalCat, let indicator {
            let title = items.first { $0.0 === label }?.1 ?? .zero
            catTitleSize = HUDSize(max(0, w - 2 * Self.catTitleInset), catTitleHeight(title))
            layoutOriginalCat(indicator, items: items, bezelSize: HUDSize(w, h))
            button.cornerRadius = buttonHeight / 2
            if let reveal = catTitleReveal, reveal.size != catTitleSize {
                startCatTitle(reduceMotion: reducesMotion, at: reveal.start)
            }
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

    /// The action button's item (its title's size plus 20 points of side padding, as MBProgressHUD's
    /// rounded button), `nil` without a title, and its height (26 pt at the default text size; a
    /// larger title keeps 6 pt above and below it).
    private func layoutButton(maxWidth: Double) -> (item: (HUDLayer, HUDSize)?, height: Double) {
        guard !TextBlock.isBlank(configuration.buttonTitle), button.superlayer === bezel else { return (nil, Self.buttonHeight) }
        if let hosted = hostedTextSize {
            let s = hosted(.button, maxWidth)
            let height = s.height.isFinite ? max(0, ceil(s.height)) : 0
            return ((button, HUDSize(min(ceil(s.width) + 20, maxWidth), height)), height)
        }
        guard let title = configuration.buttonTitle else { return (nil, Self.buttonHeight) }
        let content = buttonFormat.content(Self.capped(title), color: configuration.style.contentColor, at: contentSizeCategory)
        write(content, to: button)
        let s = measure(content)
        let height = max(Self.buttonHeight, ceil(s.height.isFinite ? max(0, s.height) : 0) + 12)
        return ((button, HUDSize(min(ceil(s.width) + 20, maxWidth), height)), height)
    }

    /// The height of one line of a label in `format` at the reader's text size (what a wrapping
    /// label above it leaves free).
    private func oneLineHeight(_ format: WaitingHUDLabelFormat) -> Double {
        guard hostedTextSize == nil else { return 0 }
        let h = measure(format.content("X", color: configuration.style.contentColor, at: contentSizeCategory)).height
        return h.isFinite ? max(0, ceil(h)) : 0
    }

    /// The original's places in its 200 pt square: the cat (the 125 pt mouse square) 20 pt above
    /// the centre, the title in a frame at x 20, 15 pt below the mouse square, that grows to
    /// uncover it centred in 160 pt (``placeCatTitleText(width:in:)``); details and button
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
                layer.bounds = HUDRect(origin: .zero, size: catTitleSize)
                layer.position = HUDPoint(Self.catTitleInset, y + catTitleSize.height / 2)
                placeCatTitleText(width: size.width, in: catTitleSize.width)
                y += catTitleSize.height + Self.padding
            } else {
                layer.bounds = HUDRect(origin: .zero, size: size)
                layer.position = HUDPoint(bezelSize.width / 2, y + size.height / 2)
                y += size.height + Self.padding
            }
        }
    }

    /// The original's title is centred in its full frame (SCCatWaitingHUD.m:147, the label 160 pt
    /// wide once grown) and the growing frame only uncovers it, left to right: the text moves
    /// into a sublayer of that fixed place inside the clipping `label`. A title wider than the
    /// frame starts at its left edge, clipped at the right (`NSLineBreakByClipping`).
    private func placeCatTitleText(width: Double, in frameWidth: Double) {
        guard case .text(let text) = label.content else { return }
        label.content = .none
        let line = label.sublayers.first { $0.name == "titleText" } ?? HUDLayer(name: "titleText")
        if line.superlayer !== label { label.addSublayer(line) }
        line.anchorPoint = .zero
        line.bounds = HUDRect(0, 0, width, catTitleSize.height)
        line.position = HUDPoint(max(0, (frameWidth - width) / 2), 0)
        line.content = .text(text)
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
    private static func indicatorUsesContentColor(_ mode: WaitingHUDConfiguration.Mode) -> Bool {
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
            // Cut to the space available at layout; a number until then.
            l.bounds = HUDRect(
                origin: .zero, size: WaitingHUDConfiguration.CustomContent.fitted(content.size, within: HUDSize(1e4, 1e4)))
            if l.name == nil { l.name = "customIndicator" }
            // A picture's template is drawn in the content colour, as the built-in icons are.
            if content.image != nil, case .picture(var picture) = l.content {
                picture.tint = color
                l.content = .picture(picture)
            }
            // A layer holding your own view (`waitingContent(view:)`) is hit, so touches reach the
            // view (a button in it works, as in MBProgressHUD's `customView`).
            if l.contentSlot != nil { l.isInteractive = true }
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

    private func applyMask(_ mask: WaitingHUDStyle.MaskType, size: HUDSize) {
        background.isInteractive = mask.blocksTouches
        background.content = .none
        background.backgroundEffect = nil
        switch mask {
        case .none, .clear: background.backgroundColor = nil
        case .black: background.backgroundColor = HUDColor(white: 0, alpha: 0.5)
        case .custom(let c): background.backgroundColor = c
        case .lightBlur:
            // The blur alone, as the original's `UIBlurEffectStyleLight` (SCCatWaitingHUD.m:274), in
            // the look's material.
            background.backgroundColor = nil
            background.backgroundEffect = WaitingHUDStyle.blurEffect(for: configuration.style.look)
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
            // The tint over a blur of the style's material (the look's unless set), as MBProgressHUD's
            // bezel draws its colour over its blur.
            bezel.backgroundColor = tint
            bezel.backgroundEffect = style.blurEffect ?? WaitingHUDStyle.blurEffect(for: style.look)
            bezel.backgroundEffectTint = nil
        }
        bezel.isInteractive = true
    }

    /// The original cat's title height: 25 pt, or its text's when that is taller.
    private func catTitleHeight(_ text: HUDSize) -> Double { max(Self.catTitleHeight, text.height) }

    /// Puts a text layer in the bezel when it has text; a layer with no text leaves the bezel (fewer
    /// layers per frame). The label and details get their content in ``layout(in:)``, which wraps
    /// them to the width (so an apply writes each once); the button's title is set here.
    /// Hosted texts leave the layer empty: the platform's view draws them.
    private func setText(_ layer: HUDLayer, _ text: String?, format: WaitingHUDLabelFormat, color: HUDColor) {
        guard let text, !TextBlock.isBlank(text) else {
            write(nil, to: layer)
            layer.isHidden = true
            layer.removeFromSuperlayer()
            return
        }
        if layer.superlayer !== bezel { bezel.addSublayer(layer) }
        if layer === button {
            write(
                hostedTextSize == nil ? format.content(Self.capped(text), color: color, at: contentSizeCategory) : nil, to: layer)
        }
        layer.isHidden = false
    }

    /// Texts longer than ``WaitingHUDConfiguration/maximumLabelLength`` are cut and end with "…".
    private static func capped(_ text: String) -> String {
        TextCap.capped(text, to: WaitingHUDConfiguration.maximumLabelLength)
    }

    /// Sizes a label for `maxWidth` at the reader's text size and, when the engine draws it, fills
    /// it: one line in the layer itself, several in one sublayer per line (aligned as the format
    /// says; ``TextBlock``). A label of several lines keeps within `maxHeight`: the last line that
    /// fits takes the rest of the text, truncated when drawn; a one-line label ignores it.
    private func layoutText(
        _ slot: WaitingHUDTextSlot, in layer: HUDLayer, _ text: String, format: WaitingHUDLabelFormat, maxWidth: Double,
        maxHeight: Double
    )
        -> HUDSize
    {
        if let hosted = hostedTextSize {
            for sublayer in layer.sublayers { sublayer.removeFromSuperlayer() }
            write(nil, to: layer)
            let s = hosted(slot, maxWidth)
            return HUDSize(
                min(s.width.isFinite ? max(0, ceil(s.width)) : 0, maxWidth), s.height.isFinite ? max(0, ceil(s.height)) : 0)
        }
        // The original cat's title shrinks to fit rather than being cut (it is never truncated).
        let template = format.content(Self.capped(text), color: configuration.style.contentColor, at: contentSizeCategory)
        let block = TextBlock(
            template, maxWidth: maxWidth, numberOfLines: format.numberOfLines,
            minimumScaleFactor: format.kerning != 0 ? TextBlock.smallestScaleFactor : 1,
            maxHeight: format.numberOfLines == 1 ? .infinity : maxHeight, measure: measure)
        if block.lines.count == 1 {
            for sublayer in layer.sublayers { sublayer.removeFromSuperlayer() }
            write(block.lines[0], to: layer)
        } else {
            write(nil, to: layer)
            block.apply(to: layer)
        }
        return block.size
    }

    /// How many times a text layer's (label, details, button) content changed (tests check that an
    /// apply writes a label once, and not at all when it stays as it was).
    private(set) var textContentWrites = 0

    /// Sets a text layer's content to `text` (`nil`: none) unless it already shows exactly that.
    private func write(_ text: TextContent?, to layer: HUDLayer) {
        switch (layer.content, text) {
        case (.none, nil): return
        case (.text(let shown), let text?) where shown == text: return
        default: break
        }
        textContentWrites += 1
        layer.content = text.map { .text($0) } ?? .none
    }
}
