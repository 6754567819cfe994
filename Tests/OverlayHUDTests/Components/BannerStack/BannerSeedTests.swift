import XCTest

@testable import OverlayHUD

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
            env.clock.advance(by: 4)  // the seed's vanishTime, 5 s after "a" came
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
            XCTAssertEqual(env.center.bannerStack?.banners.map(\.info.title), ["Sone", "X"])
        }
    }
}
