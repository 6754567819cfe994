/// How the engine turns a host's measurement of a platform view into the size of its slot.
///
/// A view measures itself (UIKit: `systemLayoutSizeFitting` / `sizeThatFits`, SwiftUI:
/// `UIHostingController.sizeThatFits(in:)`); whatever it answers, the slot gets a usable size:
/// - a side that is zero, negative or NaN becomes ``minimumSide`` (the view still gets a place
///   to draw, and a tap target of the HIG's minimum size);
/// - a side that is +∞ or larger than the space available becomes the space available (the
///   screen's content rectangle less the margins), never larger;
/// - a view that answers wider than the space available is asked again at the width it gets
///   (``size(available:measure:measureAtWidth:)``): text that wraps (a `numberOfLines = 0` label, a SwiftUI `Text`)
///   wraps at that width and the slot grows taller, instead of keeping the height of one line.
package enum ContentSlotSizing {
    /// The smallest side a slot gets (HIG minimum tap target), in points.
    package static let minimumSide = 44.0
    /// The margin kept free around a slot on each side of the available space, in points.
    static let margin = 16.0

    /// The space a slot may use inside `rect` (the overlay's content rectangle): `rect` less the
    /// margins, never below ``minimumSide`` per side.
    package static func available(in rect: HUDRect) -> HUDSize {
        let w = rect.width.isFinite ? rect.width - 2 * margin : minimumSide
        let h = rect.height.isFinite ? rect.height - 2 * margin : minimumSide
        return HUDSize(max(minimumSide, w), max(minimumSide, h))
    }

    /// `measured` made usable within `available` (see the type's rules).
    static func clamp(_ measured: HUDSize, available: HUDSize) -> HUDSize {
        HUDSize(side(measured.width, limit: available.width), side(measured.height, limit: available.height))
    }

    /// The size of a slot within `available` for a view that answers `measure(available)` and,
    /// at a fixed width, `measureAtWidth(width, available.height)`: the first answer clamped
    /// (``clamp(_:available:)``); when the view answered wider than it may be (+∞ included), its
    /// height is the second answer at the clamped width, clamped the same way.
    /// - Complexity: one measurement, two when the width was cut.
    package static func size(
        available: HUDSize, measure: (HUDSize) -> HUDSize, measureAtWidth: (_ width: Double, _ fittingHeight: Double) -> HUDSize
    ) -> HUDSize {
        let measured = measure(available)
        var size = clamp(measured, available: available)
        if measured.width > size.width {
            let again = measureAtWidth(size.width, available.height)
            size.height = clamp(HUDSize(size.width, again.height), available: available).height
        }
        return size
    }

    private static func side(_ value: Double, limit: Double) -> Double {
        let limit = limit.isFinite ? max(minimumSide, limit) : minimumSide
        guard !value.isNaN, value > 0 else { return minimumSide }
        return min(max(value, minimumSide), limit)
    }
}
