import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Says once, on standard error, when Chinese text in the demo draws as boxes because the machine has no
/// font for it (the banner name 痛苦的信仰 on a machine without a CJK font), and how to get one.
///
/// The demo draws with the machine's fonts; the tests ship their own.
@MainActor
final class MissingFontNotice {
    private(set) var hasPrinted = false

    /// Checks the text layers under `root`; prints the notice the first time a CJK character has no font.
    func check(_ root: HUDLayer, fonts: FontLibrary) {
        guard !hasPrinted else { return }
        var missing: [Unicode.Scalar] = []
        Self.visitText(root) { text in missing += fonts.missingCharacters(in: text).filter(Self.isCJK) }
        guard !missing.isEmpty else { return }
        hasPrinted = true
        var seen = Set<Unicode.Scalar>()
        let characters = String(String.UnicodeScalarView(missing.filter { seen.insert($0).inserted }.prefix(12)))
        FileHandle.standardError.write(
            Data(
                ("OverlayHUDDemoApp: no font on this machine has \(characters), so it draws as "
                    + "boxes; for Chinese text install the optional font: sudo apt-get install fonts-wqy-zenhei\n").utf8))
    }

    /// Checks `scenes` at their gallery still times, before terminal playback takes over the screen.
    func check(_ scenes: [DemoScene], fonts: FontLibrary) {
        for scene in scenes where !hasPrinted {
            let run = scene.make(scene)
            for fraction in GalleryCommand.stillFractions where !hasPrinted {
                run.advance(to: fraction * scene.duration)
                check(run.renderRoot, fonts: fonts)
            }
        }
    }

    private static func visitText(_ layer: HUDLayer, _ body: (TextContent) -> Void) {
        if case .text(let text) = layer.content { body(text) }
        for sublayer in layer.sublayers { visitText(sublayer, body) }
    }

    /// Han, kana, Hangul and the CJK punctuation and fullwidth forms.
    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default: return false
        }
    }
}
