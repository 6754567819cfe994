extension WaitingHUDConfiguration {
    /// What the waiting HUD shows above its labels (`MBProgressHUDMode`, plus the cat and status icons).
    public enum Mode: Hashable, Sendable {
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
        case custom(CustomContent)
        /// A drawn, animated checkmark (SVProgressHUD's success).
        case success
        /// A drawn, animated cross (SVProgressHUD's error).
        case error
        /// A drawn, animated "i" (SVProgressHUD's info).
        case info

        /// Whether the mode shows `progress`.
        var showsProgress: Bool {
            switch self {
            case .determinate, .annularDeterminate, .determinateHorizontalBar: return true
            default: return false
            }
        }
    }
}
