@_spi(Layers) import OverlayHUD

/// A stand-in for an app's own platform view (a `UIView` or SwiftUI view on iOS), for tests on the
/// ``HeadlessHost``: it answers a size when measured, as `sizeThatFits` would, and counts how often
/// it was asked.
@MainActor
package final class HeadlessContentView {
    /// What the view answers when measured within a size (any value, bad ones included).
    package var sizeThatFits: (HUDSize) -> HUDSize
    /// How many times the host measured it.
    package private(set) var measureCount = 0

    /// A view that always wants `size`.
    package convenience init(size: HUDSize) { self.init { _ in size } }

    /// A view that answers `sizeThatFits(proposed)` when measured.
    package init(sizeThatFits: @escaping (HUDSize) -> HUDSize) { self.sizeThatFits = sizeThatFits }

    /// The parts of the view that take taps themselves, as frames in the view's own coordinates
    /// (its slot's bounds): what a `UIButton`, an enabled control or a view with its own tap
    /// recogniser is in a `UIView`. A finger the ``HeadlessHost`` plays on one says so
    /// (``HeadlessHost/tap(at:)``), as the UIKit host reports a finger on such a control.
    package var tapHandlingFrames: [HUDRect] = []

    /// The answer of the last measurement (`nil` before the first).
    package private(set) var lastMeasuredSize: HUDSize?

    func measure(fitting: HUDSize) -> HUDSize {
        measureCount += 1
        let size = sizeThatFits(fitting)
        lastMeasuredSize = size
        return size
    }
}
