import Foundation

/// One run of ``HUDCenter/withWaiting(_:mode:cancellable:cancelTitle:_:)``: the activity it
/// pushed, the task it runs, the progress it reports, and — when cancellable — the HUD button
/// that cancels it.
///
/// Ends once: when the work finishes (or throws), or when the user taps Cancel; the activity is
/// popped then, so the HUD hides as soon as nothing else holds it.
@MainActor
package final class WaitingWork {
    private weak var center: HUDCenter?
    /// The Cancel button's title; `nil` when the work cannot be cancelled. Empty until ``begin(on:label:mode:)``
    /// when the built-in "Cancel" is meant (read then, in the center's language).
    package private(set) var cancelTitle: String?
    /// Whether the activity has been popped (by the end of the work or a Cancel tap).
    private(set) var isEnded = false
    /// Whether Cancel was tapped (before the task was attached, too).
    private(set) var isCancelRequested = false
    /// Cancels the task running the work (attached once the task exists).
    private var cancelTask: (@Sendable () -> Void)?
    /// The `Progress` followed (see ``follow(_:)``), while it is.
    private var progressObservation: ProgressObservation?

    package nonisolated init(cancelTitle: String?) { self.cancelTitle = cancelTitle }

    /// Pushes the activity and, when cancellable, puts the Cancel button on the HUD.
    func begin(on center: HUDCenter, label: String?, mode: WaitingHUDConfiguration.Mode) {
        self.center = center
        if cancelTitle?.isEmpty == true { cancelTitle = center.localization.string(.cancel) }
        center.batch {
            center.activityCount += 1
            if let hud = center.waiting, hud.phase != .hiding, hud.phase != .finished {
                var c = hud.configuration
                if let label { c.label = label }
                if let cancelTitle { c.buttonTitle = cancelTitle }
                hud.update(c)
                hud.show()
            } else {
                var c = WaitingHUDConfiguration(mode: mode, label: label)
                c.buttonTitle = cancelTitle
                center.presentWaiting(c)
            }
            if cancelTitle != nil { center.waitingWorks.append(self) }
            center.refreshWaitingButton()
        }
    }

    /// Pushes the activity showing `configuration` (SwiftUI's `.waitingHUD(isPresented:configuration:…)`):
    /// a HUD that shows takes the configuration, as with ``HUDCenter/showWaiting(_:)-(WaitingHUDConfiguration)``;
    /// its button is the Cancel of this work when it has a title.
    package func begin(on center: HUDCenter, configuration: WaitingHUDConfiguration) {
        self.center = center
        if cancelTitle?.isEmpty == true { cancelTitle = center.localization.string(.cancel) }
        center.batch {
            center.activityCount += 1
            var c = configuration
            if let cancelTitle { c.buttonTitle = cancelTitle }
            center.presentWaiting(c)
            if cancelTitle != nil { center.waitingWorks.append(self) }
            center.refreshWaitingButton()
        }
    }

    /// Gives the work its task's cancel; cancels at once when Cancel was already tapped.
    package func attach(_ cancel: @escaping @Sendable () -> Void) {
        cancelTask = cancel
        if isCancelRequested { cancel() }
    }

    /// The Cancel button was tapped: the task is cancelled and the activity ends now (the HUD
    /// hides unless other activities hold it), whether or not the work heeds the cancellation.
    func cancel() {
        guard !isEnded else { return }
        isCancelRequested = true
        cancelTask?()
        end()
    }

    /// Pops the activity (once) and takes the Cancel button off when no cancellable work is left.
    package func end() {
        guard !isEnded else { return }
        isEnded = true
        progressObservation?.cancel()
        progressObservation = nil
        guard let center else { return }
        center.batch {
            center.waitingWorks.removeAll { $0 === self }
            if let cancelTitle, center.waitingWorks.isEmpty, let hud = center.waiting,
                hud.configuration.buttonTitle == cancelTitle
            {
                var c = hud.configuration
                c.buttonTitle = nil
                hud.update(c)
            }
            center.refreshWaitingButton()
            guard center.activityCount > 0 else { return }
            center.activityCount -= 1
            if center.activityCount == 0 { center.dismissWaiting(animated: true, afterDelay: 0, completion: nil) }
        }
    }

    /// Shows `fraction` on the HUD (clamped), switching it to ``WaitingHUDConfiguration/Mode/determinate``
    /// when it shows no progress; ignored once the work has ended or while no HUD shows.
    func report(_ fraction: Double) {
        guard !isEnded, let center, let hud = center.waiting, hud.phase != .hiding, hud.phase != .finished else { return }
        center.batch {
            var c = hud.configuration
            if !c.mode.showsProgress { c.mode = .determinate }
            c.progress = fraction
            hud.update(c)
        }
    }

    /// Follows `progress` (polled on the center's clock, as ``HUDCenter/observeWaitingProgress(_:)``)
    /// until the work ends or the HUD goes.
    func follow(_ progress: Progress) {
        guard !isEnded, let center else { return }
        progressObservation?.cancel()
        progressObservation = ProgressObservation(
            progress: progress, clock: center.clock,
            isLive: { [weak self] in
                guard let self, !self.isEnded, let hud = self.center?.waiting else { return false }
                return hud.phase != .finished
            },
            sink: { [weak self] value in
                guard let self, !self.isEnded else { return false }
                self.report(value)
                return true
            })
    }
}
