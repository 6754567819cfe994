@_spi(Layers) import OverlayHUDCore

/// Which popups ``HUDCenter/hidePopups(_:)`` removes (SwiftEntryKit's dismissal descriptor).
///
/// The showing popup leaves with its dismiss transition; queued ones (including popups hidden
/// for a higher priority) leave at once. Each gets will-hide and did-hide with
/// ``PopupHideReason/dismissed``. Descriptors that match nothing are a no-op.
public enum PopupDismissal: Sendable {
    /// The popup showing now, if any.
    case current
    /// This popup instance, wherever it is (showing or queued).
    case popup(ObjectIdentifier)
    /// Every popup with this id, showing or queued.
    case id(String)
    /// Every popup (showing or queued) whose priority is at most `p`.
    case priorityAtMost(PopupPresentation.Priority)
    /// Every queued popup; the showing one stays.
    case allQueued
    /// Everything: the showing popup and the whole queue.
    case all

    /// The descriptor for one popup instance.
    @MainActor
    public static func this(_ popup: any Popup) -> PopupDismissal { .popup(ObjectIdentifier(popup)) }
}

extension PopupDismissal {
    /// Whether the descriptor takes `record`, which is the popup showing (`showing`) or a waiting one.
    @MainActor
    func matches(_ record: PopupRecord, showing: Bool) -> Bool {
        switch self {
        case .current: showing
        case .popup(let key): ObjectIdentifier(record.popup) == key
        case .id(let id): record.popupID == id
        case .priorityAtMost(let p): record.priority <= p.value
        case .allQueued: !showing
        case .all: true
        }
    }
}
