@_spi(Layers) import OverlayHUDCore

/// A drag of the popup on stage (``PopupPresentation/dismissesOnDrag``).
struct PopupDrag {
    /// The record dragged.
    let record: PopupRecord
    /// The frame's height, the scale of the upward rubber band.
    let height: Double
}

// Dragging a popup away. A pan that begins on a shown popup whose presentation allows it moves the
// popup's frame (PopupStage+Sheet.swift): down 1:1, up rubber-banded. On release it leaves with the
// reason `.swipe` when the shared swipe rule says so (`SwipeThresholds.standard`, down being the
// dismissing direction), else it springs back. A pan with a non-finite translation or velocity
// springs back; a non-finite step is skipped. A dismissal from code forgets the drag (the stage's
// `dismiss`), so later steps of the pan do nothing.
extension PopupStage {
    /// One step of a pan over the overlay; returns whether the popup took it.
    func handlePan(_ event: BannerPanEvent) -> Bool {
        switch event.phase {
        case .began:
            if drag != nil { springBack() }
            guard let record = showing, record.phase == .shown, record.presentation.dismissesOnDrag,
                sheet.superlayer === root, let hit = overlay.hitTest(event.location), isOnPopup(hit, record)
            else { return false }
            let height = record.presentation.placement == .bottomSheet ? sheet.bounds.height : record.popup.content.bounds.height
            drag = PopupDrag(record: record, height: max(1, height.isFinite ? height : 1))
            sheet.removeAnimation(forKey: "settle")
            move(to: event.translation.y)
            return true
        case .changed:
            guard drag != nil else { return false }
            if event.translation.y.isFinite { move(to: event.translation.y) }
            return true
        case .ended, .cancelled:
            guard let drag else { return false }
            let ty = event.translation.y
            let vy = event.velocity.y
            if event.phase == .ended, drag.record === showing, drag.record.phase == .shown,
                SwipeThresholds.standard.dismisses(along: ty, speed: vy)
            {
                self.drag = nil
                onDragDismiss?(drag.record)
                return true
            }
            springBack()
            return true
        }
    }

    /// Whether `layer` belongs to `record`'s popup or its sheet.
    private func isOnPopup(_ layer: HUDLayer, _ record: PopupRecord) -> Bool {
        let content = record.popup.content
        return layer === content || layer.isDescendant(of: content) || layer === sheet || layer === grabber
    }

    /// Shows the frame dragged `ty` points: down 1:1, up rubber-banded towards the frame's height
    /// as a scroll view does (`h·(1 − 1/(0.55·|t|/h + 1))`).
    private func move(to ty: Double) {
        guard let drag else { return }
        let t = ty.isFinite ? ty : 0
        let h = drag.height
        let offset = t >= 0 ? t : -h * (1 - 1 / (0.55 * -t / h + 1))
        sheet.transform = .translation(0, offset)
        host.commit(overlay)
    }

    /// Ends the drag: the frame eases back to rest (at once under Reduce Motion).
    private func springBack() {
        drag = nil
        let now = clock.now
        let shown = sheet.presentation(at: now).transform
        sheet.transform = .identity
        if shown != .identity, !host.isReduceMotionEnabled {
            sheet.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(shown), to: .transform(.identity), duration: Self.springBackDuration,
                    timing: .easeOut), forKey: "settle", at: now)
        }
        host.commit(overlay)
    }
}
