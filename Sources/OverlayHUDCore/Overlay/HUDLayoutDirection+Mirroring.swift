// What right to left means for a layout: frames mirrored in their container, text aligned to the
// leading edge. Elements lay out left to right and mirror the result, as UIKit's
// `semanticContentAttribute` mirrors a view's subviews.
extension HUDLayoutDirection {
    /// `rect` in a container `width` points wide, mirrored about its centre when right to left.
    ///
    /// ```swift
    /// HUDLayoutDirection.rightToLeft.mirror(HUDRect(5, 5, 38, 38), inWidth: 170)  // (127, 5, 38, 38)
    /// ```
    package func mirror(_ rect: HUDRect, inWidth width: Double) -> HUDRect {
        guard self == .rightToLeft else { return rect }
        return HUDRect(width - rect.origin.x - rect.size.width, rect.origin.y, rect.size.width, rect.size.height)
    }

    /// A left-to-right layout's text alignment in this direction (`NSTextAlignment.natural`):
    /// left and right swap when right to left; centred stays.
    package func natural(_ alignment: HUDTextAlignment) -> HUDTextAlignment {
        guard self == .rightToLeft else { return alignment }
        switch alignment {
        case .left: return .right
        case .right: return .left
        case .center: return .center
        }
    }
}
