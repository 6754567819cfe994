/// The overlay's own words: what VoiceOver reads where the app gave none (a close button, a
/// backdrop that dismisses, a HUD without a label). Each is read in the overlay's language
/// (``HUDLocalization``, which also lets the app replace it: keys are ``HUDLocalization/Word``).
@_spi(Layers) public enum HUDBuiltInString: Equatable, Sendable {
    /// "Close": a banner's close button.
    case close
    /// "Like": a banner's heart.
    case like
    /// "Dismiss": a popup's backdrop, which closes the popup when activated.
    case dismiss
    /// "Loading": a waiting HUD without a label.
    case loading
    /// "Success", "Error", "Information": a status HUD without a label; also the theme a message
    /// is read with ("Error, Upload failed").
    case success, error, information
    /// "Warning", "Message": the theme a warning or custom-themed message is read with.
    case warning, message
    /// "Notification": a banner without a title.
    case notification
    /// "Done": a card's end logo without a caption.
    case done
    /// "Continue": a card's action button without a title.
    case continueAction
    /// "Option 3": an option without a title (its number counts from 1).
    case option(Int)
    /// "Text field 2": a card field without a placeholder (its number counts from 1).
    case textField(Int)
    /// "Dismisses the notice.": the hint of a status HUD a tap dismisses (an Apple-style hint: it
    /// says what happens, not which gesture does it, so it holds for Switch Control and Voice Control).
    case dismissHint
    /// "40 percent": a progress from 0 to 1, in whole percent rounded down (NaN → 0; outside 0…1
    /// clamped), so 100 is read only when the work is done.
    case percent(Double)
    /// "Cancel" (shown): a cancellable `withWaiting`'s button when the app gives no title.
    case cancel
    /// "Loading..." (shown): the cat's title when the app gives none.
    case catTitle

    /// The key of its entry in the package's `.strings` tables.
    @_spi(Layers) public var key: String {
        switch self {
        case .close: return "close"
        case .like: return "like"
        case .dismiss: return "dismiss"
        case .loading: return "loading"
        case .success: return "success"
        case .error: return "error"
        case .information: return "information"
        case .warning: return "warning"
        case .message: return "message"
        case .notification: return "notification"
        case .done: return "done"
        case .continueAction: return "continue"
        case .dismissHint: return "dismissHint"
        case .option: return "option"
        case .textField: return "textField"
        case .percent: return "percent"
        case .cancel: return "cancel"
        case .catTitle: return "catTitle"
        }
    }

    /// The number its entry's `%d` stands for, if it has one.
    @_spi(Layers) public var number: Int? {
        switch self {
        case .option(let n), .textField(let n): return n
        case .percent(let fraction):
            guard !fraction.isNaN else { return 0 }
            return Int((min(1, max(0, fraction)) * 100 + 1e-9).rounded(.down))
        default: return nil
        }
    }
}
