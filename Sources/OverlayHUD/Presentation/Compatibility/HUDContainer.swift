/// Something an ``MBProgressHUD`` can be added to: MBProgressHUD's `UIView` parameter.
///
/// On iOS every `UIView` conforms (the HUD is shown over the view's frame, inside the overlay
/// window). Elsewhere, ``HeadlessContainer`` stands in for a view.
@MainActor
public protocol HUDContainer: AnyObject {
    /// The center whose overlay shows HUDs added to this container.
    var hudCenter: HUDCenter { get }
    /// The container's frame in overlay (window) coordinates.
    var frameInOverlay: Rect { get }
}

/// A stand-in for a view on platforms without UIKit (tests, the software host).
@MainActor
public final class HeadlessContainer: HUDContainer {
    public let hudCenter: HUDCenter
    public var frameInOverlay: Rect

    /// Creates a container covering `frame` of `center`'s overlay.
    public init(frame: Rect, center: HUDCenter) {
        self.frameInOverlay = frame
        self.hudCenter = center
    }
}
