#if canImport(UIKit)
// @preconcurrency: notification payloads and UIScene notifications are unannotated in the 17.4 SDK.
@preconcurrency import UIKit

extension UIKitHUDHost {
    /// Observes the keyboard and scene changes while the overlay shows something.
    func startObservingSystem() {
        guard observersAreEmpty else { return }
        let center = NotificationCenter.default
        let keyboard: [Notification.Name] = [UIResponder.keyboardWillChangeFrameNotification,
                                             UIResponder.keyboardWillHideNotification]
        let frameKey = UIResponder.keyboardFrameEndUserInfoKey  // read here: main-actor isolated in the SDK
        for name in keyboard {
            let hides = name == UIResponder.keyboardWillHideNotification
            addObserver(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                let frame = hides ? nil : (note.userInfo?[frameKey] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated { self?.keyboardDidChange(screenFrame: frame) }
            })
        }
        let scenes: [Notification.Name] = [UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                           UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification]
        for name in scenes {
            addObserver(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.relocateWindow() }
            })
        }
    }

    /// Converts the keyboard's end frame (screen coordinates) into the overlay and applies it.
    func keyboardDidChange(screenFrame: CGRect?) {
        guard let overlay, let window else { return }
        let inWindow = screenFrame.map { Rect(window.convert($0, from: window.screen.coordinateSpace)) }
        let frame = KeyboardFrameMapping.overlayFrame(keyboard: inWindow, overlayBounds: overlay.bounds)
        guard frame != overlay.keyboardFrame else { return }
        overlay.updateKeyboardFrame(frame)
        commit(overlay)
    }

    // MARK: Scenes

    /// The connected window scenes and the one `OverlaySceneSelector` picks.
    static func selectScene(current: UIWindowScene?) -> UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let described = scenes.enumerated().map { i, s in
            OverlaySceneSelector.Scene(id: i, activation: activation(s.activationState),
                                       isApplication: s.session.role == .windowApplication,
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
    static func keyWindow() -> UIWindow? {
        for scene in UIApplication.shared.connectedScenes {
            if let w = (scene as? UIWindowScene)?.windows.first(where: { $0.isKeyWindow && !($0 is OverlayWindow) }) { return w }
        }
        return nil
    }
}
#endif
