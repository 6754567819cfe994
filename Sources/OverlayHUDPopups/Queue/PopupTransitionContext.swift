@_spi(Layers) import OverlayHUDCore

/// What a popup's present or dismiss transition works with.
@MainActor
@_spi(Layers) public struct PopupTransitionContext {
    /// The full-screen backdrop behind the content (its model opacity is 1 when a present starts).
    @_spi(Layers) public let backdrop: HUDLayer
    /// The popup's content layer, already laid out.
    @_spi(Layers) public let content: HUDLayer
    /// The overlay's bounds.
    @_spi(Layers) public let bounds: HUDRect
    /// The clock to schedule the completion on.
    @_spi(Layers) public let clock: any HUDClock
    /// Whether animations should run (false: finish at once; the host asked for reduced motion
    /// or the popup turned animation off).
    @_spi(Layers) public let isAnimated: Bool

    /// The current time.
    @_spi(Layers) public var now: Double { clock.now }
}

/// The default popup transitions (XBPopUpView's `XBBaseTransition`/`XBDefaultTransition`): the
/// backdrop and the content fade together while the content scales between 0.85 and 1, 0.25 s
/// ease-in-ease-out both ways.
@MainActor
@_spi(Layers) public enum PopupTransition {
    /// Length of the default present transition in seconds (the original's 0.25 s).
    public static let presentDuration = 0.25
    /// Length of the default dismiss transition in seconds (the original's 0.25 s).
    public static let dismissDuration = 0.25
    /// The content's scale at the start of the present and the end of the dismiss (the original's `minScale`, 0.85).
    public static let minimumScale = 0.85

    /// Backdrop opacity 0 → 1 and content scale 0.85 → 1 with opacity 0 → 1, 0.25 s
    /// ease-in-ease-out; `completion` runs on the clock when it ends (at once when not animated).
    public static func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        let now = context.now
        context.backdrop.opacity = 1
        context.content.opacity = 1
        context.content.transform = .identity
        guard context.isAnimated else {
            completion()
            return
        }
        let d = presentDuration
        context.backdrop.run(
            AnimationRecipes.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: d, timing: .easeInEaseOut),
            forKey: "popupBackdrop", at: now)
        context.content.run(
            AnimationRecipes.basic(
                .transformScale, from: .scalar(minimumScale), to: .scalar(1), duration: d, timing: .easeInEaseOut),
            forKey: "popupScale", at: now)
        context.content.run(
            AnimationRecipes.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: d, timing: .easeInEaseOut),
            forKey: "popupOpacity", at: now)
        context.clock.schedule(after: d, completion)
    }

    /// Backdrop opacity → 0 and content scale → 0.85 with opacity → 0, 0.25 s ease-in-ease-out,
    /// from what is on screen now; `completion` runs on the clock when it ends (at once when not animated).
    public static func dismiss(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        let now = context.now
        let backdropFrom = context.backdrop.presentation(at: now).opacity
        let contentFrom = context.content.presentation(at: now).opacity
        context.backdrop.opacity = 0
        context.content.opacity = 0
        guard context.isAnimated else {
            completion()
            return
        }
        let d = dismissDuration
        context.backdrop.run(
            AnimationRecipes.basic(.opacity, from: .scalar(backdropFrom), to: .scalar(0), duration: d, timing: .easeInEaseOut),
            forKey: "popupBackdrop", at: now)
        context.content.run(
            AnimationRecipes.basic(
                .transformScale, from: .scalar(1), to: .scalar(minimumScale), duration: d, timing: .easeInEaseOut,
                fill: .forwards, removedOnCompletion: false), forKey: "popupScale", at: now)
        context.content.run(
            AnimationRecipes.basic(.opacity, from: .scalar(contentFrom), to: .scalar(0), duration: d, timing: .easeInEaseOut),
            forKey: "popupOpacity", at: now)
        context.clock.schedule(after: d, completion)
    }
}
