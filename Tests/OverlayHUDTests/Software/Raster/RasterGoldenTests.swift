import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Golden images of every rasterizer feature, compared exactly
/// (`Tests/OverlayHUDTests/Golden/Raster/<name>.png`; re-record with `Scripts/record-goldens.sh`).
final class RasterGoldenTests: XCTestCase {
    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let scene = RasterGoldenScenes.all.first(where: { $0.name == name }) else { return XCTFail("no scene \(name)") }
        let img = try TestFonts.renderer().render(scene.build(), canvas: scene.canvas, scale: scene.scale, at: 0)
        assertImageSnapshot(img, named: "Raster/" + name, file: file, line: line)
    }

    func testAntialiasedEdges() throws { try check("aa-edges") }
    func testCaps() throws { try check("caps") }
    func testJoins() throws { try check("joins") }
    func testDashes() throws { try check("dashes") }
    func testStrokeTrim() throws { try check("stroke-trim") }
    func testFillRules() throws { try check("fill-rules") }
    func testLinearGradient() throws { try check("gradient-linear") }
    func testRadialGradient() throws { try check("gradient-radial") }
    func testRoundedClip() throws { try check("rounded-clip") }
    func testGroupOpacity() throws { try check("group-opacity") }
    func testShadow() throws { try check("shadow") }
    func testPerspective() throws { try check("perspective") }
    func testImage() throws { try check("image") }
    func testBorder() throws { try check("border") }

    func testEveryScenesHasATest() {
        XCTAssertEqual(RasterGoldenScenes.all.count, 14)
    }

    /// `string` in `family` from the shipped fonts (`Tests/OverlayHUDTests/Fonts`).
    private func text(_ string: String, family: String, named: String) throws {
        let fonts = TestFonts.library()
        let root = RasterGoldenScenes.root(HUDSize(260, 44))
        let t = HUDLayer()
        t.frame = root.bounds
        t.content = .text(TextContent(string, fontFamily: family, fontSize: 22, color: HUDColor(hex: 0x1C1C1E)))
        root.addSublayer(t)
        let img = try SoftwareRenderer(fontLibrary: fonts).render(root, canvas: root.bounds.size, scale: 2, at: 0)
        assertImageSnapshot(img, named: "Raster/" + named)
    }

    func testLatinText() throws {
        try text("Hamburgefonts 0123", family: "DejaVu Sans", named: "text-latin")
    }

    func testCJKText() throws {
        try text("你好，世界！加载中", family: "WenQuanYi Zen Hei", named: "text-cjk")
    }
}
