#if canImport(UIKit)
    // @preconcurrency: notification payloads and UIScene notifications are unannotated in the 17.4 SDK.
    @preconcurrency import UIKit

    extension UIKitHUDHost {
        /// Observes scene changes while the overlay shows something (the keyboard is followed for
        /// the host's whole life: `KeyboardObservation`).
        func startObservingSystem() {
            guard observersAreEmpty else { return }
            let center = NotificationCenter.default
            let scenes: [Notification.Name] = [
                UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
            ]
            for name in scenes {
                addObserver(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                        MainActor.assumeIsolated { self?.relocateWindow() }
                    })
            }
            // Text size changes before iOS 17 (from 17 on, the app window's trait registration sees them).
            addObserver(
                center.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) {
                    [weak self] _ in
                    MainActor.assumeIsolated {
                        guard let self, let window = self.window else { return }
                        self.windowDidChangeLayout(window)
                    }
                })
        }

        /// Converts the keyboard's end frame (screen coordinates) into overlay coordinates and hands
        /// it to the receiver, which keeps it whether or not anything shows (the shared center's
        /// host has its receiver from the moment it is made, so no frame is lost before a show).
        func keyboardDidChange(screenFrame: CGRect?) {
            let frame = screenFrame.map { f -> HUDRect in
                guard let window else { return HUDRect(f) }  // no window: the overlay is screen-sized
                return HUDRect(window.convert(f, from: window.screen.coordinateSpace))
            }
            receiver?.keyboardDidChange(to: frame)
        }

        // MARK: Scenes

        /// The window scenes the overlay may join (`HostProcess`): the application's connected
        /// ones; in an app extension the scene of ``extensionView``'s window.
        var overlayScenes: [UIWindowScene] {
            HostApplication.process.overlayScenes(
                application: HostApplication.connectedWindowScenes, extensionView: extensionView?.window?.windowScene)
        }

        /// The scene `OverlaySceneSelector` picks among ``overlayScenes``.
        func selectScene(current: UIWindowScene?) -> UIWindowScene? {
            let scenes = overlayScenes
            let described = scenes.enumerated().map { i, s in
                OverlaySceneSelector.Scene(
                    id: i, activation: Self.activation(s.activationState),
                    isApplication: HostApplication.process.hostsOverlay(
                        isWindowApplicationRole: s.session.role == .windowApplication),
                    isMain: s.windows.contains { $0.isKeyWindow && !($0 is OverlayWindow) })
            }
            let currentID = current.flatMap { c in scenes.firstIndex { $0 === c } }
            return OverlaySceneSelector.select(from: described, current: currentID).map { scenes[$0] }
        }

        private static func activation(_ state: UIScene.ActivationState) -> OverlaySceneSelector.Activation {
            switch state {
            case .foregroundActive: return .foregroundActive
            case .foregroundInactive: return .foregroundInactive
            case .background: return .background
            case .unattached: return .unattached
            @unknown default: return .unattached
            }
        }

        /// The app's key window, if any (the overlay hands key status back to it).
        func keyWindow() -> UIWindow? {
            for scene in overlayScenes {
                if let w = scene.windows.first(where: { $0.isKeyWindow && !($0 is OverlayWindow) }) { return w }
            }
            return nil
        }
    }

    /// Follows the keyboard for as long as its host lives: two notification observers, nothing
    /// else runs. Removes them when the host goes.
    final class KeyboardObservation {
        private let tokens: [NSObjectProtocol]

        @MainActor
        init(host: UIKitHUDHost) {
            let center = NotificationCenter.default
            let frameKey = UIResponder.keyboardFrameEndUserInfoKey  // read here: main-actor isolated in the SDK
            tokens = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification].map { name in
                let hides = name == UIResponder.keyboardWillHideNotification
                return center.addObserver(forName: name, object: nil, queue: .main) { [weak host] note in
                    let frame = hides ? nil : (note.userInfo?[frameKey] as? NSValue)?.cgRectValue
                    MainActor.assumeIsolated { host?.keyboardDidChange(screenFrame: frame) }
                }
            }
        }

        deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }
#endif
