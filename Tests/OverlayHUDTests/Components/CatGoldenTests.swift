import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class CatGoldenTests: XCTestCase {
    /// The cat on its purple square at t = 0, T/4, T/2, 3T/4, T and 2.5T (T = 2 s), at 2x.
    func testCatAtQuarterPeriods() throws {
        let period = 2.0
        let root = HUDLayer(name: "root")
        root.anchorPoint = .zero
        root.bounds = HUDRect(0, 0, 125, 125)
        root.backgroundColor = HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255)
        let cat = CatIndicator.make()
        cat.anchorPoint = .zero
        root.addSublayer(cat)
        CatIndicator.startAnimations(in: cat, halfTurn: period, at: 0)
        let renderer = TestFonts.renderer()
        for (label, fraction) in [("0", 0.0), ("T4", 0.25), ("T2", 0.5), ("3T4", 0.75), ("T", 1.0), ("2.5T", 2.5)] {
            let image = try renderer.render(root, canvas: HUDSize(125, 125), scale: 2, at: fraction * period)
            assertImageSnapshot(image, named: "WaitingHUD/cat-\(label)")
        }
    }

    /// The whole waiting HUD (cat with a label) over a plain screen, mid-animation.
    func testCatHUDOnScreen() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Loading…")
            env.clock.advance(by: 1)
            let image = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 1,
                at: 1, background: HUDColor.systemGroupedBackground)
            assertImageSnapshot(image, named: "WaitingHUD/cat-hud")
        }
    }

    /// The cat over a screen of rows (issue 24): the light blur (SCCatWaitingHUD.m:274) blurs the
    /// rows beneath the whole screen, as Preview/preview.gif blurs the home screen.
    func testCatHUDBlursTheScreenBeneath() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showWaiting()
            env.clock.advance(by: 1)
            let screen = HUDLayer(name: "screen")
            screen.frame = env.center.overlay.bounds
            screen.backgroundColor = HUDColor.systemGroupedBackground
            for i in 0..<13 {
                let row = HUDLayer(name: "row\(i)")
                row.frame = HUDRect(16, 60 + Double(i) * 60, 358, 48)
                row.cornerRadius = 10
                row.backgroundColor = .white
                let icon = HUDLayer(name: "icon\(i)")
                icon.frame = HUDRect(12, 8, 32, 32)
                icon.cornerRadius = 8
                icon.backgroundColor = [HUDColor(hex: 0x007AFF), HUDColor(hex: 0xFF9500), HUDColor(hex: 0x34C759)][i % 3]
                row.addSublayer(icon)
                let line = HUDLayer(name: "line\(i)")
                line.frame = HUDRect(56, 14, 220, 8)
                line.cornerRadius = 4
                line.backgroundColor = HUDColor(white: 0.75)
                row.addSublayer(line)
                screen.addSublayer(row)
            }
            env.center.overlay.rootLayer.insertSublayer(screen, at: 0)
            let image = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 1, at: 1)
            assertImageSnapshot(image, named: "WaitingHUD/cat-blur")
        }
    }

    /// `dump`'s JSON parses and reports the cat's layers with presentation values.
    func testPresentationDumpIsValidJSON() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Loading…")
            let text = PresentationDump.object(of: env.center.overlay.rootLayer, at: 1)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            XCTAssertEqual(object["time"] as? Double, 1)
            let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
            let names = layers.compactMap { $0["name"] as? String }
            for name in ["face", "leftEye", "rightEye", "leftEyelid", "rightEyelid", "mouse"] {
                XCTAssertTrue(names.contains(name), name)
            }
            let eye = try XCTUnwrap(layers.first { $0["name"] as? String == "leftEye" })
            XCTAssertEqual(eye["anchorPoint"] as? [Double], [1.5, 1.5])
            let m = try XCTUnwrap(eye["transform"] as? [Double])
            XCTAssertEqual(m.count, 16)
            XCTAssertEqual(atan2(m[1], m[0]), -.pi / 4, accuracy: 1e-6, "−45° at T/2 (turning since T/4, anticlockwise)")
            XCTAssertEqual(PresentationDump.string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"")
            XCTAssertEqual(PresentationDump.number(.nan), "null")
        }
    }
}
