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
                UIScene.didEnterBackgroundNotification,
            ]
            for name in scenes {
                addObserver(
                    center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                        MainActor.assumeIsolated { self?.relocateWindow() }
                    })
            }
            addObserver(
                center.addObserver(forName: UIScene.didDisconnectNotification, object: nil, queue: .main) {
                    [weak self] note in
                    let scene = note.object as? UIScene  // main-actor class: Sendable, unlike `Any?`
                    MainActor.assumeIsolated {
                        self?.sceneDidDisconnect(sessionID: scene?.session.persistentIdentifier)
                    }
                })
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

        /// Hands the keyboard's end frame, in screen coordinates as UIKit reports it, and its
        /// animation to the receiver, which keeps the raw frame whether or not anything shows and
        /// places it at each layout (`KeyboardFrameMapping`, with the window's place on the screen).
        func keyboardDidChange(screenFrame: CGRect?, animation: KeyboardAnimation?) {
            keyboardWasReported = true
            receiver?.keyboardDidChange(to: screenFrame.map(HUDRect.init), animation: animation)
        }

        /// Reads where the keyboard is when no notification has told this host yet — one that came
        /// up before the host existed (`HUDCenter.shared` is made at first use) sent none it saw:
        /// the root view's keyboard layout guide (iOS 15+; `KeyboardLayoutGuideReading`). Once.
        func readKeyboardIfUnreported(in window: OverlayWindow) {
            guard !keyboardWasReported, let view = window.rootViewController?.view else { return }
            guard #available(iOS 15.0, *) else { return }
            keyboardWasReported = true
            // The guide is made at its first use, and its `layoutFrame` is valid only once a layout
            // pass of its view has run (UILayoutGuide): make it, then lay out, then read.
            let guide = view.keyboardLayoutGuide
            view.setNeedsLayout()
            view.layoutIfNeeded()
            let frame = KeyboardLayoutGuideReading.keyboardFrame(
                guide: HUDRect(guide.layoutFrame), viewBounds: HUDRect(view.bounds),
                safeAreaBottom: Double(view.safeAreaInsets.bottom))
            guard let frame else { return }
            receiver?.keyboardDidChange(
                to: HUDRect(view.convert(frame.cgRect, to: window.screen.coordinateSpace)), animation: nil)
        }

        // MARK: Scenes

        /// The window scenes the overlay may join (`HostProcess`): the application's connected
        /// ones; in an app extension the scene of ``extensionView``'s window, else the bound scene.
        var overlayScenes: [UIWindowScene] {
            HostApplication.process.overlayScenes(
                application: HostApplication.connectedWindowScenes, extensionView: extensionView?.window?.windowScene,
                bound: boundScene)
        }

        /// The scene `OverlaySceneSelector` picks among ``overlayScenes``: the bound one while it is
        /// connected (``sceneBinding``), else the foreground-active one.
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
            // The bound scene, by session (`OverlaySceneBinding`); none for an unbound host.
            let preferred = sceneBinding.preferredIndex(amongSessions: scenes.map(\.session.persistentIdentifier))
            return OverlaySceneSelector.select(from: described, current: currentID, preferred: preferred).map { scenes[$0] }
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
    /// else runs; each hands on the raw screen frame and the keyboard's duration and curve.
    /// Removes them when the host goes.
    final class KeyboardObservation {
        private let tokens: [NSObjectProtocol]

        @MainActor
        init(host: UIKitHUDHost) {
            let center = NotificationCenter.default
            // Read here: main-actor isolated in the SDK.
            let frameKey = UIResponder.keyboardFrameEndUserInfoKey
            let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
            let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
            tokens = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification].map { name in
                let hides = name == UIResponder.keyboardWillHideNotification
                return center.addObserver(forName: name, object: nil, queue: .main) { [weak host] note in
                    let info = note.userInfo
                    let frame = hides ? nil : (info?[frameKey] as? NSValue)?.cgRectValue
                    // The keyboard's own move; the overlay's elements move with it (KeyboardAnimation).
                    let animation = KeyboardAnimation(
                        duration: (info?[durationKey] as? NSNumber)?.doubleValue ?? 0,
                        curve: (info?[curveKey] as? NSNumber)?.intValue ?? KeyboardAnimation.keyboardCurve)
                    MainActor.assumeIsolated { host?.keyboardDidChange(screenFrame: frame, animation: animation) }
                }
            }
        }

        deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }
#endif
