@_spi(Layers) import OverlayHUDCore

// The frame around a framed popup (`PopupPresentation.isFramed`): the bottom sheet, or a clear
// full-screen layer that a drag moves while the popup's own transitions run on its content inside.
// A sheet's entry and exit, and the exit of a popup dragged away, are the stage's own motion: the
// popup's transitions run without animation (a sheet's entry before the slide, every exit after it).
extension PopupStage {
    /// The sheet's top corner radius.
    static let sheetCornerRadius = 16.0
    /// Space above the content (the grabber sits in it) and, at the least, below it.
    static let sheetPadding = 16.0
    /// A bottom sheet slides up in 0.3 s (ease-out); every framed exit takes 0.25 s (ease-in);
    /// under Reduce Motion both fade in 0.25 s. A released drag springs back in 0.3 s.
    static let sheetEntryDuration = 0.3
    static let frameExitDuration = 0.25
    static let reducedMotionDuration = 0.25
    static let springBackDuration = 0.3

    /// Puts the frame up for `record` when its presentation asks for one (taken down otherwise);
    /// returns the layer its content goes in.
    func prepareFrame(for record: PopupRecord) -> HUDLayer {
        guard record.presentation.isFramed else {
            detachFrame()
            return root
        }
        if sheet.hasAnimations { sheet.removeAllAnimations() }
        sheet.transform = .identity
        sheet.opacity = 1
        if sheet.superlayer !== root { root.addSublayer(sheet) }
        return sheet
    }

    /// Takes the frame off screen, at rest.
    func detachFrame() {
        guard sheet.superlayer != nil else { return }
        if sheet.hasAnimations { sheet.removeAllAnimations() }
        sheet.transform = .identity
        sheet.removeFromSuperlayer()
    }

    /// Lays out the frame and `record`'s popup in it: a centred popup in ``popupBounds`` on a clear
    /// full-screen frame; a bottom sheet as ``PopupPresentation/Placement/bottomSheet`` describes.
    func layOutFrame(for record: PopupRecord) {
        let area = popupBounds
        let size = overlay.size
        let isSheet = record.presentation.placement == .bottomSheet
        sheet.isInteractive = isSheet
        grabber.isHidden = !(isSheet && record.presentation.dismissesOnDrag)
        guard isSheet else {
            sheet.frame = HUDRect(origin: .zero, size: size)
            sheet.backgroundColor = nil
            sheet.cornerRadius = 0
            sheet.masksToBounds = false
            layOut(record.popup, in: area)
            return
        }
        let insets = overlay.safeAreaInsets
        // A host's non-finite or negative inset counts as none.
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        let safe = HUDEdgeInsets(
            top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
        // The keyboard covers the bottom safe area while it is up; the sheet then sits on it.
        let bottom = max(Self.sheetPadding, safe.bottom - (size.height - area.maxY))
        let width = max(0, size.width - safe.left - safe.right)
        let most = max(0, area.height - safe.top - Self.sheetPadding - bottom)
        // Measured in the most room the sheet has, then laid out again at the height it takes.
        (record.popup as? any SheetSurfacePopup)?.placeInSheet()
        layOut(record.popup, in: HUDRect(safe.left, Self.sheetPadding, width, most))
        let surface = (record.popup as? any SheetSurfacePopup)?.sheetSurface ?? record.popup.content
        let measured = surface.bounds.height
        let height = measured.isFinite ? min(most, max(0, measured)) : most
        sheetContentBounds = HUDRect(safe.left, Self.sheetPadding, width, height)
        layOut(record.popup, in: sheetContentBounds)
        let total = Self.sheetPadding + height + bottom
        sheet.frame = HUDRect(0, area.maxY - total, size.width, total)
        sheet.backgroundColor = surface.backgroundColor ?? defaultSheetColor
        sheet.cornerRadius = Self.sheetCornerRadius
        sheet.maskedCorners = [.topLeft, .topRight]
        sheet.masksToBounds = true
        grabber.frame = HUDRect(size.width / 2 - 18, 6, 36, 5)
        grabber.cornerRadius = 2.5
        grabber.backgroundColor = HUDColor(white: 0.5, alpha: 0.5)
    }

    /// White, or near-black in dark mode (UIKit's `systemBackground`).
    private var defaultSheetColor: HUDColor {
        overlay.traits.interfaceStyle == .dark ? HUDColor(white: 0.11) : .white
    }

    /// A bottom sheet's entry: the popup's own entry without animation, then the sheet slides up
    /// from below the screen while the backdrop fades in (under Reduce Motion both fade); the
    /// transition ends when that motion does.
    func presentSheet(_ record: PopupRecord, transition n: UInt64, context: PopupTransitionContext) {
        record.popup.present(context.withoutAnimation) {}
        guard isRunning(n) else { return }
        let now = clock.now
        context.backdrop.opacity = 1
        let d: Double
        if host.isReduceMotionEnabled {
            d = Self.reducedMotionDuration
            sheet.run(fade(from: 0, to: 1, over: d), forKey: "sheetOpacity", at: now)
        } else {
            d = Self.sheetEntryDuration
            let below = HUDTransform3D.translation(0, sheet.bounds.height)
            sheet.run(
                AnimationRecipes.basic(
                    .transform, from: .transform(below), to: .transform(.identity), duration: d, timing: .easeOut),
                forKey: "sheetSlide", at: now)
        }
        context.backdrop.run(fade(from: 0, to: 1, over: d), forKey: "popupBackdrop", at: now)
        motion = clock.schedule(after: d) { [weak self] in
            self?.motion = nil
            self?.endTransition(n)
        }
    }

    /// A framed exit (every exit of a sheet; a drag's of a centred popup): the frame slides down off
    /// the screen from where the finger left it, the backdrop fading (under Reduce Motion both fade),
    /// then the popup's own exit runs without animation. `animated: false`: all at once.
    func dismissFrame(
        _ record: PopupRecord, reason: HUDHideReason, transition n: UInt64, context: PopupTransitionContext, animated: Bool
    ) {
        let finish: @MainActor () -> Void = { [weak self] in
            record.popup.dismiss(context.withoutAnimation, reason: reason) { self?.endTransition(n) }
        }
        let now = clock.now
        let shownBackdrop = context.backdrop.presentation(at: now).opacity
        context.backdrop.opacity = 0
        guard animated else {
            finish()
            return
        }
        let d = host.isReduceMotionEnabled ? Self.reducedMotionDuration : Self.frameExitDuration
        if host.isReduceMotionEnabled {
            let shown = sheet.presentation(at: now).opacity
            sheet.opacity = 0
            sheet.run(fade(from: shown, to: 0, over: d), forKey: "sheetOpacity", at: now)
        } else {
            let shown = sheet.presentation(at: now).transform
            let gone = HUDTransform3D.translation(0, overlay.size.height)
            sheet.removeAnimation(forKey: "settle")
            sheet.transform = gone
            sheet.run(
                AnimationRecipes.basic(.transform, from: .transform(shown), to: .transform(gone), duration: d, timing: .easeIn),
                forKey: "sheetSlide", at: now)
        }
        context.backdrop.run(fade(from: shownBackdrop, to: 0, over: d), forKey: "popupBackdrop", at: now)
        motion = clock.schedule(after: d) { [weak self] in
            self?.motion = nil
            finish()
        }
    }

    /// An opacity fade over `duration` seconds (ease-in-ease-out).
    private func fade(from: Double, to: Double, over duration: Double) -> HUDAnimation? {
        AnimationRecipes.basic(.opacity, from: .scalar(from), to: .scalar(to), duration: duration, timing: .easeInEaseOut)
    }

    func cancelMotion() {
        if let motion { clock.cancel(motion) }
        motion = nil
    }
}

extension PopupTransitionContext {
    /// The same context with animation off (the stage moves the frame itself).
    var withoutAnimation: PopupTransitionContext {
        PopupTransitionContext(backdrop: backdrop, content: content, bounds: bounds, clock: clock, isAnimated: false)
    }
}
