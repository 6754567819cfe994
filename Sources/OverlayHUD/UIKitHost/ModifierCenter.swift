#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit
    import SwiftUI

    /// Which center a SwiftUI modifier shows on, and where its view is: a probe view in the
    /// modifier's background knows its window, and so its window scene. `OverlayCenterChoice`
    /// decides at each show (the given center; `HUDCenter.shared` in a one-window app or while the
    /// view is in no window; else the view's scene's center, `HUDCenter.center(for:)`); what a show
    /// put up is hidden, popped or updated on the same center.
    // Not isolated: as the modifiers' other state (`ActivityState`), SwiftUI uses it on the main thread.
    package final class ModifierCenter {
        /// The probe view in the modifier's background (`SceneProbe`).
        weak var probe: UIView?
        /// The center the last show went to.
        private var shownOn: HUDCenter?

        package init() {}

        /// The center to show on now (remembered for hiding).
        package func forShowing(given: HUDCenter?) -> HUDCenter {
            let center = Self.choose(given: given, probe: probe)
            shownOn = center
            return center
        }

        /// The center the last show went to (the one to choose now if none did).
        package func forHiding(given: HUDCenter?) -> HUDCenter {
            if let shownOn { return shownOn }
            return Self.choose(given: given, probe: probe)
        }

        // Static, so the main-actor closure captures only Sendable values (a view, a center).
        private static func choose(given: HUDCenter?, probe: UIView?) -> HUDCenter {
            MainActor.assumeIsolated { choose(given: given, scene: probe?.window?.windowScene) }
        }

        @MainActor
        private static func choose(given: HUDCenter?, scene: UIWindowScene?) -> HUDCenter {
            let applicationScenes = HostApplication.connectedWindowScenes.filter { $0.session.role == .windowApplication }
            let choice = OverlayCenterChoice.choose(
                given: given != nil, viewScene: scene?.session.persistentIdentifier,
                applicationScenes: applicationScenes.count,
                sceneHasCenter: scene.map { HUDCenter.existingCenter(for: $0) != nil } ?? false)
            switch choice {
            case .given: return given ?? .shared
            case .shared: return .shared
            case .scene: return scene.map { HUDCenter.center(for: $0) } ?? .shared
            }
        }
    }

    /// A hidden, zero-size view in a modifier's background whose window tells the modifier its scene.
    package struct SceneProbe: UIViewRepresentable {
        let center: ModifierCenter

        package func makeUIView(context: Context) -> UIView {
            let view = UIView(frame: .zero)
            view.isHidden = true
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            view.accessibilityElementsHidden = true
            center.probe = view
            return view
        }

        package func updateUIView(_ view: UIView, context: Context) { center.probe = view }
    }

    @available(iOS 14.0, *)
    extension View {
        /// This view with a `SceneProbe` behind it, reporting to `center`.
        func probingScene(for center: ModifierCenter) -> some View { background(SceneProbe(center: center)) }
    }
#endif
