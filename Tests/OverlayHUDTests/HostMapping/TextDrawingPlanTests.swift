import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// How the UIKit host sets a line of text (``TextDrawingPlan``), and the rule it exists for: the
/// font a host measures a text with is the font it draws it with.
final class TextDrawingPlanTests: XCTestCase {
    func testFacesSizesAndAttributes() {
        let registered: Set<String> = ["Brand"]
        func plan(_ t: TextContent) -> TextDrawingPlan { TextDrawingPlan(t) { registered.contains($0) } }
        XCTAssertEqual(plan(TextContent("a")).face, .system)
        XCTAssertEqual(plan(TextContent("a", fontFamily: "")).face, .system)
        XCTAssertEqual(plan(TextContent("a", fontFamily: "Brand")).face, .registered("Brand"))
        XCTAssertEqual(plan(TextContent("a", fontFamily: "Avenir-Heavy")).face, .named("Avenir-Heavy"))
        let p = plan(TextContent("a", fontSize: 43, weight: .semibold, alignment: .left, truncation: .none, kerning: 5))
        XCTAssertEqual(p.pointSize, 43)
        XCTAssertEqual(p.weight, 0.3, "UIFont.Weight.semibold")
        XCTAssertEqual(p.alignment, 0, "NSTextAlignment.left")
        XCTAssertEqual(p.lineBreakMode, 2, "NSLineBreakMode.byClipping")
        XCTAssertEqual(p.kerning, 5)
        let q = plan(TextContent("a", alignment: .right))
        XCTAssertEqual(q.alignment, 2)
        XCTAssertEqual(q.lineBreakMode, 4, "byTruncatingTail")
        XCTAssertEqual(plan(TextContent("a")).alignment, 1, "centre")
    }

    func testBadSizesAndOneLine() {
        for bad: Double in [.nan, 0, -1, -.infinity, .infinity] {
            let p = TextDrawingPlan(TextContent("a", fontSize: bad)) { _ in false }
            XCTAssertEqual(p.pointSize, 0)
            XCTAssertTrue(p.isEmpty, "\(bad) draws and measures nothing")
        }
        for huge in [1e300, Double.greatestFiniteMagnitude, 1_001] {
            XCTAssertEqual(
                TextDrawingPlan(TextContent("a", fontSize: huge)) { _ in false }.pointSize, TextDrawingPlan.largestPointSize)
        }
        XCTAssertTrue(TextDrawingPlan(TextContent("")) { _ in false }.isEmpty)
        XCTAssertEqual(TextDrawingPlan.oneLine("a\r\nb\nc\td\u{2028}e"), "a b c d e")
        XCTAssertEqual(TextDrawingPlan.oneLine("👩‍👩‍👧 e\u{301}"), "👩‍👩‍👧 e\u{301}", "emoji and combining marks stay")
        XCTAssertEqual(TextDrawingPlan(TextContent("x", kerning: .nan)) { _ in false }.kerning, 0)
    }

    /// Every element, at the default and a large text size, as the UIKit host sees it: each text
    /// it draws (the model content the mirror hands its backend) is set in the very font and
    /// attributes it was measured in, whenever that text was measured.
    func testEveryElementDrawsInTheFontItMeasuredWith() throws {
        try onMainThrowing {
            for category in [HUDContentSizeCategory.large, .accessibilityExtraLarge] {
                let host = PlanRecordingHost()
                let center = HUDCenter(environment: HUDEnvironment(host: host, clock: ManualClock()))
                center.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()
                center.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
                var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Uploading", details: "3 of 10 files")
                config.buttonTitle = "Cancel"
                center.showWaiting(config)
                center.showBanner(BannerInfo(id: "a", title: "Mia Wong", subtitle: "is calling you"))
                var options = OptionPopupConfiguration(options: nineOptions())
                options.options[1].title = "Video call"
                try center.showOptionPopup(options)
                let backend = PlanRecordingBackend()
                let mirror = LayerTreeMirror(backend: backend)
                mirror.sync(center.overlay.rootLayer, conversion: MediaTimeConversion(engineNow: 0, mediaNow: 0))
                center.hidePopups(.all)
                (center.clock as! ManualClock).advance(by: 2)
                center.showCardPopup(CardPopupConfiguration(title: "Sign up for the newsletter"))
                (center.clock as! ManualClock).advance(by: 2)
                mirror.sync(center.overlay.rootLayer, conversion: MediaTimeConversion(engineNow: 0, mediaNow: 0))
                var matched = Set<String>()
                for drawn in backend.drawn {
                    let measured = host.measured.filter { $0.string == drawn.string }
                    guard !measured.isEmpty else { continue }
                    XCTAssertTrue(
                        measured.contains(drawn), "\(category): \"\(drawn.string)\" drawn as \(drawn), measured as \(measured)")
                    matched.insert(drawn.string)
                }
                for text in ["Uploading", "3 of 10 files", "Cancel", "Mia Wong"] {
                    XCTAssertTrue(matched.contains(text), "\(category): \"\(text)\" was drawn as measured")
                }
                if category > .large {
                    XCTAssertTrue(matched.contains("Photo") && matched.contains("Video"), "option titles")
                    XCTAssertTrue(matched.contains { $0.hasPrefix("Sign up") }, "the card's title")
                }
            }
        }
    }
}

/// A stand-in for the UIKit host's measuring side: measures with the test fonts and records the
/// drawing plan of every text it measured.
@MainActor
private final class PlanRecordingHost: HUDHost {
    let fonts = HeadlessHost(fonts: TestFonts.library())
    private(set) var measured: [TextDrawingPlan] = []
    func overlayDidBecomeVisible(_ overlay: Overlay) {}
    func overlayDidBecomeEmpty(_ overlay: Overlay) {}
    func commit(_ overlay: Overlay) {}
    func announce(_ text: String) {}
    func screenChanged(modal: Bool) {}
    func play(_ haptic: Haptic) {}
    var isReduceMotionEnabled: Bool { false }
    func measure(_ text: TextContent) -> HUDSize {
        measured.append(TextDrawingPlan(text) { _ in false })
        return fonts.measure(text)
    }
}

/// A stand-in for the UIKit host's drawing side: records the drawing plan of every text layer's
/// model the mirror copies (what the `UILabel` is set to).
@MainActor
private final class PlanRecordingBackend: LayerMirrorBackend {
    final class Mirrored {}
    private(set) var drawn: [TextDrawingPlan] = []
    func makeLayer(for layer: HUDLayer, kind: LayerKind) -> Mirrored { Mirrored() }
    func discardLayer(_ mirrored: Mirrored) {}
    func apply(_ state: LayerState, of layer: HUDLayer, to mirrored: Mirrored, force: Bool) {
        if case .text(let t) = state.content { drawn.append(TextDrawingPlan(t) { _ in false }) }
    }
    func setSublayers(_ sublayers: [Mirrored], of mirrored: Mirrored) {}
    func addAnimation(_ plan: CoreAnimationPlan, forKey key: String, to mirrored: Mirrored) {}
    func removeAnimation(forKey key: String, from mirrored: Mirrored) {}
    func hasAnimation(forKey key: String, on mirrored: Mirrored) -> Bool { false }
    func didFallBack(_ layer: HUDLayer, reason: String) {}
}
