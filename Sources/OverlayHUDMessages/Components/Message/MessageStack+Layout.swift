@_spi(Layers) import OverlayHUDCore

// Where messages go: widths, columns per position, the entry animation, and re-layout when the
// screen, the keyboard or the appearance changes.
extension NotificationStack where Look == MessageLook {
    /// The rectangle messages are placed in: the safe area above the keyboard
    /// (``Overlay/contentRect``) less the configured margins.
    var placementRect: HUDRect { configuration.margins.inset(overlay.contentRect) }

    /// Colours and sizes `m` for its position and the overlay's traits: top and bottom cards as
    /// wide as allowed, toasts as wide as their text up to the toast width; light or dark as the
    /// message's ``MessageConfiguration/interfaceStyle`` resolves, texts at the reader's text
    /// size, mirrored right to left.
    func layoutView(_ m: ShownMessage) { layoutView(m.view) }

    /// Lays out `view` as ``layoutView(_:)`` says.
    func layoutView(_ view: MessageView) {
        let available = placementRect.width
        let isToast = view.configuration.position == .center
        let limit = isToast ? configuration.maximumToastWidth : configuration.maximumWidth
        let traits = overlay.traits
        if let slot = view.contentSlot { view.contentSize = contentSize(of: slot, width: min(limit, available)) }
        let style = view.configuration.interfaceStyle.resolved(against: traits.interfaceStyle)
        view.layout(
            dark: style == .dark, increasesContrast: traits.increasesContrast, width: max(0, min(limit, available)),
            hugging: isToast, category: traits.contentSizeCategory, maxHeight: placementRect.height)
        view.mirror(for: traits.layoutDirection)
        view.updateSpin(at: clock.now, reduceMotion: host.isReduceMotionEnabled)
    }

    /// The centre of every message on screen, by position: top cards down from the top of
    /// ``placementRect``, bottom cards up from its bottom (oldest nearest the edge), toasts in a
    /// column centred in it — or, when top or bottom cards reach into that column (tall cards at a
    /// large text size), centred in the space the cards leave, where it fits; ``MessageStackConfiguration/spacing`` apart.
    func slots() -> [HUDPoint] {
        let r = placementRect
        var out: [HUDPoint] = []
        out.reserveCapacity(shown.count)
        let gap = configuration.spacing
        var top = r.minY
        var bottom = r.maxY
        // Each column's height in one pass: the toasts' cards, and the top and bottom cards each
        // with a gap.
        var toastCount = 0
        var toastHeight = 0.0
        var topHeight = 0.0
        var bottomHeight = 0.0
        for m in shown {
            let h = m.view.size.height
            switch m.position {
            case .center:
                toastCount += 1
                toastHeight += h
            case .top: topHeight = topHeight + h + gap
            case .bottom: bottomHeight = bottomHeight + h + gap
            }
        }
        let column = toastHeight + gap * Double(max(0, toastCount - 1))
        var middle = r.midY - column / 2
        if toastCount > 0 {
            // The space between the top and bottom columns.
            let above = r.minY + topHeight
            let below = r.maxY - bottomHeight
            if column <= below - above { middle = min(max(middle, above), below - column) }
        }
        for m in shown {
            let h = m.view.size.height
            switch m.position {
            case .top:
                out.append(HUDPoint(r.midX, top + h / 2))
                top += h + gap
            case .bottom:
                out.append(HUDPoint(r.midX, bottom - h / 2))
                bottom -= h + gap
            case .center:
                out.append(HUDPoint(r.midX, middle + h / 2))
                middle += h + gap
            }
        }
        return out
    }

    /// The entry animation: the first card of a top or bottom column slides in from off screen, a
    /// card joining below others slides 24 pt and fades in, a toast fades in growing from 0.9.
    /// With Reduce Motion every message only fades in.
    func appear(_ m: ShownMessage) {
        let card = m.view.card
        let now = clock.now
        let reduceMotion = host.isReduceMotionEnabled
        let isFirstInColumn = shown.first { $0.position == m.position } === m
        if m.position == .center || reduceMotion || !isFirstInColumn {
            let duration = m.position == .center ? MessageLook.toastAppearDuration : MessageLook.appearDuration
            card.run(
                AnimationRecipes.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: duration, timing: .easeOut),
                forKey: "appearOpacity", at: now)
        }
        guard !reduceMotion else { return }
        if m.position == .center {
            card.run(
                AnimationRecipes.basic(
                    .transformScale, from: .scalar(MessageLook.toastScale), to: .scalar(1),
                    duration: MessageLook.toastAppearDuration, timing: .easeOut), forKey: "appear", at: now)
            return
        }
        let direction = m.position == .top ? -1.0 : 1.0
        let distance =
            isFirstInColumn
            ? abs(offscreenOffset(for: card, toward: direction)) : MessageLook.stackedSlide
        card.run(
            AnimationRecipes.basic(
                .transformTranslationY, from: .scalar(direction * distance), to: .scalar(0), duration: MessageLook.appearDuration,
                timing: .easeOut), forKey: "appear", at: now)
    }

    /// How far `card` must move along y (`direction` −1 up, 1 down) from its slot to be off screen.
    func offscreenOffset(for card: HUDLayer, toward direction: Double) -> Double {
        let half = card.bounds.height / 2 + MessageLook.offscreenExtra
        return direction < 0 ? -(card.position.y + half) : overlay.size.height - card.position.y + half
    }
}
