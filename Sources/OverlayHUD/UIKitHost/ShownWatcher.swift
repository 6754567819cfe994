#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore

    /// Runs `onGone` once, when an element a SwiftUI modifier showed (a banner, a status HUD) has
    /// left, as ``ShownElementWatch`` decides from the center's shown state after each commit. It
    /// keeps itself listening until then (the center's listener holds it), so the binding is
    /// reset also when the modifier's view has gone meanwhile; then it stops listening.
    @MainActor
    package final class ShownWatcher {
        private var watch: ShownElementWatch
        private let onGone: @MainActor () -> Void

        private init(_ target: ShownElementWatch.Target, onGone: @escaping @MainActor () -> Void) {
            watch = ShownElementWatch(target)
            self.onGone = onGone
        }

        /// Starts watching `target` on `center`, right after the show: the state that show left
        /// counts first (a banner not in it was dropped as a repeat: gone at once, so nothing keeps
        /// listening for a banner that never shows).
        package static func start(
            _ target: ShownElementWatch.Target, on center: HUDCenter, onGone: @escaping @MainActor () -> Void
        ) {
            let watcher = ShownWatcher(target, onGone: onGone)
            if watcher.watch.updateAfterShow(center.shownState) { return onGone() }
            center.observeShownState(owner: watcher) { [weak center] state in
                guard watcher.watch.update(state) else { return }
                center?.stopObservingShownState(owner: watcher)
                watcher.onGone()
            }
        }
    }
#endif
