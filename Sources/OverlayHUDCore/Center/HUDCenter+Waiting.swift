import Foundation

extension HUDCenter {
    // MARK: Any-thread entry points

    /// Shows the waiting HUD (the cat by default) with an optional label. Calling it while a HUD
    /// is shown updates the label and cancels a pending delayed hide; during the hide animation
    /// it brings the HUD back.
    public nonisolated func showWaiting(_ label: String? = nil, mode: WaitingHUDConfiguration.Mode = .cat) {
        showWaiting(WaitingHUDConfiguration(mode: mode, label: label))
    }

    /// Shows the waiting HUD with a full configuration.
    public nonisolated func showWaiting(_ configuration: WaitingHUDConfiguration) {
        hop { $0.presentWaiting(configuration) }
    }

    /// Changes the shown (or grace-pending) HUD's configuration. A no-op when none is shown.
    ///
    /// ```swift
    /// HUDCenter.shared.updateWaiting { $0.label = "Almost done…" }
    /// ```
    public nonisolated func updateWaiting(_ change: @escaping @Sendable (inout WaitingHUDConfiguration) -> Void) {
        hop { center in
            guard let hud = center.waiting else { return }
            var config = hud.configuration
            change(&config)
            hud.update(config)
        }
    }

    /// Sets the progress of a determinate HUD (clamped to 0…1; NaN → 0), animating to it: apps
    /// write `updateWaiting { $0.progress = p }`, the SwiftUI modifier and tests call this.
    package nonisolated func setWaitingProgress(_ progress: Double) {
        updateWaiting { $0.progress = progress }
    }

    /// Hides the waiting HUD after `delay` seconds (NaN/negative → now), respecting its
    /// minimum show time; `completion` runs after it has been removed. With `animated: false` it
    /// goes at once, also in the middle of a show or hide animation (which it cuts short, as
    /// MBProgressHUD does). When nothing is shown,
    /// `completion` runs at once. An explicit hide also ends every activity pushed with
    /// ``pushActivity(_:mode:)`` (the count goes back to zero).
    public nonisolated func hideWaiting(
        animated: Bool = true, afterDelay delay: Double = 0,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        hop { center in
            center.activityCount = 0
            center.dismissWaiting(animated: animated, afterDelay: delay, completion: completion)
        }
    }

    /// Shows a checkmark and `status`, plays the success haptic, and hides after `duration`.
    ///
    /// A status HUD has SVProgressHUD's dark style (``WaitingHUDStyle/dark``; a lighter grey in
    /// the dark look) and replaces the waiting HUD if one shows. The status wraps, as SVProgressHUD's
    /// status label: the bezel grows to the screen's width, then taller, at every text size; a
    /// status taller than the safe area ends with "…".
    ///
    /// ```swift
    /// HUDCenter.shared.showSuccess("Saved", duration: .seconds(1.5), dismissesOnTap: true)
    /// HUDCenter.shared.showInfo("Copied", icon: .init(image: .named("doc.on.clipboard")))
    /// ```
    /// - Parameters:
    ///   - status: the text; `nil` or empty shows the icon alone (nothing is announced then).
    ///   - duration: how long it stays. `.automatic` (the default): SVProgressHUD's reading time,
    ///     0.5 s + 0.06 s per character, at least ``StatusHUDSettings/minimumDuration``.
    ///     `.seconds(s)`: NaN/negative → 0 (it hides at once, after its show animation); +∞ and
    ///     anything above one hour → one hour. While VoiceOver runs either is 1.5 times longer, so
    ///     the text can be read out to the end. `.untilHidden`: until a tap (with
    ///     `dismissesOnTap`) or ``hideWaiting(animated:afterDelay:completion:)`` hides it.
    ///   - dismissesOnTap: whether a tap on the HUD hides it at once (animated).
    ///   - icon: drawn instead of the checkmark (the haptic stays the success one).
    public nonisolated func showSuccess(
        _ status: String? = nil, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false,
        icon: WaitingHUDConfiguration.CustomContent? = nil
    ) { showStatus(.success, status, duration: duration, dismissesOnTap: dismissesOnTap, icon: icon) }

    /// Shows a cross and `status`, plays the error haptic, and hides after `duration`; parameters
    /// as in ``showSuccess(_:duration:dismissesOnTap:icon:)``.
    public nonisolated func showError(
        _ status: String? = nil, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false,
        icon: WaitingHUDConfiguration.CustomContent? = nil
    ) { showStatus(.error, status, duration: duration, dismissesOnTap: dismissesOnTap, icon: icon) }

    /// Shows an "i" and `status`, plays the warning haptic, and hides after `duration`; parameters
    /// as in ``showSuccess(_:duration:dismissesOnTap:icon:)``.
    public nonisolated func showInfo(
        _ status: String? = nil, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false,
        icon: WaitingHUDConfiguration.CustomContent? = nil
    ) { showStatus(.info, status, duration: duration, dismissesOnTap: dismissesOnTap, icon: icon) }

    /// Shows the waiting HUD and counts one activity; ``popActivity(animated:)`` hides it only when every
    /// pushed activity has been popped, so nested show/hide pairs balance.
    public nonisolated func pushActivity(_ label: String? = nil, mode: WaitingHUDConfiguration.Mode = .cat) {
        hop { center in
            center.activityCount += 1
            if let hud = center.waiting, hud.phase != .hiding, hud.phase != .finished {
                if let label {
                    var c = hud.configuration
                    c.label = label
                    hud.update(c)
                }
                hud.show()
            } else {
                center.presentWaiting(WaitingHUDConfiguration(mode: mode, label: label))
            }
        }
    }

    /// Ends one activity started with ``pushActivity(_:mode:)``; hides when none remain.
    /// Extra pops are ignored (the count never goes below zero).
    public nonisolated func popActivity(animated: Bool = true) {
        hop { center in
            guard center.activityCount > 0 else { return }
            center.activityCount -= 1
            if center.activityCount == 0 { center.dismissWaiting(animated: animated, afterDelay: 0, completion: nil) }
        }
    }

    // MARK: Main-actor state

    /// The configuration of the HUD on screen (or waiting for its grace time), if any.
    package var waitingConfiguration: WaitingHUDConfiguration? { waiting?.configuration }

    /// Whether the waiting HUD is in the overlay (false during its grace time).
    public var isWaitingVisible: Bool { waiting.map { $0.view.root.superlayer != nil } ?? false }

    /// Number of activities pushed and not yet popped.
    var activeActivityCount: Int { activityCount }

    /// How long a status message stays: SVProgressHUD's rule, 0.5 s + 0.06 s per character,
    /// clamped to `minimum`…`maximum` (defaults 5 s and ∞, as SVProgressHUD).
    nonisolated static func displayDuration(for status: String?, minimum: Double = 5, maximum: Double = .infinity)
        -> Double
    {
        let count = Double(status?.count ?? 0)
        let lo = minimum.isNaN ? 0 : max(0, minimum)
        let hi = maximum.isNaN ? .infinity : max(lo, maximum)
        return min(max(0.5 + 0.06 * count, lo), hi)
    }

    // MARK: Implementation

    func presentWaiting(_ configuration: WaitingHUDConfiguration) {
        waitingPresentations += 1
        // The HUD asks for the commits its changes need; the entry point's batch makes them one.
        if let hud = waiting, hud.phase != .finished {
            hud.update(configuration)
            hud.show()
            return
        }
        let hud = WaitingHUD(configuration: configuration, overlay: overlay, clock: relay.batchingClock, host: relay)
        hud.onFinished = { [weak self] finished in
            guard let self, self.waiting === finished else { return }
            self.waiting = nil
            self.progressObservation?.cancel()
            self.progressObservation = nil
        }
        hud.onEvent = { [weak self, weak hud] phase, reason in
            self?.post(.waitingHUD, phase, reason: reason, to: hud?.configuration.lifecycle)
        }
        waiting = hud
        refreshWaitingButton()
        // Popups sit below the waiting HUD and banners above it: the HUD's layer goes in at zPosition 100.
        hud.view.root.zPosition = OverlayZOrder.waitingHUD
        hud.show()
    }

    func dismissWaiting(
        animated: Bool, afterDelay delay: Double, completion: (@MainActor @Sendable () -> Void)?,
        reason: HUDHideReason = .hiddenByCode
    ) {
        guard let hud = waiting else {
            completion?()
            return
        }
        hud.hide(animated: animated, afterDelay: delay, completion: completion, reason: reason)
    }

    /// Shows a status HUD (see ``showSuccess(_:duration:dismissesOnTap:icon:)``) of `kind` with
    /// `status` and hides it after a while (the SwiftUI `StatusHUD` and tests call it).
    /// - Parameters:
    ///   - kind: ``WaitingHUDConfiguration/Mode/success``, ``WaitingHUDConfiguration/Mode/error`` or ``WaitingHUDConfiguration/Mode/info``
    ///     (any other mode shows as given and plays no haptic).
    ///   - status: the text; `nil` or empty shows the icon alone (nothing is announced then).
    ///   - duration: how long it stays. `.automatic` (the default):
    ///     `displayDuration(for:minimum:maximum:)` with ``StatusHUDSettings/minimumDuration``.
    ///     `.seconds(s)`: NaN/negative → 0 (it hides at once, after its show animation); +∞ and
    ///     anything above `maximumStatusDuration` → that maximum. While VoiceOver runs either is
    ///     multiplied by ``StatusHUDSettings/voiceOverDurationMultiplier``. `.untilHidden`: until a
    ///     tap (with `dismissesOnTap`) or ``hideWaiting(animated:afterDelay:completion:)`` hides it.
    ///   - dismissesOnTap: whether a tap on the HUD hides it at once (animated).
    ///   - icon: drawn instead of the checkmark, cross or "i" (the haptic stays the kind's).
    package nonisolated func showStatus(
        _ kind: WaitingHUDConfiguration.Mode, _ status: String?, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false,
        icon: WaitingHUDConfiguration.CustomContent? = nil
    ) {
        hop { center in
            let settings = center.statusHUDSettings
            var config = WaitingHUDConfiguration(mode: icon.map { .custom($0) } ?? kind, label: status, style: .dark)
            config.isAnimated = true
            config.dismissesOnTap = dismissesOnTap
            center.activityCount = 0
            center.presentWaiting(config)
            if settings.playsHaptics, let haptic = Self.haptic(for: kind) { center.host.play(haptic) }
            var seconds: Double
            if center.relay.holdsAutoDismiss { return }  // UI-test mode: stays until tapped or hidden
            switch duration {
            case .untilHidden: return
            case .seconds(let s): seconds = Self.clampStatusDuration(s)
            case .automatic:
                seconds = HUDCenter.displayDuration(
                    for: status, minimum: settings.minimumDuration, maximum: Self.maximumStatusDuration)
            }
            if center.host.isVoiceOverRunning {
                seconds = min(Self.maximumStatusDuration, seconds * settings.voiceOverDurationMultiplier)
            }
            center.dismissWaiting(animated: true, afterDelay: seconds, completion: nil, reason: .timer)
        }
    }

    /// The longest a status HUD stays, in seconds (one hour): longer durations, +∞ included, count as this.
    nonisolated static let maximumStatusDuration = 3_600.0

    /// A status duration made safe: NaN/negative → 0, at most ``maximumStatusDuration``.
    nonisolated static func clampStatusDuration(_ seconds: Double) -> Double {
        seconds.isNaN ? 0 : min(maximumStatusDuration, max(0, seconds))
    }

    /// The haptic a status kind plays (UIKit's notification feedback: success, warning, error).
    nonisolated static func haptic(for kind: WaitingHUDConfiguration.Mode) -> Haptic? {
        switch kind {
        case .success: .success
        case .error: .error
        case .info: .warning
        default: nil
        }
    }
}
