import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Banners at every content size category: the default text size's pill (the seed's 170 × 48,
/// or as wide as a subtitle needs) at and below the default text size; above it the pill widens (up to the screen less 16 pt), the texts wrap, the pill
/// grows taller and the stack makes room, live while shown; fixed fonts opt out.
final class BannerDynamicTypeTests: XCTestCase {
    @MainActor
    static func showTwo(_ env: HUDTestEnvironment) {
        env.center.showBanner(
            BannerInfo(id: "a", title: "Mia Wong", subtitle: "is calling you", accessory: .like { _ in }))
        env.center.showBanner(BannerInfo(id: "b", title: "Sone"))
    }

    /// Banner "a"'s pill at the default text size: 48 pt high, widened to fit its subtitle.
    @MainActor
    static func defaultPillSize() -> HUDSize {
        let env = HUDTestEnvironment()
        showTwo(env)
        return BannerTest.pill(env, "a")!.bounds.size
    }

    /// The pills' texts fit and lie inside their pill, the parts of a pill do not overlap, the
    /// pills lie inside the safe area's width and do not overlap each other.
    @MainActor
    static func assertLaidOut(
        _ env: HUDTestEnvironment, truncating: Bool = false, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let banners = env.center.bannerStack?.shown ?? []
        let safe = env.center.overlay.safeAreaInsets.inset(env.center.overlay.bounds)
        var pills: [(String, HUDRect)] = []
        for b in banners {
            let v = b.view
            TextLayoutChecks.assertTextsFit(
                in: v.pill, measure: env.host.measure, widthMayTruncate: truncating, "\(what) \(b.info.id)", file: file,
                line: line)
            let f = TextLayoutChecks.frameInRoot(v.pill)
            XCTAssertTrue(
                f.minX >= safe.minX - 0.5 && f.maxX <= safe.maxX + 0.5, "\(what): pill \(f) in \(safe)", file: file, line: line)
            pills.append((b.info.id, f))
            let parts = [v.avatar, v.title, v.subtitle, v.accessory, v.close].filter {
                TextLayoutChecks.isShown($0) && $0.superlayer != nil
            }
            // The close button's touch area is larger than its glyph; the glyph is what must not overlap.
            let rects = parts.map { l -> (String, HUDRect) in
                var r = TextLayoutChecks.frameInRoot(l)
                if l === v.close {
                    r = r.insetBy(
                        dx: (BannerView.closeHitSize - BannerView.closeGlyph) / 2,
                        dy: (BannerView.closeHitSize - BannerView.closeGlyph) / 2)
                }
                return (l.name ?? "?", r)
            }
            TextLayoutChecks.assertNoOverlap(rects, file: file, line: line)
        }
        TextLayoutChecks.assertNoOverlap(pills, file: file, line: line)
    }

    func testEveryCategoryFitsItsTexts() {
        onMain {
            let standard = Self.defaultPillSize()
            XCTAssertEqual(standard.height, 48)
            XCTAssertGreaterThan(standard.width, 170, "a subtitle widens the pill")
            var previousHeight = 0.0
            for category in HUDContentSizeCategory.allCases {
                let env = HUDTestEnvironment()
                env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
                Self.showTwo(env)
                env.clock.advance(by: 1)
                // At and below the default size the seed truncates names to its 58 pt budget.
                Self.assertLaidOut(env, truncating: category <= .large, "\(category)")
                let pill = BannerTest.pill(env, "a")!
                if category <= .large {
                    XCTAssertEqual(pill.bounds.size, standard, "\(category): the default size's pill")
                } else {
                    XCTAssertGreaterThanOrEqual(pill.bounds.height, previousHeight, "\(category): the pill grows")
                }
                previousHeight = pill.bounds.height
            }
            XCTAssertGreaterThan(previousHeight, 48)
        }
    }

    /// A long name at the largest size wraps at the screen's width into as many lines as it needs
    /// (the three-line cap grows with the text: issue 32), and shows whole.
    func testLongNamesWrapAtTheScreensWidthAndShowWhole() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            env.center.showBanner(BannerInfo(id: "long", title: "Alexandra Konstantinopoulou-Smith", subtitle: "is calling you"))
            let v = BannerTest.banner(env, "long")!.view
            XCTAssertEqual(v.width, 390 - 16, "as wide as the screen allows")
            XCTAssertGreaterThan(v.title.sublayers.count, 3, "the name wraps past the default three lines")
            TextLayoutChecks.assertShowsWhole(
                v.title, "Alexandra Konstantinopoulou-Smith", measure: env.host.measure, "the whole name")
            Self.assertLaidOut(env, "long name")
        }
    }

    func testALiveChangeGrowsTheStackAndMakesRoom() {
        onMain {
            let env = HUDTestEnvironment()
            Self.showTwo(env)
            env.clock.advance(by: 1)
            let before = BannerTest.pill(env, "b")!.position.y
            let standard = BannerTest.pill(env, "a")!.bounds.size
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityLarge))
            let a = BannerTest.pill(env, "a")!
            XCTAssertGreaterThan(a.bounds.height, 48)
            XCTAssertGreaterThan(BannerTest.pill(env, "b")!.position.y, before, "the second moved down")
            guard case .text(let t) = a.firstLayer(named: "bannerTitle")?.content else { return XCTFail("no title") }
            XCTAssertEqual(t.fontSize, 14 * 30 / 15, accuracy: 1e-9, "14 pt follows subheadline")
            Self.assertLaidOut(env, "after the change")
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .large))
            XCTAssertEqual(a.bounds.size, standard)
            XCTAssertEqual(BannerTest.pill(env, "b")!.position.y, before)
        }
    }

    func testFixedFontsKeepTheSeedsPill() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.bannerConfiguration.titleFont = .fixed(size: 14, weight: .medium)
            env.center.bannerConfiguration.subtitleFont = .fixed(size: 11)
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            Self.showTwo(env)
            let a = BannerTest.pill(env, "a")!
            XCTAssertEqual(a.bounds.size, Self.defaultPillSize())
            guard case .text(let t) = a.firstLayer(named: "bannerTitle")?.content else { return XCTFail("no title") }
            XCTAssertEqual(t.fontSize, 14)
        }
    }

    func testBlankAndHugeTexts() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            env.center.showBanner(BannerInfo(id: "blank", title: " \n ", subtitle: "   "))
            let v = BannerTest.banner(env, "blank")!.view
            XCTAssertTrue(v.title.isHidden, "a name of spaces shows nothing")
            XCTAssertNil(v.subtitle.superlayer, "nor does a subtitle of spaces")
            env.center.showBanner(
                BannerInfo(
                    id: "huge", title: String(repeating: "🧑🏽‍🚀a\u{308} ", count: 2_500),
                    subtitle: String(repeating: "x", count: 10_000)))
            Self.assertLaidOut(env, truncating: true, "10,000 characters")
            for size in SpecialValues.doubles {
                env.center.bannerConfiguration.titleFont = .system(size: size, relativeTo: .subheadline)
                env.center.bannerConfiguration.subtitleFont = .fixed(size: size)
                Self.assertLaidOut(env, truncating: true, "font size \(size)")
            }
        }
    }
}
