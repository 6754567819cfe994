// `import OverlayHUDPopups` brings the core with it (HUDCenter, the waiting and status HUDs), as
// an app that adds only this part expects.
@_spi(Layers) @_exported import OverlayHUDCore
