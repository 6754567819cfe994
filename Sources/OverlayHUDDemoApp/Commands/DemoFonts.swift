import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// The fonts the demo draws with: the machine's (``FontLibrary/systemSearchPaths``), then, as a
/// fallback, the small DejaVu Sans and WenQuanYi Zen Hei subsets the tests ship
/// (`Tests/OverlayHUDTests/Fonts`), so a checkout on a machine with no fonts at all still draws
/// the demo's Latin text and its Chinese banner name. Characters neither has draw as boxes, and
/// ``MissingFontNotice`` says so.
enum DemoFonts {
    /// The shipped subsets, found from this source file's place in the checkout (absent when the
    /// demo runs from elsewhere; then only the machine's fonts are used).
    static let shippedFolder: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Commands
        .deletingLastPathComponent()  // OverlayHUDDemoApp
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Tests/OverlayHUDTests/Fonts").path

    /// A font library searching the machine's folders, then the shipped subsets.
    static func library() -> FontLibrary {
        FontLibrary(searchPaths: FontLibrary.systemSearchPaths + [shippedFolder])
    }
}
