/// Everything the waiting HUD shows: mode, texts, progress, timing and style.
///
/// A value with defaulted `var`s; pass one to ``HUDCenter/showWaiting(_:)-(WaitingHUDConfiguration)``
/// or change the shown one with ``HUDCenter/updateWaiting(_:)``.
///
/// ```swift
/// var config = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…")
/// config.graceTime = 0.3          // fast work never shows a HUD
/// config.minShowTime = 0.5        // and a shown HUD never just flashes
/// HUDCenter.shared.showWaiting(config)
/// ```
public struct WaitingHUDConfiguration: Hashable, Sendable {
    /// The indicator.
    public var mode: Mode
    /// The main label (`label.text`); `nil` or empty hides it. It wraps, as SVProgressHUD's status
    /// label: the bezel grows to the screen's width less its margins, then taller, up to the safe
    /// area's height, where the last line ends with "…" (the `MBProgressHUD` class keeps its one line).
    public var label: String?
    /// The smaller label below it (`detailsLabel.text`); it wraps as ``label`` does.
    public var details: String?
    /// Title of the action button (e.g. "Cancel"); `nil` (or blank) hides it. A tap on it runs
    /// ``onButtonTap``.
    public var buttonTitle: String?
    /// What a tap on the action button does (also VoiceOver's activate and escape on a masking HUD);
    /// `nil` (the default) for nothing. It runs on the main actor and may show or hide anything.
    /// A cancellable ``HUDCenter/withWaiting(_:mode:cancellable:cancelTitle:_:)`` owns the button
    /// while it runs: its Cancel runs instead. Two configurations that differ only in this
    /// handler are equal (one with a handler still differs from one without), as with
    /// ``lifecycle``.
    public var onButtonTap: (@MainActor @Sendable () -> Void)? {
        get { buttonHandler.action }
        set { buttonHandler = ButtonHandler(action: newValue) }
    }
    /// ``onButtonTap`` in a box that compares by presence only (a closure has no equality).
    private var buttonHandler = ButtonHandler(action: nil)
    /// Progress 0…1 for the determinate modes. NaN → 0, −∞/negatives → 0, +∞/above 1 → 1.
    public var progress: Double {
        get { storedProgress }
        set { storedProgress = Self.clampProgress(newValue) }
    }
    private var storedProgress: Double = 0
    /// Seconds to wait before showing; a HUD hidden before then never appears (negative/NaN → 0;
    /// above `maximumWaitTime`, +∞ included → `maximumWaitTime`).
    public var graceTime: Double {
        get { storedGrace }
        set { storedGrace = Self.clampWait(newValue) }
    }
    private var storedGrace: Double = 0
    /// Minimum seconds a shown HUD stays on screen; an earlier hide, animated or not, waits
    /// (negative/NaN → 0; above `maximumWaitTime`, +∞ included → `maximumWaitTime`).
    public var minShowTime: Double {
        get { storedMinShow }
        set { storedMinShow = Self.clampWait(newValue) }
    }
    private var storedMinShow: Double = 0
    /// Seconds the cat's pupils and mouse take for half a turn, which is also one eyelid stroke
    /// (the original's private `animationDuration`, 2 by default; NaN/≤ 0/+∞ → 2). A whole loop
    /// takes twice this: see ``catLoopDuration``. The original cat appears and disappears in a
    /// quarter of it, at most `maximumTransitionDuration` (10 s) however large it is. A seed
    /// constant: the gallery and tests set it, apps take the seed's cat.
    package var catHalfTurnDuration: Double {
        get { storedHalfTurn }
        set { storedHalfTurn = newValue.isFinite && newValue > 0 ? newValue : 2 }
    }
    private var storedHalfTurn: Double = 2
    /// Seconds for one whole loop of the cat — a full turn, the lids down and up again (the
    /// original's public `duration` parameter, 4 by default). Setting it sets
    /// ``catHalfTurnDuration`` to half of it (NaN/≤ 0 → 4). A seed constant, as ``catHalfTurnDuration``.
    package var catLoopDuration: Double {
        get { 2 * storedHalfTurn }
        set { catHalfTurnDuration = newValue.isFinite && newValue > 0 ? newValue / 2 : 2 }
    }
    /// Whether a tap on the HUD's bezel hides it (animated, at once; the button keeps its own
    /// action). Off by default; ``HUDCenter/showSuccess(_:duration:dismissesOnTap:icon:)`` and its
    /// siblings set it per call.
    public var dismissesOnTap = false
    /// Look and placement.
    public var style: WaitingHUDStyle
    /// Whether show and hide animate. A show with it off during a running show or hide animation
    /// ends the animation at once (as ``HUDCenter/hideWaiting(animated:afterDelay:completion:)``
    /// with `animated: false` does), as MBProgressHUD cuts its animations short.
    public var isAnimated = true
    /// Told when this HUD shows and hides, and why it hides (``HUDEvent``, element
    /// ``HUDEvent/Element/waitingHUD``); `nil` (the default) for none. A HUD hidden during its
    /// grace time never showed and is told nothing. Updating the shown HUD's configuration
    /// replaces the handler; the new one hears what follows.
    public var lifecycle: HUDEventHandler?
    /// The main label's font, line count and alignment: as many lines as it needs here, one line
    /// for the `MBProgressHUD` class (its `label`).
    var labelFormat = WaitingHUDLabelFormat.wrappingLabel
    /// The details label's (MBProgressHUD's `detailsLabel` settings).
    var detailsFormat = WaitingHUDLabelFormat.details
    /// The main label's font. Default MBProgressHUD's bold 16, growing with Dynamic Type as the
    /// callout style does (up to 51 pt); a font `relativeTo: nil` keeps it at one size.
    public var labelFont: HUDFont {
        get { labelFormat.font }
        set { labelFormat.font = newValue }
    }
    /// The details label's font. Default MBProgressHUD's bold 12, growing as the caption style does.
    public var detailsFont: HUDFont {
        get { detailsFormat.font }
        set { detailsFormat.font = newValue }
    }
    /// The button title's font. Default MBProgressHUD's bold 12, growing as the caption style does.
    public var buttonFont = WaitingHUDLabelFormat.detailsFont
    /// The original cat's title font (``WaitingHUDStyle/cat``'s look; the ``WaitingHUDStyle/catModern``
    /// cat uses ``labelFont``): SCCatWaitingHUD's system font at 20 pt, growing as the title 3
    /// style does; the title shrinks, as `adjustsFontSizeToFitWidth` would, when it is wider than
    /// the screen allows. A detail of the seed's look, kept for the gallery and tests.
    package var catTitleFont = HUDFont(size: 20, textStyle: .title3)

    /// The longest show or hide animation, in seconds (10): the original cat's appear and
    /// disappear take a quarter of ``catHalfTurnDuration``, but never longer than this.
    static let maximumTransitionDuration = 10.0

    /// The longest ``graceTime`` and ``minShowTime``, in seconds (60): longer ones (+∞ included)
    /// count as this, so a show or hide always takes effect within a minute.
    static let maximumWaitTime = 60.0

    /// The cat's title when you give none (the original's `title`, "Loading..."); the cat shows it in
    /// the overlay's language (``HUDLocalization/Word/catTitle``).
    static let catDefaultTitle = "Loading..."

    /// Creates a configuration. The cat gets SCCatWaitingHUD's look (a purple square over a light
    /// blur, its title revealed as it fades) unless you pass a style, and the
    /// title "Loading..." unless you pass a label (an empty label shows none); that default title is
    /// shown in the overlay's language (``HUDCenter/localization``: "Laden …" in German).
    @inline(never)  // one copy, not one inlined into each of the HUDCenter and MBProgressHUD callers (iOS code size)
    public init(mode: Mode = .cat, label: String? = nil, details: String? = nil, style: WaitingHUDStyle? = nil) {
        self.mode = mode
        self.label = label ?? (mode == .cat ? Self.catDefaultTitle : nil)
        self.details = details
        self.style = style ?? (mode == .cat ? .cat : WaitingHUDStyle())
    }

    /// Longest label kept (characters); longer texts are cut and end with "…" (layout also truncates to fit).
    static let maximumLabelLength = 1_000

    static func clampProgress(_ v: Double) -> Double {
        if v.isNaN { return 0 }
        return min(1, max(0, v))
    }

    static func clampTime(_ v: Double) -> Double { v.isNaN || v < 0 ? 0 : v }

    /// A grace or minimum show time made safe: NaN/negative → 0, at most ``maximumWaitTime``.
    static func clampWait(_ v: Double) -> Double { min(clampTime(v), maximumWaitTime) }
}

extension WaitingHUDConfiguration {
    /// The action button's handler, equal to another when both have one or both have none.
    struct ButtonHandler: Hashable, Sendable {
        let action: (@MainActor @Sendable () -> Void)?
        static func == (a: ButtonHandler, b: ButtonHandler) -> Bool { (a.action == nil) == (b.action == nil) }
        func hash(into h: inout Hasher) { h.combine(action == nil) }
    }
}
