#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// What every overlay modifier does with its view, written once: a `SceneProbe` behind it (so
    /// its `ModifierCenter` knows the view's scene) and the hooks for when the view appears, when
    /// the watched value changes and when the view disappears. Not generic, so SwiftUI's modifier
    /// chain is compiled once, not once per modifier and per watched type (iOS code size).
    @available(iOS 14.0, *)
    struct OverlayModifierCore: ViewModifier {
        /// What the modifier follows (an item's id, a flag, a label): a change runs `changed`.
        let watched: AnyHashable?
        /// Where the probe reports the view's window.
        let place: ModifierCenter
        let appeared: () -> Void
        let changed: () -> Void
        var disappeared: (() -> Void)? = nil

        func body(content: Content) -> some View {
            content
                .probingScene(for: place)
                .onAppear(perform: appeared)
                .onChangeOfValue(watched) { _ in changed() }
                .onDisappear(perform: disappeared)
        }
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
