@_spi(Layers) import OverlayHUDCore

/// A popup whose look follows the overlay's traits — light or dark, left to right or right to
/// left. The option and card popups are; any element shown through the queue can be, by
/// conforming (a message or toast built on ``Popup`` gets the same live updates).
///
/// The queue's stage hands the popup the overlay's traits (``Overlay/traits``) before it lays it
/// out: each time the popup shows, and whenever the traits change while it shows
/// (``Overlay/updateTraits(_:)`` notifies the stage, which re-lays-out). The backdrop's colour
/// is drawn in the popup's own look (``interfaceStyle`` resolved against the overlay's), through
/// ``backdropColor(_:in:increasesContrast:)``.
@MainActor
protocol TraitFollowingPopup: Popup {
    /// Takes on `traits` (colours, mirroring); ``Popup/layout(in:)`` follows.
    func adopt(_ traits: OverlayTraits)
    /// The look the popup draws in: the overlay's (`automatic`, the default) or one its
    /// configuration forces. The stage draws the backdrop in it too.
    var interfaceStyle: HUDInterfaceStyleOverride { get }
    /// The presentation's backdrop `color` as drawn in `look` (the popup's, resolved), with
    /// Increase Contrast when `increasesContrast`. Default: a dynamic colour's value for them; a
    /// static colour as given.
    func backdropColor(_ color: HUDColor, in look: HUDInterfaceStyle, increasesContrast: Bool) -> HUDColor
}

extension TraitFollowingPopup {
    /// The overlay's look.
    var interfaceStyle: HUDInterfaceStyleOverride { .automatic }

    /// A dynamic colour's value for `look` and contrast; a static colour as given.
    func backdropColor(_ color: HUDColor, in look: HUDInterfaceStyle, increasesContrast: Bool) -> HUDColor {
        color.resolved(for: look, increasesContrast: increasesContrast)
    }
}
