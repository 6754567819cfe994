#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// Shows the waiting HUD while a binding is true, as one activity of the center's balanced count
    /// (`ActivityBinding` decides), so it never hides a HUD other code shows.
    @available(iOS 14.0, *)
    package struct WaitingHUDModifier: ViewModifier {
        @Binding var isPresented: Bool
        let label: String?
        let center: HUDCenter?
        @State private var state = ActivityState()
        @State private var place = ModifierCenter()

        package func body(content: Content) -> some View {
            content.modifier(
                OverlayModifierCore(
                    watched: Watched(isPresented: isPresented, label: label), place: place,
                    appeared: { apply(state.binding.appeared(presented: isPresented, label: label)) },
                    changed: {
                        let (step, relabel) = state.binding.changed(presented: isPresented, label: label)
                        apply(step)
                        let newLabel = label
                        if relabel { place.forHiding(given: center).updateWaiting { $0.label = newLabel } }
                    },
                    disappeared: { apply(state.binding.viewDisappeared()) }))
        }

        /// What the modifier follows: a change of either shows, hides or relabels the HUD.
        private struct Watched: Hashable {
            let isPresented: Bool
            let label: String?
        }

        private func apply(_ step: ActivityBinding.Step) {
            switch step {
            case .push: place.forShowing(given: center).pushActivity(label)
            case .pop: place.forHiding(given: center).popActivity()
            case .none: break
            }
        }
    }

    /// The `ActivityBinding` a modifier keeps across view updates.
    // Not isolated: this SDK's `ViewModifier.body` is not main-actor isolated; SwiftUI calls it, and
    // the popup callbacks that touch it, on the main thread.
    package final class ActivityState {
        var binding = ActivityBinding()
    }

    @available(iOS 14.0, *)
    extension View {
        /// Shows OverlayHUD's waiting HUD (in its overlay window, above everything) while
        /// `isPresented` is true, and hides it when it turns false or this view disappears.
        ///
        /// ```swift
        /// List(items) { … }
        ///     .waitingHUD(isPresented: $isLoading, label: "Loading…")
        /// ```
        /// - Parameters:
        ///   - isPresented: whether the HUD shows.
        ///   - label: the text under the indicator; changing it updates the shown HUD.
        ///   - center: the center to show in (default: the center of this view's window scene,
        ///     `HUDCenter.center(for:)`, when the app has several windows; else ``HUDCenter/shared``).
        public func waitingHUD(isPresented: Binding<Bool>, label: String? = nil, center: HUDCenter? = nil) -> some View {
            modifier(WaitingHUDModifier(isPresented: isPresented, label: label, center: center))
        }
    }
#endif
