import Foundation

/// What both `MBProgressHUD` classes share — the UIView subclass on iOS and the headless class
/// elsewhere — beyond their state: the class methods' rules and the any-thread entry points.
/// `MBProgressHUD` is the one type that conforms. Each class declares MBProgressHUD's members
/// itself (the iOS one also to Objective-C, under MBProgressHUD's selectors: a protocol
/// extension cannot be `@objc`) and forwards them here or to ``hudState``, so the rules are
/// written once.
///
/// Threading: the classes are `@preconcurrency @MainActor`, as MBProgressHUD's Objective-C API is
/// UIKit-isolated and imported `@preconcurrency`: Swift 5 code calls them from any context
/// without a diagnostic, Swift 6 code sees the main actor. They are `Sendable` (as every
/// main-actor class; said here because `@preconcurrency` isolation alone leaves Swift 5 code
/// seeing a class that is not, and capturing a HUD in a `@Sendable` completion handler would warn
/// there). What apps do from background callbacks — `show(animated:)`, the hides, `progress`,
/// `mode`, a label's `text` — is `nonisolated` and hops (`MainHop`): applied at once on the main
/// thread, else after one FIFO hop to the main queue, so the calls one thread makes apply in the
/// order it made them.
@preconcurrency @MainActor
protocol MBProgressHUDBehavior: AnyObject, Sendable {
    /// The HUD's rules, content and any-thread settings (opaque; the same object for the HUD's life).
    nonisolated var hudState: MBProgressHUDState { get }
}

extension MBProgressHUDBehavior {
    // MARK: Class methods (the parts that do not name the container)

    /// Makes `hud`, just added to its container, leave it when hidden, and shows it.
    static func showAdded(_ hud: Self, animated: Bool) -> Self {
        hud.hudState.engine.removeFromSuperViewOnHide = true
        hud.requestShow(animated: animated)
        return hud
    }

    /// Hides `hud` (`forView(_:)`'s answer) and removes it when hidden; whether there was one.
    static func hideFound(_ hud: Self?, animated: Bool) -> Bool {
        guard let hud else { return false }
        hud.hudState.engine.removeFromSuperViewOnHide = true
        hud.requestHide(animated: animated)
        return true
    }

    /// The top-most HUD among a container's subviews (bottom first) whose hide has not been asked for.
    static func topmostUnfinished(in subviews: [AnyObject]) -> Self? {
        for case let hud as Self in subviews.reversed() where !hud.hudState.engine.isFinished { return hud }
        return nil
    }

    // MARK: Any-thread entry points

    /// `show(animated:)`: shows the HUD (after `graceTime`), by MBProgressHUD.m's rules; off the
    /// main thread after one hop to the main queue, in call order.
    nonisolated func requestShow(animated: Bool) {
        MainHop.run(self, animated) { hud, animated in hud.hudState.engine.show(animated: animated) }
    }

    /// `hide(animated:)`: hides the HUD once `minShowTime` has passed since it appeared.
    nonisolated func requestHide(animated: Bool) {
        MainHop.run(self, animated) { hud, animated in hud.hudState.engine.hide(animated: animated) }
    }

    /// `hide(animated:afterDelay:)`: a new call replaces a pending one, a show cancels it.
    nonisolated func requestHide(animated: Bool, afterDelay delay: TimeInterval) {
        MainHop.run(self, (animated, delay)) { hud, a in hud.hudState.engine.hide(animated: a.0, afterDelay: a.1) }
    }

    /// `mode`: read on any thread as last set; set from any thread, applied on the main thread.
    nonisolated var anyThreadMode: MBProgressHUDMode {
        get { hudState.requestedMode.value }
        set { hudState.requestedMode.request(newValue, on: hudState) { state, mode in state.apply(mode: mode) } }
    }

    /// `progress`: read on any thread as last set; set from any thread, applied on the main
    /// thread (NaN and values outside 0…1 are clamped when drawn).
    nonisolated var anyThreadProgress: Float {
        get { hudState.requestedProgress.value }
        set { hudState.requestedProgress.request(newValue, on: hudState) { state, progress in state.set(\.progress, progress) } }
    }
}
