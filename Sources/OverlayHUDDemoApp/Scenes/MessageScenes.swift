import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Message scenes: every theme at every position, one at a time and stacked, a refresh, a swipe,
/// the keyboard, the dark look, an action button and a message that waits then succeeds.
@MainActor
enum MessageScenes {
    static var all: [DemoScene] {
        [overview, top, bottom, toasts, queue, retry, swipe, keyboard, dark, actions, syncing, pictures]
    }

    /// Each theme's sample, as the goldens show them.
    static func sample(_ theme: MessageConfiguration.Theme, _ position: MessageConfiguration.Position = .top)
        -> MessageConfiguration
    {
        var m: MessageConfiguration
        switch theme {
        case .success: m = .success("Saved", body: "Your changes are in the cloud.")
        case .warning: m = .warning("Battery low", body: "Connect your charger soon.")
        case .error: m = .error("Upload failed", body: "Check your connection and try again. Your draft is kept.")
        default: m = .info("New version available", body: "Restart the app to update.")
        }
        m.position = position
        m.duration = .untilHidden
        return m
    }

    static let themes: [MessageConfiguration.Theme] = [.success, .info, .warning, .error]

    /// Shows `messages` `interval` seconds apart, starting at `start`.
    static func arrive(
        _ center: HUDCenter, _ clock: ManualClock, _ messages: [MessageConfiguration], start: Double = 0, interval: Double = 0.4
    ) {
        for (i, m) in messages.enumerated() {
            let t = start + Double(i) * interval
            if t == 0 { center.showMessage(m) } else { clock.schedule(after: t) { center.showMessage(m) } }
        }
    }

    static func stacked(_ center: HUDCenter) {
        center.messageStackConfiguration.capacity = 6
    }

    static let overview = HUDScenes.hudScene(
        "messages",
        "messages in every theme and place: an error and a success at the top, an info toast, a warning at the bottom",
        duration: 2
    ) { center, clock in
        stacked(center)
        var toast = MessageConfiguration.info("Link copied", position: .center, duration: .untilHidden)
        toast.id = "toast"
        arrive(center, clock, [sample(.error), sample(.success), toast, sample(.warning, .bottom)], interval: 0.3)
    }

    static let top = HUDScenes.hudScene(
        "messages-top", "the four themes stacked at the top of the safe area (success, info, warning, error)", duration: 2.2
    ) { center, clock in
        stacked(center)
        arrive(center, clock, themes.map { sample($0) })
    }

    static let bottom = HUDScenes.hudScene(
        "messages-bottom", "the four themes stacked at the bottom, the oldest nearest the edge", duration: 2.2
    ) { center, clock in
        stacked(center)
        arrive(center, clock, themes.map { sample($0, .bottom) })
    }

    static let toasts = HUDScenes.hudScene(
        "messages-toast", "centred toasts, one at a time: each theme for 0.8 s (fade and grow in, fade and shrink out)",
        duration: 4.4
    ) { center, clock in
        let texts = ["Copied", "Syncing in the background", "Storage almost full", "Not sent"]
        arrive(
            center, clock,
            zip(themes, texts).map { theme, text in
                MessageConfiguration(title: text, theme: theme, position: .center, duration: .seconds(0.8))
            }, interval: 0)
    }

    static let queue = HUDScenes.hudScene(
        "messages-queue", "one at a time (the default): the second message waits until the first has left (1 s each)",
        duration: 3
    ) { center, clock in
        var first = sample(.error)
        first.duration = .seconds(1)
        var second = sample(.success)
        second.duration = .seconds(1)
        arrive(center, clock, [first, second], interval: 0)
    }

    static let retry = HUDScenes.hudScene(
        "messages-retry", "an error shown again with the same id: new text, timer restarted, a small pulse", duration: 2
    ) { center, clock in
        center.showMessage(.error("Upload failed", body: "Retrying…", duration: .untilHidden, id: "upload"))
        clock.schedule(after: 1) {
            center.showMessage(
                .error("Upload failed again", body: "Check your connection.", duration: .untilHidden, id: "upload"))
        }
    }

    static let swipe = HUDScenes.hudScene(
        "messages-swipe", "a top message swiped up and away, then a bottom one swiped down", duration: 2.4
    ) { center, clock in
        stacked(center)
        for m in [sample(.info), sample(.warning, .bottom)] { center.showMessage(m) }
        clock.schedule(after: 0.6) { drag(center, clock, card: cards(center).first, by: -60) }
        clock.schedule(after: 1.2) { drag(center, clock, card: cards(center).last, by: 60) }
    }

    /// The message cards in the overlay, top first (the cards are the layers named "message").
    static func cards(_ center: HUDCenter) -> [HUDLayer] {
        var found: [HUDLayer] = []
        func visit(_ layer: HUDLayer) {
            if layer.name == "message" { found.append(layer) }
            layer.sublayers.forEach(visit)
        }
        visit(center.overlay.rootLayer)
        return found.sorted { $0.position.y < $1.position.y }
    }

    /// A finger dragging `card` by `total` points over 0.2 s, then letting go.
    static func drag(_ center: HUDCenter, _ clock: ManualClock, card: HUDLayer?, by total: Double) {
        guard let start = card?.position else { return }
        for (i, f) in [0.0, 0.25, 0.5, 0.75, 1].enumerated() {
            clock.schedule(after: Double(i) * 0.05) {
                let phase: BannerPanEvent.Phase = i == 0 ? .began : (f == 1 ? .ended : .changed)
                center.handleMessagePan(
                    BannerPanEvent(
                        phase, location: HUDPoint(start.x, start.y + f * total), translation: HUDPoint(0, f * total),
                        velocity: HUDPoint(0, total * 5)))
            }
        }
    }

    static let keyboard = DemoScene(
        name: "messages-keyboard", summary: "a bottom message and a toast ride above the keyboard as it comes up",
        duration: 2
    ) { scene in
        let clock = ManualClock()
        let center = HUDCenter(
            environment: HUDEnvironment(host: HeadlessHost(fonts: DemoFonts.library()), clock: clock, metrics: scene.metrics))
        stacked(center)
        center.showMessage(.info("Draft saved", position: .center, duration: .untilHidden))
        center.showMessage(sample(.warning, .bottom))
        let size = scene.metrics.size
        let keyboardFrame = HUDRect(0, size.height - 336, size.width, 336)
        let run = DemoSceneRun(overlayRoot: center.overlay.rootLayer, canvas: size, clock: clock)
        let keyboard = keyboardLayer(frame: keyboardFrame)
        run.renderRoot.insertSublayer(keyboard, below: center.overlay.rootLayer)
        clock.schedule(after: 0.6) {
            // The keyboard rises in 0.25 s; the messages glide up with it.
            if var rise = try? HUDAnimation.basic(
                "position", from: .point(HUDPoint(keyboard.position.x, size.height + 168)), to: .point(keyboard.position),
                duration: 0.25)
            {
                rise.timingFunction = .easeOut
                keyboard.add(rise, forKey: "rise", at: clock.now)
            }
            keyboard.isHidden = false
            center.keyboardDidChange(to: keyboardFrame)
        }
        run.owner = center
        return run
    }

    /// A stand-in keyboard: a grey panel with four rows of keys (hidden until it rises).
    static func keyboardLayer(frame: HUDRect) -> HUDLayer {
        let board = HUDLayer.filled("keyboard", frame, HUDColor(hex: 0xD1D3D9))
        board.isHidden = true
        let rows: [(Int, Double)] = [(10, 0), (9, 0.5), (7, 1.5), (1, 0)]
        let keyWidth = (frame.width - 6 - 9 * 6) / 10
        for (r, row) in rows.enumerated() {
            let y = 8 + Double(r) * 54
            if row.0 == 1 {
                board.addSublayer(roundedKey(HUDRect(frame.width * 0.25, y, frame.width * 0.5, 42)))
                continue
            }
            for k in 0..<row.0 {
                let x = 3 + (row.1 + Double(k)) * (keyWidth + 6)
                board.addSublayer(roundedKey(HUDRect(x, y, keyWidth, 42)))
            }
        }
        return board
    }

    static func roundedKey(_ frame: HUDRect) -> HUDLayer {
        let key = HUDLayer.filled("key", frame, .white)
        key.cornerRadius = 5
        return key
    }

    /// Over the app's screen in the dark look too.
    static let dark = HUDScenes.hudScene(
        "messages-dark", "the four themes in a dark appearance: elevated grey cards, icons and hairlines in the theme's colour",
        duration: 2.2, traits: OverlayTraits(interfaceStyle: .dark)
    ) { center, clock in
        stacked(center)
        arrive(center, clock, themes.map { sample($0) })
    }

    /// A bottom card with an Undo button and a syncing toast with one beside a long text.
    static func undoSamples() -> [MessageConfiguration] {
        var deleted = MessageConfiguration.info("Message deleted", position: .bottom, duration: .untilHidden, id: "deleted")
        deleted.action = .init(title: "Undo") { _ in }
        var archived = MessageConfiguration.success(
            "3 conversations archived", body: "They stay in Archive for 30 days.", duration: .untilHidden, id: "archived")
        archived.action = .init(title: "Undo") { _ in }
        return [archived, deleted]
    }

    static let actions = HUDScenes.hudScene(
        "messages-actions", "messages that act: an Undo button beside the text at the top and at the bottom", duration: 1
    ) { center, clock in
        stacked(center)
        arrive(center, clock, undoSamples(), interval: 0.2)
    }

    /// "Syncing…" with a turning ring and a bar at `progress`, at the top.
    static func syncing(_ progress: Double) -> MessageConfiguration {
        var m = MessageConfiguration.info("Syncing…", body: "12 of 40 photos", duration: .untilHidden, id: "sync")
        m.icon = .activity
        m.progress = progress
        m.accessibilityPrefix = ""
        return m
    }

    static let syncing = HUDScenes.hudScene(
        "messages-syncing",
        "a message that waits: a turning ring and a bar moving in place (0.3, 0.6, 0.9), then the same id as a success",
        duration: 3
    ) { center, clock in
        center.showMessage(syncing(0.3))
        clock.schedule(after: 0.8) { center.showMessage(syncing(0.6)) }
        clock.schedule(after: 1.4) { center.showMessage(syncing(0.9)) }
        clock.schedule(after: 2) {
            center.showMessage(.success("Synced", body: "40 photos are in the cloud.", duration: .untilHidden, id: "sync"))
        }
    }

    /// A 2:1 "photo" (a sunset gradient with a darker hill), `width` × `width / 2` pixels.
    static func photo(width: Int) -> Bitmap {
        let height = width / 2
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(y) / Double(max(1, height - 1))
                let phase: Double = Double(x) / Double(width) * 6.0
                let ridge: Double = Double(height) * (0.62 + 0.18 * sin(phase))
                let hill = Double(y) > ridge
                let i = (y * width + x) * 4
                let sky: (Double, Double, Double) = (250 - 70 * t, 160 - 90 * t, 90 + 120 * t)
                pixels[i] = hill ? 40 : UInt8(sky.0)
                pixels[i + 1] = hill ? 90 : UInt8(sky.1)
                pixels[i + 2] = hill ? 60 : UInt8(sky.2)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// A template glyph (a ring with a dot), opaque where it draws: the element tints it.
    static func ring(size: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        let c = Double(size - 1) / 2
        for y in 0..<size {
            for x in 0..<size {
                let r = ((Double(x) - c) * (Double(x) - c) + (Double(y) - c) * (Double(y) - c)).squareRoot()
                let on = (r > c * 0.72 && r <= c) || r < c * 0.28
                pixels[(y * size + x) * 4 + 3] = on ? 255 : 0
            }
        }
        return Bitmap(width: size, height: size, pixels: pixels)!
    }

    static let pictures = HUDScenes.hudScene(
        "app-pictures",
        "your own pictures: a photo as a banner's avatar (covering its circle), a template glyph as a message icon and a status icon (tinted)",
        duration: 1
    ) { center, _ in
        center.showBanner(
            BannerInfo(
                id: "photo", title: "Mia Wong", subtitle: "is calling you", avatar: .image(.bitmap(photo(width: 96))),
                duration: .untilHidden))
        var message = MessageConfiguration.success(
            "Backed up", body: "Your photos are safe.", position: .bottom, duration: .untilHidden)
        message.icon = .image(.bitmap(ring(size: 48), tinted: true))
        center.showMessage(message)
        center.showSuccess("Saved", duration: .untilHidden, icon: .init(image: .bitmap(ring(size: 56), tinted: true)))
    }
}
