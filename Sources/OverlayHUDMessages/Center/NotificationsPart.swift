@_spi(Layers) import OverlayHUDCore

/// What banners and messages keep in a center: their stacks while something shows or waits, the
/// settings new and shown ones follow, and the banner tap handler (the center's part for this
/// target, see `HUDCenterPart`).
@MainActor
final class NotificationsPart: HUDCenterPart {
    weak var center: HUDCenter?
    /// The banner stack while banners are shown (released when the last one has gone).
    var bannerStack: BannerStack?
    /// The configuration new and shown banners follow.
    var bannerSettings = BannerConfiguration()
    /// Called when a banner's body is tapped.
    var bannerTapHandler: (@MainActor (BannerInfo) -> Void)?
    /// The message stack while messages show or wait (released when the last one has gone).
    var messageStack: MessageStack?
    /// How messages share the screen.
    var messageSettings = MessageStackConfiguration()

    init(center: HUDCenter) { self.center = center }

    /// Lets go of `stack`, now empty, if it is one this part keeps; returns whether it was.
    func forget(_ stack: AnyObject) -> Bool {
        if bannerStack === stack {
            bannerStack = nil
            return true
        }
        if messageStack === stack {
            messageStack = nil
            return true
        }
        return false
    }

    func adoptSettings(of other: any HUDCenterPart) {
        guard let other = other as? NotificationsPart, let center else { return }
        center.bannerConfiguration = other.bannerSettings
        center.messageStackConfiguration = other.messageSettings
        bannerTapHandler = other.bannerTapHandler
    }

    func hideEverything() {
        bannerStack?.removeAll(because: .sceneGone)
        messageStack?.hideAll(because: .sceneGone)
    }

    /// The banners and messages that show (not those leaving or waiting their turn).
    func addShown(to state: inout OverlayShownState) {
        state.bannerIDs = bannerStack?.shown.map(\.info.id) ?? []
        state.messageIDs = messageStack?.shown.map(\.id) ?? []
    }

    /// A pan goes to the message it began on, else to the banner (each claims only its own drags).
    func handlePan(_ event: BannerPanEvent) -> Bool {
        (messageStack?.handlePan(event) ?? false) || (bannerStack?.handlePan(event) ?? false)
    }

    func touchDown(at point: HUDPoint) -> Bool {
        let onMessage = messageStack?.touchDown(at: point) ?? false
        let onBanner = bannerStack?.touchDown(at: point) ?? false
        return onMessage || onBanner
    }

    func touchUp() -> Bool {
        let fromMessage = messageStack?.touchUp() ?? false
        let fromBanner = bannerStack?.touchUp() ?? false
        return fromMessage || fromBanner
    }
}

extension HUDCenter {
    /// Banners' and messages' state in this center (made on first use).
    var notifications: NotificationsPart { part(NotificationsPart.self) }

    /// The banner stack while banners are shown.
    var bannerStack: BannerStack? {
        get { existingPart(NotificationsPart.self)?.bannerStack }
        set { notifications.bannerStack = newValue }
    }

    /// The message stack while messages show or wait.
    var messageStack: MessageStack? {
        get { existingPart(NotificationsPart.self)?.messageStack }
        set { notifications.messageStack = newValue }
    }

    /// Makes the stack for `look`, to be kept in the part until it is empty (the part forgets it
    /// then), and lets it take taps at the look's place in the overlay (banners first, then
    /// messages, then popups and the waiting HUD).
    func makeStack<Look: NotificationLook>(_ look: Look) -> NotificationStack<Look> {
        let part = notifications
        let stack = NotificationStack(
            look: look, overlay: overlay, clock: relay.batchingClock, host: relay, events: eventListening)
        stack.onEmpty = { [weak self, weak part] empty in
            guard let self, let part, part.forget(empty) else { return }
            self.removeTouchTarget(empty)
        }
        stack.onEvent = { [weak self] element, phase, reason, handler in
            self?.post(element, phase, reason: reason, to: handler)
        }
        addTouchTarget(stack, zPosition: Look.zPosition)
        return stack
    }
}
