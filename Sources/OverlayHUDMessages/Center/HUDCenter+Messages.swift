@_spi(Layers) import OverlayHUDCore

extension HUDCenter {
    // MARK: Any-thread entry points

    /// Shows a message (or toast): at the top, the bottom or the centre of the safe area, above the
    /// keyboard, above the waiting HUD (which it never replaces) and below call banners.
    ///
    /// By default one message shows at a time and the next waits until it has left
    /// (``messageStackConfiguration``). Showing a message whose id is on screen refreshes it — new
    /// text, theme and callbacks, timer restarted, a small pulse, announced again — as a retried
    /// error should; one whose id is waiting replaces the waiting one in its place. VoiceOver
    /// announces every message as it appears and the theme's haptic plays.
    ///
    /// ```swift
    /// HUDCenter.shared.showMessage(.error("Upload failed", body: "Check your connection and try again."))
    /// HUDCenter.shared.showMessage(.success("Copied", position: .center, duration: .seconds(1.5)))
    /// ```
    /// - Complexity: O(m) in the messages on screen (at most 10, ``MessageStackConfiguration/capacity``),
    ///   O(1) amortised to wait in line.
    public nonisolated func showMessage(_ message: MessageConfiguration) {
        MainHop.run(self, message) { center, message in center.batch { center.presentMessage(message) } }
    }

    /// Hides the message with `id` (animated) or takes it out of the line, or, when `id` is `nil`
    /// (the default), hides every message on screen and empties the line. Each hears `willHide` and
    /// `didHide` with ``HUDHideReason/hiddenByCode`` (its ``MessageConfiguration/lifecycle``). An id
    /// no message has is a no-op; give a message an ``MessageConfiguration/id`` to hide it alone.
    ///
    /// ```swift
    /// HUDCenter.shared.hideMessages(id: "offline")
    /// HUDCenter.shared.hideMessages()              // all of them, and the line
    /// ```
    public nonisolated func hideMessages(id: String? = nil) {
        hop { center in
            if let id { center.messageStack?.hide(id: id) } else { center.messageStack?.hideAll() }
        }
    }

    // MARK: Main-actor state and events

    /// How many messages share the screen (one at a time by default, or stacked) and where they
    /// sit. Setting it applies at once: a larger capacity lets waiting messages in now, a smaller
    /// one applies as messages leave.
    public var messageStackConfiguration: MessageStackConfiguration {
        get { existingPart(NotificationsPart.self)?.messageSettings ?? MessageStackConfiguration() }
        set {
            notifications.messageSettings = newValue
            batch { messageStack?.update(newValue) }
        }
    }

    /// Ids of the messages on screen, in the order they appeared (leaving ones are not included).
    var visibleMessageIDs: [String] { messageStack?.shown.map(\.id) ?? [] }

    /// Ids of the messages waiting for their turn, next first.
    var waitingMessageIDs: [String] { messageStack?.waiting.ids ?? [] }

    /// Feeds one step of a pan gesture (the same events as ``handleBannerPan(_:)``). A pan that
    /// begins on a message drags it and may swipe it away; returns whether a message is being
    /// dragged (false: the gesture is not a message's).
    @discardableResult
    package func handleMessagePan(_ event: BannerPanEvent) -> Bool {
        batch { messageStack?.handlePan(event) ?? false }
    }

    // MARK: Implementation

    func presentMessage(_ message: MessageConfiguration) {
        let stack = messageStack ?? makeMessageStack()
        stack.present(message)
    }

    private func makeMessageStack() -> MessageStack {
        let stack = makeStack(MessageLook(configuration: notifications.messageSettings))
        notifications.messageStack = stack
        return stack
    }
}
