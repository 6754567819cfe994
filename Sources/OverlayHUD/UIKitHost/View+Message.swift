#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDMessages
    import SwiftUI

    /// Shows a message while a flag is true and sets it back to false when the message goes
    /// (`MessageFlagBinding` decides).
    @available(iOS 14.0, *)
    struct MessagePresentedModifier: ViewModifier {
        @Binding var isPresented: Bool
        /// The message, behind a closure: SwiftUI copies the modifier at every update, and this
        /// copies one reference, not each of the configuration's fields (iOS code size).
        let message: () -> MessageConfiguration
        let center: HUDCenter?
        /// How the message is shown (drawn, or with your own view: `View+MessageContent.swift`).
        var present: (HUDCenter, MessageConfiguration) -> Void = { center, message in center.showMessage(message) }
        @State private var state = MessageFlagState()
        @State private var place = ModifierCenter()

        func body(content: Content) -> some View {
            content.modifier(
                OverlayModifierCore(
                    watched: isPresented, place: place,
                    appeared: { apply(isPresented) }, changed: { apply(isPresented) },
                    disappeared: {
                        // Gone with its view: an until-hidden message is hidden and the flag reset; a
                        // timed one finishes (`MessageDisappearance`, `MessageFlagBinding.viewDisappeared`).
                        let hides = MessageDisappearance.hidesOnDisappear(message().duration)
                        let step = state.binding.viewDisappeared(hidesMessage: hides)
                        apply(step)
                        if case .hide = step { isPresented = false }
                    }))
        }

        private func apply(_ presented: Bool) {
            apply(state.binding.flagChanged(to: presented, messageID: message().resolvedID))
        }

        private func apply(_ step: MessageFlagBinding.Step) {
            switch step {
            case .show(let generation):
                var config = message()
                let reset = MessageFlagReset(binding: $isPresented, state: state, generation: generation)
                let appHandler = config.didHide
                config.didHide = { message in
                    appHandler?(message)
                    reset.reset()
                }
                present(place.forShowing(given: center), config)
            case .hide(let id): place.forHiding(given: center).hideMessages(id: id)
            case .none: break
            }
        }
    }

    /// The `MessageFlagBinding` a modifier keeps across view updates.
    // Not isolated: this SDK's `ViewModifier.body` is not main-actor isolated; SwiftUI calls it, and
    // the message callbacks that touch it, on the main thread.
    final class MessageFlagState {
        var binding = MessageFlagBinding()
    }

    /// Sets the flag back to false when the message it showed last has gone.
    // @unchecked Sendable: as `ItemClearer`, created and used on the main actor only.
    @available(iOS 14.0, *)
    private final class MessageFlagReset: @unchecked Sendable {
        private let binding: Binding<Bool>
        private let state: MessageFlagState
        private let generation: Int
        init(binding: Binding<Bool>, state: MessageFlagState, generation: Int) {
            self.binding = binding
            self.state = state
            self.generation = generation
        }
        @MainActor func reset() {
            if state.binding.messageDidHide(generation: generation), binding.wrappedValue { binding.wrappedValue = false }
        }
    }

    @available(iOS 14.0, *)
    extension View {
        /// Shows a message (in the overlay window, above the app and the waiting HUD) while `item` is
        /// non-nil, and sets `item` back to nil when the message leaves — by its timer, a tap, a swipe,
        /// or code. Setting another item replaces the message; setting nil hides it.
        ///
        /// When this view disappears, a timed message stays and finishes (a "Saved" toast shown as
        /// the screen closes is still read); an ``HUDDuration/untilHidden`` one is hidden, as
        /// nothing would hide it any more, and `item` is set to nil.
        ///
        /// ```swift
        /// @State private var failure: UploadFailure?
        /// …
        /// .message(item: $failure) { failure in
        ///     .error("Upload failed", body: failure.reason)
        /// }
        /// ```
        /// - Parameters:
        ///   - item: the item the message is about; each item gets a message id of its own.
        ///   - center: the center to show in (default: the center of this view's window scene,
        ///     `HUDCenter.center(for:)`, when the app has several windows; else ``HUDCenter/shared``).
        ///   - message: the message for an item (its `id` is replaced; its `lifecycle` still hears it).
        public func message<Item: Identifiable & Sendable>(
            item: Binding<Item?>, center: HUDCenter? = nil, message: @escaping (Item) -> MessageConfiguration
        ) -> some View where Item.ID: Sendable {
            modifier(
                ItemElementModifier(
                    item: item, kind: "message", center: center,
                    show: { center, shown, id, clear in
                        var config = message(shown)
                        config.id = id
                        let appHandler = config.didHide
                        config.didHide = { message in
                            appHandler?(message)
                            clear.clear()
                        }
                        center.showMessage(config)
                    },
                    hide: { center, id in center.hideMessages(id: id) },
                    hidesOnDisappear: { MessageDisappearance.hidesOnDisappear(message($1).duration) }))
        }

        /// Shows `message` while `isPresented` is true and sets it back to false when the message
        /// leaves; setting it to false hides the message.
        ///
        /// When this view disappears, a timed message stays and finishes (a "Saved" toast shown as
        /// the screen closes is still read) and sets the flag back to false when it leaves; an
        /// ``HUDDuration/untilHidden`` one is hidden, as nothing would hide it any more, and the
        /// flag is set back to false at once.
        ///
        /// ```swift
        /// .message(isPresented: $showCopied, .success("Copied", position: .center, duration: .seconds(1.5)))
        /// ```
        /// - Parameters:
        ///   - isPresented: whether the message shows.
        ///   - message: the message (it goes by its ``MessageConfiguration/id``, or one made from its text).
        ///   - center: the center to show in (default: the center of this view's window scene,
        ///     `HUDCenter.center(for:)`, when the app has several windows; else ``HUDCenter/shared``).
        public func message(
            isPresented: Binding<Bool>, _ message: MessageConfiguration, center: HUDCenter? = nil
        ) -> some View {
            modifier(MessagePresentedModifier(isPresented: isPresented, message: { message }, center: center))
        }
    }
#endif
