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
}
#endif
