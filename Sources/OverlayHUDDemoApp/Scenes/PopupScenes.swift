@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Popup scenes: every option-popup entry (6 types × 5 directions), a tap with the click
/// effect, the `.modern` preset, the card popup's full sequence (the original's and the compact
/// preset), and the priority queue with and without `lowerPriorityHidden`.
///
/// The option popup's defaults are the original's (no animation, record or click effect); these
/// scenes turn them on as SKChoosePopView's demo (ViewController.m) does.
@MainActor
enum PopupScenes {
    static var all: [DemoScene] {
        var scenes: [DemoScene] = []
        for type in OptionPopupConfiguration.AnimationType.allCases {
            for direction in OptionPopupConfiguration.Direction.allCases { scenes.append(optionScene(type, direction)) }
        }
        scenes += [
            optionTap, optionModern, optionSheet, card, cardCompact, queueWaits, queueLowerHidden, popupDefault, popupContext,
        ]
        return scenes
    }

    /// The original demo's settings (ViewController.m, e.g. `spring`): six options on two lines of
    /// three, animation and record on, 0.5 s, 10 pt between rows, an orange selected title.
    static func demoConfiguration(_ options: [OptionPopupConfiguration.Option] = demoOptions) -> OptionPopupConfiguration {
        var config = OptionPopupConfiguration(options: options, columns: 3, rows: 2)
        config.isAnimated = true
        config.recordsSelection = true
        config.animationDuration = 0.5
        config.minimumLineSpacing = 10
        config.selectedTitleColor = HUDColor(red: 1, green: 0.5, blue: 0)  // `[UIColor orangeColor]`
        // As the demo opens once "one" has been chosen (its record on): that option marked.
        config.initialSelection = 0
        return config
    }

    /// The original demo's six options (SKDateSource.m): "one" … "six", each with the gear icon,
    /// marked with the note icon when chosen.
    static let demoOptions = demoOptions(iconColor: .black)

    /// The same options with the icons in `iconColor`: an app draws its glyphs white in the dark
    /// look (colours it sets stay as set; the seed's black would vanish on the dark panel).
    static func demoOptions(iconColor: HUDColor) -> [OptionPopupConfiguration.Option] {
        ["one", "two", "three", "four", "five", "six"].map {
            OptionPopupConfiguration.Option(title: $0, icon: .gear(iconColor), selectedIcon: .musicNote(iconColor))
        }
    }

    /// ``demoOptions`` in the overlay's look.
    static func demoOptions(for center: HUDCenter) -> [OptionPopupConfiguration.Option] {
        center.overlay.traits.isDark ? demoOptions(iconColor: .white) : demoOptions
    }

    /// Nine options with coloured drawn icons (the `.modern` preset's scene).
    static var options: [OptionPopupConfiguration.Option] {
        let colors: [UInt32] = [0xFF9500, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF2D55, 0x5AC8FA, 0xFFCC00, 0x8E8E93, 0x30B0C7]
        let titles = ["Photo", "Video", "Audio", "File", "Link", "Note", "Star", "Clock", "Map"]
        return colors.enumerated().map { i, c in
            let icon: OptionPopupConfiguration.Icon =
                i % 3 == 0 ? .circle(HUDColor(hex: c)) : i % 3 == 1 ? .roundedSquare(HUDColor(hex: c)) : .star(HUDColor(hex: c))
            return OptionPopupConfiguration.Option(title: titles[i], icon: icon, selectedIcon: .star(HUDColor(hex: 0xFF9500)))
        }
    }

    static func optionScene(_ type: OptionPopupConfiguration.AnimationType, _ direction: OptionPopupConfiguration.Direction)
        -> DemoScene
    {
        HUDScenes.hudScene(
            "option-\(type.rawValue)-\(direction.rawValue)",
            "option popup: \(type.rawValue) entry from \(direction.rawValue) (0.5 s\(type == .spring ? " + 0.4 s shake" : ""))",
            duration: 1.2
        ) { center, _ in
            var config = demoConfiguration(demoOptions(for: center))
            config.animationType = type
            config.direction = direction
            try? center.showOptionPopup(config)
        }
    }

    static let optionTap = HUDScenes.hudScene(
        "option-tap", "option popup: tap 'five' (click pulse, marked with the note icon), tap the backdrop (slides down)",
        duration: 2.4
    ) { center, clock in
        var config = demoConfiguration()
        config.animationType = .rotation  // the original demo's ENABLE_CLICKEFFECT row: rotation from the top
        config.direction = .top
        config.clickEffect = true
        try? center.showOptionPopup(config)
        clock.schedule(after: 1.0) { (center.currentPopup as? OptionPopup)?.choose(4) }
        clock.schedule(after: 1.6) { center.handleTap(at: HUDPoint(10, 10)) }
    }

    static let optionModern = HUDScenes.hudScene(
        "option-modern", "option popup, .modern preset: fitted panel, shadow, spring from the bottom; tap 'Link', backdrop",
        duration: 2.4
    ) { center, clock in
        try? center.showOptionPopup(.modern(options: options))
        clock.schedule(after: 1.0) { (center.currentPopup as? OptionPopup)?.choose(4) }
        clock.schedule(after: 1.6) { center.handleTap(at: HUDPoint(10, 10)) }
    }

    static let optionSheet = HUDScenes.hudScene(
        "popup-bottom-sheet",
        "option popup as a bottom sheet (.modern preset, dismissesOnDrag): slides up, dragged down 80 pt, released: leaves",
        duration: 2.4
    ) { center, clock in
        var config = OptionPopupConfiguration.modern(options: options)
        config.presentation.placement = .bottomSheet
        config.presentation.dismissesOnDrag = true
        try? center.showOptionPopup(config)
        let start = HUDPoint(195, 700)
        clock.schedule(after: 1.0) { center.handle(.panBegan(start)) }
        for step in 1...10 {
            let dy = 8.0 * Double(step)
            clock.schedule(after: 1.0 + 0.05 * Double(step)) {
                center.handle(.panChanged(HUDPoint(start.x, start.y + dy), translation: HUDSize(0, dy)))
            }
        }
        clock.schedule(after: 1.7) {
            center.handle(.panEnded(HUDPoint(start.x, start.y + 80), translation: HUDSize(0, 80), velocity: HUDSize(0, 100)))
        }
    }

    /// Types `text` into field `field` one character every `step` seconds from `start`.
    static func type(
        _ text: String, field: Int, from start: Double, step: Double, on clock: ManualClock,
        _ card: @escaping @MainActor @Sendable () -> CardPopup?
    ) {
        let characters = Array(text)
        for i in 1...characters.count {
            clock.schedule(after: start + Double(i) * step) { card()?.setText(String(characters.prefix(i)), forField: field) }
        }
    }

    static let card = HUDScenes.hudScene(
        "card-popup",
        "card popup (DGPopUpViewController): scale-in, three fields typed with growing underlines, NEXT, shrink, THANK YOU! logo stays",
        duration: 8
    ) { center, clock in
        center.showCardPopup(CardPopupConfiguration())
        let card: @MainActor @Sendable () -> CardPopup? = { center.currentPopup as? CardPopup }
        clock.schedule(after: 1.3) { card()?.focus(field: 0) }
        type("Ada", field: 0, from: 1.5, step: 0.08, on: clock, card)
        clock.schedule(after: 2.0) { card()?.focus(field: 1) }
        type("Lovelace", field: 1, from: 2.2, step: 0.06, on: clock, card)
        clock.schedule(after: 2.9) { card()?.focus(field: 2) }
        type("ada@example.com", field: 2, from: 3.1, step: 0.04, on: clock, card)
        clock.schedule(after: 4.0) { card()?.performAction() }
    }

    static let cardCompact = HUDScenes.hudScene(
        "card-popup-compact", "card popup, .compact preset: scale-in, focus + typing, NEXT, shrink, end logo, leaves by itself",
        duration: 6
    ) { center, clock in
        center.showCardPopup(.compact())
        let card: @MainActor @Sendable () -> CardPopup? = { center.currentPopup as? CardPopup }
        clock.schedule(after: 1.3) { card()?.focus(field: 0) }
        type("me@example.com", field: 0, from: 1.5, step: 0.05, on: clock, card)
        clock.schedule(after: 2.4) { card()?.focus(field: 1) }
        type("xxxxxx", field: 1, from: 2.6, step: 0.06, on: clock, card)
        clock.schedule(after: 3.2) { card()?.performAction() }
    }

    static func queueScript(lowerPriorityHidden: Bool) -> @MainActor (HUDCenter, ManualClock) -> Void {
        { center, clock in
            var low = demoConfiguration()
            low.presentation.priority = .low
            low.presentation.yieldsToHigherPriority = lowerPriorityHidden
            low.direction = .center
            low.animationType = .largen
            try? center.showOptionPopup(low)
            clock.schedule(after: 1.0) {
                var high = CardPopupConfiguration.compact(title: "Update required", fields: [], actionTitle: "UPDATE")
                high.presentation.priority = .required
                center.showCardPopup(high)
            }
            clock.schedule(after: 2.2) { center.hidePopups() }
        }
    }

    static let queueWaits = HUDScenes.hudScene(
        "popup-queue-wait", "queue: low popup showing, a required one arrives at 1 s and waits; dismissed at 2.2 s, it shows",
        duration: 4, queueScript(lowerPriorityHidden: false))
    static let queueLowerHidden = HUDScenes.hudScene(
        "popup-queue-lower-hidden",
        "queue with lowerPriorityHidden: the low popup steps aside at 1 s, comes back intact when that is dismissed at 2.2 s",
        duration: 4, queueScript(lowerPriorityHidden: true))

    /// The centre of the XB demo popup's Close bar (the popup is centred, 320 pt tall, the bar its last 60).
    static func closeBar(_ center: HUDCenter) -> HUDPoint {
        HUDPoint(center.overlay.size.width / 2, center.overlay.size.height / 2 + 160 - 30)
    }

    static let popupDefault = HUDScenes.hudScene(
        "popup-default",
        "XBPopUpView's default transition: black 70 % backdrop fades in as the popup scales 0.85 → 1 (0.25 s); Close at 1.2 s",
        duration: 1.8
    ) { center, clock in
        center.showPopup(XBDemoPopup(title: "Default transition"))
        clock.schedule(after: 1.2) { center.handleTap(at: closeBar(center)) }
    }

    static let popupContext = HUDScenes.hudScene(
        "popup-context",
        "a popup bound to a page (XBPopUpView's dependVCId): waits on 'home', shows when 'detail' opens at 0.6 s, "
            + "steps aside back on 'home' at 1.6 s, returns with 'detail' at 2.4 s",
        duration: 3.2
    ) { center, clock in
        let page = HUDLayer(name: "page")
        page.frame = HUDRect(0, center.overlay.size.height - 80, center.overlay.size.width, 40)
        func show(_ name: String) {
            center.setActivePopupContext(name)
            page.content = .text(TextContent("page: \(name)", fontSize: 17, weight: .semibold, color: .black))
        }
        center.overlay.rootLayer.addSublayer(page)
        show("home")
        center.showPopup(XBDemoPopup(title: "Bound to 'detail'", context: "detail"))
        clock.schedule(after: 0.6) { show("detail") }
        clock.schedule(after: 1.6) { show("home") }
        clock.schedule(after: 2.4) { show("detail") }
    }
}
