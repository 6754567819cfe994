@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Every element at a large accessibility text size (AX3: body 40 pt), as a reader who set
/// Larger Text sees it: texts grow with Dynamic Type, and the HUD, banners, option cells and card
/// grow with them.
@MainActor
enum LargeTextScenes {
    static var all: [DemoScene] {
        [hud, cat, status, banners, messages, messageActions, option, card, ax5Messages, ax5Card, ax5CardLandscape]
    }

    /// The text size the scenes are shown at.
    static let category = HUDContentSizeCategory.accessibilityExtraLarge

    /// ``HUDScenes/hudScene(_:_:duration:metrics:_:)`` with the text size set first.
    static func scene(
        _ name: String, _ summary: String, duration: Double, _ script: @escaping @MainActor (HUDCenter, ManualClock) -> Void
    ) -> DemoScene {
        HUDScenes.hudScene(name, summary + " at accessibility text size AX3", duration: duration) { center, clock in
            center.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
            script(center, clock)
        }
    }

    static let hud = scene(
        "large-text-hud", "MBProgressHUD annular mode with label, details and button", duration: 1.5
    ) { center, clock in
        var config = WaitingHUDConfiguration(
            mode: .annularDeterminate, label: "Uploading", details: "3 of 10 files", style: .dark)
        config.buttonTitle = "Cancel"
        center.showWaiting(config)
        clock.schedule(after: 0.4) { center.setWaitingProgress(0.4) }
    }

    static let cat = scene("large-text-cat", "the cat: its square grows with its title", duration: 4) { center, _ in
        center.showWaiting()
    }

    static let status = scene(
        "large-text-status", "showSuccess: the status wraps and the bezel grows with it", duration: 1
    ) { center, _ in
        center.showSuccess("Saved to your library")
    }

    static let banners = scene(
        "large-text-banners", "two call banners with a second line: the pills widen, then wrap and grow", duration: 1.6
    ) { center, clock in
        center.showBanner(BannerInfo(id: "ax-1", title: "Sone", subtitle: "is calling you", accessory: .like { _ in }))
        clock.schedule(after: 0.6) {
            center.showBanner(BannerInfo(id: "ax-2", title: "Mia Wong", subtitle: "started a video call"))
        }
    }

    static let messages = scene(
        "large-text-messages", "an error at the top, a toast and a warning at the bottom: the cards and icons grow", duration: 1.2
    ) { center, clock in
        MessageScenes.stacked(center)
        var toast = MessageConfiguration.info("Link copied", position: .center, duration: .untilHidden)
        toast.id = "toast"
        MessageScenes.arrive(
            center, clock, [MessageScenes.sample(.error), toast, MessageScenes.sample(.warning, .bottom)], interval: 0.3)
    }

    static let messageActions = scene(
        "large-text-message-actions", "Undo buttons move under the text; a syncing message's bar", duration: 1
    ) { center, clock in
        MessageScenes.stacked(center)
        MessageScenes.arrive(center, clock, [MessageScenes.syncing(0.4)] + MessageScenes.undoSamples(), interval: 0.2)
    }

    static let option = scene(
        "large-text-option", "option popup: titles shrink to their cells and wrap, the panel grows", duration: 1.2
    ) { center, _ in
        var config = PopupScenes.demoConfiguration()
        config.animationType = .spring
        config.direction = .bottom
        try? center.showOptionPopup(config)
    }

    static let card = scene("large-text-card", "the original's card: rows and button grow with their text", duration: 2) {
        center, clock in
        center.showCardPopup(CardPopupConfiguration())
        clock.schedule(after: 1.2) {
            guard let card = center.currentPopup as? CardPopup else { return }
            card.focus(field: 0)
            card.setText("Duan", forField: 0)
        }
    }

    // The largest accessibility size (AX5: body 53 pt), where line caps go and the card scrolls.

    /// ``scene(_:_:duration:_:)`` at AX5, on `metrics`.
    static func ax5Scene(
        _ name: String, _ summary: String, duration: Double, metrics: ScreenMetrics = .iPhone,
        _ script: @escaping @MainActor (HUDCenter, ManualClock) -> Void
    ) -> DemoScene {
        HUDScenes.hudScene(name, summary + " at the largest text size, AX5", duration: duration, metrics: metrics) {
            center, clock in
            center.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            script(center, clock)
        }
    }

    static let ax5Messages = ax5Scene(
        "large-text-ax5-messages", "a message whose title wraps past its two lines, whole", duration: 1
    ) { center, _ in
        center.showMessage(
            MessageConfiguration.error("Your upload could not finish because the connection dropped", body: "Try again."))
    }

    static let ax5Card = ax5Scene(
        "large-text-ax5-card", "the original's card at the readable width: the placeholders show whole", duration: 2
    ) { center, clock in
        center.showCardPopup(CardPopupConfiguration())
        clock.schedule(after: 1.2) {
            guard let card = center.currentPopup as? CardPopup else { return }
            card.focus(field: 0)
            card.setText("Duan", forField: 0)
        }
    }

    static let ax5CardLandscape = ax5Scene(
        "large-text-ax5-card-landscape", "in landscape the card scrolls: dragged up to its NEXT button", duration: 2.4,
        metrics: ScreenMetrics.iPhone.rotated(to: .landscapeLeft)
    ) { center, clock in
        center.showCardPopup(CardPopupConfiguration())
        let start = HUDPoint(422, 190)
        clock.schedule(after: 1.4) { center.handle(.panBegan(start)) }
        for step in 1...8 {
            clock.schedule(after: 1.4 + 0.1 * Double(step)) {
                center.handle(.panChanged(start, translation: HUDSize(0, -40 * Double(step))))
            }
        }
        clock.schedule(after: 2.3) { center.handle(.panEnded(start, translation: HUDSize(0, -320), velocity: .zero)) }
    }
}
