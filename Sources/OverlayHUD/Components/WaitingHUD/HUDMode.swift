/// What the waiting HUD shows above its labels (`MBProgressHUDMode`, plus the cat and status icons).
public enum HUDMode: Hashable, Sendable {
    /// The SCCatWaitingHUD cat: eyes and a mouse circling, eyelids following.
    case cat
    /// A classic twelve-spoke spinner (`MBProgressHUDModeIndeterminate`).
    case indeterminate
    /// A pie that fills with progress (`MBProgressHUDModeDeterminate`).
    case determinate
    /// A ring that fills with progress (`MBProgressHUDModeAnnularDeterminate`).
    case annularDeterminate
    /// A horizontal bar (`MBProgressHUDModeDeterminateHorizontalBar`).
    case determinateHorizontalBar
    /// Labels only (`MBProgressHUDModeText`).
    case text
    /// A layer you build (`MBProgressHUDModeCustomView`).
    case custom(HUDCustomContent)
    /// A drawn, animated checkmark (SVProgressHUD's success).
    case success
    /// A drawn, animated cross (SVProgressHUD's error).
    case error
    /// A drawn, animated "i" (SVProgressHUD's info).
    case info

    /// Whether the mode shows `progress`.
    public var showsProgress: Bool {
        switch self {
        case .determinate, .annularDeterminate, .determinateHorizontalBar: return true
        default: return false
        }
    }
}

/// A custom indicator: a builder for the layer and an identity for equality.
///
/// ```swift
/// let star = HUDCustomContent(id: "star", size: Size(37, 37)) {
///     let l = Layer(); l.shape = ShapeContent(path: starPath, fillColor: .white); return l
/// }
/// HUDCenter.shared.showWaiting("Saved", mode: .custom(star))
/// ```
public struct HUDCustomContent: Hashable, Sendable {
    /// Identity used for equality (two contents with the same id are the same content).
    public let id: String
    /// The size the layer occupies in the bezel.
    public let size: Size
    /// Builds the layer; called on the main actor each time the HUD shows it.
    public let makeLayer: @MainActor @Sendable () -> Layer

    /// Creates custom content.
    public init(id: String, size: Size, makeLayer: @escaping @MainActor @Sendable () -> Layer) {
        self.id = id
        self.size = size
        self.makeLayer = makeLayer
    }

    public static func == (a: HUDCustomContent, b: HUDCustomContent) -> Bool { a.id == b.id && a.size == b.size }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
