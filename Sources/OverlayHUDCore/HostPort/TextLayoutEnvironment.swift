/// What laying text out needs: the reader's display settings (the content size category picks
/// the point sizes) and the host's measurement of one line, which is the font the host draws in.
///
/// Elements that are not told about the overlay on their own (popups) get one through
/// ``TextSizingPopup``; the waiting HUD and banners read the overlay and their host directly.
@MainActor
package struct TextLayoutEnvironment {
    /// The overlay's display settings.
    let traits: OverlayTraits
    /// The host's measurement of one line (``HUDHost/measure(_:)``).
    package let measure: (TextContent) -> HUDSize

    /// The screen's safe-area insets (a popup that fills the screen keeps its content inside them).
    package let safeAreaInsets: HUDEdgeInsets

    /// The reader's preferred text size.
    package var contentSizeCategory: HUDContentSizeCategory { traits.contentSizeCategory }

    /// The environment of `overlay` measured by `host` (held weakly: a gone host measures zero).
    package init(overlay: Overlay, host: any HUDHost) {
        traits = overlay.traits
        safeAreaInsets = overlay.safeAreaInsets
        measure = { [weak host] in host?.measure($0) ?? .zero }
    }

    /// An environment with these settings and this measurement.
    init(traits: OverlayTraits, safeAreaInsets: HUDEdgeInsets = .zero, measure: @escaping (TextContent) -> HUDSize) {
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.measure = measure
    }
}
