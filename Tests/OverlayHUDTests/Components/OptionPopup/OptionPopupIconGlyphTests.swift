import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The icons of SKChoosePopView's demo (SKDateSource.m: every option shows
/// `mn_icon_setting_25x25_`, the chosen one `v3player_0081_25x25_`; ViewController.m: titles
/// "one" … "six", `selectedTitleColor:[UIColor orangeColor]`), drawn as our own shapes. Numbers
/// are measured on the demo's @3x images (75 and 77 px for 25 pt, so 3 px a point).
final class OptionPopupIconGlyphTests: XCTestCase {
    /// Renders `icon` in its 25 pt square at 3x over white; returns the image.
    private func render(_ icon: OptionPopupConfiguration.Icon) throws -> RGBAImage {
        let root = HUDLayer(name: "icon")
        root.frame = HUDRect(0, 0, 25, 25)
        guard case .shape(let path, let fill) = icon else { throw XCTSkip("not a drawn icon") }
        root.shape = ShapeContent(path: path.applying(.scale(25, 25)), fillColor: fill)
        return try TestFonts.renderer().render(root, canvas: HUDSize(25, 25), scale: 3, at: 0, background: .white)
    }

    /// Whether the point `r` points from the square's centre at `degrees` (y down) is inked.
    private func inked(_ image: RGBAImage, _ r: Double, _ degrees: Double) -> Bool {
        let a = degrees / 180 * Double.pi
        let x = Int((12.5 + r * cos(a)) * 3)
        let y = Int((12.5 + r * sin(a)) * 3)
        return image[x, y].r < 100
    }

    /// The outermost inked radius (points) along `degrees`.
    private func outerEdge(_ image: RGBAImage, _ degrees: Double) -> Double {
        stride(from: 12.4, through: 0, by: -0.05).first { inked(image, $0, degrees) } ?? 0
    }

    /// mn_icon_setting_25x25_@3x.png: eight teeth out to 26 px (8.7 pt) with notches at every 45°
    /// out to 21 px (7 pt), an outline 3 px (1 pt) wide, a round hole 6 px (2 pt) in radius
    /// inside a 1 pt ring.
    func testTheGearIsTheDemosEightToothedOutlineAroundAHole() throws {
        let image = try render(.gear(.black))
        for k in 0..<8 {
            let tooth = 22.5 + 45 * Double(k)
            let notch = 45 * Double(k)
            XCTAssertEqual(outerEdge(image, tooth), 8.67, accuracy: 0.5, "tooth at \(tooth)°")
            XCTAssertEqual(outerEdge(image, notch), 7, accuracy: 0.5, "notch at \(notch)°")
            XCTAssertFalse(inked(image, outerEdge(image, tooth) - 1.6, tooth), "an outline, not a disc")
        }
        XCTAssertFalse(inked(image, 0, 0), "the hole")
        XCTAssertTrue(inked(image, 2.5, 30), "the ring around the hole")
        XCTAssertFalse(inked(image, 4.5, 30), "empty between the ring and the teeth")
    }

    /// v3player_0081_25x25_@3x.png: a ring 7 px (2.3 pt) wide, out to 36 of 77 px (11.7 pt),
    /// broken at the upper left (10 and 11 o'clock), and two beamed notes inside it.
    func testTheMusicNoteIsABrokenRingAroundBeamedNotes() throws {
        let image = try render(.musicNote(.black))
        for degrees in [0.0, 45, 90, 135, 180, -60, -30] {
            XCTAssertTrue(inked(image, 10.7, degrees), "the ring at \(degrees)°")
        }
        XCTAssertFalse(inked(image, 10.7, -150), "the gap at 10 o'clock")
        XCTAssertFalse(inked(image, 10.7, -105), "the gap at 11 o'clock")
        for (x, y, what) in [(0.33, 0.62, "left head"), (0.615, 0.6, "right head"), (0.52, 0.37, "beam"), (0.67, 0.45, "stem")] {
            XCTAssertLessThan(image[Int(x * 75), Int(y * 75)].r, 100, what)
        }
        XCTAssertGreaterThan(image[Int(0.5 * 75), Int(0.65 * 75)].r, 200, "between the notes")
    }

    /// ViewController.m `spring` with SKDateSource: six options "one" … "six" on two lines of
    /// three, the recorded one with the note icon and an orange (`orangeColor`: 1, 0.5, 0) title.
    func testTheDemosSixOptionsMarkTheRecordedOne() throws {
        try onMainThrowing {
            let options = ["one", "two", "three", "four", "five", "six"].map {
                OptionPopupConfiguration.Option(title: $0, icon: .gear(.black), selectedIcon: .musicNote(.black))
            }
            var config = OptionPopupConfiguration(options: options, columns: 3, rows: 2)
            config.recordsSelection = true
            config.initialSelection = 0
            config.selectedTitleColor = HUDColor(red: 1, green: 0.5, blue: 0)
            let popup = try OptionPopup(configuration: config)
            let gear = OptionPopupView.content(for: .gear(.black), side: config.iconSize)
            let note = OptionPopupView.content(for: .musicNote(.black), side: config.iconSize)
            XCTAssertEqual(popup.content.firstLayer(named: "option.0.icon")?.content, note)
            for i in 1..<6 { XCTAssertEqual(popup.content.firstLayer(named: "option.\(i).icon")?.content, gear, "\(i)") }
            guard case .text(let chosen) = popup.content.firstLayer(named: "option.0.title")?.content,
                case .text(let other) = popup.content.firstLayer(named: "option.1.title")?.content
            else { return XCTFail("no titles") }
            XCTAssertEqual(chosen.string, "one")
            XCTAssertEqual(chosen.color, HUDColor(red: 1, green: 0.5, blue: 0))
            XCTAssertNotEqual(other.color, chosen.color)
        }
    }
}
