import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The option popup in the dark look and right to left. Dark values: UIKit's dynamic colours
/// (elevated `systemBackground` #1C1C1E, `secondaryLabel` #EBEBF5 at 60 %, `label` white;
/// `systemOrange` #FF9F0A, Apple HIG Color → Specifications). Right to left: the grid's columns
/// run from the right, each cell at its left-to-right frame mirrored in the panel, as a flow
/// layout under `semanticContentAttribute` places it.
final class OptionPopupTraitsTests: XCTestCase {
    static func options(_ n: Int) -> [OptionPopupConfiguration.Option] {
        (0..<n).map { OptionPopupConfiguration.Option(title: "Option \($0)", icon: .circle(HUDColor(hex: 0x007AFF))) }
    }

    @MainActor
    static func show(_ config: OptionPopupConfiguration, _ traits: OverlayTraits) throws -> (HUDTestEnvironment, OptionPopup) {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: traits)
        try env.center.showOptionPopup(config)
        return (env, try XCTUnwrap(env.center.currentPopup as? OptionPopup))
    }

    @MainActor
    static func titleColor(_ popup: OptionPopup, _ i: Int) -> HUDColor? {
        guard case .text(let t) = popup.view.cells[i].firstLayer(named: "option.\(i).title")?.content else { return nil }
        return t.color
    }

    static let dark = OverlayTraits(interfaceStyle: .dark)
    static let rightToLeft = OverlayTraits(layoutDirection: .rightToLeft)

    func testOriginalColorsInBothLooks() throws {
        try onMainThrowing {
            var config = OptionPopupConfiguration(options: Self.options(6), columns: 3, rows: 2)
            config.selectedTitleColor = HUDColor(hex: 0xFF9500)
            config.initialSelection = 1
            let (_, light) = try Self.show(config, OverlayTraits())
            XCTAssertEqual(light.view.panel.backgroundColor, .white)
            XCTAssertEqual(Self.titleColor(light, 0), HUDColor(white: 2.0 / 3.0), "UIKit's lightGrayColor, as before")
            XCTAssertEqual(Self.titleColor(light, 1), HUDColor(hex: 0xFF9500))
            let (env, dark) = try Self.show(config, Self.dark)
            XCTAssertEqual(dark.view.panel.backgroundColor, HUDColor(hex: 0x1C1C1E))
            XCTAssertEqual(Self.titleColor(dark, 0), HUDColor(hex: 0xEBEBF5, alpha: 0.6))
            XCTAssertEqual(Self.titleColor(dark, 1), HUDColor(hex: 0xFF9F0A))
            XCTAssertEqual(
                env.layer("popupBackdrop")?.backgroundColor, HUDColor(white: 0.3, alpha: 0.5),
                "the original's grey dim reads in both looks and stays")
        }
    }

    func testModernPresetInTheDarkLook() throws {
        try onMainThrowing {
            let (_, popup) = try Self.show(.modern(options: Self.options(3)), Self.dark)
            XCTAssertEqual(popup.view.panel.backgroundColor, HUDColor(hex: 0x1C1C1E))
            XCTAssertEqual(Self.titleColor(popup, 0), .white, "the preset's dark grey is primary text: label")
        }
    }

    func testChosenColorsStayAndALookCanBeForced() throws {
        try onMainThrowing {
            var config = OptionPopupConfiguration(options: Self.options(3))
            config.panelColor = HUDColor(hex: 0x004488)
            config.titleColor = .white
            let (_, chosen) = try Self.show(config, Self.dark)
            XCTAssertEqual(chosen.view.panel.backgroundColor, HUDColor(hex: 0x004488))
            XCTAssertEqual(Self.titleColor(chosen, 0), .white)
            var forced = OptionPopupConfiguration(options: Self.options(3))
            forced.interfaceStyle = .dark
            XCTAssertEqual(try Self.show(forced, OverlayTraits()).1.view.panel.backgroundColor, HUDColor(hex: 0x1C1C1E))
            forced.interfaceStyle = .light
            XCTAssertEqual(try Self.show(forced, Self.dark).1.view.panel.backgroundColor, .white)
        }
    }

    /// The app turns dark while the popup shows: panel and titles follow, the marked option stays marked.
    func testLiveSwitchWhileShown() throws {
        try onMainThrowing {
            var config = OptionPopupConfiguration(options: Self.options(6), columns: 3, rows: 2)
            config.selectedTitleColor = HUDColor(hex: 0xFF9500)
            config.initialSelection = 4
            let (env, popup) = try Self.show(config, OverlayTraits())
            let commits = env.host.commitCount
            env.host.traitsDidChange(to: Self.dark)
            XCTAssertGreaterThan(env.host.commitCount, commits)
            XCTAssertEqual(popup.view.panel.backgroundColor, HUDColor(hex: 0x1C1C1E))
            XCTAssertEqual(Self.titleColor(popup, 4), HUDColor(hex: 0xFF9F0A))
            XCTAssertEqual(Self.titleColor(popup, 0), HUDColor(hex: 0xEBEBF5, alpha: 0.6))
            env.host.traitsDidChange(to: OverlayTraits())
            XCTAssertEqual(popup.view.panel.backgroundColor, .white)
            XCTAssertEqual(Self.titleColor(popup, 4), HUDColor(hex: 0xFF9500))
        }
    }

    /// Both layouts, a full grid and one with a partial last row: every cell mirrored in the panel.
    func testRightToLeftMirrorsTheGrid() throws {
        try onMainThrowing {
            var original = OptionPopupConfiguration(options: Self.options(6), columns: 3, rows: 2)
            original.minimumColumnSpacing = 4
            for config in [original, .modern(options: Self.options(5))] {
                let (_, ltr) = try Self.show(config, OverlayTraits())
                let (_, rtl) = try Self.show(config, Self.rightToLeft)
                let width = ltr.view.panel.bounds.width
                XCTAssertEqual(rtl.view.panel.bounds, ltr.view.panel.bounds)
                for (l, r) in zip(ltr.view.cells, rtl.view.cells) {
                    XCTAssertEqual(
                        r.frame, HUDRect(width - l.frame.maxX, l.frame.minY, l.frame.width, l.frame.height), "\(l.name!)")
                    XCTAssertEqual(
                        r.sublayers.map(\.frame), l.sublayers.map(\.frame), "a cell's icon and centred title are symmetric")
                }
                XCTAssertGreaterThan(
                    rtl.view.cells[0].frame.minX, rtl.view.cells[1].frame.minX, "the first option is at the right")
            }
        }
    }

    /// A tap lands on the option drawn there; a live switch mirrors at once.
    func testTapsAndLiveDirectionSwitch() throws {
        try onMainThrowing {
            var config = OptionPopupConfiguration(options: Self.options(6), columns: 3, rows: 2)
            config.recordsSelection = true
            let (env, popup) = try Self.show(config, OverlayTraits())
            let ltrFrames = popup.view.cells.map(\.frame)
            env.host.traitsDidChange(to: Self.rightToLeft)
            XCTAssertNotEqual(popup.view.cells.map(\.frame), ltrFrames)
            var chosen: Int?
            popup.onSelect = { chosen = $0 }
            let cell = popup.view.cells[0]
            let p = try XCTUnwrap(cell.convert(HUDPoint(cell.bounds.midX, cell.bounds.midY), to: nil))
            env.center.handleTap(at: p)
            XCTAssertEqual(chosen, 0, "the rightmost cell of the first row is option 0")
            env.host.traitsDidChange(to: OverlayTraits())
            XCTAssertEqual(popup.view.cells.map(\.frame), ltrFrames)
        }
    }
}
