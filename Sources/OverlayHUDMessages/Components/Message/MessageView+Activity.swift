@_spi(Layers) import OverlayHUDCore

// A message that waits and acts: the activity ring (``MessageConfiguration/Icon/activity``), the
// progress bar (``MessageConfiguration/progress``) and the icon's change when a refresh turns a
// waiting message into a success or an error.
//
// The ring is three quarters of a circle 18 pt across, stroked 2.5 pt with round caps in the icon's
// colour, turning once a second (every two seconds with Reduce Motion) while the message shows;
// the turn is the icon layer's "spin" animation, taken off when the icon changes and, with every
// other animation, when the message leaves. The bar is 4 pt tall with round ends, 8 pt under the
// text and as wide as the text column (at least 160 pt in a toast): a track in the text colour at
// 25 % and a fill in the text colour, from the leading edge. A new icon on a refresh fades in
// growing from 0.6 in 0.25 s (with Reduce Motion it only fades).
extension MessageView {
    static let progressHeight = 4.0
    static let progressGap = 8.0
    static let progressMinimumWidth = 160.0
    static let progressTrackAlpha = 0.25
    static let spinPeriod = 1.0
    static let calmSpinPeriod = 2.0
    static let iconChangeDuration = 0.25
    static let iconChangeScale = 0.6

    /// The activity ring in the 24 pt icon box, scaled by `scale`.
    func activityContent(color: HUDColor, scale: Double) -> LayerContent {
        var ring = HUDPath()
        let c = MessageGlyphs.box / 2
        ring.addArc(
            center: HUDPoint(c * scale, c * scale), radius: 9 * scale, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
        return .shape(
            ShapeContent(path: ring, fillColor: nil, strokeColor: color, lineWidth: 2.5 * scale, lineCap: .round))
    }

    /// Starts the ring turning when the message shows one and it is not turning yet; stops it
    /// when the message shows another icon (or its own view). Call it after each layout.
    func updateSpin(at now: Double, reduceMotion: Bool) {
        guard configuration.contentSlot == nil, configuration.resolvedIcon == .activity else {
            icon.removeAnimation(forKey: "spin")
            return
        }
        guard icon.animation(forKey: "spin") == nil else { return }
        guard
            var turn = AnimationRecipes.basic(
                .transformRotationZ, from: .scalar(0), to: .scalar(2 * .pi),
                duration: reduceMotion ? Self.calmSpinPeriod : Self.spinPeriod, timing: .linear)
        else { return }
        turn.repeatCount = .infinity
        icon.add(turn, forKey: "spin", at: now)
    }

    /// The icon changed on a refresh (an activity ring became a check mark): the new one fades in,
    /// growing unless `reduceMotion`.
    func iconDidChange(at now: Double, reduceMotion: Bool) {
        icon.run(
            AnimationRecipes.basic(
                .opacity, from: .scalar(0), to: .scalar(1), duration: Self.iconChangeDuration, timing: .easeOut),
            forKey: "iconFade", at: now)
        guard !reduceMotion else { return }
        icon.run(
            AnimationRecipes.basic(
                .transformScale, from: .scalar(Self.iconChangeScale), to: .scalar(1), duration: Self.iconChangeDuration,
                timing: .easeOut), forKey: "iconGrow", at: now)
    }

    /// The progress bar's track and its fill.
    struct ProgressLayers {
        let track = HUDLayer(name: "messageProgress")
        let fill = HUDLayer(name: "messageProgressFill")
    }

    /// The progress bar's track, made on first use.
    var progressTrack: HUDLayer { progressLayers.track }
    /// The track's fill, made on first use.
    var progressFill: HUDLayer { progressLayers.fill }

    /// The bar's layers, made (and nested) the first time they are needed.
    private var progressLayers: ProgressLayers {
        if let made = madeProgressLayers { return made }
        let made = ProgressLayers()
        made.track.addSublayer(made.fill)
        madeProgressLayers = made
        return made
    }

    /// Puts the progress bar at `frame` (card coordinates), filled to the clamped progress — or,
    /// with no frame (no progress), takes it out of the card.
    func layoutProgress(palette: MessagePalette, frame: HUDRect?) {
        guard let frame, let progress = configuration.clampedProgress else {
            madeProgressLayers?.track.removeFromSuperlayer()
            return
        }
        if progressTrack.superlayer == nil { card.addSublayer(progressTrack) }
        progressTrack.frame = frame
        progressTrack.cornerRadius = frame.height / 2
        progressTrack.backgroundColor = palette.title.withAlpha(palette.title.alpha * Self.progressTrackAlpha)
        progressFill.frame = HUDRect(0, 0, frame.width * progress, frame.height)
        progressFill.cornerRadius = frame.height / 2
        progressFill.backgroundColor = palette.title
    }
}
