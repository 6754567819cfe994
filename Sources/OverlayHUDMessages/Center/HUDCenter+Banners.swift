@_spi(Layers) import OverlayHUDCore

extension HUDCenter {
    // MARK: Any-thread entry points

    /// Shows a banner at the bottom of the banner stack (KJCallNotifyView's `kj_addCallNotify`).
    ///
    /// A banner the configuration's ``BannerConfiguration/isRepeat`` rule calls a repeat of one on
    /// screen — or, without a rule, one with the id of a banner on screen — is dropped. Beyond
    /// ``BannerConfiguration/capacity`` the oldest banner slides off the top at once.
    /// VoiceOver announces the banner and a light haptic plays. Banners stack from 3 pt above the
    /// top of the safe area, 10 pt apart (KJCallNotifyView's places), centred horizontally in the
    /// safe area (the seed centres them on the screen); they take touches only on their pills and
    /// buttons.
    ///
    /// ```swift
    /// HUDCenter.shared.showBanner(BannerInfo(id: "1024", title: "痛苦的信仰", subtitle: "is calling"))
    /// ```
    public nonisolated func showBanner(_ info: BannerInfo) {
        hop { $0.presentBanner(info) }
    }

    /// Dismisses the banners on screen with `id`, or every banner when `id` is `nil` (the default);
    /// they leave animated and the rest move up. An id no banner has is a no-op.
    ///
    /// ```swift
    /// HUDCenter.shared.hideBanners(id: "user-1024")
    /// HUDCenter.shared.hideBanners()               // all of them
    /// ```
    public nonisolated func hideBanners(id: String? = nil) {
        hop { center in
            if let id { center.bannerStack?.remove(id: id) } else { center.bannerStack?.removeAll() }
        }
    }

    // MARK: Main-actor state and events

    /// How banners behave (the one place to set it). Setting it applies at once: a smaller `capacity` dismisses the oldest
    /// banners, layout values move the shown ones; lifetimes apply to banners shown afterwards.
    public var bannerConfiguration: BannerConfiguration {
        get { existingPart(NotificationsPart.self)?.bannerSettings ?? BannerConfiguration() }
        set {
            notifications.bannerSettings = newValue
            batch { bannerStack?.update(newValue) }
        }
    }

    /// Called on the main actor with a banner's info when its body is tapped (not its buttons),
    /// after the banner's own ``BannerInfo/onTap``: one handler for every banner, which the tests
    /// and the gallery set (apps set ``BannerInfo/onTap``). It may show or remove banners; with
    /// ``BannerConfiguration/dismissesOnTap`` the banner is dismissed after it returns.
    package var onBannerTap: (@MainActor (BannerInfo) -> Void)? {
        get { existingPart(NotificationsPart.self)?.bannerTapHandler }
        set { notifications.bannerTapHandler = newValue }
    }

    /// Ids of the banners on screen, top first (banners playing their vanish animation are not included).
    package var visibleBannerIDs: [String] { bannerStack?.shown.map(\.info.id) ?? [] }

    /// Feeds one step of a pan gesture (the UIKit host's pan recognizer). Returns whether a banner
    /// is being dragged (false: the gesture is not the overlay's).
    @discardableResult
    package func handleBannerPan(_ event: BannerPanEvent) -> Bool {
        batch { bannerStack?.handlePan(event) ?? false }
    }

    // MARK: Implementation

    /// Shows `info`; returns whether it was shown (false: dropped as a repeat).
    @discardableResult
    func presentBanner(_ info: BannerInfo, contentSlot: HUDContentSlotID? = nil) -> Bool {
        let stack = bannerStack ?? makeBannerStack()
        return stack.present(info, contentSlot: contentSlot)
    }

    private func makeBannerStack() -> BannerStack {
        let part = notifications
        let look = BannerLook(configuration: part.bannerSettings)
        look.onTap = { [weak part] info in
            info.onTap?(info)
            part?.bannerTapHandler?(info)
        }
        let stack = makeStack(look)
        part.bannerStack = stack
        return stack
    }
}
