#if canImport(UIKit)
    // @preconcurrency: see UIKitHUDHost.swift.
    @preconcurrency import UIKit

    /// The overlay in an app extension (`HostProcess.Surface.extensionView`): an extension's extra
    /// window is never composited into the host app's remote view, so the overlay's root view goes
    /// into the extension's own view (``extensionView``), covering it, in an `OverlayExtensionView`
    /// that passes touches outside the overlay's elements through to the extension's views. The
    /// overlay's root controller becomes a child of the extension's controller, so presentations
    /// from the overlay (a SwiftUI popup's `.sheet`) have a controller in the hierarchy.
    extension UIKitHUDHost {
        /// Puts the overlay into ``extensionView`` while it shows (or moves it there when the
        /// extension handed another view): nothing while there is no view, and nothing while the
        /// overlay shows nothing.
        func embedInExtensionView() {
            guard extensionOverlayShows, let target = extensionView else { return }
            // UIKit wants a visual effect view's subviews in its content view.
            let parent = (target as? UIVisualEffectView)?.contentView ?? target
            let surface = extensionSurface ?? makeExtensionSurface()
            // Containment in UIKit's order: `addChild` (which sends `willMove(toParent:)`) before the
            // child's view joins the parent's hierarchy, `didMove(toParent:)` after, so the root
            // controller gets its appearance calls from its parent; leaving the old parent, the
            // reverse: `willMove(toParent: nil)`, the view out, then `removeFromParent()`.
            let controller = Self.controller(owning: target)
            let root = extensionRoot
            let newParent = root.map { $0.parent !== controller } ?? false
            let moves = surface.superview !== parent
            if newParent, let root {
                if root.parent != nil {
                    root.willMove(toParent: nil)
                    if moves { surface.removeFromSuperview() }
                    root.removeFromParent()
                }
                controller?.addChild(root)
            }
            if moves {
                surface.removeFromSuperview()
                surface.frame = parent.bounds
                parent.addSubview(surface)
            }
            if newParent, let root, let controller { root.didMove(toParent: controller) }
            keepOnTop(surface)
            extensionViewDidChangeLayout(surface)
            sync()
        }

        /// Takes the overlay out of the extension's view and lets its views go (the overlay is empty).
        func removeFromExtensionView() {
            if let root = extensionRoot {
                if root.presentedViewController != nil { root.dismiss(animated: false) }
                root.willMove(toParent: nil)
                root.view.removeFromSuperview()
                root.removeFromParent()
            }
            extensionSurface?.removeFromSuperview()
            extensionSurface = nil
            extensionRoot = nil
        }

        /// Keeps the overlay's view in front of the views the extension added after it.
        func keepOnTop(_ surface: OverlayExtensionView) {
            guard let parent = surface.superview, parent.subviews.last !== surface else { return }
            parent.bringSubviewToFront(surface)
        }

        /// Reads size, safe area, place on the screen and display settings of the overlay's view in
        /// the extension (as `windowDidChangeLayout(_:)` reads the overlay window's).
        func extensionViewDidChangeLayout(_ view: OverlayExtensionView) {
            guard let overlay, view === extensionSurface, let window = view.window else { return }
            let metrics = Self.metrics(ofExtensionView: view, in: window, orientation: overlay.orientation)
            let traits = Self.extensionTraits(of: view)
            guard metrics != overlay.metrics || traits != overlay.traits else { return }
            reportTraits(traits, of: overlay)
            if let receiver {
                receiver.screenDidChange(to: metrics, transitionDuration: layoutTransitionDuration)
            } else {
                overlay.update(metrics: metrics)
                sync()
            }
        }

        /// What the overlay's view in an extension covers: its size and safe area, its window's
        /// screen scale and scene orientation, and where it is on the screen (the keyboard is
        /// placed with it).
        static func metrics(ofExtensionView view: UIView, in window: UIWindow, orientation: HUDInterfaceOrientation)
            -> ScreenMetrics
        {
            let b = view.bounds
            let insets = view.safeAreaInsets
            var orientation = orientation
            if let raw = window.windowScene?.interfaceOrientation.rawValue,
                let o = CoreAnimationNames.interfaceOrientation(uiKitRawValue: raw)
            {
                orientation = o
            }
            return ScreenMetrics(
                size: HUDSize(Double(b.width), Double(b.height)), scale: Double(window.screen.scale),
                safeAreaInsets: HUDEdgeInsets(
                    top: Double(insets.top), left: Double(insets.left),
                    bottom: Double(insets.bottom), right: Double(insets.right)),
                orientation: orientation,
                originInScreen: HUDPoint(view.convert(CGPoint.zero, to: window.screen.coordinateSpace)))
        }

        /// The display settings of the overlay's view in an extension: the extension's own (its
        /// view's style, text size and layout direction, which the overlay's view inherits).
        static func extensionTraits(of view: UIView) -> OverlayTraits {
            let style = interfaceStyle(appWindow: view.superview ?? view, system: view.traitCollection.userInterfaceStyle)
            return traits(of: view, style: style)
        }

        /// The view the overlay shows in and its root controller, made when it first shows in an extension.
        private func makeExtensionSurface() -> OverlayExtensionView {
            let surface = OverlayExtensionView(frame: .zero)
            surface.host = self
            let root = OverlayRootViewController()
            root.extensionHost = self
            root.view.frame = surface.bounds
            root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            surface.addSubview(root.view)
            extensionSurface = surface
            extensionRoot = root
            return surface
        }

        /// The view controller whose view holds `view` (the responder chain up from it), if any.
        private static func controller(owning view: UIView) -> UIViewController? {
            var responder: UIResponder? = view
            while let r = responder {
                if let controller = r as? UIViewController { return controller }
                responder = r.next
            }
            return nil
        }
    }
#endif
