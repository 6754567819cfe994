/// What SwiftUI's `.waitingHUD(isPresented:configuration:progress:cancelTitle:onCancel:)` does:
/// like ``ActivityBinding`` it holds at most one activity of the center's balanced count, shown
/// with the modifier's configuration (its `progress` taken from the modifier's value, its button
/// from the Cancel title); while it holds one, a new configuration updates the HUD in place, and a
/// new progress alone only moves the progress (``HUDCenter/setWaitingProgress(_:)``).
///
/// ```swift
/// var binding = WaitingHUDBinding()
/// binding.changed(presented: true, configuration: c)     // .begin(c)
/// binding.changed(presented: true, configuration: c2)    // .update(c2), or .progress(p) when only progress differs
/// binding.viewDisappeared()                              // .end
/// ```
package struct WaitingHUDBinding: Equatable {
    /// One thing to do to the center.
    package enum Step: Equatable {
        /// Push the activity, showing this configuration.
        case begin(WaitingHUDConfiguration)
        /// End the activity the binding holds.
        case end
        /// Replace the shown HUD's configuration.
        case update(WaitingHUDConfiguration)
        /// Move the shown HUD's progress.
        case progress(Double)
    }

    /// The configuration of the HUD this binding holds, while it holds one.
    private(set) var shown: WaitingHUDConfiguration?

    package init() {}

    /// The configuration a modifier shows: `configuration` with `progress` (when given; clamped by
    /// the configuration: NaN and below 0 → 0, above 1 and +∞ → 1) and the Cancel button's title.
    package static func resolved(
        _ configuration: WaitingHUDConfiguration, progress: Double?, buttonTitle: String?
    ) -> WaitingHUDConfiguration {
        var c = configuration
        if let progress { c.progress = progress }
        if let buttonTitle { c.buttonTitle = buttonTitle }
        return c
    }

    /// The view appeared, or its flag or configuration changed.
    package mutating func changed(presented: Bool, configuration: WaitingHUDConfiguration) -> Step? {
        guard let old = shown else {
            guard presented else { return nil }
            shown = configuration
            return .begin(configuration)
        }
        guard presented else {
            shown = nil
            return .end
        }
        guard configuration != old else { return nil }
        shown = configuration
        var sameButProgress = old
        sameButProgress.progress = configuration.progress
        return sameButProgress == configuration ? .progress(configuration.progress) : .update(configuration)
    }

    /// The view went away: give back what it holds.
    package mutating func viewDisappeared() -> Step? {
        guard shown != nil else { return nil }
        shown = nil
        return .end
    }
}
