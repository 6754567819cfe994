#if canImport(UIKit)
// @preconcurrency: CAAnimationDelegate carries no isolation in the 17.4 SDK.
@preconcurrency import QuartzCore
import Foundation

/// Passes a mirrored animation's end back to the host, which runs the engine's completions
/// (``Layer/processCompletions(at:)``). Core Animation calls delegates on the main thread.
final class AnimationStopDelegate: NSObject, CAAnimationDelegate {
    private let onStop: @MainActor (Bool) -> Void

    /// Creates a delegate calling `onStop` with `finished`.
    init(_ onStop: @escaping @MainActor (Bool) -> Void) { self.onStop = onStop }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated { onStop(flag) }
    }
}
#endif
