@_spi(Layers) import OverlayHUDCore

extension HUDCenter {
    // MARK: Any-thread entry points

    /// Shows `popup` through the priority queue: at once if nothing shows, otherwise when its turn
    /// comes (higher priority first, first come first served within a priority). Its
    /// `Popup.presentation` — priority, id, backdrop, taps outside, yielding — is read now.
    ///
    /// ```swift
    /// HUDCenter.shared.showPopup(myPopup) { reason in print("gone:", reason) }
    /// ```
    /// - Parameters:
    ///   - popup: the popup; showing one that is already showing or waiting is a no-op.
    ///   - didHide: called once, after the popup has left (also when it never showed).
    /// - Complexity: O(log n) in the number of waiting popups.
    public nonisolated func showPopup(_ popup: any Popup, didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil) {
        MainHop.run(self, (popup: popup, didHide: didHide)) { center, call in
            center.batch { center.enqueue(call.popup, didHide: call.didHide) }
        }
    }

    /// Shows an option popup (through the queue).
    ///
    /// ```swift
    /// try HUDCenter.shared.showOptionPopup(config) { index in print("chose", index) }
    /// ```
    /// When the configuration has an id (``PopupPresentation/id``) and records selections
    /// (``OptionPopupConfiguration/recordsSelection``), the center remembers the last choice per id
    /// (across relaunches on Apple platforms) and marks it the next time.
    /// - Throws: ``OptionPopupConfiguration/ValidationError`` at once, on the calling thread (empty options, bad grid, bad spacing).
    public nonisolated func showOptionPopup(
        _ configuration: OptionPopupConfiguration,
        onSelect: (@MainActor @Sendable (Int) -> Void)? = nil,
        didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil
    ) throws {
        _ = try configuration.grid()
        hop { center in
            guard let popup = center.makeOptionPopup(configuration, onSelect: onSelect) else { return }
            center.enqueue(popup, didHide: didHide)
        }
    }

    /// Shows an option popup and waits for the user: returns the chosen index, or `nil` when the
    /// popup hides without a choice (backdrop tap, dismissal, dropped as duplicate/overflow).
    /// Returns at the first choice; the popup itself stays or goes as configured.
    ///
    /// Cancelling the calling task takes the popup off the screen (or out of the queue) at once,
    /// without its exit animation, and throws `CancellationError`.
    ///
    /// ```swift
    /// let picker = Task { try await HUDCenter.shared.chooseOption(config) }
    /// // the screen goes away: the popup goes too
    /// picker.cancel()
    /// ```
    /// - Throws: ``OptionPopupConfiguration/ValidationError`` for a bad configuration; `CancellationError` when the task is cancelled.
    public nonisolated func chooseOption(_ configuration: OptionPopupConfiguration) async throws -> Int? {
        _ = try configuration.grid()
        return try await awaitAnswer { center, answer in center.makeOptionPopup(configuration) { answer($0) } } as? Int
    }

    /// Shows a card popup and waits for its action: returns the fields' texts, in order, when the
    /// action button is pressed, or `nil` when the popup hides without it (dismissal, dropped as
    /// duplicate/overflow). The popup itself plays its finale and goes as configured.
    ///
    /// Cancelling the calling task takes the popup off the screen (or out of the queue) at once,
    /// without its exit animation, and throws `CancellationError`.
    ///
    /// ```swift
    /// let card = CardPopupConfiguration(title: "INVITE", fields: [CardPopupConfiguration.Field(placeholder: "Code")], actionTitle: "REDEEM")
    /// if let texts = try await HUDCenter.shared.cardPopupAction(card) { redeem(texts[0]) }
    /// ```
    /// - Throws: `CancellationError` when the task is cancelled.
    public nonisolated func cardPopupAction(_ configuration: CardPopupConfiguration) async throws -> [String]? {
        try await awaitAnswer { _, answer in HUDCenter.makeCardPopup(configuration) { answer($0) } } as? [String]
    }

    /// Shows the popup `make` builds on the main actor, handing it `answer` to resume the caller
    /// with, and waits as ``PopupCall`` tells (`nil`: hidden without an answer, or `make` made none).
    private nonisolated func awaitAnswer(
        _ make:
            @escaping @MainActor @Sendable (
                HUDCenter, _ answer: @escaping @MainActor @Sendable (PopupCall.Answer) -> Void
            ) -> (any Popup)?
    ) async throws -> PopupCall.Answer? {
        let call = PopupCall()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<PopupCall.Answer?, any Error>) in
                hop { center in
                    call.start(continuation, center: center) {
                        make(center) { [weak call] answer in call?.finish(.success(answer)) }
                    }
                }
            }
        } onCancel: {
            hop { center in call.cancel(center: center) }
        }
    }

    /// Shows a card popup (through the queue); `onAction` receives the fields' texts, in order,
    /// when the action button is pressed.
    public nonisolated func showCardPopup(
        _ configuration: CardPopupConfiguration,
        onAction: (@MainActor @Sendable ([String]) -> Void)? = nil,
        didHide: (@MainActor @Sendable (HUDHideReason) -> Void)? = nil
    ) {
        hop { center in center.enqueue(HUDCenter.makeCardPopup(configuration, onAction: onAction), didHide: didHide) }
    }

    /// Dismisses the popups `descriptor` matches (default: the one showing). Matching nothing is a no-op.
    public nonisolated func hidePopups(_ descriptor: PopupDismissal = .current) {
        MainHop.run(self, descriptor) { center, descriptor in center.batch { center.popupQueue.dismiss(descriptor) } }
    }

    /// Tells the center which context is active (XBPopUpView's `dependVCId` matched against the
    /// current view controller): popups bound to a context (``PopupPresentation/context``) show
    /// only while it is active; a showing one whose context goes away steps aside, state kept, and
    /// comes back when it is active again. On iOS a host may report its top view controller here.
    ///
    /// ```swift
    /// HUDCenter.shared.setActivePopupContext("checkout")
    /// ```
    public nonisolated func setActivePopupContext(_ context: String?) {
        MainHop.run(self, context) { center, context in center.batch { center.popupQueue.setActiveContext(context) } }
    }

    // MARK: Main-actor state

    /// The active popup context (see ``setActivePopupContext(_:)``); `nil` at first.
    var activePopupContext: String? { popupQueueStorage?.activeContext }

    /// The popup showing now (presenting, shown or leaving), if any.
    package var currentPopup: (any Popup)? { popupQueueStorage?.currentPopup }
    /// Waiting popups in the order they will show (popups that yielded to a higher priority included).
    /// - Complexity: O(n log n).
    var queuedPopups: [any Popup] { popupQueueStorage?.queuedRecords.map(\.popup) ?? [] }
    /// The ids of the waiting popups, in the order they will show (`nil` for popups without one).
    var queuedPopupIDs: [String?] { popupQueueStorage?.queuedRecords.map(\.popupID) ?? [] }
    /// Where option popups' selection records are kept, per popup id (made on first use:
    /// `UserDefaults` on Apple platforms, so a choice survives relaunch as SKChoosePopView's did
    /// in `NSUserDefaults`; memory elsewhere). Give two centers one store to share records.
    package var optionSelectionStore: any OptionPopupConfiguration.SelectionStore {
        get {
            let part = part(PopupsPart.self)
            if let s = part.optionSelectionStore { return s }
            let s = makePlatformOptionSelectionStore()
            part.optionSelectionStore = s
            return s
        }
        set { part(PopupsPart.self).optionSelectionStore = newValue }
    }
    /// How the popup queue behaves (capacity, de-duplication, transition timeout).
    package var popupQueueConfiguration: PopupQueueConfiguration {
        get { popupQueueStorage?.configuration ?? PopupQueueConfiguration() }
        set { popupQueue.configuration = newValue }
    }

    // MARK: Implementation

    /// The queue, made on first use with its stage, which is registered for taps.
    var popupQueue: PopupQueue {
        let part = part(PopupsPart.self)
        if let q = part.queue { return q }
        let stage = PopupStage(overlay: overlay, clock: relay.batchingClock, host: relay, events: eventListening)
        stage.onContentChange = { [weak self] in self?.didChangeContent() }
        stage.onEvent = { [weak self] element, phase, reason, handler in self?.post(element, phase, reason: reason, to: handler) }
        let q = PopupQueue(clock: relay.batchingClock, stage: stage)
        stage.onDragDismiss = { [weak q] record in q?.dismiss(record, reason: .swipe) }
        part.queue = q
        addTouchTarget(stage, zPosition: OverlayZOrder.popups)
        return q
    }

    /// Enqueues `popup`; one that takes text commits through this center when its text input ends
    /// (``TextInputPopup``), so the host gives key status back before the popup calls app code.
    func enqueue(_ popup: any Popup, didHide: (@MainActor (HUDHideReason) -> Void)?) {
        if let taker = popup as? any TextInputPopup { taker.onTextInputEnd = { [weak self] in self?.commitBeforeAppCode() } }
        popupQueue.enqueue(popup, didHide: didHide)
    }

    // The popup builders hand the queue `any Popup` from out of line: seeing the concrete type, the
    // optimiser compiled the queue's whole `enqueue` again for each kind of popup (iOS code size).

    /// An option popup for `configuration` (its last recorded choice marked), or `nil` for a bad one.
    @inline(never)
    func makeOptionPopup(
        _ configuration: OptionPopupConfiguration, onSelect: (@MainActor @Sendable (Int) -> Void)?
    ) -> (any Popup)? {
        var config = configuration
        if config.recordsSelection, let id = config.presentation.id, let recorded = optionSelectionStore.selection(forID: id) {
            config.initialSelection = recorded
        }
        guard let popup = try? OptionPopup(configuration: config) else { return nil }
        if config.recordsSelection, let id = config.presentation.id {
            popup.onRecord = { [weak self] index in self?.optionSelectionStore.setSelection(index, forID: id) }
        }
        popup.onSelect = onSelect
        return popup
    }

    /// A card popup for `configuration`.
    @inline(never)
    static func makeCardPopup(
        _ configuration: CardPopupConfiguration, onAction: (@MainActor @Sendable ([String]) -> Void)?
    ) -> any Popup {
        let popup = CardPopup(configuration: configuration)
        popup.onAction = onAction
        return popup
    }
}
