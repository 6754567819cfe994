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

    /// The reader's preferred text size.
    package var contentSizeCategory: HUDContentSizeCategory { traits.contentSizeCategory }

    /// The environment of `overlay` measured by `host` (held weakly: a gone host measures zero).
    package init(overlay: Overlay, host: any HUDHost) {
        traits = overlay.traits
        measure = { [weak host] in host?.measure($0) ?? .zero }
    }

    /// An environment with these settings and this measurement.
    init(traits: OverlayTraits, measure: @escaping (TextContent) -> HUDSize) {
        self.traits = traits
        self.measure = measure
    }
}
