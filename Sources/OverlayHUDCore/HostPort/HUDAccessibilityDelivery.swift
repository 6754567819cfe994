/// When a host hears what VoiceOver reaches (``HUDHost/accessibilityDidChange(_:)``).
///
/// Working it out walks the overlay's layers, which costs more than the engine's own work for a
/// commit; a host that shows the overlay to VoiceOver (UIKit) needs it after every commit, a host
/// that only reports it (the headless host in tests) needs it when someone looks.
package enum HUDAccessibilityDelivery: Sendable {
    /// After every commit that changed it (the default; UIKit).
    case afterEveryCommit
    /// Only when the host asks (``HUDHostEventReceiver/updateAccessibility()``): the update then
    /// covers every change since the last one, and focus moves only between the states the
    /// host saw. Activation, escape and focus moves ask first, so they act on what shows now.
    case onRequest
}
