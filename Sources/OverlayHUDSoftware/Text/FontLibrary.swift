import Foundation
@_spi(Layers) import OverlayHUD

/// Finds TrueType fonts on the system and turns text layers into glyph outlines.
///
/// The library is lazy: the first layout lists the font files under ``searchPaths`` (by name only) and
/// parses just the faces it needs — the requested family, then, for characters that family lacks, other
/// files in turn until one has the glyph. Parsed faces, glyph outlines (in font units), character
/// resolutions and recent layouts are cached.
///
/// Not thread-safe: the caches are mutated by every call. The renderer owns one library and uses it from
/// one thread at a time.
///
/// ```swift
/// let fonts = FontLibrary()
/// let text = TextContent("Hello", fontSize: 17)
/// let path = fonts.textPath(for: text, in: HUDRect(0, 0, 200, 40))   // fill with text.color, non-zero
/// ```
package final class FontLibrary {
    /// The folders searched by default: those named in the `OVERLAYHUD_FONT_PATHS` environment variable
    /// when it is set, else the usual font folders on Linux and macOS (missing ones are skipped).
    ///
    /// `OVERLAYHUD_FONT_PATHS` is a colon-separated list of folders used instead of the usual ones
    /// (empty entries are ignored). Set but empty, it means no folders at all, so text draws placeholder
    /// boxes; CI runs the tests that way to prove none depends on an installed font.
    ///
    /// ```sh
    /// OVERLAYHUD_FONT_PATHS=/opt/fonts:$HOME/fonts swift run OverlayHUDDemoApp gallery /tmp/g
    /// ```
    package static var systemSearchPaths: [String] {
        searchPaths(environment: ProcessInfo.processInfo.environment, home: NSHomeDirectory())
    }

    /// The environment variable that replaces the usual font folders (see ``systemSearchPaths``).
    static let searchPathsVariable = "OVERLAYHUD_FONT_PATHS"

    /// ``systemSearchPaths`` for a given environment and home folder.
    static func searchPaths(environment: [String: String], home: String) -> [String] {
        if let list = environment[searchPathsVariable] {
            return list.split(separator: ":").map(String.init)
        }
        return [
            "/usr/share/fonts", "/usr/local/share/fonts", home + "/.fonts", home + "/.local/share/fonts",
            "/System/Library/Fonts", "/Library/Fonts",
        ]
    }

    /// Families tried, in order, when a text asks for none or for one that is not installed.
    package static let defaultFamilies = [
        "DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica",
        "Verdana", "FreeSans",
    ]

    /// Writes a warning line to standard error.
    package static func printToStandardError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The folders searched (recursively) for .ttf and .ttc files.
    package let searchPaths: [String]
    let warn: (String) -> Void
    var warnedAboutMissingFonts = false

    /// Font files found under `searchPaths`, sorted; `nil` until first needed.
    var scannedFiles: [String]?
    /// Every face parsed so far; a face's id is its index here.
    var faces: [LoadedFace] = []
    /// Face ids by file; an empty list for files that failed to parse.
    var facesByFile: [String: [Int]] = [:]
    /// Chosen primary face per request (`nil` when no font at all was found).
    var primaryFaces: [FaceRequest: Int?] = [:]
    /// Which face draws a character when the primary face lacks it.
    var resolvedCharacters: [CharacterKey: ResolvedGlyph] = [:]
    /// Outlines per face and glyph, font units, y up.
    var outlines: [GlyphKey: HUDPath] = [:]
    /// Recent `textPath` results.
    var layouts: [LayoutKey: HUDPath] = [:]
    static let maximumCachedLayouts = 256

    /// Creates a library that searches the given folders.
    /// - Parameters:
    ///   - searchPaths: folders searched recursively; an empty list finds no fonts (text then draws
    ///     placeholder boxes).
    ///   - warningHandler: receives the one warning issued when no font is found at all; prints to
    ///     standard error by default.
    package init(
        searchPaths: [String] = FontLibrary.systemSearchPaths,
        warningHandler: @escaping (String) -> Void = FontLibrary.printToStandardError
    ) {
        self.searchPaths = searchPaths
        self.warn = warningHandler
    }

    /// Glyph outlines for `text`, laid out in `bounds` (layer coordinates, y down): one line,
    /// vertically centred, aligned and tail-truncated as the content asks. Fill with `text.color`, non-zero rule.
    ///
    /// Newlines and tabs count as spaces. An empty string, a NaN or non-positive font size, or non-finite
    /// bounds give an empty path. Characters no installed font has draw as the font's missing-glyph box;
    /// with no font installed at all every character draws as a rectangle outline.
    package func textPath(for text: TextContent, in bounds: HUDRect) -> HUDPath {
        guard bounds.isFinite, text.fontSize.isFinite, text.fontSize > 0, !text.string.isEmpty else { return HUDPath() }
        let key = LayoutKey(text: text, bounds: bounds)
        if let cached = layouts[key] { return cached }
        let path = layOut(text, in: bounds.standardized)
        if layouts.count >= Self.maximumCachedLayouts { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = path
        return path
    }

    /// The size one line of `text` needs (advance width × line height), before truncation.
    ///
    /// The height is the primary face's ascender − descender at `fontSize`. A NaN or non-positive
    /// font size gives `.zero`; an empty string gives zero width and the line height.
    package func measure(_ text: TextContent) -> HUDSize {
        guard text.fontSize.isFinite, text.fontSize > 0 else { return .zero }
        let line = shape(text)
        return HUDSize(width: line.width, height: line.metrics.height)
    }

    /// The face chosen for a family and weight, or `nil` when no font is installed.
    /// - Parameters:
    ///   - family: a family name such as "DejaVu Sans"; `nil` or an unknown family picks the default sans.
    ///   - weight: bold and semibold pick a bold face when the family has one.
    package func face(family: String?, weight: FontWeight = .regular) -> TrueTypeFont? {
        primaryFace(FaceRequest(family: family, weight: weight)).map { faces[$0].font }
    }

    /// The .ttf and .ttc files under ``searchPaths``, sorted (lists the folders on first use).
    package var fontFiles: [String] {
        if let files = scannedFiles { return files }
        let files = Self.scan(searchPaths)
        scannedFiles = files
        return files
    }
}
