@_spi(Layers) import OverlayHUDCore

extension HUDCenter {
    /// Shows a banner drawn by the platform view the host holds in `slot` (the platform-neutral
    /// half of `showBanner(_:view:)` on iOS; tests use it with a `HeadlessHost` slot). `info` gives
    /// the banner's id (repeats, ``hideBanners(id:)``, ``BannerInfo/onTap``), lifetime and what VoiceOver
    /// reads; its avatar and accessory are not shown. The view fills the banner: it stacks, swipes
    /// and vanishes with it, and is released when the banner has left or was dropped as a repeat.
    package func showBanner(_ info: BannerInfo, contentSlot slot: HUDContentSlotID) {
        batch { _ = presentBanner(info, contentSlot: slot) }
    }

    /// Shows `message` drawn by the platform view the host holds in `slot` (the platform-neutral
    /// half of `showMessage(_:view:)` on iOS): it waits, refreshes, moves and leaves as any
    /// message, and the view is released once no message shows it.
    package func showMessage(_ message: MessageConfiguration, contentSlot slot: HUDContentSlotID) {
        var message = message
        message.contentSlot = slot
        batch { presentMessage(message) }
    }
}
