import OverlayHUD
import OverlayHUDSoftware

/// Popup scenes: every option-popup entry (6 types × 5 directions), the card popup's full
/// sequence, and the priority queue with and without `lowerPriorityHidden`.
@MainActor
enum PopupScenes {
    static var all: [DemoScene] {
        var scenes: [DemoScene] = []
        for type in OptionPopupAnimationType.allCases {
            for direction in OptionPopupDirection.allCases { scenes.append(optionScene(type, direction)) }
        }
        scenes += [optionTap, card, queueWaits, queueLowerHidden]
        return scenes
    }

    /// Nine options with drawn icons.
    static var options: [OptionPopupOption] {
        let colors: [UInt32] = [0xFF9500, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF2D55, 0x5AC8FA, 0xFFCC00, 0x8E8E93, 0x30B0C7]
        let titles = ["Photo", "Video", "Audio", "File", "Link", "Note", "Star", "Clock", "Map"]
        return colors.enumerated().map { i, c in
            let icon: OptionPopupIcon = i % 3 == 0 ? .circle(HUDColor(hex: c)) : i % 3 == 1 ? .roundedSquare(HUDColor(hex: c)) : .star(HUDColor(hex: c))
            return OptionPopupOption(title: titles[i], icon: icon, selectedIcon: .star(HUDColor(hex: 0xFF9500)))
        }
    }

    static func optionScene(_ type: OptionPopupAnimationType, _ direction: OptionPopupDirection) -> DemoScene {
        HUDScenes.hudScene("option-\(type.rawValue)-\(direction.rawValue)",
                           "option popup: \(type.rawValue) entry from \(direction.rawValue) (0.5 s\(type == .spring ? " + 0.4 s shake" : ""))",
                           duration: 1.2) { center, _ in
            var config = OptionPopupConfiguration(options: options)
            config.animationType = type
            config.direction = direction
            try? center.showOptionPopup(config)
        }
    }

    static let optionTap = HUDScenes.hudScene("option-tap", "option popup: tap 'Link' (click pulse, selection marked), tap the backdrop (slides down)",
                                              duration: 2.4) { center, clock in
        var config = OptionPopupConfiguration(options: options)
        config.direction = .center
        try? center.showOptionPopup(config)
        clock.schedule(after: 1.0) { (center.currentPopup as? OptionPopup)?.choose(4) }
        clock.schedule(after: 1.6) { center.handleTap(at: Point(10, 10)) }
    }

    static let card = HUDScenes.hudScene("card-popup", "card popup: scale-in, focus + typing with growing underline, NEXT, shrink, end logo",
                                         duration: 6) { center, clock in
        center.showCardPopup(CardPopupConfiguration())
        let card = { center.currentPopup as? CardPopup }
        clock.schedule(after: 1.3) { card()?.focus(field: 0) }
        let email = Array("me@example.com")
        for i in 1...email.count {
            clock.schedule(after: 1.5 + Double(i) * 0.05) { card()?.setText(String(email.prefix(i)), forField: 0) }
        }
        clock.schedule(after: 2.4) { card()?.focus(field: 1) }
        for i in 1...6 { clock.schedule(after: 2.6 + Double(i) * 0.06) { card()?.setText(String(repeating: "x", count: i), forField: 1) } }
        clock.schedule(after: 3.2) { card()?.performAction() }
    }

    static func queueScript(lowerPriorityHidden: Bool) -> @MainActor (HUDCenter, ManualClock) -> Void {
        { center, clock in
            var low = OptionPopupConfiguration(options: Array(options.prefix(6)))
            low.presentation.priority = .low
            if lowerPriorityHidden { low.presentation.precedence = .yieldsToHigherPriority }
            low.direction = .center
            low.animationType = .largen
            try? center.showOptionPopup(low)
            clock.schedule(after: 1.0) {
                var high = CardPopupConfiguration(title: "Update required", fields: [], actionTitle: "UPDATE")
                high.presentation.priority = .required
                center.showCardPopup(high)
            }
            clock.schedule(after: 2.2) { center.hidePopups() }
        }
    }

    static let queueWaits = HUDScenes.hudScene("popup-queue-wait", "queue: low popup showing, a required one arrives at 1 s and waits; dismissed at 2.2 s, it shows",
                                               duration: 4, queueScript(lowerPriorityHidden: false))
    static let queueLowerHidden = HUDScenes.hudScene("popup-queue-lower-hidden",
                                                     "queue with lowerPriorityHidden: the low popup steps aside at 1 s, comes back intact when that is dismissed at 2.2 s",
                                                     duration: 4, queueScript(lowerPriorityHidden: true))
}
