#if canImport(UIKit)
// @preconcurrency: see CoreGraphicsConversions.swift.
@preconcurrency import UIKit

/// Every `UIView` is an MBProgressHUD container, so MBProgressHUD code keeps working:
/// ```swift
/// let hud = MBProgressHUD.showAdded(to: view, animated: true)
/// hud.label.text = "Loading"
/// ```
/// The HUD is drawn in the overlay window, over the view's frame.
extension UIView: HUDContainer {
    /// The shared center (its overlay window shows HUDs added to views).
    public var hudCenter: HUDCenter { HUDCenter.shared }

    /// The view's bounds in overlay coordinates: converted to its window, then into the overlay
    /// window of the same scene when it exists (both cover the scene, so window coordinates are
    /// already overlay coordinates otherwise). A view in no window reports its frame.
    public var frameInOverlay: Rect {
        guard let window else { return Rect(frame) }
        let inWindow = convert(bounds, to: window)
        guard let overlayWindow = window.windowScene?.windows.first(where: { $0 is OverlayWindow }),
              overlayWindow !== window else { return Rect(inWindow) }
        let target: UICoordinateSpace = overlayWindow
        return Rect(window.convert(inWindow, to: target))
    }
}
#endif
