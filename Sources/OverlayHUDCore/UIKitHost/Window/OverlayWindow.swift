#if canImport(UIKit)
    // @preconcurrency: see CoreGraphicsConversions.swift.
    @preconcurrency import UIKit

    /// The overlay's window: above the app (status-bar level by default), key only while an element
    /// that takes the keyboard shows (`KeyWindowPolicy`), transparent to touches except where the
    /// engine's hit test finds an interactive element.
    final class OverlayWindow: UIWindow {
        /// The host this window shows (it routes touches and layout changes there).
        weak var host: UIKitHUDHost?
        /// The app's key window before the overlay appeared, to hand key status back if UIKit ever
        /// makes the overlay key.
        weak var previousKeyWindow: UIWindow?

        /// Key only while the engine's `KeyWindowPolicy` allows it (a card's fields or a popup with
        /// the app's own view that takes the keyboard shows).
        @available(iOS 15.0, *)
        override var canBecomeKey: Bool { host?.allowsKeyWindow ?? false }

        override func becomeKey() {
            super.becomeKey()
            // Before iOS 15 there is no canBecomeKey: give key status straight back to the app.
            if host?.allowsKeyWindow != true, let app = appWindow, app !== self { app.makeKey() }
        }

        /// The app's window in the same scene the overlay should defer to: its key window, else
        /// the front-most visible normal-level window that is not an overlay.
        var appWindow: UIWindow? {
            Self.appWindow(among: windowScene?.windows ?? [previousKeyWindow].compactMap { $0 }, previousKey: previousKeyWindow)
        }

        /// The app's window among `candidates` (a scene's windows): the key one, else the front-most
        /// visible normal-level one that is not an overlay, else `previousKey`.
        static func appWindow(among candidates: [UIWindow], previousKey: UIWindow?) -> UIWindow? {
            let others = candidates.filter { !($0 is OverlayWindow) }
            return others.first(where: \.isKeyWindow)
                ?? others.last(where: { !$0.isHidden && $0.windowLevel == .normal })
                ?? previousKey
        }

        /// Asks the engine (`TouchRouting`): `nil` — the touch goes to the app — unless an
        /// interactive overlay element is under it.
        package override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            // A controller presented over the overlay (a SwiftUI popup's `.sheet` or `.alert`, Share
            // from a card field's edit menu: `PresentationRouting`) takes the touches on its views,
            // which UIKit puts beside the root view; the engine knows nothing of them.
            if rootViewController?.presentedViewController != nil, let hit = super.hitTest(point, with: event),
                isPresentation(hit)
            {
                return hit
            }
            guard let host, host.routesTouch(at: point) else { return nil }
            // A touch on a content slot (the app's own view, a card's text field) is its view's;
            // anything else is the root view's.
            if let slot = host.contentView(at: point), let hit = slot.hitTest(convert(point, to: slot), with: event) {
                return hit
            }
            return rootViewController?.view ?? self
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            host?.windowDidChangeLayout(self)
        }

        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            host?.windowDidChangeLayout(self)
        }

        // Before iOS 17; from 17 on the host registers for trait changes (`observeTraits()`).
        @available(iOS, deprecated: 17.0)
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if #unavailable(iOS 17.0) { host?.windowDidChangeLayout(self) }
        }

        /// From iOS 17: re-reads appearance, size classes and contrast (Increase Contrast, read
        /// from this window when the app has none) when they change.
        func observeTraits() {
            if #available(iOS 17.0, *) {
                registerForTraitChanges([
                    UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self,
                    UITraitVerticalSizeClass.self, UITraitAccessibilityContrast.self,
                ]) { (window: OverlayWindow, _: UITraitCollection) in
                    window.host?.windowDidChangeLayout(window)
                }
            }
        }

        /// Reports fingers going down and up on the overlay's elements (a touched banner pauses its
        /// vanish timer), each saying whether it is on something of the app's own view that takes
        /// taps itself (`ContentTapOwnership`), before UIKit delivers the touches as usual — so the
        /// ups come before the tap recogniser's tap.
        override func sendEvent(_ event: UIEvent) {
            if event.type == .touches, let touches = event.allTouches, let host {
                // Ups UIKit never sent here come first (`HostFingerLedger`); nothing is allocated
                // for an event that lost none, as every touch event is read here.
                let lost = fingers.lostUps { finger in touches.contains { $0.window === self && $0 === finger } }
                if lost > 0 {
                    let at = touches.first { $0.window === self }.map { HUDPoint($0.location(in: self)) } ?? HUDPoint(0, 0)
                    for _ in 0..<lost { host.deliver(.touchUp(at)) }
                }
                for touch in touches where touch.window === self {
                    let p = HUDPoint(touch.location(in: self))
                    switch touch.phase {
                    case .began where !isPresentation(touch.view):
                        // A field in the app's own view that appeared since the last commit makes
                        // the overlay key before the touch reaches it (`PopupPresentation.KeyWindow`).
                        host.refreshKeyWindow()
                        fingers.down(touch)
                        host.deliver(.touchDown(p, contentHandlesTap: host.contentHandlesTap(on: touch.view)))
                    case .ended, .cancelled:
                        // Only a finger whose down was reported (not one on a presented controller).
                        guard fingers.up(touch) else { continue }
                        host.deliver(.touchUp(p, contentHandlesTap: host.contentHandlesTap(on: touch.view)))
                        // A pan the engine heard begin whose recogniser never began (a recogniser it
                        // had to wait for took the touches) ends with the finger.
                        if panBeganReported {
                            panBeganReported = false
                            host.deliver(.panCancelled)
                        }
                    default: break
                    }
                }
            }
            super.sendEvent(event)
        }

        /// Tap recogniser action.
        @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended else { return }
            host?.deliver(.tap(HUDPoint(recognizer.location(in: self))))
        }

        /// Pan recogniser action.
        @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
            let p = HUDPoint(recognizer.location(in: self))
            let t = recognizer.translation(in: self)
            let translation = HUDSize(Double(t.x), Double(t.y))
            switch recognizer.state {
            case .began:
                // Reported as the pan was about to begin (`gestureRecognizerShouldBegin`).
                if panBeganReported { panBeganReported = false } else { host?.deliver(.panBegan(p)) }
            case .changed: host?.deliver(.panChanged(p, translation: translation))
            case .ended:
                let v = recognizer.velocity(in: self)
                host?.deliver(.panEnded(p, translation: translation, velocity: HUDSize(Double(v.x), Double(v.y))))
            case .cancelled, .failed: host?.deliver(.panCancelled)
            default: break
            }
        }

        /// The fingers reported down to the engine and not yet up.
        private var fingers = HostFingerLedger<UITouch>()
        /// Whether the engine heard the pan under way begin before its recogniser's action ran.
        private var panBeganReported = false
        /// The window's pan recogniser (`installRecognizers()`).
        private weak var panRecognizer: UIPanGestureRecognizer?

        /// The engine hears its pan begin just before it begins, so that a pan it takes (a banner's
        /// or message's swipe) cancels the touches of the views under the finger as it begins
        /// (`cancelsTouchesInView`): a `UIButton` the swipe started on then runs no action when the
        /// finger lifts over it, as with a scroll view's pan and SwiftMessages' and SwiftEntryKit's
        /// swipes. A pan no element takes leaves the views their touches (a slider, a drawing view
        /// or a SwiftUI drag in a popup). UIKit asks this both as the view's method and as the
        /// recogniser's delegate's: the engine hears it once.
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

        /// Whether `view` is a presented controller's (outside the root view's tree): its touches
        /// are not the engine's.
        func isPresentation(_ view: UIView?) -> Bool {
            guard let view, view !== self, let root = rootViewController?.view else { return false }
            return !view.isDescendant(of: root)
        }

        /// Adds the tap and pan recognisers.
        func installRecognizers() {
            let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            tap.cancelsTouchesInView = false
            pan.cancelsTouchesInView = false
            tap.delegate = self
            pan.delegate = self
            addGestureRecognizer(tap)
            addGestureRecognizer(pan)
            panRecognizer = pan
        }
    }

    extension OverlayWindow: UIGestureRecognizerDelegate {
        /// The window's recognisers only report to the engine: they never keep the recognisers of a
        /// view in a content slot (a scroll view or a SwiftUI button in the app's popup, a card's
        /// text field) from recognising, as a recogniser that recognises first otherwise does
        /// (UIGestureRecognizer: one recognition at a time unless a delegate allows more).
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            other.view !== self
        }

        /// A touch on a controller presented over the overlay is no tap or pan of the engine's (a
        /// tap on an alert's button is not a tap on the backdrop under it).
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            !isPresentation(touch.view)
        }
    }

    extension HUDPoint {
        /// From a `CGPoint`.
        init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
    }
#endif
