// The waiting HUD in the light and the dark look. The light look is the configured style itself
// (MBProgressHUD's and the cat's colours, unchanged); the dark look is what MBProgressHUD 1.2
// shows on iOS 13 and later in dark mode: `contentColor` is `labelColor` at 70 %, which resolves
// to white at 70 %, and the bezel is a material that turns dark.
extension WaitingHUDStyle {
    /// The default ``contentColor`` (black at 70 %: `UIColor.label`'s light value) in the dark look:
    /// `UIColor.label`'s dark value, white, at the same 70 % (MBProgressHUD 1.2's
    /// `[[UIColor labelColor] colorWithAlphaComponent:0.7f]`). The default blur bezel's tint (white
    /// 0.8 at 60 %, MBProgressHUD's light tint) in the dark look: the dark value of `systemGray3`,
    /// the system grey nearest the light tint (#C7C7CC against white 0.8), at the same 60 %, over
    /// a dark blur. Every other colour stays as set.
    static var darkCounterparts: KeyValuePairs<HUDColor, HUDColor> {
        [
            HUDColor(white: 0, alpha: 0.7): SystemColor.label.dark.withAlpha(0.7),
            HUDColor(white: 0.8, alpha: 0.6): SystemColor.systemGray3.dark.withAlpha(0.6),
        ]
    }

    /// The solid bezel of ``dark`` (SVProgressHUD's dark style, black at 80 %: the status HUDs') in
    /// the dark look. Black over a black app vanishes, so the dark look lifts it to an opaque grey,
    /// as a material over a dark app turns lighter: #6E6E73, between the dark values of `systemGray2`
    /// (#636366) and `systemGray` (#8E8E93) with their blue cast, in the middle of the window where
    /// the bezel stands out from the app (WCAG 2's 3:1 for a component: 4.1:1 over black, 3.3:1 over
    /// the elevated #1C1C1E, 5.1:1 over white) and its white content stays readable (5.1:1; 4.5:1
    /// for text). Opaque, so the content's contrast does not depend on the app behind.
    static let darkStatusBezel = HUDColor(hex: 0x6E6E73)

    /// The default colours with Increase Contrast on (WCAG's 4.5 : 1 for the content against the
    /// bezel, whatever the app shows behind it — a blurred bezel counted as its tint over black
    /// and over white):
    /// - the content colour, black at 70 % (white at 70 % in the dark look): `label` opaque, black
    ///   or white (light: 10.5 : 1 at worst over the tint below, 3.6 : 1 before; dark: 6.9 : 1,
    ///   2.3 : 1 before);
    /// - the blur's tint, white 0.8 at 60 % (dark: `systemGray3`'s dark value at 60 %): the same
    ///   colour at 90 %, so the app shows through less;
    /// - the cat's purple at 70 %: at 85 % (white on the purple over a white app: 6.9 : 1; 4.47 : 1
    ///   at 70 %).
    /// The ``dark`` preset's bezel and white content already reach it (12.6 : 1; dark look 5.1 : 1).
    static var increasedContrastCounterparts: KeyValuePairs<HUDColor, IncreasedContrastColor> {
        let purple = HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255, alpha: 0.7)
        return [
            HUDColor(white: 0, alpha: 0.7): IncreasedContrastColor(light: SystemColor.label.light, dark: SystemColor.label.dark),
            HUDColor(white: 0.8, alpha: 0.6): IncreasedContrastColor(
                light: HUDColor(white: 0.8, alpha: 0.9), dark: SystemColor.systemGray3.dark.withAlpha(0.9)),
            purple: IncreasedContrastColor(light: purple.withAlpha(0.85), dark: purple.withAlpha(0.85)),
        ]
    }

    /// This style as drawn when the overlay's style is `overlayStyle`: ``interfaceStyle`` resolved to
    /// `.light` or `.dark`, in the dark look the default colours swapped for their counterparts,
    /// and with Increase Contrast (`increasesContrast`) for ``increasedContrastCounterparts``.
    func resolved(against overlayStyle: HUDInterfaceStyle, increasesContrast: Bool = false) -> WaitingHUDStyle {
        let look = interfaceStyle.resolved(against: overlayStyle)
        func paint(_ c: HUDColor) -> HUDColor {
            c.resolved(
                for: look, increasesContrast: increasesContrast, counterparts: Self.darkCounterparts,
                increased: Self.increasedContrastCounterparts)
        }
        var s = self
        s.interfaceStyle = look == .dark ? .dark : .light
        s.contentColor = paint(contentColor)
        switch bezel {
        case .blur(let tint): s.bezel = .blur(tint: paint(tint))
        case .solid where bezelIsDarkPresets && look == .dark: s = s.withDarkPresetsBezel(Self.darkStatusBezel)
        case .solid(let color) where bezelIsDarkPresets: s = s.withDarkPresetsBezel(paint(color))
        case .solid(let color): s.bezel = .solid(paint(color))
        }
        if case .custom(let color) = maskType {
            s.maskType = .custom(color.resolved(for: look, increasesContrast: increasesContrast))
        }
        return s
    }

    /// The look a resolved style draws in (an unresolved, automatic one counts as light).
    var look: HUDInterfaceStyle { interfaceStyle == .dark ? .dark : .light }

    /// The blur behind a blurred bezel or a blurring mask: UIKit's `.light` blur in the light look,
    /// `.dark` in the dark look.
    static func blurEffect(for look: HUDInterfaceStyle) -> BackgroundEffect { look == .dark ? .darkBlur : .lightBlur }

    /// What ``WaitingHUDStyle/MaskType/lightBlur`` draws over the app (in software; over the blur on
    /// UIKit): the base `systemBackground` at 30 % — white in the light look (SCCatWaitingHUD's
    /// bright veil), black in the dark look.
    static func blurVeil(for look: HUDInterfaceStyle) -> HUDColor {
        SystemColor.baseSystemBackground.resolved(for: look).withAlpha(0.3)
    }
}

extension WaitingHUDConfiguration {
    /// This configuration with its style resolved against the overlay's style and contrast
    /// (``WaitingHUDStyle/resolved(against:increasesContrast:)``).
    func resolved(against traits: OverlayTraits) -> WaitingHUDConfiguration {
        var c = self
        c.style = style.resolved(against: traits.interfaceStyle, increasesContrast: traits.increasesContrast)
        return c
    }
}

extension WaitingHUDView {
    /// Whether the HUD shows in a look other than the one `configuration` takes in `overlay` now
    /// (the overlay's style or contrast changed, or the configuration forces another style): its
    /// colours must be applied again.
    func needsAppearance(of configuration: WaitingHUDConfiguration, in overlay: Overlay) -> Bool {
        configuration.resolved(against: overlay.traits).style != self.configuration.style
    }

    /// Gives an indicator built in `old` its new content colour `new` in place (a spinner keeps
    /// turning, a progress keeps its value): every colour of the indicator's layers with `old`'s
    /// red, green and blue takes `new`'s, its alpha scaled as `new`'s is to `old`'s (the spinner's
    /// fading spokes and the ring's faint track keep their proportions); a picture's tint follows. Custom indicators and the
    /// cat are the app's and the seed's drawings, and keep theirs.
    func recolorIndicator(from old: HUDColor, to new: HUDColor) {
        guard old != new, let indicator else { return }
        // A picture indicator (`CustomContent(image:)`) is tinted in the content colour.
        if case .picture(var picture) = indicator.content, picture.tint == old {
            picture.tint = new
            indicator.content = .picture(picture)
            return
        }
        guard let mode = indicatorMode, mode.drawsInContentColor else { return }
        let scale = old.alpha > 0 ? new.alpha / old.alpha : 1
        func map(_ c: HUDColor?) -> HUDColor? {
            guard let c, c.red == old.red, c.green == old.green, c.blue == old.blue else { return c }
            return new.withAlpha(min(1, c.alpha * scale))
        }
        func walk(_ layer: HUDLayer) {
            if let c = layer.backgroundColor { layer.backgroundColor = map(c) }
            if let c = map(layer.borderColor), c != layer.borderColor { layer.borderColor = c }
            if var shape = layer.shape {
                shape.fillColor = map(shape.fillColor)
                shape.strokeColor = map(shape.strokeColor)
                if shape != layer.shape { layer.shape = shape }
            }
            layer.sublayers.forEach(walk)
        }
        walk(indicator)
    }
}

extension WaitingHUDConfiguration.Mode {
    /// Whether the engine draws this mode's indicator in the content colour (spinner, progress, status icons).
    var drawsInContentColor: Bool {
        switch self {
        case .indeterminate, .determinate, .annularDeterminate, .determinateHorizontalBar, .success, .error, .info: return true
        case .cat, .text, .custom: return false
        }
    }
}
