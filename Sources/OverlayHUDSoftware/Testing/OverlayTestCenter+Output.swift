@_spi(Layers) import OverlayHUD

// What the overlay shows: as an image, as presentation values, and as VoiceOver reaches it.
extension OverlayTestCenter {
    /// The whole screen as it shows now (every animation at the clock's time), `scale` pixels per
    /// point, drawn by the software renderer with Core Animation's geometry and drawing order.
    ///
    /// - Parameters:
    ///   - scale: pixels per point (1 draws 390 × 844 pixels for the default screen).
    ///   - background: what the app would show beneath the overlay; `nil`, transparent.
    /// - Throws: when the screen is too large to draw (more than 65,536 pixels a side).
    public func image(scale: Double = 1, background: HUDColor? = nil) throws -> RGBAImage {
        let renderer = SoftwareRenderer(fontLibrary: fonts)
        renderer.namedImages = namedImages
        return try renderer.render(
            center.overlay.rootLayer, canvas: center.overlay.size, scale: scale, at: clock.now, background: background)
    }

    /// ``image(scale:background:)`` as a PNG file's bytes, byte-identical for the same calls.
    public func pngData(scale: Double = 1, background: HUDColor? = nil) throws -> [UInt8] {
        try PNGEncoder().encode(image(scale: scale, background: background))
    }

    /// What every named layer shows now, as JSON: `{"time": t, "layers": [{"name", "position",
    /// "bounds", "anchorPoint", "opacity", "transform"}]}`, depth first; `position` is where the
    /// layer's anchor point shows on screen. Compare it to catch a change in layout or motion that
    /// an image at one moment would miss.
    public func layerDump() -> String { PresentationDump.object(of: center.overlay.rootLayer, at: clock.now) }

    /// What VoiceOver reaches now, as text: a header line (modal or not, what the escape gesture
    /// activates), then one line per element in reading order — `>` on the focused one, its
    /// label, ` = value`, ` (hint)`, ` {en}` when its words are in another language than the
    /// overlay's (built-in words read from a fallback table), its traits and its frame.
    /// ```
    /// modal
    /// > "Uploading…" = "40 percent" [staticText, updatesFrequently] (121, 378.5, 148, 100) bezel
    /// ```
    public var accessibilityDump: String { host.accessibilityDump }

    /// The labels VoiceOver reads, in reading order.
    public var accessibilityLabels: [String] { host.accessibilitySnapshot.labels }

    /// The UI-test identifiers (UIKit: `accessibilityIdentifier`) of the elements VoiceOver
    /// reaches, in reading order (`nil` for an element without one). See
    /// `HUDCenter.isUITestModeEnabled` and OverlayHUD's UI Testing article.
    public var accessibilityIdentifiers: [String?] { host.accessibilitySnapshot.elements.map(\.identifier) }

    /// Everything announced to VoiceOver so far, oldest first.
    public var announcements: [String] { host.announcements }

    /// A VoiceOver double tap on the first element labelled `label`. Returns whether something
    /// handled it (`false` too when no element has that label).
    @discardableResult
    public func activateAccessibilityElement(labeled label: String) -> Bool {
        host.activateAccessibilityElement(labeled: label)
    }

    /// A tap, as XCUITest's `tap()` on the element with this identifier makes it (a VoiceOver
    /// activation of it). Returns whether something handled it (`false` too when no element has
    /// that identifier).
    @discardableResult
    public func activateAccessibilityElement(identifier: String) -> Bool {
        host.activateAccessibilityElement(identifier: identifier)
    }

    /// VoiceOver's two-finger escape gesture. Returns whether something handled it (a popup closed).
    @discardableResult
    public func performAccessibilityEscape() -> Bool { host.performAccessibilityEscape() }
}
