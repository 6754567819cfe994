import Foundation
import XCTest
@testable import OverlayHUD

/// Golden images of every rasterizer feature (Tests/OverlayHUDTests/Golden/Raster/<name>.png).
final class RasterGoldenTests: XCTestCase {
    func testDumpScenes() throws {
        guard let dir = ProcessInfo.processInfo.environment["RASTER_DUMP_DIR"] else { throw XCTSkip("set RASTER_DUMP_DIR to dump") }
        let renderer = SoftwareRenderer()
        for scene in RasterGoldenScenes.all {
            let img = try renderer.render(scene.build(), canvas: scene.canvas, scale: scene.scale, at: 0)
            try PNGEncoder().write(img, to: dir + "/" + scene.name + ".png")
        }
    }
}
