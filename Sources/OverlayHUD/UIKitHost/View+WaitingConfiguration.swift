#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// Shows the waiting HUD with any configuration while a binding is true, as one activity of the
    /// center's balanced count, with an optional Cancel (`WaitingHUDBinding` decides the steps).
    @available(iOS 14.0, *)
    package struct WaitingConfigurationModifier: ViewModifier {
        @Binding var isPresented: Bool
        /// The configuration with the modifier's progress and button title in it.
        let configuration: WaitingHUDConfiguration
        let onCancel: (@MainActor () -> Void)?
        let center: HUDCenter?
        @State private var state = WaitingConfigurationState()
        @State private var place = ModifierCenter()

        package func body(content: Content) -> some View {
            content.modifier(
                OverlayModifierCore(
                    watched: Watched(isPresented: isPresented, configuration: configuration), place: place,
                    appeared: { apply(state.binding.changed(presented: isPresented, configuration: configuration)) },
                    changed: { apply(state.binding.changed(presented: isPresented, configuration: configuration)) },
                    disappeared: { apply(state.binding.viewDisappeared()) }))
        }

        /// What the modifier follows: a change of either shows, hides or updates the HUD.
        private struct Watched: Hashable {
            let isPresented: Bool
            let configuration: WaitingHUDConfiguration
        }

        private func apply(_ step: WaitingHUDBinding.Step?) {
            guard let step else { return }
            let target: HUDCenter
            var cancel: CancelRelay?
            if case .begin = step {
                target = place.forShowing(given: center)
                cancel = onCancel.map { CancelRelay(action: $0, binding: $isPresented) }
            } else {
                target = place.forHiding(given: center)
            }
            let state = state
            MainActor.assumeIsolated { Self.run(step, on: target, state: state, cancel: cancel) }
        }

        /// Does `step` on `center`; only Sendable values cross into the main actor.
        @MainActor
        private static func run(
            _ step: WaitingHUDBinding.Step, on center: HUDCenter, state: WaitingConfigurationState, cancel: CancelRelay?
        ) {
            switch step {
            case .begin(let shown):
                let work = WaitingWork(cancelTitle: cancel == nil ? nil : (shown.buttonTitle ?? ""))
                // WaitingWork runs it on the main actor when Cancel is tapped, before it ends the activity.
                if let cancel { work.attach { MainActor.assumeIsolated { cancel.run() } } }
                state.work = work
                work.begin(on: center, configuration: shown)
            case .end:
                state.work?.end()
                state.work = nil
            case .update(let shown):
                // The Cancel button keeps this work's title (the built-in one read at its start).
                let title = state.work?.cancelTitle
                center.updateWaiting { c in
                    c = shown
                    if let title { c.buttonTitle = title }
                }
            case .progress(let progress):
                center.setWaitingProgress(progress)
            }
        }
    }

    /// The `WaitingHUDBinding` and the activity a modifier holds across view updates.
    // @unchecked Sendable: this SDK's `ViewModifier.body` is not main-actor isolated; SwiftUI calls
    // it, and the center calls back, on the main thread only.
    package final class WaitingConfigurationState: @unchecked Sendable {
        var binding = WaitingHUDBinding()
        var work: WaitingWork?
    }

    /// What the Cancel button of `.waitingHUD(…, onCancel:)` does: the app's action, then the flag
    /// back to false.
    // @unchecked Sendable: as `ItemClearer`, made on the main actor and used there only (the action
    // is main-actor isolated, the binding is not marked Sendable in this SDK).
    @available(iOS 14.0, *)
    package final class CancelRelay: @unchecked Sendable {
        private let action: @MainActor () -> Void
        private let binding: Binding<Bool>
        init(action: @escaping @MainActor () -> Void, binding: Binding<Bool>) {
            self.action = action
            self.binding = binding
        }
        @MainActor package func run() {
            action()
            if binding.wrappedValue { binding.wrappedValue = false }
        }
    }

    @available(iOS 14.0, *)
    extension View {
        /// Shows OverlayHUD's waiting HUD in any mode while `isPresented` is true, with progress
        /// from your state and an optional Cancel button, and ends it when the flag turns false or
        /// this view disappears.
        ///
        /// ```swift
        /// .waitingHUD(
        ///     isPresented: $isUploading,
        ///     configuration: WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…"),
        ///     progress: upload.fraction,
        ///     onCancel: { upload.cancel() })
        /// ```
        /// The HUD is one activity of the center's balanced count (``HUDCenter/pushActivity(_:mode:)``):
        /// turning the flag off never hides a HUD other code still holds. While it shows, a new
        /// `configuration` replaces the shown one, and a new `progress` alone moves the progress
        /// (as `HUDCenter.updateWaiting { $0.progress = p }` does).
        ///
        /// With `onCancel`, the HUD shows a Cancel button. Tapping it runs `onCancel`, ends this
        /// modifier's activity at once (the HUD hides unless other code holds it) and sets
        /// `isPresented` back to false. Your work is not stopped for you: stop it in `onCancel`.
        /// - Parameters:
        ///   - isPresented: whether the HUD shows.
        ///   - configuration: mode, texts, style and timing (its `buttonTitle` is replaced when
        ///     `onCancel` is given).
        ///   - progress: the progress of a mode that shows one (`nil`: the configuration's);
        ///     NaN and negatives show 0, values above 1 and +∞ show 1.
        ///   - cancelTitle: the Cancel button's title (`nil`, empty or blank: "Cancel" in the
        ///     overlay's language); used only with `onCancel`.
        ///   - onCancel: what Cancel does (`nil`: no button).
        ///   - center: the center to show in (default: the center of this view's window scene when
        ///     the app has several windows; else ``HUDCenter/shared``).
        public func waitingHUD(
            isPresented: Binding<Bool>, configuration: WaitingHUDConfiguration, progress: Double? = nil,
            cancelTitle: String? = nil, onCancel: (@MainActor () -> Void)? = nil, center: HUDCenter? = nil
        ) -> some View {
            let title =
                onCancel == nil ? nil : (cancelTitle.flatMap { $0.contains(where: { !$0.isWhitespace }) ? $0 : nil } ?? "")
            let shown = WaitingHUDBinding.resolved(configuration, progress: progress, buttonTitle: title)
            return modifier(
                WaitingConfigurationModifier(isPresented: isPresented, configuration: shown, onCancel: onCancel, center: center))
        }
    }
#endif
