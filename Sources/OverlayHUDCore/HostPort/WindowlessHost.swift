/// The host `HUDCenter.shared` gets where there is no UIKit: the engine runs, nothing is drawn.
///
/// It measures text by an estimate (about half an em per Latin character, a whole em per wide
/// one), so layouts are plausible. For pixels, link `OverlayHUDSoftware` and run a center on its
/// `HeadlessHost`, which measures with real fonts.
@MainActor
final class WindowlessHost: HUDHost {
    package func overlayDidBecomeVisible(_ overlay: Overlay) {}
    package func overlayDidBecomeEmpty(_ overlay: Overlay) {}
    package func commit(_ overlay: Overlay) {}
    package func announce(_ text: String) {}
    func screenChanged(modal: Bool) {}
    /// Nothing here is shown to VoiceOver: nobody asks, so no accessibility work is done.
    package var accessibilityDelivery: HUDAccessibilityDelivery { .onRequest }
    package func play(_ haptic: Haptic) {}
    package var isReduceMotionEnabled: Bool { false }

    package func measure(_ text: TextContent) -> HUDSize {
        guard text.fontSize.isFinite, text.fontSize > 0 else { return .zero }
        let ems = text.string.unicodeScalars.reduce(0.0) { sum, scalar in
            sum
                + (scalar.properties.isIdeographic || scalar.value >= 0x1100 && scalar.properties.isEmojiPresentation
                    ? 1.0 : 0.55)
        }
        return HUDSize(width: ems * text.fontSize, height: (text.fontSize * 1.2).rounded(.up))
    }
}
