import OverlayHUDCore

// Where messages go: widths, columns per position, the entry animation, and re-layout when the
// screen, the keyboard or the appearance changes.
extension MessageStack {
    /// The rectangle messages are placed in: the safe area above the keyboard
    /// (``Overlay/contentRect``) less the configured margins.
    var placementRect: HUDRect { configuration.margins.inset(overlay.contentRect) }

    /// Colours and sizes `m` for its position and the overlay's traits: top and bottom cards as
    /// wide as allowed, toasts as wide as their text up to the toast width; light or dark as the
    /// message's ``MessageConfiguration/interfaceStyle`` resolves, texts at the reader's text
    /// size, mirrored right to left.
    func layoutView(_ m: ShownMessage) {
        let available = placementRect.width
        let isToast = m.position == .center
        let limit = isToast ? configuration.maximumToastWidth : configuration.maximumWidth
        let traits = overlay.traits
        if let slot = m.configuration.contentSlot { m.view.contentSize = contentSize(of: slot, width: min(limit, available)) }
        let style = m.configuration.interfaceStyle.resolved(against: traits.interfaceStyle)
        m.view.layout(
            dark: style == .dark, width: max(0, min(limit, available)), hugging: isToast, category: traits.contentSizeCategory)
        m.view.mirror(for: traits.layoutDirection)
    }

    /// The centre of every message on screen, by position: top cards down from the top of
    /// ``placementRect``, bottom cards up from its bottom (oldest nearest the edge), toasts in a
    /// column centred in it — or, when top or bottom cards reach into that column (tall cards at a
    /// large text size), centred in the space the cards leave, where it fits; ``MessageStackConfiguration/spacing`` apart.
    func slots() -> [(ShownMessage, HUDPoint)] {
        let r = placementRect
        var out: [(ShownMessage, HUDPoint)] = []
        out.reserveCapacity(shown.count)
        let gap = configuration.spacing
        var top = r.minY
        var bottom = r.maxY
        let toasts = shown.filter { $0.position == .center }
        let column = toasts.reduce(0) { $0 + $1.view.size.height } + gap * Double(max(0, toasts.count - 1))
        var middle = r.midY - column / 2
        if !toasts.isEmpty {
            // The space between the top and bottom columns (each card plus a gap).
            let above = r.minY + shown.filter { $0.position == .top }.reduce(0) { $0 + $1.view.size.height + gap }
            let below = r.maxY - shown.filter { $0.position == .bottom }.reduce(0) { $0 + $1.view.size.height + gap }
            if column <= below - above { middle = min(max(middle, above), below - column) }
        }
        for m in shown {
            let h = m.view.size.height
            switch m.position {
            case .top:
                out.append((m, HUDPoint(r.midX, top + h / 2)))
                top += h + gap
            case .bottom:
                out.append((m, HUDPoint(r.midX, bottom - h / 2)))
                bottom -= h + gap
            case .center:
                out.append((m, HUDPoint(r.midX, middle + h / 2)))
                middle += h + gap
            }
        }
        return out
    }

    /// Moves every message to its slot. Animated moves run 0.3 s from where each is shown now (a
    /// move that interrupts another continues smoothly); messages that appeared this instant jump.
    func arrange(animated: Bool) {
        let now = clock.now
        for (m, target) in slots() {
            let card = m.view.card
            guard card.position != target else { continue }
            let from = card.presentation(at: now).position
            card.position = target
            if animated && m.arrival != now {
                card.run(
                    AnimationRecipes.basic(
                        .position, from: .point(from), to: .point(target), duration: Self.reflowDuration,
                        timing: .easeInEaseOut), forKey: "reflow", at: now)
            } else {
                card.removeAnimation(forKey: "reflow")
            }
        }
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
            let duration = m.position == .center ? Self.toastAppearDuration : Self.appearDuration
            card.run(
                AnimationRecipes.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: duration, timing: .easeOut),
                forKey: "appearOpacity", at: now)
        }
        guard !reduceMotion else { return }
        if m.position == .center {
            card.run(
                AnimationRecipes.basic(
                    .transformScale, from: .scalar(Self.toastScale), to: .scalar(1), duration: Self.toastAppearDuration,
                    timing: .easeOut), forKey: "appear", at: now)
            return
        }
        let direction = m.position == .top ? -1.0 : 1.0
        let distance =
            isFirstInColumn
            ? abs(offscreenOffset(for: card, toward: direction)) : Self.stackedSlide
        card.run(
            AnimationRecipes.basic(
                .transformTranslationY, from: .scalar(direction * distance), to: .scalar(0), duration: Self.appearDuration,
                timing: .easeOut), forKey: "appear", at: now)
    }

    /// How far `card` must move along y (`direction` −1 up, 1 down) from its slot to be off screen.
    func offscreenOffset(for card: HUDLayer, toward direction: Double) -> Double {
        let half = card.bounds.height / 2 + Self.offscreenExtra
        return direction < 0 ? -(card.position.y + half) : overlay.size.height - card.position.y + half
    }

    /// Re-lays-out after rotation, a size, safe-area or keyboard change, or a new appearance. On
    /// the same screen (the keyboard moved) the messages glide to their new places in 0.3 s; on a
    /// new screen they are placed at once and the overlay's layout transition animates the move.
    func overlayDidChangeLayout(_ overlay: Overlay) {
        root.frame = overlay.bounds
        let sameScreen = laidOutMetrics == overlay.metrics
        laidOutMetrics = overlay.metrics
        for m in shown + leaving { layoutView(m) }
        if !sameScreen {
            for m in shown { m.view.card.removeAnimation(forKey: "reflow") }
        }
        arrange(animated: sameScreen)
        host.commit(overlay)
    }
}
