// Exists where there is no UIKit (Linux, tests, tools): on iOS MBProgressHUDs go in a `UIView`.
// `@preconcurrency @MainActor` and `Sendable`, as MBProgressHUD (MBProgressHUDBehavior says why).
#if !canImport(UIKit)
    /// A stand-in for a `UIView` on platforms without UIKit: it holds MBProgressHUDs as subviews
    /// (in order, the last on top) and hit-tests them as UIKit would.
    @preconcurrency @MainActor
    final class HeadlessContainer: Sendable {
        /// The center whose clock times the HUDs and whose host measures their text.
        let hudCenter: HUDCenter
        /// The container's frame; its HUDs follow its size, as autoresizing views do.
        package var frame: HUDRect { didSet { for hud in subviews { hud.containerDidResize() } } }
        /// The HUDs added to the container, bottom first.
        private(set) var subviews: [MBProgressHUD] = []

        /// Creates a container covering `frame`, timed by `center`'s clock.
        init(frame: HUDRect, center: HUDCenter) {
            self.frame = frame
            self.hudCenter = center
        }

        /// The container's bounds.
        package var bounds: HUDRect { HUDRect(origin: .zero, size: frame.size) }

        /// Adds `hud` on top (`UIView.addSubview(_:)`: moves it to the top when already here).
        func addSubview(_ hud: MBProgressHUD) {
            hud.removeFromSuperview()
            subviews.append(hud)
            hud.superview = self
            hud.containerDidResize()
        }

        /// The HUD that takes a touch at `point` (container coordinates): the top-most one that is
        /// not hidden, at least 1 % opaque and user-interactive, as UIKit's hit testing. `nil`: the
        /// touch reaches the app.
        package func hitTest(_ point: HUDPoint) -> MBProgressHUD? {
            subviews.last { hud in
                !hud.isHidden && hud.alpha >= 0.01 && hud.isUserInteractionEnabled && hud.frame.contains(point)
            }
        }

        /// A tap at `point` (container coordinates): taps the HUD's button when it lands on it.
        /// Returns whether a HUD took the touch.
        @discardableResult
        func tap(at point: HUDPoint) -> Bool {
            guard let hud = hitTest(point) else { return false }
            _ = hud.engine.tapButton(at: HUDPoint(point.x - hud.frame.minX, point.y - hud.frame.minY))
            return true
        }

        /// Takes `hud` out of ``subviews`` (its `removeFromSuperview()`).
        func remove(_ hud: MBProgressHUD) { subviews.removeAll { $0 === hud } }
    }
#endif
