#if canImport(UIKit)
    // @preconcurrency: see CoreGraphicsConversions.swift.
    @preconcurrency import UIKit
    // For a recogniser that only watches touches (`OverlayTouchWatcher`): setting `state`.
    @preconcurrency import UIKit.UIGestureRecognizerSubclass

    /// The overlay in an app extension: a view covering the extension's own view, holding the
    /// overlay's root view (`HostProcess.Surface.extensionView`: an extension's extra window is
    /// never composited). It does what the overlay window does in an app: touches that land on no
    /// interactive element pass through to the extension's views (`TouchRouting`), a touch on a
    /// content slot is its view's, the tap and pan recognisers report to the engine, and fingers
    /// going down and up are reported (a touched banner pauses its timer). A view gets no
    /// `sendEvent`: a recogniser that never recognises watches the fingers instead.
    final class OverlayExtensionView: UIView {
        /// The host this view shows.
        weak var host: UIKitHUDHost?
        /// The fingers reported down to the engine and not yet up (held weakly).
        private var fingers = HostFingerLedger<UITouch>()
        /// Whether the engine heard the pan under way begin before its recogniser's action ran.
        private var panBeganReported = false
        private weak var panRecognizer: UIPanGestureRecognizer?

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
            isOpaque = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            installRecognizers()
            if #available(iOS 17.0, *) {
                registerForTraitChanges([
                    UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
                    // Increase Contrast, read into the overlay's traits (`extensionTraits(of:)`).
                    UITraitAccessibilityContrast.self,
                ]) { (view: OverlayExtensionView, _: UITraitCollection) in
                    view.host?.extensionViewDidChangeLayout(view)
                }
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("made in code only") }

        /// `nil` — the touch goes to the extension's views — unless an interactive overlay element
        /// is under it (`TouchRouting`, in this view's coordinates, which are the overlay's).
        package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard let host, host.routesTouch(at: point) else { return nil }
            if let slot = host.contentView(at: point), let hit = slot.hitTest(convert(point, to: slot), with: event) {
                return hit
            }
            return host.rootView ?? self
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            host?.extensionViewDidChangeLayout(self)
        }

        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            host?.extensionViewDidChangeLayout(self)
        }

        // Before iOS 17; from 17 on the view registers for trait changes (`init(frame:)`).
        @available(iOS, deprecated: 17.0)
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if #unavailable(iOS 17.0) { host?.extensionViewDidChangeLayout(self) }
        }

        // MARK: Touches

        private func installRecognizers() {
            let watcher = OverlayTouchWatcher(target: nil, action: nil)
            watcher.watcher = self
            // It only watches: the views under the finger get their ends at once.
            watcher.delaysTouchesEnded = false
            let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            for recognizer in [watcher, tap, pan] {
                recognizer.cancelsTouchesInView = false
                recognizer.delegate = self
                addGestureRecognizer(recognizer)
            }
            panRecognizer = pan
        }

        /// A finger went down on the overlay (the watcher saw it).
        fileprivate func fingerDown(_ touch: UITouch) {
            guard let host else { return }
            fingers.down(touch)
            host.deliver(
                .touchDown(HUDPoint(touch.location(in: self)), contentHandlesTap: host.contentHandlesTap(on: touch.view)))
        }

        /// A finger lifted or was cancelled: its up, if its down was reported.
        fileprivate func fingerUp(_ touch: UITouch) {
            guard let host, fingers.up(touch) else { return }
            host.deliver(.touchUp(HUDPoint(touch.location(in: self)), contentHandlesTap: host.contentHandlesTap(on: touch.view)))
            if panBeganReported {
                panBeganReported = false
                host.deliver(.panCancelled)
            }
        }

        /// Fingers freed or gone without an up the watcher saw: their ups now.
        fileprivate func reportLostUps(keeping touches: Set<UITouch>, at point: CGPoint) {
            let lost = fingers.lostUps { finger in touches.contains { $0 === finger } }
            for _ in 0..<lost { host?.deliver(.touchUp(HUDPoint(point))) }
        }

        @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            host?.deliver(.tap(HUDPoint(recognizer.location(in: self))))
        }

        @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
            let p = HUDPoint(recognizer.location(in: self))
            let t = recognizer.translation(in: self)
            let translation = HUDSize(Double(t.x), Double(t.y))
            switch recognizer.state {
            case .began:
                if panBeganReported { panBeganReported = false } else { host?.deliver(.panBegan(p)) }
            case .changed: host?.deliver(.panChanged(p, translation: translation))
            case .ended:
                let v = recognizer.velocity(in: self)
                host?.deliver(.panEnded(p, translation: translation, velocity: HUDSize(Double(v.x), Double(v.y))))
            case .cancelled, .failed: host?.deliver(.panCancelled)
            default: break
            }
        }

        /// As the overlay window's: the engine hears its pan begin just before it begins, so a pan
        /// it takes cancels the touches of the views under the finger (`OverlayWindow`).
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === panRecognizer, let host else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            if !panBeganReported {
                panBeganReported = true
                gestureRecognizer.cancelsTouchesInView = host.deliver(.panBegan(HUDPoint(gestureRecognizer.location(in: self))))
            }
            return true
        }
    }

    extension OverlayExtensionView: UIGestureRecognizerDelegate {
        /// The view's recognisers only report to the engine: they never keep the recognisers of a
        /// view in a content slot from recognising, nor each other.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            true
        }
    }

    /// Watches the fingers on the overlay's view in an app extension and never recognises: each
    /// finger's down and up (or cancel) goes to the view, which reports it to the engine; it
    /// fails once no finger is left, so UIKit resets it for the next touches.
    final class OverlayTouchWatcher: UIGestureRecognizer {
        weak var watcher: OverlayExtensionView?
        private var down = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if let view, let all = event.allTouches {
                watcher?.reportLostUps(keeping: all, at: touches.first?.location(in: view) ?? .zero)
            }
            for touch in touches {
                down += 1
                watcher?.fingerDown(touch)
            }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            lift(touches)
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            lift(touches)
        }

        private func lift(_ touches: Set<UITouch>) {
            for touch in touches {
                down = max(0, down - 1)
                watcher?.fingerUp(touch)
            }
            if down == 0 { state = .failed }
        }

        override func reset() {
            super.reset()
            down = 0
        }
    }
#endif
