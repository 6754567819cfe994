/// How the UIKit host reads the size of an app's own `UIView` shown in a content slot
/// (`HUDCenter.showPopup(view:)`), whether the view is laid out with Auto Layout or with frames.
///
/// Auto Layout answers `systemLayoutSizeFitting` from the view's constraints alone (its frame is
/// not one of them); a side no constraint decides comes back as whatever target it was pulled to,
/// at the lowest fitting priority. So the host asks twice — pulled towards the space available
/// (`expanded`) and towards zero (`compressed`) — and also asks `sizeThatFits` (`fitted`; a plain
/// `UIView` answers its own bounds). Per side: where the two Auto Layout answers agree, the
/// constraints decide it and that is the size; where they differ, nothing in Auto Layout does (a
/// view laid out with frames), and `fitted` is the size. Half a point of rounding is allowed.
/// Sides that are not finite are left to ``ContentSlotSizing/clamp(_:available:)``.
///
/// Asked at a fixed width (the view answered wider than its slot may be: a wrapping label whose
/// compression resistance beat the fitting priority), the host pulls at a required horizontal
/// priority, as self-sizing cells are measured: both answers then have that width, and the height
/// is decided per the same rule, so text wraps at the width and the view comes back taller.
///
/// ```swift
/// // A 260 × 140 card built with frames: Auto Layout has nothing to say.
/// ContentViewMeasurement.size(expanded: HUDSize(358, 780), compressed: .zero, fitted: HUDSize(260, 140))
/// // → 260 × 140
/// ```
enum ContentViewMeasurement {
    /// The view's size from its three answers.
    static func size(expanded: HUDSize, compressed: HUDSize, fitted: HUDSize) -> HUDSize {
        HUDSize(
            side(expanded.width, compressed.width, fitted.width),
            side(expanded.height, compressed.height, fitted.height))
    }

    private static func side(_ expanded: Double, _ compressed: Double, _ fitted: Double) -> Double {
        guard expanded.isFinite, compressed.isFinite, abs(expanded - compressed) <= 0.5 else { return fitted }
        return expanded
    }
}
