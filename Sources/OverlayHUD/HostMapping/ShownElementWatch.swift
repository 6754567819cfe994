/// How a SwiftUI modifier knows that the element it showed (a banner, a status HUD) has left, from
/// the center's ``OverlayShownState`` after each commit. A banner is gone once it was seen showing
/// and is no longer (before that it may wait its turn in the stack). A status HUD is gone as soon
/// as it does not show, or another presentation took its place.
///
/// ```swift
/// var watch = ShownElementWatch.banner(id: "sync")
/// watch.update(state)        // false: not in the stack yet, or showing
/// watch.update(state)        // true once, after it was seen and has left
/// ```
package struct ShownElementWatch: Equatable {
    /// What to look for in the state.
    package enum Target: Equatable {
        /// The banner with this id.
        case banner(String)
        /// The status HUD of this waiting HUD presentation (``OverlayShownState/waitingPresentation``).
        case waitingPresentation(Int)
    }

    let target: Target
    /// Whether the element was seen showing.
    private(set) var wasSeen = false
    /// Whether the watch reported it gone (it reports once).
    private(set) var isGone = false

    package init(_ target: Target) { self.target = target }

    /// The state the show left, read right after it (SwiftUI's modifiers start watching there):
    /// returns true when the element is gone already. A banner puts itself in the stack at once,
    /// so one that is not there was dropped as a repeat (`BannerConfiguration.isRepeat`) and
    /// will never show; a status HUD as in ``update(_:)``.
    package mutating func updateAfterShow(_ state: OverlayShownState) -> Bool {
        if case .banner(let id) = target, !isGone, !state.bannerIDs.contains(id) {
            isGone = true
            return true
        }
        return update(state)
    }

    /// A new state after a commit: returns true once, when the element has gone.
    package mutating func update(_ state: OverlayShownState) -> Bool {
        guard !isGone else { return false }
        let showing: Bool
        switch target {
        case .banner(let id):
            showing = state.bannerIDs.contains(id)
        case .waitingPresentation(let number):
            // Another presentation replaced it, seen or not: gone.
            if state.waitingPresentation != number {
                isGone = true
                return true
            }
            // A status HUD has no grace time: it is in the overlay from its show on, so one
            // that does not show (not yet seen too: hidden at once, a NaN or zero duration) is gone.
            guard state.isWaitingVisible else {
                isGone = true
                return true
            }
            showing = true
        }
        if showing {
            wasSeen = true
            return false
        }
        guard wasSeen else { return false }
        isGone = true
        return true
    }
}
