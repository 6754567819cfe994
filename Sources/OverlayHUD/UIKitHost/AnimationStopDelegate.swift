#if canImport(UIKit)
// @preconcurrency: CAAnimationDelegate carries no isolation in the 17.4 SDK.
@preconcurrency import QuartzCore
import Foundation

/// Passes a mirrored animation's end back to the host, which runs the engine's completions
/// (``Layer/processCompletions(at:)``). Core Animation calls delegates on the main thread.
final class AnimationStopDelegate: NSObject, CAAnimationDelegate {
    private let onStop: @MainActor @Sendable (Bool) -> Void

    /// Creates a delegate calling `onStop` with `finished`.
    init(_ onStop: @escaping @MainActor @Sendable (Bool) -> Void) { self.onStop = onStop }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let onStop = self.onStop  // only the Sendable closure crosses into the main actor, not self
        MainActor.assumeIsolated { onStop(flag) }
    }
}
#endif
