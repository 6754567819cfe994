/// How the keyboard moves to a new frame, as the system reports it (UIKit: the notification's
/// `keyboardAnimationDurationUserInfoKey` and `keyboardAnimationCurveUserInfoKey`): what shows in
/// the overlay moves along with it, over the same duration and at the same pace, instead of
/// jumping.
///
/// ```swift
/// receiver.keyboardDidChange(to: frame, animation: KeyboardAnimation(duration: 0.25, curve: 7))
/// ```
package struct KeyboardAnimation: Sendable {
    /// How long the keyboard moves, in seconds (not positive or not finite: the layout jumps;
    /// at most 10 s).
    var duration: Double
    /// The animation curve's `UIView.AnimationCurve` raw value: 0 ease in and out, 1 ease in, 2 ease
    /// out, 3 linear; the keyboard itself reports 7, its own curve. Others count as 7.
    var curve: Int

    /// The keyboard's own curve (`UIView.AnimationCurve` raw value 7, which UIKit does not name).
    static let keyboardCurve = 7

    /// Creates a description of a keyboard move.
    package init(duration: Double, curve: Int = KeyboardAnimation.keyboardCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// The pace to move at: the named curves' Core Animation presets, and for the keyboard's own
    /// curve a Bézier close to it (fast, then settling: (0.38, 0.7, 0.125, 1)), since it is no
    /// preset Core Animation names.
    var timingFunction: TimingFunction {
        switch curve {
        case 0: return .easeInEaseOut
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return TimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
        }
    }

    /// The overlay's move, starting at `beginTime` on the engine's clock; `nil` when the duration
    /// asks for none (the layout jumps).
    func transition(beginTime: Double) -> OverlayLayoutTransition? {
        OverlayLayoutTransition(duration: duration, beginTime: beginTime, timingFunction: timingFunction)
    }
}
