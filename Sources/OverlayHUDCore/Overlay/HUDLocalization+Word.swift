extension HUDLocalization {
    /// One of the overlay's own words: the key an app replaces it by (``HUDLocalization/words``).
    /// Each is named by its English text and where it is read; "shown" marks the two drawn on
    /// screen, the others are read by VoiceOver only.
    public enum Word: String, CaseIterable, Hashable, Sendable {
        /// "Close": a banner's close button.
        case close
        /// "Like": a banner's heart.
        case like
        /// "Dismiss": a popup's backdrop, which closes the popup when activated (also the escape
        /// gesture's element).
        case dismiss
        /// "Loading": a waiting HUD without a label.
        case loading
        /// "Success": a success HUD without a label.
        case success
        /// "Error": an error HUD without a label; the theme an error message is read with ("Error, Upload failed").
        case error
        /// "Information": an info HUD without a label; the theme an info message is read with.
        case information
        /// "Warning": the theme a warning message is read with.
        case warning
        /// "Message": the theme a message of a custom theme is read with.
        case message
        /// "Notification": a banner without a title.
        case notification
        /// "Done": a card's end logo without a caption.
        case done
        /// "Continue": a card's action button without a title.
        case continueAction = "continue"
        /// "Option %d" ("Option 3"): an option without a title; `%d` is its number, from 1.
        case option
        /// "Text field %d" ("Text field 2"): a card field without a placeholder; `%d` is its number, from 1.
        case textField
        /// "%d percent" ("40 percent"): a progress HUD's value; `%d` is the whole percent, rounded down.
        case percent
        /// "Cancel" (shown): the button of a cancellable
        /// ``HUDCenter/withWaiting(_:mode:cancellable:cancelTitle:_:)`` given no title.
        case cancel
        /// "Loading..." (shown): the cat's title when the app gives none
        /// (``WaitingHUDConfiguration/init(mode:label:details:style:)`` with no label).
        case catTitle
        /// "Dismisses the notice.": the hint of a status HUD a tap dismisses (read after a pause).
        case dismissHint
    }
}
