// MBProgressHUD's members that name no platform type, on the headless class. The iOS class
// declares the same members, to Objective-C too (UIKitHost/Interface/MBProgressHUD+Settings.swift);
// both forward to MBProgressHUDBehavior and the HUD's state, where the rules are written once.
#if !canImport(UIKit)
    import Foundation

    extension MBProgressHUD {
        // MARK: Showing and hiding

        /// Shows the HUD (after ``graceTime``), by MBProgressHUD.m's rules. Callable from any thread:
        /// off the main thread it applies after one hop to the main queue, in call order.
        nonisolated func show(animated: Bool) { requestShow(animated: animated) }

        /// Hides the HUD (once ``minShowTime`` has passed since it appeared). Callable from any thread.
        nonisolated func hide(animated: Bool) { requestHide(animated: animated) }

        /// Hides the HUD after `delay` seconds; a new call replaces a pending one, a show cancels it.
        /// Callable from any thread.
        nonisolated func hide(animated: Bool, afterDelay delay: TimeInterval) {
            requestHide(animated: animated, afterDelay: delay)
        }

        // MARK: Behaviour

        /// Seconds a show waits; a hide before then means the HUD never appears. Read when
        /// showing: NaN/negative count as 0, more than `WaitingHUDConfiguration.maximumWaitTime`
        /// (60 s, +∞ included) as that maximum.
        var graceTime: TimeInterval {
            get { engine.graceTime }
            set { engine.graceTime = newValue }
        }
        /// Minimum seconds on screen once shown; read when hiding, clamped as ``graceTime``.
        var minShowTime: TimeInterval {
            get { engine.minShowTime }
            set { engine.minShowTime = newValue }
        }
        /// Whether the HUD leaves its container when hidden (default `false`, as MBProgressHUD).
        var removeFromSuperViewOnHide: Bool {
            get { engine.removeFromSuperViewOnHide }
            set { engine.removeFromSuperViewOnHide = newValue }
        }

        // MARK: Appearance

        /// The indicator. Settable from any thread (apps switch to `.text` or `.customView` in a
        /// completion handler): off the main thread the HUD changes after one hop to the main queue,
        /// in order with that thread's other calls. Reading it on any thread gives the mode last set.
        nonisolated var mode: MBProgressHUDMode {
            get { anyThreadMode }
            set { anyThreadMode = newValue }
        }
        /// Show/hide animation, read each time the HUD animates.
        var animationType: MBProgressHUDAnimation {
            get { hudState.content.animationType }
            set { hudState.content.animationType = newValue }
        }
        /// Forces a square bezel.
        var isSquare: Bool {
            get { hudState.content.isSquare }
            set { hudState.set(\.isSquare, newValue) }
        }
        /// Progress 0…1 for the determinate modes (NaN and values outside are clamped when drawn).
        /// Settable from any thread, as download callbacks do: off the main thread the indicator moves
        /// after one hop to the main queue, in order with that thread's other calls. Reading it on any
        /// thread gives the value last set.
        nonisolated var progress: Float {
            get { anyThreadProgress }
            set { anyThreadProgress = newValue }
        }
        /// A Foundation progress followed while the HUD is shown (MBProgressHUD: per display frame).
        var progressObject: Progress? {
            get { engine.progressObject }
            set { engine.progressObject = newValue }
        }
    }
#endif
