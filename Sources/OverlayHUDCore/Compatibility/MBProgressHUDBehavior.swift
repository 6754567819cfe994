import Foundation

/// MBProgressHUD's API that names no platform type — showing and hiding, their timing, the mode
/// and the progress — written once for both `MBProgressHUD` classes, each in its own layer: the
/// `UIView` subclass on iOS and the headless class elsewhere. `MBProgressHUD` is the one type that
/// conforms; use these members as MBProgressHUD's.
///
/// Threading: the classes are `@preconcurrency @MainActor`, as MBProgressHUD's Objective-C API is
/// UIKit-isolated and imported `@preconcurrency`: Swift 5 code calls them from any context
/// without a diagnostic, Swift 6 code sees the main actor. They are `Sendable` (as every
/// main-actor class; said here because `@preconcurrency` isolation alone leaves Swift 5 code
/// seeing a class that is not, and capturing a HUD in a `@Sendable` completion handler would warn
/// there). What apps do from background callbacks — ``show(animated:)``, the hides, ``progress``,
/// ``mode``, a label's `text` — is `nonisolated` and hops (`MainHop`): applied at once on the main
/// thread, else after one FIFO hop to the main queue, so the calls one thread makes apply in the
/// order it made them.
@preconcurrency @MainActor
public protocol MBProgressHUDBehavior: AnyObject, Sendable {
    /// The HUD's rules, content and any-thread settings (opaque; the same object for the HUD's life).
    nonisolated var hudState: MBProgressHUDState { get }
}

extension MBProgressHUDBehavior {
    // MARK: Class methods (the parts that do not name the container)

    /// Makes `hud`, just added to its container, leave it when hidden, and shows it.
    static func showAdded(_ hud: Self, animated: Bool) -> Self {
        hud.removeFromSuperViewOnHide = true
        hud.show(animated: animated)
        return hud
    }

    /// Hides `hud` (`forView(_:)`'s answer) and removes it when hidden; whether there was one.
    static func hideFound(_ hud: Self?, animated: Bool) -> Bool {
        guard let hud else { return false }
        hud.removeFromSuperViewOnHide = true
        hud.hide(animated: animated)
        return true
    }

    /// The top-most HUD among a container's subviews (bottom first) whose hide has not been asked for.
    static func topmostUnfinished(in subviews: [AnyObject]) -> Self? {
        for case let hud as Self in subviews.reversed() where !hud.hudState.engine.isFinished { return hud }
        return nil
    }

    // MARK: Showing and hiding

    /// Shows the HUD (after ``graceTime``), by MBProgressHUD.m's rules. Callable from any thread:
    /// off the main thread it applies after one hop to the main queue, in call order.
    nonisolated public func show(animated: Bool) {
        MainHop.run(self, animated) { hud, animated in hud.hudState.engine.show(animated: animated) }
    }

    /// Hides the HUD (once ``minShowTime`` has passed since it appeared). Callable from any thread.
    nonisolated public func hide(animated: Bool) {
        MainHop.run(self, animated) { hud, animated in hud.hudState.engine.hide(animated: animated) }
    }

    /// Hides the HUD after `delay` seconds; a new call replaces a pending one, a show cancels it.
    /// Callable from any thread.
    nonisolated public func hide(animated: Bool, afterDelay delay: TimeInterval) {
        MainHop.run(self, (animated, delay)) { hud, a in hud.hudState.engine.hide(animated: a.0, afterDelay: a.1) }
    }

    // MARK: Behaviour

    /// Seconds a show waits; a hide before then means the HUD never appears. Read when
    /// showing: NaN/negative count as 0, more than `WaitingHUDConfiguration.maximumWaitTime`
    /// (60 s, +∞ included) as that maximum.
    public var graceTime: TimeInterval {
        get { hudState.engine.graceTime }
        set { hudState.engine.graceTime = newValue }
    }
    /// Minimum seconds on screen once shown; read when hiding, clamped as ``graceTime``.
    public var minShowTime: TimeInterval {
        get { hudState.engine.minShowTime }
        set { hudState.engine.minShowTime = newValue }
    }
    /// Whether the HUD leaves its container when hidden (default `false`, as MBProgressHUD).
    public var removeFromSuperViewOnHide: Bool {
        get { hudState.engine.removeFromSuperViewOnHide }
        set { hudState.engine.removeFromSuperViewOnHide = newValue }
    }

    // MARK: Appearance

    /// The indicator. Settable from any thread (apps switch to `.text` or `.customView` in a
    /// completion handler): off the main thread the HUD changes after one hop to the main queue,
    /// in order with that thread's other calls. Reading it on any thread gives the mode last set.
    nonisolated public var mode: MBProgressHUDMode {
        get { hudState.requestedMode.value }
        set { hudState.requestedMode.request(newValue, on: hudState) { state, mode in state.apply(mode: mode) } }
    }
    /// Show/hide animation, read each time the HUD animates.
    public var animationType: MBProgressHUDAnimation {
        get { hudState.content.animationType }
        set { hudState.content.animationType = newValue }
    }
    /// Forces a square bezel.
    public var isSquare: Bool {
        get { hudState.content.isSquare }
        set { hudState.set(\.isSquare, newValue) }
    }
    /// Progress 0…1 for the determinate modes (NaN and values outside are clamped when drawn).
    /// Settable from any thread, as download callbacks do: off the main thread the indicator moves
    /// after one hop to the main queue, in order with that thread's other calls. Reading it on any
    /// thread gives the value last set.
    nonisolated public var progress: Float {
        get { hudState.requestedProgress.value }
        set { hudState.requestedProgress.request(newValue, on: hudState) { state, progress in state.set(\.progress, progress) } }
    }
    /// A Foundation progress followed while the HUD is shown (MBProgressHUD: per display frame).
    public var progressObject: Progress? {
        get { hudState.engine.progressObject }
        set { hudState.engine.progressObject = newValue }
    }
}
