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

    /// What the view answers when it is exactly `width` wide, within a height (`nil`: what
    /// ``sizeThatFits`` answers within that width and height). A stand-in for wrapping text: as
    /// Auto Layout at a fitting horizontal priority, ``sizeThatFits`` may answer the width of one
    /// line, and this the height of the lines the text wraps into at `width`.
    package var sizeAtWidth: ((_ width: Double, _ fittingHeight: Double) -> HUDSize)?

    /// Whether the view holds a text input (a `UITextField`, `UITextView`: what the UIKit host
    /// finds walking a `UIView`'s tree), which makes a popup showing it take key status.
    package var holdsTextInput = false

    /// A view that answers `sizeThatFits(proposed)` when measured.
    package init(sizeThatFits: @escaping (HUDSize) -> HUDSize) { self.sizeThatFits = sizeThatFits }

    /// A view of one line of text `lineWidth` wide, `lineHeight` high per line: measured within a
    /// size it answers its one line (as a `numberOfLines = 0` label under Auto Layout at fitting
    /// priority does); at a fixed width it wraps into as many lines as that width needs.
    package convenience init(wrappingLineWidth lineWidth: Double, lineHeight: Double) {
        self.init { _ in HUDSize(lineWidth, lineHeight) }
        sizeAtWidth = { width, _ in
            let lines = width > 0 && width.isFinite ? max(1, (lineWidth / width).rounded(.up)) : 1
            return HUDSize(min(lineWidth, width), lines * lineHeight)
        }
    }

    /// The parts of the view that take taps themselves, as frames in the view's own coordinates
    /// (its slot's bounds): what a `UIButton`, an enabled control or a view with its own tap
    /// recogniser is in a `UIView`. A finger the ``HeadlessHost`` plays on one says so
    /// (``HeadlessHost/tap(at:)``), as the UIKit host reports a finger on such a control.
    package var tapHandlingFrames: [HUDRect] = []

    /// The answer of the last measurement (`nil` before the first).
    package private(set) var lastMeasuredSize: HUDSize?

    /// How the view was last asked: within a size, or at a fixed width within a height.
    enum Proposal: Equatable {
        case fitting(HUDSize)
        case width(Double, fittingHeight: Double)
    }
    /// The last proposal, measured again by the host's layout pass (`remeasuresContentOnCommit`).
    private(set) var lastProposal: Proposal?

    func measure(_ proposal: Proposal) -> HUDSize {
        measureCount += 1
        lastProposal = proposal
        let size =
            switch proposal {
            case .fitting(let fitting): sizeThatFits(fitting)
            case .width(let width, let height): sizeAtWidth?(width, height) ?? sizeThatFits(HUDSize(width, height))
            }
        lastMeasuredSize = size
        return size
    }
}
