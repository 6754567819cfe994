import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// KJCallNotifyView's own numbers and rules, as its default (seed 003_b01a0fc5fc6c200f.txt).
final class BannerSeedTests: XCTestCase {
    /// Seed 003, `kj_viewIndex:Info:`: y = kAutoH(17) + (index − 1) · kAutoH(58) + kSTATUSBAR_HEIGHT − 20,
    /// i.e. the first top at status-bar height − 3, a pitch of 58 for 48 pt pills.
    func testFirstBannerTopIsTheStatusBarHeightLessThreeAndThePitchIs58() {
        onMain {
            let env = HUDTestEnvironment()
            BannerTest.show(env, ["a", "b", "c"])
            let top = env.center.overlay.safeAreaInsets.top
            XCTAssertEqual(env.center.bannerConfiguration.topMargin, -3)
            for (i, id) in ["a", "b", "c"].enumerated() {
                let frame = BannerTest.pill(env, id)!.frame
                XCTAssertEqual(frame.minY, top - 3 + Double(i) * 58, accuracy: 1e-9, id)
                XCTAssertEqual(frame.height, 48)
            }
        }
    }

    /// Seed 003, `kj_autoVanish:`: `UIView animateWithDuration:.5` moves the first banner to
    /// y = −kAutoH(48) (`kj_changeIndex:0 Y:-kAutoH(48)`), the rest up a slot, then removes it; no fade.
    func testAutoVanishSlidesTheOldestOffTheTopInHalfASecond() {
        onMain {
            let env = HUDTestEnvironment()
            BannerTest.show(env, ["a"])
            env.clock.advance(by: 1)
            BannerTest.show(env, ["b"])
            let pill = BannerTest.pill(env, "a")!
            let shownTop = pill.frame.minY
            env.clock.advance(by: 4)  // the seed's duration, 5 s after "a" came
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            XCTAssertNotNil(pill.superlayer, "still sliding")
            let during = pill.presentation(at: 5.25)
            XCTAssertEqual(during.opacity, 1, "slides, does not fade")
            XCTAssertLessThan(during.position.y - 24, shownTop)
            XCTAssertGreaterThan(during.position.y - 24, -48)
            XCTAssertEqual(pill.presentation(at: 5.5 - 1e-9).position.y - 24, -48, accuracy: 1e-6, "its top ends at y = −48")
            XCTAssertEqual(BannerTest.shownY(env, "b", at: 5.5)!, shownTop + 24, accuracy: 1e-9, "b took the first slot")
            env.clock.advance(by: 0.5)
            XCTAssertNil(pill.superlayer, "removed after 0.5 s")
        }
    }

    /// Seed 003, `kj_addCallNotify:RepetitionCondition:`: with a condition the userid check is not
    /// made; the condition is asked with each notification already shown (`condition(_info)`).
    func testACustomRepetitionRuleReplacesTheIdCheckAndSeesTheBannerOnScreen() {
        onMain {
            let env = HUDTestEnvironment()
            var config = env.center.bannerConfiguration
            config.isRepeat = { new, onScreen in new.title == onScreen.title && onScreen.id == "a" }
            env.center.bannerConfiguration = config
            env.center.showBanner(BannerTest.info("a", "Sone"))
            env.center.showBanner(BannerTest.info("a", "X"))  // same id, the rule says no repeat
            env.center.showBanner(BannerTest.info("z", "Sone"))  // the rule sees "a" on screen: a repeat
            XCTAssertEqual(env.center.bannerStack?.shown.map(\.info.title), ["Sone", "X"])
        }
    }

    /// Issue 24. KJCallNotifyView.m `kj_addCallNotify:RepetitionCondition:`: the new `KJCallView` is
    /// made at its place and added with `[self addSubview:view]`, no animation — it pops in whole.
    func testABannerPopsInWholeAtItsPlace() {
        onMain {
            let env = HUDTestEnvironment()
            BannerTest.show(env, ["a", "b"])
            for id in ["a", "b"] {
                let pill = BannerTest.pill(env, id)!
                XCTAssertEqual(pill.animationKeys, [], id)
                let shown = pill.presentation(at: 0)
                XCTAssertEqual(shown.opacity, 1, id)
                XCTAssertEqual(shown.transform, .identity, id)
                XCTAssertEqual(shown.position, pill.position, id)
            }
        }
    }

    /// Issue 24. KJCallNotifyView.m `kj_vanish:` (the close button): in a 0.5 s `UIView` animation
    /// it leaves the closed view as it is (`view.hidden = 0`, `kj_changeIndex:view.tag-520
    /// Y:view.y` gives it its own y) and moves each one below up a slot; being added later, they
    /// slide over it; it is removed at the end. The top one (tag 520) slides off to y = −48 instead.
    func testAClosedMiddleBannerStaysInPlaceUnderTheOneSlidingUp() {
        onMain {
            let env = HUDTestEnvironment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            let b = BannerTest.pill(env, "b")!
            let c = BannerTest.pill(env, "c")!
            let place = b.position
            XCTAssertTrue(env.center.handleTap(at: BannerTest.closeCenter(env, "b")!))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "c"])
            for t in [1.0, 1.25, 1.5 - 1e-6] {
                let shown = b.presentation(at: t)
                XCTAssertEqual(shown.position, place, "stays at \(t)")
                XCTAssertEqual(shown.opacity, 1, "does not fade at \(t)")
                XCTAssertEqual(shown.transform, .identity, "does not lift at \(t)")
            }
            let root = try! XCTUnwrap(b.superlayer)
            let below = try! XCTUnwrap(root.sublayers.firstIndex { $0 === b })
            let sliding = try! XCTUnwrap(root.sublayers.firstIndex { $0 === c })
            XCTAssertLessThan(below, sliding, "drawn under the banner sliding up over it")
            let mid = c.presentation(at: 1.25).position.y
            XCTAssertLessThan(mid, place.y + 58)
            XCTAssertGreaterThan(mid, place.y)
            XCTAssertFalse(b.isInteractive, "a closed banner takes no more taps")
            env.clock.advance(by: 0.5 - 1e-6)
            XCTAssertNotNil(b.superlayer)
            env.clock.advance(by: 1e-6)
            XCTAssertNil(b.superlayer, "removed after 0.5 s")
            XCTAssertEqual(c.position, place)

            // The top one slides off the top, as an auto-vanish does.
            let a = BannerTest.pill(env, "a")!
            XCTAssertTrue(env.center.handleTap(at: BannerTest.closeCenter(env, "a")!))
            XCTAssertEqual(a.presentation(at: env.clock.now + 0.5 - 1e-9).position.y - 24, -48, accuracy: 1e-6)
            XCTAssertEqual(a.presentation(at: env.clock.now + 0.25).opacity, 1)
        }
    }

    /// Issue 24. KJCallNotifyView.m `KJCallView`: the name label at x = avatar's right + 10 (53),
    /// as wide as the name up to 58 pt (`maxw`), and `tvImageView` (23 × 22) at label.maxX + 2.5 —
    /// the heart follows the name; the view has no second line.
    func testTheHeartFollowsTheNameAndThereIsNoSecondLineByDefault() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "x", title: "X", accessory: .like { _ in }))
            env.center.showBanner(BannerInfo(id: "s", title: "Sone", accessory: .like { _ in }))
            var hearts: [Double] = []
            for id in ["x", "s"] {
                let view = BannerTest.banner(env, id)!.view
                XCTAssertNil(view.subtitle.superlayer, "no subtitle line")
                XCTAssertEqual(view.pill.bounds.width, 170)
                XCTAssertEqual(view.title.frame.minX, 53)
                XCTAssertEqual(view.title.frame.height, 48, "the name alone, centred on the pill")
                XCTAssertEqual(view.accessory.frame.minX, view.title.frame.maxX + 2.5, id)
                XCTAssertEqual(view.accessory.frame.size, HUDSize(23, 22))
                hearts.append(view.accessory.frame.minX)
            }
            XCTAssertLessThan(hearts[0], hearts[1], "after a short name, the heart comes sooner")
        }
    }

    /// Issue 24. The seed's pill is 170 pt (`kAutoW(170)`) with 58 pt for the name; a subtitle
    /// (ours) makes it grow to show both texts whole, up to the safe area's width less 16 pt.
    func testASubtitleGrowsThePillInsteadOfTruncating() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "a", title: "Sone", subtitle: "is calling you", accessory: .like { _ in }))
            let view = BannerTest.banner(env, "a")!.view
            guard case .text(let sub) = view.subtitle.content else { return XCTFail("no subtitle") }
            let needed = ceil(env.host.measure(sub).width)
            XCTAssertGreaterThan(needed, 58, "it would not fit the seed's 58 pt")
            XCTAssertEqual(view.subtitle.bounds.width, needed, "shown whole")
            XCTAssertEqual(view.pill.bounds.width, needed + 8 + 18 + 43 + 10 + 23 + 10)
            XCTAssertEqual(view.accessory.frame.minX, 53 + needed + 2.5)
            XCTAssertEqual(view.pill.position.x, 195, "still centred")
        }
    }
}
