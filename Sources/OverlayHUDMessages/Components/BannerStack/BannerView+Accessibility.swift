@_spi(Layers) import OverlayHUDCore

// What VoiceOver reads for a banner.
extension BannerView {
    /// The pill is a button read by its title and subtitle ("Anna, is calling you"; with neither,
    /// the built-in "Notification"); activating it does what a tap does. The accessory is a button
    /// read by its label (the built-in "Like" by default), selected while its heart is filled; the
    /// close button reads the built-in "Close", and the two-finger escape presses it while
    /// VoiceOver's focus is on it. Reading order: pill, accessory, close.
    func applyAccessibility() {
        let identifier = identifier
        pill.accessibility = HUDAccessibility(
            label: HUDAccessibilityText(joining: [info.title, info.subtitle], fallback: .notification), traits: .button,
            identifier: identifier)
        accessory.accessibility = info.accessory.map {
            HUDAccessibility(
                label: HUDAccessibilityText($0.accessibilityLabel, fallback: .like),
                traits: isAccessorySelected ? [.button, .selected] : .button, identifier: identifier + ".accessory")
        }
        close.accessibility = HUDAccessibility(
            label: .builtIn(.close), traits: .button, performsEscape: true, identifier: identifier + ".close")
    }

    /// The pill's UI-test identifier, `OverlayHUD.banner.<id>` (its parts add `.accessory` and `.close`).
    var identifier: String { "OverlayHUD.banner." + info.id }
}
