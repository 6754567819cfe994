// MBProgressHUD's three enums, with its names and values (MBProgressHUD.h's NS_ENUMs). Where
// there is an Objective-C runtime (iOS, macOS) they are `@objc`, so Objective-C code sees
// `MBProgressHUDModeText`, `MBProgressHUDAnimationFade`, … as it did with MBProgressHUD; Linux
// has no such runtime, so there the same enums are plain Swift. The two branches must stay the
// same (MBProgressHUDSurfaceTests checks the values on Linux; Scripts/ios-objc-clients.sh's
// call sites check them from Objective-C).
#if canImport(ObjectiveC)
    /// MBProgressHUD's modes, same names and values (Objective-C: `MBProgressHUDModeIndeterminate`, …).
    @objc public enum MBProgressHUDMode: Int, Sendable {
        /// A spinner (Objective-C `MBProgressHUDModeIndeterminate`, 0).
        case indeterminate
        /// A pie (`MBProgressHUDModeDeterminate`, 1).
        case determinate
        /// A horizontal bar (`MBProgressHUDModeDeterminateHorizontalBar`, 2).
        case determinateHorizontalBar
        /// A ring (`MBProgressHUDModeAnnularDeterminate`, 3).
        case annularDeterminate
        /// The HUD's `customView` (`MBProgressHUDModeCustomView`, 4).
        case customView
        /// Labels only (`MBProgressHUDModeText`, 5).
        case text
    }

    /// MBProgressHUD's show/hide animations, same names and values (Objective-C: `MBProgressHUDAnimationFade`, …).
    @objc public enum MBProgressHUDAnimation: Int, Sendable {
        /// Opacity (`MBProgressHUDAnimationFade`, 0).
        case fade
        /// Opacity and scale: in when showing, out when hiding (`MBProgressHUDAnimationZoom`, 1).
        case zoom
        /// Opacity and scale, zoom-out style (`MBProgressHUDAnimationZoomOut`, 2).
        case zoomOut
        /// Opacity and scale, zoom-in style (`MBProgressHUDAnimationZoomIn`, 3).
        case zoomIn
    }

    /// MBProgressHUD's background styles, same names and values (Objective-C:
    /// `MBProgressHUDBackgroundStyleSolidColor`, `MBProgressHUDBackgroundStyleBlur`).
    @objc public enum MBProgressHUDBackgroundStyle: Int, Sendable {
        /// A solid colour (`MBProgressHUDBackgroundStyleSolidColor`, 0).
        case solidColor
        /// A blur under the colour (`MBProgressHUDBackgroundStyleBlur`, 1).
        case blur
    }
#else
    /// MBProgressHUD's modes, same names and values.
    enum MBProgressHUDMode: Int, Sendable {
        /// A spinner (MBProgressHUD's `MBProgressHUDModeIndeterminate`, 0).
        case indeterminate
        /// A pie (`MBProgressHUDModeDeterminate`, 1).
        case determinate
        /// A horizontal bar (`MBProgressHUDModeDeterminateHorizontalBar`, 2).
        case determinateHorizontalBar
        /// A ring (`MBProgressHUDModeAnnularDeterminate`, 3).
        case annularDeterminate
        /// The HUD's `customView` (`MBProgressHUDModeCustomView`, 4).
        case customView
        /// Labels only (`MBProgressHUDModeText`, 5).
        case text
    }

    /// MBProgressHUD's show/hide animations, same names and values.
    enum MBProgressHUDAnimation: Int, Sendable {
        /// Opacity (`MBProgressHUDAnimationFade`, 0).
        case fade
        /// Opacity and scale: in when showing, out when hiding (`MBProgressHUDAnimationZoom`, 1).
        case zoom
        /// Opacity and scale, zoom-out style (`MBProgressHUDAnimationZoomOut`, 2).
        case zoomOut
        /// Opacity and scale, zoom-in style (`MBProgressHUDAnimationZoomIn`, 3).
        case zoomIn
    }

    /// MBProgressHUD's background styles, same names and values.
    enum MBProgressHUDBackgroundStyle: Int, Sendable {
        /// A solid colour (`MBProgressHUDBackgroundStyleSolidColor`, 0).
        case solidColor
        /// A blur under the colour (`MBProgressHUDBackgroundStyleBlur`, 1).
        case blur
    }
#endif

extension MBProgressHUDAnimation {
    var hudAnimation: WaitingHUDStyle.TransitionStyle {
        switch self {
        case .fade: return .fade
        case .zoom: return .zoom
        case .zoomOut: return .zoomOut
        case .zoomIn: return .zoomIn
        }
    }
}

/// MBProgressHUD's `MBProgressMaxOffset`: an offset component that pins the bezel to an edge.
/// (Objective-C sees it as a constant of `MBProgressHUDOffsetLimit`, iOS only.)
// swift-format-ignore: AlwaysUseLowerCamelCase
// (MBProgressHUD's own spelling, so migrated code compiles unchanged.)
public let MBProgressMaxOffset: Double = WaitingHUDStyle.maxOffset
