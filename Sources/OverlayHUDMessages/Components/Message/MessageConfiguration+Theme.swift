@_spi(Layers) import OverlayHUDCore

extension MessageConfiguration {
    /// The look of a message: its colours, icon, the name VoiceOver reads first and the haptic it
    /// plays. Apps choose it with the factories (``MessageConfiguration/success(_:body:position:duration:id:)``,
    /// `.info`, `.warning`, `.error`, ``MessageConfiguration/custom(_:body:background:foreground:icon:position:duration:id:)``).
    ///
    /// Each built-in theme has a light and a dark look, chosen from the app's appearance
    /// (`Overlay.isDarkAppearance`). Light: a card in the theme's colour; dark: an elevated dark-grey
    /// card with the icon in the theme's colour. Every text colour has a contrast of at least 4.5 : 1
    /// with its card (WCAG AA), and every icon at least 3 : 1.
    package enum Theme: Hashable, Sendable {
        /// Green with a check mark; plays the success haptic.
        case success
        /// Blue with an "i"; plays no haptic.
        case info
        /// Amber with dark text and an exclamation mark; plays the warning haptic.
        case warning
        /// Red with a cross; plays the error haptic.
        case error
        /// Your colours and icon, the same in light and dark appearance; plays no haptic. Its contrast is
        /// yours to check (no colour is changed).
        // Boxed: a configuration is copied on every show and refresh, and two colours are 256 bytes.
        indirect case custom(background: HUDColor, foreground: HUDColor, icon: Icon)

        /// The English name VoiceOver reads before the text ("Success", "Information", "Warning",
        /// "Error"; "Message" for a custom theme), unless the message sets its own
        /// `MessageConfiguration.accessibilityPrefix`. A message with no text shows it as its title.
        package var name: String {
            switch self {
            case .success: return "Success"
            case .info: return "Information"
            case .warning: return "Warning"
            case .error: return "Error"
            case .custom: return "Message"
            }
        }

        /// The theme's name as VoiceOver reads it, in the overlay's language (``name`` in English).
        var spokenName: HUDBuiltInString {
            switch self {
            case .success: return .success
            case .info: return .information
            case .warning: return .warning
            case .error: return .error
            case .custom: return .message
            }
        }

        /// The icon the theme shows unless the message sets its own ``MessageConfiguration/icon``.
        var icon: Icon {
            switch self {
            case .success: return .checkmark
            case .info: return .info
            case .warning: return .exclamation
            case .error: return .cross
            case .custom(_, _, let icon): return icon
            }
        }

        /// The haptic played when a message of this theme appears or is refreshed
        /// (unless ``MessageConfiguration/playsHaptic`` is off).
        var haptic: Haptic? {
            switch self {
            case .success: return .success
            case .warning: return .warning
            case .error: return .error
            case .info, .custom: return nil
            }
        }

        /// The colours for the app's appearance. With Increase Contrast (`increasesContrast`) the
        /// dark look's icons take the HIG's increased-contrast system colours (green #30DB5B, blue
        /// #409CFF, yellow #FFD426, red #FF6961), so every icon reaches 4.5 : 1 on the card (blue
        /// 4.9, red 4.9 : 1; they fell short at 3.8 and 4.1 : 1); the light look's cards and texts
        /// already reach it,
        /// and a custom theme's colours are the app's.
        func palette(dark: Bool, increasesContrast: Bool = false) -> MessagePalette {
            switch self {
            case .custom(let background, let foreground, _):
                // Dynamic colours (`HUDColor(light:dark:)`) take their value for the look.
                let look: HUDInterfaceStyle = dark ? .dark : .light
                let fore = foreground.resolved(for: look, increasesContrast: increasesContrast)
                return MessagePalette(
                    background: background.resolved(for: look, increasesContrast: increasesContrast), title: fore, body: fore,
                    icon: fore, border: nil)
            case .success, .info, .warning, .error:
                guard dark else { return lightPalette }
                return increasesContrast ? increasedContrastDarkPalette : darkPalette
            }
        }

        /// ``darkPalette`` with the increased-contrast system colours as icon and border.
        private var increasedContrastDarkPalette: MessagePalette {
            let tint: HUDColor
            switch self {
            case .success: tint = HUDColor(hex: 0x30DB5B)
            case .info: tint = HUDColor(hex: 0x409CFF)
            case .warning: tint = HUDColor(hex: 0xFFD426)
            default: tint = HUDColor(hex: 0xFF6961)
            }
            var p = darkPalette
            p.icon = tint
            p.border = tint.withAlpha(0.55)
            return p
        }

        /// Light: the card in the theme's colour (white on green 5.3 : 1, on blue 5.8 : 1, on red 5.6 : 1;
        /// #1C1C1E on amber 10.8 : 1).
        private var lightPalette: MessagePalette {
            switch self {
            case .success: return .solid(HUDColor(hex: 0x1E7B34), text: .white)
            case .info: return .solid(HUDColor(hex: 0x0A63C9), text: .white)
            case .warning: return .solid(HUDColor(hex: 0xFFC53D), text: HUDColor(hex: 0x1C1C1E))
            default: return .solid(HUDColor(hex: 0xC62828), text: .white)
            }
        }

        /// Dark: iOS's elevated dark grey (#2C2C2E) with white titles (13.9 : 1), #D1D1D6 bodies (9.2 : 1),
        /// and the system colour as icon and hairline border (green 6.9 : 1, blue 3.8 : 1, yellow 9.9 : 1,
        /// red 4.1 : 1).
        private var darkPalette: MessagePalette {
            let tint: HUDColor
            switch self {
            case .success: tint = HUDColor(hex: 0x30D158)
            case .info: tint = HUDColor(hex: 0x0A84FF)
            case .warning: tint = HUDColor(hex: 0xFFD60A)
            default: tint = HUDColor(hex: 0xFF453A)
            }
            return MessagePalette(
                background: MessagePalette.darkCard, title: .white, body: HUDColor(hex: 0xD1D1D6), icon: tint,
                border: tint.withAlpha(0.55))
        }
    }
}

/// The colours one message is drawn with.
struct MessagePalette: Equatable {
    /// iOS's secondary system background, elevated, in dark appearance.
    static let darkCard = HUDColor(hex: 0x2C2C2E)

    var background: HUDColor
    var title: HUDColor
    var body: HUDColor
    var icon: HUDColor
    /// A hairline border (dark appearance), or none.
    var border: HUDColor?

    /// One colour for the card, one for everything on it.
    static func solid(_ background: HUDColor, text: HUDColor) -> MessagePalette {
        MessagePalette(background: background, title: text, body: text, icon: text, border: nil)
    }
}
