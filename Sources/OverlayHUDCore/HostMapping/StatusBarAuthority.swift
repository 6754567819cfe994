/// Which of the app's view controllers decides the status bar while the overlay shows, so the
/// overlay window's root controller forwards the status bar the app's screen shows.
///
/// UIKit hands status-bar control from a presenting controller to the one it presents only when
/// that one is presented full screen (`modalPresentationStyle == .fullScreen`) or sets
/// `modalPresentationCapturesStatusBarAppearance`; a sheet, popover or over-full-screen
/// presentation that does not capture it leaves the status bar to the controller below. So along
/// the presentation chain from the app window's root, the deciding controller is the last one
/// that captures the status bar and is not being dismissed (a controller being dismissed, and
/// whatever it presents, no longer counts). The root always captures. The host then follows the
/// decider's `childForStatusBarStyle` / `childForStatusBarHidden` chain (``ForwardingChain``).
///
/// ```swift
/// let i = StatusBarAuthority.decidingIndex(in: chain)   // chain[0]: the app window's root
/// ```
enum StatusBarAuthority {
    /// One controller of the presentation chain.
    struct Controller: Sendable {
        /// Whether it takes status-bar control from the controller that presents it: presented
        /// full screen, or `modalPresentationCapturesStatusBarAppearance`.
        var capturesStatusBar: Bool
        /// Whether it is being dismissed.
        var isBeingDismissed: Bool

        /// Creates a description.
        init(capturesStatusBar: Bool, isBeingDismissed: Bool = false) {
            self.capturesStatusBar = capturesStatusBar
            self.isBeingDismissed = isBeingDismissed
        }
    }

    /// The index of the controller that decides the status bar, or `nil` for an empty chain.
    static func decidingIndex(in chain: [Controller]) -> Int? {
        guard !chain.isEmpty else { return nil }
        var decider = 0
        for (i, c) in chain.enumerated().dropFirst() {
            if c.isBeingDismissed { break }
            if c.capturesStatusBar { decider = i }
        }
        return decider
    }
}
