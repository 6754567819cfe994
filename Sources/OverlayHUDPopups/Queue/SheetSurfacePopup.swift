@_spi(Layers) import OverlayHUDCore

/// A popup whose visible surface is a layer inside a larger content layer (the card popup's card
/// sits in a full-screen container): a bottom sheet takes that layer's height and colour.
/// Other popups' surface is their content layer.
@MainActor
protocol SheetSurfacePopup: Popup {
    /// The layer a bottom sheet fits and takes its background colour from, laid out.
    var sheetSurface: HUDLayer { get }
    /// Lays the surface out for a bottom sheet from now on: the sheet keeps it clear of the safe
    /// area and the screen's edges, so the popup's own margins and safe-area insets go.
    func placeInSheet()
}
