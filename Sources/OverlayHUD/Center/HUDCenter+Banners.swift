extension HUDCenter {
    // MARK: Any-thread entry points

    /// Shows a banner at the bottom of the banner stack (KJCallNotifyView's `kj_addCallNotify`).
    ///
    /// With ``BannerConfiguration/repetition`` off (the default), a banner the configuration's
    /// ``BannerConfiguration/isRepeat`` rule calls a repeat of one on screen — or, without a rule,
    /// one with the id of a banner on screen — is dropped. Beyond ``BannerConfiguration/maxCount``
    /// the oldest banner slides off the top at once.
    /// VoiceOver announces the banner and a light haptic plays. Banners stack from
    /// ``BannerConfiguration/topMargin`` below the top of the safe area, ``BannerConfiguration/spacing``
    /// apart, centred horizontally in the safe area (the seed centres them on the screen); they take
    /// touches only on their pills and buttons.
    ///
    /// ```swift
    /// HUDCenter.shared.showBanner(BannerInfo(id: "1024", title: "痛苦的信仰", subtitle: "is calling"))
    /// ```
    public nonisolated func showBanner(_ info: BannerInfo) {
        hop { $0.presentBanner(info) }
    }

    /// Dismisses every banner on screen with `id` (animated, the rest move up). Unknown ids are a no-op.
    public nonisolated func hideBanner(id: String) {
        hop { $0.bannerStack?.remove(id: id) }
    }

    /// Dismisses every banner on screen (animated).
    public nonisolated func hideAllBanners() {
        hop { $0.bannerStack?.removeAll() }
    }

    // MARK: Main-actor state and events

    /// How banners behave (the one place to set it). Setting it applies at once: a smaller `maxCount` dismisses the oldest
    /// banners, layout values move the shown ones; lifetimes apply to banners shown afterwards.
    public var bannerConfiguration: BannerConfiguration {
        get { bannerSettings }
        set {
            bannerSettings = newValue
            batch { bannerStack?.update(newValue) }
        }
    }

    /// Called on the main actor with a banner's info when its body is tapped (not its buttons).
    /// It may show or remove banners; with ``BannerConfiguration/tapVanish`` the banner is dismissed
    /// after it returns.
    public var onBannerTap: (@MainActor (BannerInfo) -> Void)? {
        get { bannerTapHandler }
        set { bannerTapHandler = newValue }
    }

    /// Ids of the banners on screen, top first (banners playing their vanish animation are not included).
    package var visibleBannerIDs: [String] { bannerStack?.banners.map(\.info.id) ?? [] }

    /// Feeds one step of a pan gesture (the UIKit host's pan recognizer). Returns whether a banner
    /// is being dragged (false: the gesture is not the overlay's).
    @discardableResult
    package func handleBannerPan(_ event: BannerPanEvent) -> Bool {
        batch { bannerStack?.handlePan(event) ?? false }
    }

    /// A finger went down at `point` (overlay coordinates). On a banner or a message, its timer
    /// pauses until ``handleTouchUp(at:)``; returns whether the touch landed on one.
    @discardableResult
    package func handleTouchDown(at point: HUDPoint) -> Bool {
        batch {
            let onMessage = messageStack?.touchDown(at: point) ?? false
            let onBanner = bannerStack?.touchDown(at: point) ?? false
            return onMessage || onBanner
        }
    }

    /// The finger lifted (or the touch was cancelled): a paused banner or message resumes with the
    /// time it had left. Returns whether one was being touched.
    @discardableResult
    package func handleTouchUp(at point: HUDPoint) -> Bool {
        batch {
            let fromMessage = messageStack?.touchUp() ?? false
            let fromBanner = bannerStack?.touchUp() ?? false
            return fromMessage || fromBanner
        }
    }

    // MARK: Implementation

    /// Shows `info`; returns whether it was shown (false: dropped as a repeat).
    @discardableResult
    func presentBanner(_ info: BannerInfo, contentSlot: HUDContentSlotID? = nil) -> Bool {
        let stack = bannerStack ?? makeBannerStack()
        return stack.present(info, contentSlot: contentSlot)
    }

    private func makeBannerStack() -> BannerStack {
        let stack = BannerStack(configuration: bannerSettings, overlay: overlay, clock: relay.batchingClock, host: relay)
        stack.onTap = { [weak self] info in self?.bannerTapHandler?(info) }
        stack.onEmpty = { [weak self] empty in
            guard let self, self.bannerStack === empty else { return }
            self.bannerStack = nil
            self.touchTargets.removeAll { $0 === empty }
        }
        bannerStack = stack
        // Banners are the front-most element: they get taps first.
        touchTargets.insert(stack, at: 0)
        return stack
    }
}
