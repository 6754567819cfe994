import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class LayerKindTests: XCTestCase {
    func testEveryKindHasItsClass() {
        let rows: [(LayerKind, String)] = [
            (.plain, "CALayer"), (.shape, "CAShapeLayer"), (.gradient, "CAGradientLayer"),
            (.text, "CALayer"), (.image, "CALayer"), (.picture, "CALayer"),
        ]
        XCTAssertEqual(rows.count, LayerKind.allCases.count)
        for (k, s) in rows { XCTAssertEqual(k.coreAnimationClassName, s) }
    }

    func testKindFollowsContent() {
        XCTAssertEqual(LayerKind(.none), .plain)
        XCTAssertEqual(LayerKind(.shape(ShapeContent(path: HUDPath()))), .shape)
        XCTAssertEqual(LayerKind(.gradient(GradientContent(colors: []))), .gradient)
        XCTAssertEqual(LayerKind(.text(TextContent(""))), .text)
        XCTAssertEqual(LayerKind(.image(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0])!)), .image)
        XCTAssertEqual(LayerKind(.picture(ImageContent(.named("star")))), .picture)
    }
}
