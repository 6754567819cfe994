@_spi(Layers) import OverlayHUDCore

/// An HUD-style grid of options that animates in (SKChoosePopView), shown through the popup queue.
///
/// ```swift
/// let popup = try OptionPopup(configuration: config)
/// popup.onSelect = { index in print("chose", index) }
/// HUDCenter.shared.showPopup(popup)
/// ```
/// The instance can be enqueued again after it has hidden; with
/// ``OptionPopupConfiguration/recordsSelection`` the last choice is still marked.
/// The 30 entry combinations are described on ``OptionPopupConfiguration/AnimationType`` and
/// ``OptionPopupConfiguration/Direction``; the exit slides the panel down off-screen in 0.5 s.
@MainActor
package final class OptionPopup: Popup {
    /// What the popup shows.
    let configuration: OptionPopupConfiguration
    /// Called with the option's index when the user picks one.
    var onSelect: (@MainActor (Int) -> Void)?
    /// Runs after every selection, after ``onSelect`` (SKPopView's `completion`, given at creation).
    var completion: (@MainActor () -> Void)?
    /// Set by the queue while enqueued.
    package var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    /// The marked option (the selection record), if any.
    private(set) var selectedIndex: Int?
    /// The option chosen while this showing lasted (cleared when the popup shows again).
    private(set) var chosenThisTime: Int?
    let view: OptionPopupView
    /// Told about each recorded choice (the center keeps records per id).
    var onRecord: (@MainActor (Int) -> Void)?
    private weak var clock: (any HUDClock)?
    private var screen = HUDSize.zero

    /// Builds the popup.
    /// - Parameters:
    ///   - configuration: what the popup shows and how it moves.
    ///   - completion: runs after each selection, as SKPopView's `completion` does.
    /// - Throws: ``OptionPopupConfiguration/ValidationError`` (empty options, bad grid, bad spacing).
    init(configuration: OptionPopupConfiguration, completion: (@MainActor () -> Void)? = nil) throws {
        let grid = try configuration.grid()
        self.configuration = configuration
        self.completion = completion
        view = OptionPopupView(configuration: configuration, grid: grid)
        if let i = configuration.initialSelection, i >= 0, i < configuration.options.count {
            selectedIndex = i
            view.setSelected(true, at: i)
        }
    }

    /// The panel.
    package var content: HUDLayer { view.panel }
    /// ``OptionPopupConfiguration/presentation``.
    package var presentation: PopupPresentation { configuration.presentation }

    /// Sizes the panel (the original's is the screen's width less 120) and centres it.
    package func layout(in bounds: HUDRect) {
        screen = bounds.size
        view.layout(screenWidth: bounds.width, screenHeight: bounds.height)
        view.panel.position = HUDPoint(bounds.midX, bounds.midY)
    }

    /// Entry and exit completions still scheduled (cancelled on every way out).
    private var scheduledWork: [(clock: any HUDClock, token: TimerToken)] = []

    /// Shows the grey backdrop at once and runs the configured entry.
    package func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        clock = context.clock
        screen = context.bounds.size
        chosenThisTime = nil
        let panel = view.panel
        panel.opacity = 1
        panel.transform = .identity
        for key in ["exitPosition", "entryPosition", "entryShake", "entryRotation", "entryOpacity", "entryScale", "entryBounds"] {
            panel.removeAnimation(forKey: key)
        }
        layout(in: context.bounds)
        context.backdrop.opacity = 1
        guard configuration.isAnimated, context.isAnimated else {
            completion()
            return
        }
        let now = context.now
        let total: Double
        if let custom = configuration.customAnimation {
            let t = custom(
                OptionPopupEntry(
                    panel: panel, start: configuration.direction.startPoint(in: screen),
                    end: panel.position, duration: configuration.animationDuration, now: now))
            total = t.isNaN || t < 0 ? 0 : min(t, OptionPopupConfiguration.maximumAnimationDuration)
        } else {
            total = OptionPopupAnimator.runEntry(
                configuration.animationType, from: configuration.direction, on: panel,
                screen: screen, duration: configuration.animationDuration, at: now)
        }
        if total > 0 { after(total, on: context.clock, completion) } else { completion() }
    }

    /// Slides the panel down off-screen in 0.5 s (at once when not animated); the backdrop stays until removal.
    package func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
        cancelScheduledWork()  // an entry still running ends here: its completion must not fire later
        guard configuration.isAnimated, context.isAnimated else {
            completion()
            return
        }
        let d = OptionPopupAnimator.runDismiss(on: view.panel, screen: context.bounds.size, at: context.now)
        after(d, on: context.clock, completion)
    }

    /// Every way out (dismissed, dropped, dismissed while set aside) ends here: nothing stays scheduled.
    package func popupDidHide(_ reason: HUDHideReason) { cancelScheduledWork() }

    /// The one place this popup's scheduled work is owned: entry and exit completions.
    private func after(_ delay: Double, on clock: any HUDClock, _ action: @escaping @MainActor () -> Void) {
        scheduledWork.append((clock, clock.schedule(after: delay, action)))
    }

    private func cancelScheduledWork() {
        for (clock, token) in scheduledWork { clock.cancel(token) }
        scheduledWork.removeAll()
    }

    /// A tap on an option chooses it.
    package func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        guard let index = view.optionIndex(of: layer) else { return false }
        choose(index)
        return true
    }

    /// Chooses option `index` as a tap would: click effect, selection record, ``onSelect``, and
    /// dismissal when ``OptionPopupConfiguration/dismissesOnSelection``. Out-of-range indices are ignored.
    package func choose(_ index: Int) {
        guard index >= 0, index < configuration.options.count else { return }
        if configuration.clickEffect, let now = clock?.now {
            OptionPopupAnimator.clickEffect(on: view.cells[index], at: now)
        }
        if configuration.recordsSelection {
            if let old = selectedIndex { view.setSelected(false, at: old) }
            selectedIndex = index
            view.setSelected(true, at: index)
            onRecord?(index)
        }
        chosenThisTime = index
        onSelect?(index)
        completion?()
        if configuration.dismissesOnSelection { onRequestDismiss?(.tap) }
    }
}
