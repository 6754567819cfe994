@_spi(Layers) import OverlayHUDCore

extension MessageConfiguration {
    /// A button in a message or toast ("Undo"): its title, drawn in a pill at the card's trailing
    /// edge, and what a tap on it does.
    ///
    /// ```swift
    /// var deleted = MessageConfiguration.info("Message deleted", position: .bottom)
    /// deleted.action = .init(title: "Undo") { _ in restoreMessage() }
    /// HUDCenter.shared.showMessage(deleted)
    /// ```
    ///
    /// A tap on the button runs its handler (not the message's ``MessageConfiguration/onTap``);
    /// then the message leaves if its ``MessageConfiguration/dismissesOnTap`` (as it is after the
    /// handler, which may refresh it) is on, as after a tap on the card. VoiceOver reads the button
    /// by its title; UI tests find it as `OverlayHUD.message.<id>.action`. At accessibility text
    /// sizes, or when the title takes more than 40 % of the card's width, the button moves under
    /// the text. The title is trimmed and cut to 40 characters ending in "…"; an empty one (or
    /// white space only) shows no button.
    public struct Action: Sendable {
        /// Longest title kept, in characters.
        static let maximumTitleLength = 40

        /// The button's text ("Undo"), one line.
        package var title: String
        /// Runs on the main actor when the button is tapped, with the message as shown. It may show
        /// or hide messages.
        package var handler: @MainActor @Sendable (MessageConfiguration) -> Void

        /// Creates an action.
        /// - Parameters:
        ///   - title: the button's text; empty or white space only shows no button.
        ///   - handler: what a tap on the button does, with the message as shown.
        public init(title: String, handler: @escaping @MainActor @Sendable (MessageConfiguration) -> Void) {
            self.title = title
            self.handler = handler
        }

        /// The title as drawn (trimmed, cut to length); `nil` when nothing is left.
        var displayTitle: String? {
            let t = MessageConfiguration.cleaned(title, limit: Self.maximumTitleLength)
            return t.isEmpty ? nil : t
        }
    }
}
