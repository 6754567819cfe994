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

    /// The view's bounds in overlay coordinates: converted to its window, then through the
    /// screen's coordinate space (the overlay window covers the screen). A view in no window
    /// reports its frame.
    public var frameInOverlay: Rect {
        guard let window else { return Rect(frame) }
        let inWindow = convert(bounds, to: window)
        return Rect(window.convert(inWindow, to: window.screen.coordinateSpace))
    }
}
#endif
