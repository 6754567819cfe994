@_spi(Layers) import OverlayHUDCore

/// Why a popup left (passed to its will-hide and did-hide callbacks).
public enum PopupHideReason: String, Hashable, Sendable {
    /// Dismissed through ``HUDCenter/hidePopups(_:)`` (or the popup's own `dismiss`).
    case dismissed
    /// The user tapped the empty area (backdrop) around the content.
    case emptyAreaTap
    /// The popup finished by itself (an option was chosen, the card's action ran).
    case finished
    /// Never shown: a popup with the same id was already showing or queued.
    case duplicate
    /// Never shown (or hidden while waiting): the queue was full and this was the
    /// lowest-priority, newest popup (see ``PopupQueueConfiguration/capacity``).
    case overflow
    /// The user dragged the popup away (``PopupPresentation/dismissesOnDrag``): released far
    /// enough down, or flicked down fast enough.
    case dragged
}
