@_spi(Layers) import OverlayHUDCore

/// A popup whose visible surface is a layer inside a larger content layer (the card popup's card
/// sits in a full-screen container): a bottom sheet takes that layer's height and colour.
/// Other popups' surface is their content layer.
@MainActor
protocol SheetSurfacePopup: Popup {
    /// The layer a bottom sheet fits and takes its background colour from, laid out.
    var sheetSurface: HUDLayer { get }
}
