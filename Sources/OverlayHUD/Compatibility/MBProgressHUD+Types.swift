/// MBProgressHUD's modes, same names.
public enum MBProgressHUDMode: Int, Sendable {
    case indeterminate, determinate, determinateHorizontalBar, annularDeterminate, customView, text
}

/// MBProgressHUD's show/hide animations, same names.
public enum MBProgressHUDAnimation: Int, Sendable {
    case fade, zoom, zoomOut, zoomIn

    var hudAnimation: WaitingHUDTransitionStyle {
        switch self {
        case .fade: return .fade
        case .zoom: return .zoom
        case .zoomOut: return .zoomOut
        case .zoomIn: return .zoomIn
        }
    }
}

/// MBProgressHUD's background styles, same names.
public enum MBProgressHUDBackgroundStyle: Int, Sendable { case solidColor, blur }

/// Receives MBProgressHUD's hide notification.
///
/// As in MBProgressHUD, ``hudWasHidden(_:)`` is optional: an empty default is provided. The
/// protocol itself is not main-actor isolated, so conforming (from Swift 5 code, an `NSObject`
/// helper, …) does not make your class main-actor; the method is called on the main actor.
public protocol MBProgressHUDDelegate: AnyObject {
    /// Called after the HUD has been hidden (and removed from its view when
    /// `removeFromSuperViewOnHide` is set), after the HUD's completion block.
    @MainActor func hudWasHidden(_ hud: MBProgressHUD)
}

extension MBProgressHUDDelegate {
    /// Does nothing (the method is optional in MBProgressHUD).
    @MainActor public func hudWasHidden(_ hud: MBProgressHUD) {}
}

/// MBProgressHUD's `MBProgressMaxOffset`: an offset component that pins the bezel to an edge.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (MBProgressHUD's own spelling, so migrated code compiles unchanged.)
public let MBProgressMaxOffset: Double = WaitingHUDStyle.maxOffset
