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

    /// This style as drawn when the overlay's style is `overlayStyle`: ``interfaceStyle`` resolved to
    /// `.light` or `.dark`, and in the dark look the default colours swapped for their counterparts.
    func resolved(against overlayStyle: HUDInterfaceStyle) -> WaitingHUDStyle {
        let look = interfaceStyle.resolved(against: overlayStyle)
        var s = self
        s.interfaceStyle = look == .dark ? .dark : .light
        s.contentColor = contentColor.resolved(for: look, counterparts: Self.darkCounterparts)
        switch bezel {
        case .blur(let tint): s.bezel = .blur(tint: tint.resolved(for: look, counterparts: Self.darkCounterparts))
        case .solid where bezelIsDarkPresets && look == .dark: s = s.withDarkPresetsBezel(Self.darkStatusBezel)
        case .solid(let color): s.bezel = .solid(color.resolved(for: look))
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
    /// This configuration with its style resolved against the overlay's style (``WaitingHUDStyle/resolved(against:)``).
    func resolved(against overlayStyle: HUDInterfaceStyle) -> WaitingHUDConfiguration {
        var c = self
        c.style = style.resolved(against: overlayStyle)
        return c
    }
}

extension WaitingHUDView {
    /// Whether the HUD shows in a look other than the one `configuration` takes in `overlay` now
    /// (the overlay's style changed, or the configuration forces another): its colours must be
    /// applied again.
    func needsAppearance(of configuration: WaitingHUDConfiguration, in overlay: Overlay) -> Bool {
        configuration.style.interfaceStyle.resolved(against: overlay.traits.interfaceStyle) != self.configuration.style.look
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
