/// How ``HUDCenter/showSuccess(_:duration:dismissesOnTap:icon:)``, ``HUDCenter/showError(_:duration:dismissesOnTap:icon:)``
/// and ``HUDCenter/showInfo(_:duration:dismissesOnTap:icon:)`` behave when a call does not say
/// otherwise (``HUDCenter/statusHUDSettings``).
///
/// ```swift
/// HUDCenter.shared.statusHUDSettings.minimumDuration = 1.5      // shorter than SVProgressHUD's 5 s
/// HUDCenter.shared.statusHUDSettings.playsHaptics = false
/// ```
public struct StatusHUDSettings: Hashable, Sendable {
    /// Whether a status HUD plays its haptic (success, error; info plays the warning one, as
    /// UIKit's notification feedback has only those three). On by default; the headless host
    /// only records haptics, so tests feel nothing.
    public var playsHaptics = true

    /// The shortest time a status HUD stays when the call gives no duration, in seconds
    /// (SVProgressHUD's 5; NaN/negative → 0, +∞ → `HUDCenter.maximumStatusDuration`). Longer
    /// texts stay longer: 0.5 s + 0.06 s per character (`HUDCenter.displayDuration(for:minimum:maximum:)`).
    public var minimumDuration: Double {
        get { storedMinimum }
        set { storedMinimum = HUDCenter.clampStatusDuration(newValue) }
    }
    private var storedMinimum = 5.0

    /// How many times longer a status HUD stays while VoiceOver runs, so its text can be read out
    /// and heard to the end (1.5 by default; NaN, below 1 → 1; above 10, +∞ included → 10). The
    /// package's accessibility timing, set by tests.
    package var voiceOverDurationMultiplier: Double {
        get { storedMultiplier }
        set { storedMultiplier = newValue.isNaN ? 1 : min(10, max(1, newValue)) }
    }
    private var storedMultiplier = 1.5

    /// Creates the default settings (apps change the center's, ``HUDCenter/statusHUDSettings``).
    package init() {}
}
