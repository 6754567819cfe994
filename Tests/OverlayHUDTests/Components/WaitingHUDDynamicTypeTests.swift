import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The waiting HUD at every content size category: texts grow with Dynamic Type, the bezel grows
/// with them and stays on screen, nothing is cut or overlaps, live while shown; fixed fonts opt out.
final class WaitingHUDDynamicTypeTests: XCTestCase {
    @MainActor
    static func environment(_ category: HUDContentSizeCategory) -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        return env
    }

    @MainActor
    static func fullConfiguration() -> WaitingHUDConfiguration {
        var c = WaitingHUDConfiguration(mode: .indeterminate, label: "Uploading", details: "3 of 10 files", style: .dark)
        c.buttonTitle = "Cancel"
        return c
    }

    /// Checks the bezel's texts fit, lie inside it, do not overlap each other or the indicator,
    /// and the bezel lies inside the safe area.
    @MainActor
    static func assertLaidOut(
        _ env: HUDTestEnvironment, truncating: Bool = false, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let bezel = env.layer("bezel")!
        TextLayoutChecks.assertTextsFit(
            in: bezel, measure: env.host.measure, widthMayTruncate: truncating, what, file: file, line: line)
        let overlay = env.center.overlay
        TextLayoutChecks.assertInside(
            TextLayoutChecks.frameInRoot(bezel), overlay.contentRect, "\(what) bezel on screen", file: file, line: line)
        let parts = bezel.sublayers.filter { !$0.isHidden }.map { ($0.name ?? "?", TextLayoutChecks.frameInRoot($0)) }
        TextLayoutChecks.assertNoOverlap(parts, file: file, line: line)
    }

    func testEveryCategoryGrowsTheBezelWithoutCuttingText() {
        onMain {
            var previous: (font: Double, bezel: HUDSize)?
            for category in HUDContentSizeCategory.allCases {
                let env = Self.environment(category)
                env.center.showWaiting(Self.fullConfiguration())
                env.clock.advance(by: 1)
                Self.assertLaidOut(env, "\(category)")
                guard case .text(let label) = env.layer("label")?.content else { return XCTFail("no label at \(category)") }
                XCTAssertEqual(label.fontSize, HUDTextStyle.callout.pointSize(at: category), "bold 16 follows callout")
                let bezel = env.layer("bezel")!.bounds.size
                if let previous {
                    XCTAssertGreaterThanOrEqual(label.fontSize, previous.font)
                    XCTAssertGreaterThanOrEqual(bezel.height, previous.bezel.height, "\(category): the bezel grows")
                }
                previous = (label.fontSize, bezel)
            }
        }
    }

    func testTheCatsTitleGrowsAndShrinksToFitTheScreen() {
        onMain {
            for category in HUDContentSizeCategory.allCases {
                let env = Self.environment(category)
                env.center.showWaiting()
                env.clock.advance(by: 0.5)
                let bezel = env.layer("bezel")!
                let title = env.layer("label")!
                // The text sits in `titleText`, inside the clipping label the reveal grows; the
                // model is the whole title box.
                guard let line = title.firstLayer(named: "titleText"), case .text(let t) = line.content else {
                    return XCTFail("no title at \(category)")
                }
                TextLayoutChecks.assertFits(line, t, measure: env.host.measure, "\(category) cat title")
                TextLayoutChecks.assertInside(
                    TextLayoutChecks.frameInRoot(line), TextLayoutChecks.frameInRoot(title), "\(category) text in its frame")
                TextLayoutChecks.assertInside(
                    TextLayoutChecks.frameInRoot(title), TextLayoutChecks.frameInRoot(bezel), "\(category) title in the bezel")
                TextLayoutChecks.assertInside(
                    TextLayoutChecks.frameInRoot(bezel), env.center.overlay.contentRect, "\(category) bezel on screen")
                TextLayoutChecks.assertNoOverlap([
                    ("cat", TextLayoutChecks.frameInRoot(env.layer("catIndicator")!)),
                    ("title", TextLayoutChecks.frameInRoot(title)),
                ])
                XCTAssertEqual(bezel.bounds.width, bezel.bounds.height, "\(category): still a square")
                if category <= .large {
                    XCTAssertEqual(bezel.bounds.size, HUDSize(200, 200), "\(category): the original's 200 pt square")
                }
            }
        }
    }

    func testTheCatsRevealFollowsALiveChangeInStepWithTheLoop() {
        onMain {
            let env = Self.environment(.large)
            env.center.showWaiting()
            env.clock.advance(by: 1)
            let title = env.layer("label")!
            let start = title.animation(forKey: "catTitle")?.beginTime
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraLarge))
            let reveal = title.animation(forKey: "catTitle")
            XCTAssertEqual(reveal?.beginTime, start, "restarted from the loop's first start")
            XCTAssertEqual(title.presentation(at: env.clock.now + 20).bounds.height, title.bounds.height)
            XCTAssertGreaterThan(title.bounds.height, WaitingHUDView.catTitleHeight, "a taller title box")
        }
    }

    func testALiveChangeRelaysOutTheShownHUD() {
        onMain {
            let env = Self.environment(.large)
            env.center.showWaiting(Self.fullConfiguration())
            env.clock.advance(by: 1)
            let before = env.layer("bezel")!.bounds.size
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            let after = env.layer("bezel")!.bounds.size
            XCTAssertGreaterThan(after.height, before.height)
            guard case .text(let button) = env.layer("button")?.content else { return XCTFail("no button title") }
            XCTAssertEqual(button.fontSize, 43, "bold 12 follows caption 1 up to 43 pt")
            Self.assertLaidOut(env, "after the change")
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .large))
            XCTAssertEqual(env.layer("bezel")!.bounds.size, before, "back to the default layout")
        }
    }

    func testFixedFontsKeepTheDefaultLayout() {
        onMain {
            var config = Self.fullConfiguration()
            config.labelFont = .fixed(size: 16, weight: .bold)
            config.detailsFont = config.detailsFont.fixedSize
            config.buttonFont = .fixed(size: 12, weight: .bold)
            let large = Self.environment(.large)
            large.center.showWaiting(config)
            let huge = Self.environment(.accessibilityExtraExtraExtraLarge)
            huge.center.showWaiting(config)
            for name in ["bezel", "label", "detailsLabel", "button"] {
                XCTAssertEqual(huge.layer(name)?.frame, large.layer(name)?.frame, name)
                XCTAssertEqual(huge.layer(name)?.content, large.layer(name)?.content, name)
            }
        }
    }

    func testBlankAndHugeLabels() {
        onMain {
            let env = Self.environment(.accessibilityExtraExtraExtraLarge)
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "  \n ", details: "")
            env.center.showWaiting(config)
            XCTAssertNil(env.layer("label"), "a label of spaces shows nothing")
            XCTAssertNil(env.layer("detailsLabel"))
            config.label = String(repeating: "👩‍👩‍👧‍👦e\u{301} ", count: 2_500)  // 10,000 characters: emoji, combining marks
            config.details = String(repeating: "x", count: 10_000)
            env.center.showWaiting(config)
            Self.assertLaidOut(env, truncating: true, "10,000 characters")
            // The label wraps to as many lines as the screen holds; the last takes the rest of the
            // text kept, as much of it as it can show (drawn truncated).
            let lines = TextLayoutChecks.lines(of: try! XCTUnwrap(env.layer("label"))).map(\.text.string)
            XCTAssertGreaterThan(lines.count, 1, "wrapped")
            let kept = String(config.label!.prefix(WaitingHUDConfiguration.maximumLabelLength - 1)) + "…"
            XCTAssertTrue(kept.hasPrefix(lines.joined(separator: " ")), "from the start of the longest label kept")
            XCTAssertTrue(lines.first?.hasPrefix("👩‍👩‍👧‍👦e\u{301}") == true, "whole characters: the family and the accented e")
            var bad = config
            for size in SpecialValues.doubles {
                bad.labelFont = .system(size: size, relativeTo: .callout)
                bad.detailsFont = .fixed(size: size)
                env.center.showWaiting(bad)
                Self.assertLaidOut(env, truncating: true, "font size \(size)")
            }
        }
    }
}
