@_spi(Layers) import OverlayHUDCore

/// A popup whose look follows the overlay's traits — light or dark, left to right or right to
/// left. The option and card popups are; any element shown through the queue can be, by
/// conforming (a message or toast built on ``Popup`` gets the same live updates).
///
/// The queue's stage hands the popup the overlay's traits (``Overlay/traits``) before it lays it
/// out: each time the popup shows, and whenever the traits change while it shows
/// (``Overlay/updateTraits(_:)`` notifies the stage, which re-lays-out). The backdrop's colour
/// follows ``backdropColor(for:)``.
@MainActor
protocol TraitFollowingPopup: Popup {
    /// Takes on `traits` (colours, mirroring); ``Popup/layout(in:)`` follows.
    func adopt(_ traits: OverlayTraits)
    /// The backdrop's colour in `traits`, when the popup's backdrop is a colour; `nil` keeps the
    /// presentation's.
    func backdropColor(for traits: OverlayTraits) -> HUDColor?
}

extension TraitFollowingPopup {
    /// Keeps the presentation's backdrop colour.
    func backdropColor(for traits: OverlayTraits) -> HUDColor? { nil }
}
