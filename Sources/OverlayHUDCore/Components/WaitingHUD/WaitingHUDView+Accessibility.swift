// What VoiceOver reads for a waiting HUD.
extension WaitingHUDView {
    /// The bezel is one static-text element: the label and the details ("Uploading…, 2 of 5
    /// files"), or — with neither — the mode's built-in word ("Loading"; "Success", "Error",
    /// "Information" for the status modes). A progress mode reads its progress as the value ("40
    /// percent", updated as it moves, so "Uploading…, 40 percent") and updates frequently. The
    /// action button is a button read by its title (a blank title leaves it out). A HUD whose mask
    /// keeps touches from the app is modal: VoiceOver stays on it, and on what is drawn above it.
    ///
    /// A HUD a tap dismisses (``WaitingHUDConfiguration/dismissesOnTap``) reads its bezel as a
    /// button with the hint "Dismisses the notice.": a double tap dismisses it as a tap does. The
    /// two-finger escape presses the action button, as it presses an alert's Cancel button (else,
    /// on a HUD a tap dismisses, it dismisses it).
    func applyAccessibility() {
        let c = configuration
        let progress = c.mode.showsProgress
        var traits: HUDAccessibilityTraits = c.dismissesOnTap ? .button : .staticText
        if progress { traits.insert(.updatesFrequently) }
        let hasButton = c.buttonTitle.flatMap { HUDAccessibilityText($0).cleanedText } != nil
        bezel.accessibility = HUDAccessibility(
            label: HUDAccessibilityText(joining: [c.label, c.details], fallback: Self.builtInLabel(for: c.mode)),
            value: progress ? .builtIn(.percent(c.progress)) : nil,
            hint: c.dismissesOnTap ? .builtIn(.dismissHint) : nil,
            traits: traits, performsEscape: c.dismissesOnTap && !hasButton, identifier: Self.identifier(for: c.mode))
        button.accessibility = c.buttonTitle.map {
            HUDAccessibility(
                label: HUDAccessibilityText($0), traits: .button, performsEscape: true,
                identifier: "OverlayHUD.waitingHUD.button")
        }
        root.isAccessibilityModal = c.style.maskType.blocksTouches
    }

    /// Only the progress moved: only the bezel's value changes (the rest is as ``applyAccessibility()`` left it).
    func updateProgressAccessibility() {
        guard configuration.mode.showsProgress else { return }
        bezel.accessibility?.value = .builtIn(.percent(configuration.progress))
    }

    /// The bezel's UI-test identifier: `OverlayHUD.statusHUD` for the status modes (a
    /// `showSuccess` HUD), `OverlayHUD.waitingHUD` otherwise.
    static func identifier(for mode: WaitingHUDConfiguration.Mode) -> String {
        switch mode {
        case .success, .error, .info: return "OverlayHUD.statusHUD"
        default: return "OverlayHUD.waitingHUD"
        }
    }

    /// What a HUD without words is read as.
    static func builtInLabel(for mode: WaitingHUDConfiguration.Mode) -> HUDBuiltInString {
        switch mode {
        case .success: return .success
        case .error: return .error
        case .info: return .information
        default: return .loading
        }
    }
}
