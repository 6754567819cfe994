/// How the HUD appears and disappears (`MBProgressHUDAnimation`).
public enum HUDTransitionStyle: String, Hashable, Sendable {
    /// Opacity only.
    case fade
    /// Zoom in when showing (0.5 → 1), zoom out when hiding (1 → 0.5).
    case zoom
    /// Grows from 0.5 when showing; grows to 1.5 when hiding.
    case zoomIn
    /// Shrinks from 1.5 when showing; shrinks to 0.5 when hiding.
    case zoomOut
}

/// What fills the screen behind the bezel, and whether touches reach the app (SVProgressHUD's mask types).
public enum HUDMaskType: Hashable, Sendable {
    /// Nothing behind the bezel; touches outside it pass through to the app.
    case none
    /// Invisible, but blocks touches.
    case clear
    /// Dims the app with black at 50 %, blocks touches.
    case black
    /// A radial dim, darker at the edges, blocks touches.
    case gradient
    /// A colour of your choice, blocks touches.
    case custom(HUDColor)

    /// Whether the mask keeps touches from the app (the HUD is then modal for VoiceOver too).
    public var blocksTouches: Bool { self != .none }
}

/// How the bezel is painted (`MBProgressHUDBackgroundStyle`).
public enum HUDBezelStyle: Hashable, Sendable {
    /// A solid colour.
    case solid(HUDColor)
    /// A blur (UIKit: `UIVisualEffectView`); the software host draws a translucent stand-in of `tint`.
    case blur(tint: HUDColor)
}

/// The look and placement of the waiting HUD. All values have MBProgressHUD's defaults.
public struct HUDStyle: Hashable, Sendable {
    /// An offset that pins the bezel to an edge (`MBProgressMaxOffset`): use it as a component of ``offset``.
    public static let maxOffset: Double = 1_000_000

    /// Show/hide animation.
    public var animation: HUDTransitionStyle = .fade
    /// Offset of the bezel from the centre of the content area; ±``maxOffset`` pins it to an edge.
    public var offset: Point = .zero
    /// Space between the bezel edge and its content, in points (negative or NaN → 0).
    public var margin: Double = 20
    /// Minimum bezel size (negative or NaN components → 0).
    public var minSize: Size = .zero
    /// Forces a square bezel.
    public var isSquare = false
    /// Colour of labels and indicators (MBProgressHUD: white 0, alpha 0.7).
    public var contentColor = HUDColor(white: 0, alpha: 0.7)
    /// Bezel paint (MBProgressHUD: blur with a light tint).
    public var bezel: HUDBezelStyle = .blur(tint: HUDColor(white: 0.8, alpha: 0.6))
    /// Bezel corner radius (MBProgressHUD: 5).
    public var cornerRadius: Double = 5
    /// What fills the screen behind the bezel.
    public var maskType: HUDMaskType = .none

    /// Creates the default style.
    public init() {}

    /// The SCCatWaitingHUD look: a purple 200 pt square with white text.
    public static var cat: HUDStyle {
        var s = HUDStyle()
        s.bezel = .solid(HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255))
        s.contentColor = .white
        s.cornerRadius = 6
        s.minSize = Size(200, 200)
        s.isSquare = true
        return s
    }

    /// A dark bezel with white content (SVProgressHUD's dark style).
    public static var dark: HUDStyle {
        var s = HUDStyle()
        s.bezel = .solid(HUDColor(white: 0, alpha: 0.8))
        s.contentColor = .white
        s.cornerRadius = 14
        return s
    }
}
