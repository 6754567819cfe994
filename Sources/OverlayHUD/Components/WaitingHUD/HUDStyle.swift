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
    /// A light blur over the whole screen (UIKit: a light `UIVisualEffectView`; the software host
    /// draws a soft white veil); touches pass through, as SCCatWaitingHUD's `animate` leaves them.
    case lightBlur

    /// Whether the mask keeps touches from the app (the HUD is then modal for VoiceOver too).
    public var blocksTouches: Bool { self != .none && self != .lightBlur }
}

/// How the cat (``HUDMode/cat``) is presented; other modes ignore it.
public enum CatLook: Hashable, Sendable {
    /// As SCCatWaitingHUD: the cat 20 pt above the bezel's centre, the title below in the system
    /// font at 20 pt with kerning 5, revealed left to right while it fades (width 0 → 160,
    /// opacity 1 → 0 over 1.6 half-turns, ease-in, again every loop); the HUD appears 0.25 s after
    /// the call over a quarter of a half-turn and hides over the same time.
    case original
    /// The cat and its label stacked like any MBProgressHUD content, a still bold 16 pt label and
    /// the 0.3 s fade of the other modes.
    case modern
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
    /// How the cat is presented (only ``HUDMode/cat`` reads it).
    public var catLook: CatLook = .original

    /// Creates the default style.
    public init() {}

    /// The SCCatWaitingHUD look: a 200 pt square of purple (75, 52, 97) at 70 % with 6 pt corners
    /// and white text, over a light blur of the whole screen that lets touches through.
    public static var cat: HUDStyle {
        var s = HUDStyle()
        s.bezel = .solid(HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255, alpha: 0.7))
        s.contentColor = .white
        s.cornerRadius = 6
        s.minSize = Size(200, 200)
        s.isSquare = true
        s.maskType = .lightBlur
        return s
    }

    /// The cat in this package's earlier look: an opaque purple square, no blur behind it, the
    /// label stacked below the cat and shown still (see ``CatLook/modern``).
    public static var catModern: HUDStyle {
        var s = cat
        s.bezel = .solid(HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255))
        s.maskType = .none
        s.catLook = .modern
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
