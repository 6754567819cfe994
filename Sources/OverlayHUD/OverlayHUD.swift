// `import OverlayHUD` brings every part in one line. An app that uses only some of them adds
// their products instead (OverlayHUDCore, OverlayHUDMessages, OverlayHUDPopups) and links only those.
// `@_spi(Layers) import OverlayHUD` brings the layer API of every part, for apps that draw their own.
@_spi(Layers) @_exported import OverlayHUDCore
@_spi(Layers) @_exported import OverlayHUDMessages
@_spi(Layers) @_exported import OverlayHUDPopups
