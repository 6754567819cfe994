@_spi(Layers) import OverlayHUDCore

/// The option popup's motions (SKChoosePopView's `SKPopAnimationManage`): the 6 × 5 entries,
/// the exit slide and the click pulse. All times are on the caller's clock.
@MainActor
enum OptionPopupAnimator {
    /// Shake amplitude of the spring entry, in points.
    static let shakeAmplitude = 20.0
    /// One shake swing (the seed's 0.1 s); it autoreverses and repeats twice: 0.4 s in all.
    static let shakeDuration = 0.1
    /// Exit slide length (the seed's 0.5 s).
    static let dismissDuration = 0.5
    /// Click pulse: scale 1 → 0.8 in 0.1 s, ease-in-ease-out.
    static let clickScale = 0.8
    /// Click pulse length.
    static let clickDuration = 0.1

    /// Adds the entry animation of `type` from `direction` to `panel`, whose model position is
    /// already its resting centre; returns when the entry ends (seconds after `now`).
    static func runEntry(
        _ type: OptionPopupConfiguration.AnimationType, from direction: OptionPopupConfiguration.Direction, on panel: HUDLayer,
        screen: HUDSize, duration d: Double, at now: Double
    ) -> Double {
        guard d > 0 else { return 0 }
        let end = panel.position
        let start = direction.startPoint(in: screen)
        if let move = AnimationRecipes.keyframe(.position, values: [.point(start), .point(end)], duration: d) {
            panel.add(move, forKey: "entryPosition", at: now)
        }
        switch type {
        case .spring:
            let axis: AnimationKeyPath = direction.shakesHorizontally ? .transformTranslationX : .transformTranslationY
            if var shake = AnimationRecipes.basic(
                axis, from: .scalar(-shakeAmplitude), to: .scalar(shakeAmplitude), duration: shakeDuration, timing: .linear)
            {
                shake.autoreverses = true
                shake.repeatCount = 2
                shake.beginTime = now + d
                panel.add(shake, forKey: "entryShake", at: now)
            }
            return d + 4 * shakeDuration
        case .rotation:
            panel.run(turn(d), forKey: "entryRotation", at: now)
        case .fade:
            panel.run(
                AnimationRecipes.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: d, timing: .linear),
                forKey: "entryOpacity", at: now)
        case .largen:
            panel.run(grow(d), forKey: "entryScale", at: now)
        case .rotationLargen:
            panel.run(turn(d), forKey: "entryRotation", at: now)
            panel.run(grow(d), forKey: "entryScale", at: now)
        case .transformation:
            // SKPopAnimationManage.m `transformationAnimationGroup`: the bounds grow from 0 × 0 to
            // the panel's size (its autoreverse is cut off by the group's duration).
            let size = panel.bounds
            panel.run(
                AnimationRecipes.basic(
                    .bounds, from: .rect(HUDRect(size.minX, size.minY, 0, 0)), to: .rect(size), duration: d,
                    timing: .easeInEaseOut), forKey: "entryBounds", at: now)
        }
        return d
    }

    /// Slides `panel` from where it shows now to below the screen (centre x, H + 1000) in 0.5 s,
    /// ease-in-ease-out; the model moves there too. Returns the slide's length.
    static func runDismiss(on panel: HUDLayer, screen: HUDSize, at now: Double) -> Double {
        let from = panel.presentation(at: now).position
        let to = HUDPoint(screen.width / 2, screen.height + 1000)
        panel.removeAnimation(forKey: "entryPosition")
        panel.position = to
        panel.run(
            AnimationRecipes.basic(
                .position, from: .point(from), to: .point(to), duration: dismissDuration, timing: .easeInEaseOut),
            forKey: "exitPosition", at: now)
        return dismissDuration
    }

    /// The click pulse on an option cell: scale 1 → 0.8 in 0.1 s, then back (removed, as the seed's).
    static func clickEffect(on cell: HUDLayer, at now: Double) {
        cell.run(
            AnimationRecipes.basic(
                .transformScale, from: .scalar(1), to: .scalar(clickScale), duration: clickDuration, timing: .easeInEaseOut),
            forKey: "click", at: now)
    }

    /// One clockwise turn, 0 → 2π, ease-out (SKPopAnimationManage.m `rotationAnimationGroup`).
    private static func turn(_ d: Double) -> HUDAnimation? {
        AnimationRecipes.basic(.transformRotationZ, from: .scalar(0), to: .scalar(2 * .pi), duration: d, timing: .easeOut)
    }

    /// Scale 0 → 1, ease-in-ease-out (SKPopAnimationManage.m `largenAnimationGroup`).
    private static func grow(_ d: Double) -> HUDAnimation? {
        AnimationRecipes.basic(.transformScale, from: .scalar(0), to: .scalar(1), duration: d, timing: .easeInEaseOut)
    }
}
