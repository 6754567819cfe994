import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The option popup at every content size category: titles grow, wrap to two lines and shrink
/// when a word is wider than a cell; cells and panel grow taller; live while shown; a fixed font
/// opts out.
final class OptionPopupDynamicTypeTests: XCTestCase {
    @MainActor
    static func show(_ config: OptionPopupConfiguration, at category: HUDContentSizeCategory) -> (HUDTestEnvironment, OptionPopup)
    {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
        env.clock.advance(by: 2)
        return (env, env.center.currentPopup as! OptionPopup)
    }

    /// Titles fit whole (or truncate, with `truncating`) and lie in their cells, icons and titles
    /// do not overlap, cells lie in the panel and the panel on screen.
    @MainActor
    static func assertLaidOut(
        _ env: HUDTestEnvironment, _ popup: OptionPopup, truncating: Bool = false, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let panel = TextLayoutChecks.frameInRoot(popup.view.panel)
        TextLayoutChecks.assertInside(panel, env.center.overlay.bounds, "\(what) panel on screen", file: file, line: line)
        for (i, cell) in popup.view.cells.enumerated() {
            TextLayoutChecks.assertTextsFit(
                in: cell, measure: env.host.measure, widthMayTruncate: truncating, "\(what) option \(i)", file: file, line: line)
            TextLayoutChecks.assertInside(
                TextLayoutChecks.frameInRoot(cell), panel, "\(what) option \(i) in the panel", file: file, line: line)
            let parts = cell.sublayers.map { ($0.name ?? "?", TextLayoutChecks.frameInRoot($0)) }
            TextLayoutChecks.assertNoOverlap(parts, file: file, line: line)
        }
    }

    func testEveryCategoryFitsTheTitlesInBothLayouts() {
        onMain {
            for config in [OptionPopupConfiguration(options: nineOptions()), .modern(options: nineOptions())] {
                var previous = 0.0
                for category in HUDContentSizeCategory.allCases {
                    let (env, popup) = Self.show(config, at: category)
                    Self.assertLaidOut(env, popup, "\(config.layout) \(category)")
                    let panel = popup.view.panel.bounds.size
                    if config.layout == .screenWidth && category <= .large {
                        XCTAssertEqual(panel.height, 180, "\(category): the original's 180 pt panel")
                    }
                    XCTAssertGreaterThanOrEqual(panel.height, previous, "\(config.layout) \(category): the panel grows")
                    previous = panel.height
                }
                XCTAssertGreaterThan(previous, config.layout == .screenWidth ? 180 : 350)
            }
        }
    }

    func testAWordWiderThanItsCellShrinksThenBreaks() {
        onMain {
            var config = OptionPopupConfiguration(options: nineOptions())
            config.options[0].title = "Photographs"
            config.options[1].title = "Video call"
            let (env, popup) = Self.show(config, at: .accessibilityExtraExtraExtraLarge)
            Self.assertLaidOut(env, popup, "long titles")
            let title = popup.view.cells[1].firstLayer(named: "option.1.title")!
            XCTAssertEqual(title.sublayers.count, 2, "two words wrap to two lines")
            guard case .text(let line) = title.sublayers.first?.content else { return XCTFail("no line") }
            XCTAssertLessThan(line.fontSize, 43, "shrunk to fit its widest word")
            XCTAssertGreaterThanOrEqual(line.fontSize, 43 * TextBlock.smallestScaleFactor)
        }
    }

    func testALiveChangeRelaysOutTheShownPopup() {
        onMain {
            let (env, popup) = Self.show(OptionPopupConfiguration(options: nineOptions()), at: .large)
            let before = popup.view.panel.bounds.size
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraLarge))
            XCTAssertGreaterThan(popup.view.panel.bounds.height, before.height)
            Self.assertLaidOut(env, popup, "after the change")
            popup.choose(2)  // a selection after the change keeps the wrapped title
            Self.assertLaidOut(env, popup, "after a choice")
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .large))
            XCTAssertEqual(popup.view.panel.bounds.size, before)
        }
    }

    func testAFixedFontKeepsTheOriginalsLayout() {
        onMain {
            var config = OptionPopupConfiguration(options: nineOptions())
            config.titleFont = .fixed(size: 12)
            let (large, a) = Self.show(config, at: .large)
            let (_, b) = Self.show(config, at: .accessibilityExtraExtraExtraLarge)
            XCTAssertEqual(a.view.panel.bounds, b.view.panel.bounds)
            for i in a.view.cells.indices {
                let name = "option.\(i).title"
                XCTAssertEqual(a.view.cells[i].firstLayer(named: name)?.frame, b.view.cells[i].firstLayer(named: name)?.frame)
                XCTAssertEqual(a.view.cells[i].firstLayer(named: name)?.content, b.view.cells[i].firstLayer(named: name)?.content)
            }
            _ = large
        }
    }

    func testBlankHugeAndBadlySizedTitles() {
        onMain {
            var config = OptionPopupConfiguration(options: nineOptions())
            config.options[0].title = "   "
            config.options[1].title = String(repeating: "👍🏾 e\u{301}", count: 2_500)
            config.options[2].title = String(repeating: "x", count: 10_000)
            let (env, popup) = Self.show(config, at: .accessibilityExtraExtraExtraLarge)
            Self.assertLaidOut(env, popup, truncating: true, "huge titles")
            XCTAssertEqual(
                popup.view.cells[0].firstLayer(named: "option.0.title")?.content,
                .text(config.titleFont.textContent("", at: .accessibilityExtraExtraExtraLarge, color: config.titleColor)),
                "a title of spaces draws nothing")
            let (_, plain) = Self.show(config, at: .large)
            XCTAssertEqual(
                plain.view.cells[0].firstLayer(named: "option.0.title")?.content,
                .text(config.titleFont.textContent("", at: .large, color: config.titleColor)), "nor at the default size")
            for size in SpecialValues.doubles {
                var bad = OptionPopupConfiguration(options: nineOptions())
                bad.titleFont = .system(size: size, relativeTo: .caption1)
                let (env, popup) = Self.show(bad, at: .accessibilityExtraExtraExtraLarge)
                Self.assertLaidOut(env, popup, truncating: true, "font size \(size)")
            }
        }
    }
}
