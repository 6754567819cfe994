@_spi(Layers) import OverlayHUDCore

/// Which popups ``HUDCenter/hidePopups(_:)`` removes (SwiftEntryKit's dismissal descriptor).
///
/// ```swift
/// HUDCenter.shared.hidePopups()                         // the one showing
/// HUDCenter.shared.hidePopups(.id("rating"))
/// HUDCenter.shared.hidePopups(.priorityAtMost(.low))
/// ```
/// The showing popup leaves with its dismiss transition; queued ones (including popups hidden
/// for a higher priority) leave at once. Each gets will-hide and did-hide with
/// ``HUDHideReason/hiddenByCode``. Descriptors that match nothing are a no-op.
public struct PopupDismissal: Sendable {
    /// What the descriptor matches.
    package enum Kind: Sendable {
        case current
        case popup(ObjectIdentifier)
        case id(String)
        case priorityAtMost(PopupPresentation.Priority)
        case allQueued
        case all
    }

    /// What the descriptor matches.
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// The popup showing now, if any.
    public static let current = PopupDismissal(.current)
    /// Everything: the showing popup and the whole queue.
    public static let all = PopupDismissal(.all)
    /// Every queued popup; the showing one stays.
    package static let allQueued = PopupDismissal(.allQueued)

    /// Every popup with this id, showing or queued.
    public static func id(_ id: String) -> PopupDismissal { PopupDismissal(.id(id)) }

    /// Every popup (showing or queued) whose priority is at most `priority`.
    public static func priorityAtMost(_ priority: PopupPresentation.Priority) -> PopupDismissal {
        PopupDismissal(.priorityAtMost(priority))
    }

    /// This popup instance, wherever it is (showing or queued).
    @MainActor
    package static func this(_ popup: any Popup) -> PopupDismissal { PopupDismissal(.popup(ObjectIdentifier(popup))) }
}

extension PopupDismissal {
    /// Whether the descriptor takes `record`, which is the popup showing (`showing`) or a waiting one.
    @MainActor
    func matches(_ record: PopupRecord, showing: Bool) -> Bool {
        switch kind {
        case .current: showing
        case .popup(let key): ObjectIdentifier(record.popup) == key
        case .id(let id): record.popupID == id
        case .priorityAtMost(let p): record.priority <= p.value
        case .allQueued: !showing
        case .all: true
        }
    }
}
