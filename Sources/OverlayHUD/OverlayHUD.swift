// `import OverlayHUD` brings every part in one line. An app that uses only some of them adds
// their products instead (OverlayHUDCore, OverlayHUDMessages, OverlayHUDPopups) and links only those.
@_exported import OverlayHUDCore
@_exported import OverlayHUDMessages
@_exported import OverlayHUDPopups
