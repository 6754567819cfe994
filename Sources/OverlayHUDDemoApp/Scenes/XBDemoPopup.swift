@_spi(Layers) import OverlayHUD

/// A popup like XBPopUpView demo's `XBTestPopView`: a red area to choose and a blue "Close" bar
/// under it, shown with the queue's default presentation (XBPopUpView's default transition: the
/// content scales 0.85 → 1 while the black 70 % backdrop fades in, 0.25 s).
@MainActor
final class XBDemoPopup: Popup {
    let content: HUDLayer
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    let presentation: PopupPresentation
    private let close: HUDLayer
    private let action: HUDLayer

    /// A 260 × 320 pt popup titled `title`, bound to `context` when given.
    init(title: String, context: String? = nil) {
        presentation = PopupPresentation(context: context)
        content = HUDLayer(name: "xbPopup")
        content.bounds = HUDRect(0, 0, 260, 320)
        action = HUDLayer(name: "xbPopup.action")
        action.frame = HUDRect(0, 0, 260, 260)
        action.backgroundColor = HUDColor(red: 1, green: 0, blue: 0)
        action.isInteractive = true
        let label = HUDLayer(name: "xbPopup.title")
        label.frame = action.bounds
        label.content = .text(TextContent(title, fontSize: 18, weight: .regular, color: .white))
        action.addSublayer(label)
        close = HUDLayer(name: "xbPopup.close")
        close.frame = HUDRect(0, 260, 260, 60)
        close.backgroundColor = HUDColor(red: 0, green: 0, blue: 1)
        close.isInteractive = true
        let closeTitle = HUDLayer(name: "xbPopup.close.title")
        closeTitle.frame = close.bounds
        closeTitle.content = .text(TextContent("Close", fontSize: 18, weight: .regular, color: .white))
        close.addSublayer(closeTitle)
        content.addSublayer(action)
        content.addSublayer(close)
    }

    /// The red area finishes the popup, the blue bar closes it (`willHideBlock` with
    /// `XBPopUpViewHideTypeAfterSelected` / `…ClickCloseBtn`).
    func handleTap(on layer: HUDLayer, at point: HUDPoint) -> Bool {
        if layer === close || layer.isDescendant(of: close) {
            onRequestDismiss?(.hiddenByCode)
            return true
        }
        if layer === action || layer.isDescendant(of: action) {
            onRequestDismiss?(.tap)
            return true
        }
        return false
    }
}
