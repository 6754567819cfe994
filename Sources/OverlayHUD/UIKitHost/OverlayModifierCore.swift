#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// What every overlay modifier does with its view, written once: a `SceneProbe` behind it (so
    /// its `ModifierCenter` knows the view's scene) and the hooks for when the view appears, when
    /// the watched value changes and when the view disappears. Not generic, so SwiftUI's modifier
    /// chain is compiled once, not once per modifier and per watched type (iOS code size).
    @available(iOS 14.0, *)
    package struct OverlayModifierCore: ViewModifier {
        /// What the modifier follows (an item's id, a flag, a label): a change runs `changed`.
        let watched: AnyHashable?
        /// Where the probe reports the view's window.
        let place: ModifierCenter
        let appeared: () -> Void
        let changed: () -> Void
        var disappeared: (() -> Void)? = nil

        package init(
            watched: AnyHashable?, place: ModifierCenter, appeared: @escaping () -> Void,
            changed: @escaping () -> Void, disappeared: (() -> Void)? = nil
        ) {
            self.watched = watched
            self.place = place
            self.appeared = appeared
            self.changed = changed
            self.disappeared = disappeared
        }

        /// The `changed` of the latest update. iOS 14–16 (`onChange(of:perform:)`) run the closure of
        /// the update *before* the change, whose `changed` would see the old label, message or binding
        /// snapshot; iOS 17 runs the new one. Kept here, not in `place`: `changed` holds the modifier,
        /// and so its `place`, and a closure in it would never be freed.
        @State private var latest = LatestChange()

        package func body(content: Content) -> some View {
            latest.changed = changed
            let latest = latest
            return
                content
                .probingScene(for: place)
                .onAppear(perform: appeared)
                .onChangeOfValue(watched) { _ in latest.changed() }
                .onDisappear(perform: disappeared)
        }
    }

    /// Where `OverlayModifierCore` keeps the `changed` of its latest update.
    // Not isolated: as `ModifierCenter`, SwiftUI uses it on the main thread.
    package final class LatestChange {
        var changed: () -> Void = {}
    }

    @available(iOS 14.0, *)
    extension View {
        /// `onChange(of:)` without the iOS 17 deprecation: the two-value closure where it exists.
        @ViewBuilder
        func onChangeOfValue<V: Equatable>(_ value: V, perform action: @escaping (V) -> Void) -> some View {
            if #available(iOS 17.0, *) {
                onChange(of: value) { _, newValue in action(newValue) }
            } else {
                onChange(of: value, perform: action)
            }
        }
    }
#endif
