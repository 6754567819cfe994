/// The UIKit feedback generator and style that plays a ``Haptic``.
enum HostFeedback: Equatable, Sendable {
    /// `UIImpactFeedbackGenerator(style:)` with this `FeedbackStyle` raw value (light 0, medium 1, heavy 2).
    case impact(style: Int)
    /// `UINotificationFeedbackGenerator.notificationOccurred(_:)` with this `FeedbackType` raw
    /// value (success 0, warning 1, error 2).
    case notification(type: Int)

    /// The feedback for a haptic.
    init(_ haptic: Haptic) {
        switch haptic {
        case .lightImpact: self = .impact(style: 0)
        case .mediumImpact: self = .impact(style: 1)
        case .success: self = .notification(type: 0)
        case .warning: self = .notification(type: 1)
        case .error: self = .notification(type: 2)
        }
    }
}
