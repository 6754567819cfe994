/// MBProgressHUD's modes, same names.
public enum MBProgressHUDMode: Int, Sendable {
    case indeterminate, determinate, determinateHorizontalBar, annularDeterminate, customView, text
}

/// MBProgressHUD's show/hide animations, same names.
public enum MBProgressHUDAnimation: Int, Sendable {
    case fade, zoom, zoomOut, zoomIn

    var hudAnimation: HUDTransitionStyle {
        switch self { case .fade: return .fade; case .zoom: return .zoom; case .zoomOut: return .zoomOut; case .zoomIn: return .zoomIn }
    }
}

/// MBProgressHUD's background styles, same names.
public enum MBProgressHUDBackgroundStyle: Int, Sendable { case solidColor, blur }

/// Control states for ``HUDButton/setTitle(_:for:)`` (only `.normal` is used).
public enum HUDControlState: Sendable { case normal, highlighted, disabled }

/// Receives MBProgressHUD's hide notification.
@MainActor
public protocol MBProgressHUDDelegate: AnyObject {
    /// Called after the HUD has been hidden and removed.
    func hudWasHidden(_ hud: MBProgressHUD)
}

/// A label's text, like `UILabel.text` on MBProgressHUD's `label` and `detailsLabel`.
@MainActor
public final class HUDLabel {
    /// The text; `nil` hides the label.
    public var text: String? { didSet { onChange() } }
    let onChange: () -> Void
    init(onChange: @escaping () -> Void) { self.onChange = onChange }
}

/// MBProgressHUD's `button`: a title and a tap handler (target/action has no meaning off Apple platforms).
@MainActor
public final class HUDButton {
    private(set) var title: String?
    /// Called when the button is tapped.
    public var onTap: (@MainActor () -> Void)?
    let onChange: () -> Void
    init(onChange: @escaping () -> Void) { self.onChange = onChange }

    /// Sets the title (`UIButton.setTitle(_:for:)`); `nil` hides the button.
    public func setTitle(_ title: String?, for state: HUDControlState) {
        guard state == .normal else { return }
        self.title = title
        onChange()
    }

    /// The title for a state (`UIButton.title(for:)`).
    public func title(for state: HUDControlState) -> String? { state == .normal ? title : nil }
}
