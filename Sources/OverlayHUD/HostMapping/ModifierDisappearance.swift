/// What each SwiftUI modifier hides when its view disappears (popped, its tab left), decided once:
/// what waits for the user or holds the screen goes with its view; what leaves by itself stays and
/// finishes (a "Saved" shown as the screen closes is still read), unless it would never leave.
///
/// | Modifier | On disappear |
/// | --- | --- |
/// | `.waitingHUD` | its activity ends (the HUD hides unless other code holds it) |
/// | `.popup`, `.optionPopup` | dismissed, the binding reset |
/// | `.statusHUD`, `.banner(isPresented:)`, `.message` | stays unless it is until-hidden |
/// | `.banner(_:)` (posted) | stays |
package enum ModifierDisappearance {
    /// The kinds of element a modifier shows.
    package enum Element: Equatable {
        /// The waiting HUD (an activity of the balanced count).
        case waitingHUD
        /// A popup through the queue (option popup or your own view).
        case popup
        /// A status HUD, banner or message that lives for `duration` (`nil`: it never leaves by itself).
        case timed(seconds: Double?)
    }

    /// Whether the element a modifier shows is hidden when the modifier's view disappears.
    /// `timed`: only a lifetime of `nil` (until hidden) or +∞ hides; NaN, zero and negative
    /// lifetimes leave by themselves (at once), so they are not hidden.
    package static func hidesOnDisappear(_ element: Element) -> Bool {
        switch element {
        case .waitingHUD, .popup: true
        case .timed(let seconds):
            seconds.map { $0 == .infinity } ?? true
        }
    }

    /// The same for an element shown for `duration` (`automatic` counts as finite).
    package static func hidesOnDisappear(_ duration: HUDDuration) -> Bool {
        hidesOnDisappear(.timed(seconds: duration.lifetime(automatic: 0)))
    }
}
