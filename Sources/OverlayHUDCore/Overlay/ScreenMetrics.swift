/// The size, scale and safe area of a screen in one orientation.
package struct ScreenMetrics: Hashable, Sendable {
    /// Size in points.
    package var size: HUDSize
    /// Pixels per point (1, 2 or 3).
    var scale: Double
    /// Safe-area insets in points.
    package var safeAreaInsets: HUDEdgeInsets
    /// The orientation these metrics describe.
    var orientation: HUDInterfaceOrientation
    /// Where the overlay's top-left corner is on the screen, in screen coordinates: zero for a
    /// full-screen window; elsewhere for a window in iPad Split View, Slide Over or Stage
    /// Manager. The keyboard, reported in screen coordinates, is placed with it
    /// (`KeyboardFrameMapping`).
    var originInScreen: HUDPoint {
        get { storedOrigin }
        set { storedOrigin = newValue.isFinite ? newValue : .zero }
    }
    private var storedOrigin = HUDPoint.zero

    /// Creates metrics; non-finite or negative sizes become zero, the scale is clamped to 1…3,
    /// and a non-finite origin counts as the screen's corner.
    package init(
        size: HUDSize, scale: Double = 3, safeAreaInsets: HUDEdgeInsets = .zero, orientation: HUDInterfaceOrientation = .portrait,
        originInScreen: HUDPoint = .zero
    ) {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.size = HUDSize(clean(size.width), clean(size.height))
        self.scale = scale.isFinite ? min(3, max(1, scale)) : 1
        self.safeAreaInsets = safeAreaInsets
        self.orientation = orientation
        self.originInScreen = originInScreen
    }

    /// An iPhone with a 390×844 pt screen at 3x (iPhone 12–14), portrait, safe area 47/34.
    package static let iPhone = ScreenMetrics(
        size: HUDSize(390, 844), scale: 3,
        safeAreaInsets: HUDEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// The same screen turned to `orientation`: size swapped for landscape, safe area rotated
    /// the way iOS reports it (the sensor housing moves to the side; the home indicator stays at the bottom).
    package func rotated(to orientation: HUDInterfaceOrientation) -> ScreenMetrics {
        let portrait = self.orientation.isLandscape ? HUDSize(size.height, size.width) : size
        let notch = max(safeAreaInsets.top, safeAreaInsets.left, safeAreaInsets.right)
        switch orientation {
        case .portrait, .portraitUpsideDown:
            return ScreenMetrics(
                size: portrait, scale: scale,
                safeAreaInsets: HUDEdgeInsets(top: notch, left: 0, bottom: notch > 0 ? 34 : 0, right: 0),
                orientation: orientation)
        case .landscapeLeft, .landscapeRight:
            return ScreenMetrics(
                size: HUDSize(portrait.height, portrait.width), scale: scale,
                safeAreaInsets: HUDEdgeInsets(top: 0, left: notch, bottom: notch > 0 ? 21 : 0, right: notch),
                orientation: orientation)
        }
    }
}
