/// MBProgressHUD's modes, same names.
public enum MBProgressHUDMode: Int, Sendable {
    case indeterminate, determinate, determinateHorizontalBar, annularDeterminate, customView, text
}

/// MBProgressHUD's show/hide animations, same names.
public enum MBProgressHUDAnimation: Int, Sendable {
    case fade, zoom, zoomOut, zoomIn

    var hudAnimation: WaitingHUDStyle.TransitionStyle {
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

/// MBProgressHUD's `MBProgressMaxOffset`: an offset component that pins the bezel to an edge.
// swift-format-ignore: AlwaysUseLowerCamelCase
// (MBProgressHUD's own spelling, so migrated code compiles unchanged.)
public let MBProgressMaxOffset: Double = WaitingHUDStyle.maxOffset
