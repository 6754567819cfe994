// An app that draws layers of its own: the `@_spi(Layers)` import the README and the Architecture
// article describe must reach the core's layer API through the umbrella module (its re-exports carry
// the SPI). Scripts/ios-public-clients.sh type-checks this file outside the package.
@_spi(Layers) import OverlayHUD

/// A waiting-HUD icon drawn as a layer of the app's own.
@MainActor func starIcon() -> WaitingHUDConfiguration.CustomContent {
    WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(20, 20)) {
        let layer = HUDLayer()
        layer.bounds = HUDRect(x: 0, y: 0, width: 20, height: 20)
        layer.backgroundColor = HUDColor(hex: 0xFFCC00)
        return layer
    }
}
