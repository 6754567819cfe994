/// The look and placement of the waiting HUD. All values have MBProgressHUD's defaults.
public struct WaitingHUDStyle: Hashable, Sendable {
    /// An offset that pins the bezel to an edge: apps write ``MBProgressMaxOffset`` as a component
    /// of ``offset``.
    package static let maxOffset: Double = 1_000_000

    /// Show/hide animation.
    public var animation: TransitionStyle = .fade
    /// Offset of the bezel from the centre of the content area; ±``MBProgressMaxOffset`` (10⁶) pins
    /// it to an edge.
    public var offset: HUDPoint = .zero
    /// Space between the bezel edge and its content, in points (negative or NaN → 0).
    public var margin: Double = 20
    /// Minimum bezel size (negative or NaN components → 0).
    public var minSize: HUDSize = .zero
    /// Forces a square bezel.
    public var isSquare = false
    /// Colour of labels and indicators (MBProgressHUD: white 0, alpha 0.7).
    public var contentColor = HUDColor(white: 0, alpha: 0.7)
    /// Bezel paint (MBProgressHUD: blur with a light tint). A bezel you set is drawn as set in both
    /// looks; only the ``dark`` preset's own turns grey in the dark look.
    public var bezel: BezelStyle {
        get { storedBezel }
        set {
            storedBezel = newValue
            bezelIsDarkPresets = false
        }
    }
    private var storedBezel: BezelStyle = .blur(tint: HUDColor(white: 0.8, alpha: 0.6))
    /// Whether ``bezel`` is the ``dark`` preset's own black, which the dark look lifts to a grey
    /// (``darkStatusBezel``); setting ``bezel`` clears it, so a colour you set stays.
    private(set) var bezelIsDarkPresets = false
    /// The material a ``WaitingHUDStyle/BezelStyle/blur(tint:)`` bezel blurs with (the headless
    /// MBProgressHUD's `bezelView.blurEffectStyle`); `nil` (the default): the look's, a light blur
    /// or, in the dark look, a dark one.
    package var blurEffect: BackgroundEffect?
    /// Bezel corner radius (MBProgressHUD: 5).
    public var cornerRadius: Double = 5
    /// What fills the screen behind the bezel.
    public var maskType: MaskType = .none
    /// How the cat is presented (only ``WaitingHUDConfiguration/Mode/cat`` reads it): the
    /// ``cat`` preset's original look, or ``catModern``'s.
    package var catLook: CatLook = .original
    /// Light or dark: the overlay's style (the default, ``HUDInterfaceStyleOverride/automatic``) or
    /// one you force. In the dark look the defaults become MBProgressHUD 1.2's dark ones: the
    /// content colour white at 70 % (`UIColor.label` at 70 %), a dark blur under the bezel and
    /// behind ``WaitingHUDStyle/MaskType/lightBlur``; the ``dark`` preset's black bezel turns an opaque
    /// grey (#6E6E73) that stands out from a dark app. Colours you set stay as you set them.
    public var interfaceStyle: HUDInterfaceStyleOverride = .automatic

    /// Creates the default style.
    public init() {}

    /// This style with the ``dark`` preset's bezel drawn in `color` (its dark look), still the preset's.
    func withDarkPresetsBezel(_ color: HUDColor) -> WaitingHUDStyle {
        var s = self
        s.storedBezel = .solid(color)
        return s
    }

    /// The SCCatWaitingHUD look: a 200 pt square of purple (75, 52, 97) at 70 % with 6 pt corners
    /// and white text, over a light blur of the whole screen that lets touches through. The cat
    /// sits 20 pt above the square's centre, its title below in the system font at 20 pt with
    /// kerning 5, revealed left to right while it fades once every loop; the HUD appears 0.25 s
    /// after the call over a quarter of a half-turn and hides over the same time. A configuration
    /// of ``WaitingHUDConfiguration/Mode/cat`` mode given no style takes it.
    package static var cat: WaitingHUDStyle {
        var s = WaitingHUDStyle()
        s.bezel = .solid(HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255, alpha: 0.7))
        s.contentColor = .white
        s.cornerRadius = 6
        s.minSize = HUDSize(200, 200)
        s.isSquare = true
        s.maskType = .lightBlur
        return s
    }

    /// The cat in this package's earlier look: an opaque purple square, no blur behind it, the
    /// cat and its label stacked like any MBProgressHUD content, a still bold 16 pt label
    /// (``WaitingHUDConfiguration/labelFont``) and the 0.3 s fade of the other modes. Kept for the
    /// gallery and tests (the package has had no release in it).
    package static var catModern: WaitingHUDStyle {
        var s = cat
        s.bezel = .solid(HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255))
        s.maskType = .none
        s.catLook = .modern
        return s
    }

    /// A dark bezel with white content (SVProgressHUD's dark style: black at 80 %, 14 pt corners),
    /// the status HUDs' look. In the dark look (``interfaceStyle``) the bezel is an opaque grey,
    /// #6E6E73, so it stands out from a black app (4.1:1) with its white content readable (5.1:1);
    /// force ``HUDInterfaceStyleOverride/light``, or set ``bezel`` yourself, to keep a black bezel
    /// over a dark app.
    public static var dark: WaitingHUDStyle {
        var s = WaitingHUDStyle()
        s.bezel = .solid(HUDColor(white: 0, alpha: 0.8))
        s.bezelIsDarkPresets = true
        s.contentColor = .white
        s.cornerRadius = 14
        return s
    }
}
