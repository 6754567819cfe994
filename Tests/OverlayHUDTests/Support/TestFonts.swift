import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The fonts the tests ship (`Tests/OverlayHUDTests/Fonts`, made by `Scripts/make-test-fonts.sh`).
///
/// Every test that draws or measures text uses these and never the machine's fonts, so text renders the
/// same everywhere. When a shipped file is missing, the test that asked for the fonts fails.
enum TestFonts {
    /// The shipped font folder, copied into the test target's resource bundle.
    static let folder = (Bundle.module.resourceURL ?? Bundle.module.bundleURL).appendingPathComponent("Fonts").path
    /// DejaVu Sans and DejaVu Sans Bold only.
    static let dejaVuFolder = folder + "/DejaVu"
    /// WenQuanYi Zen Hei only.
    static let cjkFolder = folder + "/WenQuanYi"
    /// DejaVu Sans (Book).
    static let regular = dejaVuFolder + "/DejaVuSans.ttf"
    /// DejaVu Sans Bold.
    static let bold = dejaVuFolder + "/DejaVuSans-Bold.ttf"
    /// WenQuanYi Zen Hei: the CJK characters the sources use.
    static let cjk = cjkFolder + "/wqy-zenhei.ttf"

    /// A library over the shipped fonts (all of them unless `folders` narrows it down).
    ///
    /// Fails the running test when a shipped font is missing or the library finds no font at all.
    static func library(
        searchPaths folders: [String] = [folder], file: StaticString = #filePath,
        line: UInt = #line
    ) -> FontLibrary {
        let missing = [regular, bold, cjk].filter { !FileManager.default.fileExists(atPath: $0) }
        if !missing.isEmpty {
            XCTFail(
                "shipped test fonts missing: \(missing.joined(separator: ", ")); see Tests/OverlayHUDTests/Fonts/README.md",
                file: file, line: line)
        }
        return FontLibrary(searchPaths: folders, warningHandler: { XCTFail("unexpected font warning: \($0)") })
    }

    /// A software renderer that draws text with the shipped fonts.
    static func renderer(file: StaticString = #filePath, line: UInt = #line) -> SoftwareRenderer {
        SoftwareRenderer(fontLibrary: library(file: file, line: line))
    }
}
