import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The parts of a banner an app chooses: its avatar, its accessory button and the haptic its
/// arrival plays (KJCallNotifyView shows the caller's picture and a like button).
final class BannerContentTests: XCTestCase {
    func testAvatarsShowInitials() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            env.center.showBanner(BannerInfo(id: "a", title: "Mia Wong", avatar: .automatic))
            env.center.showBanner(BannerInfo(id: "b", title: "Mia Wong", avatar: .initials("XYZ")))
            let automatic = try XCTUnwrap(BannerTest.banner(env, "a")?.view.avatar)
            let given = try XCTUnwrap(BannerTest.banner(env, "b")?.view.avatar)
            guard case .text(let made) = automatic.content, case .text(let chosen) = given.content else {
                return XCTFail("initials are drawn")
            }
            XCTAssertEqual(made.string, "MW", "the first letters of the title's first two words")
            XCTAssertEqual(chosen.string, "XY", "at most two characters of the given initials")
            XCTAssertNotNil(automatic.backgroundColor, "on a colour chosen from the id")
        }
    }

    func testAnAccessoryRunsItsActionWithTheBannersInfo() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            let log = BannerLogBox()
            let favourite = BannerInfo.Accessory(kind: .like, accessibilityLabel: "Favourite") {
                log.items.append("like \($0.id)")
            }
            env.center.showBanner(BannerInfo(id: "a", title: "Mia", accessory: favourite))
            let view = try XCTUnwrap(BannerTest.banner(env, "a")?.view)
            XCTAssertEqual(view.accessory.accessibilityLabel, "Favourite")
            let p = try XCTUnwrap(view.accessory.convert(HUDPoint(11.5, 11), to: env.center.overlay.rootLayer))
            XCTAssertTrue(env.center.handleTap(at: p))
            XCTAssertEqual(log.items, ["like a"])
        }
    }

    func testArrivalHapticIsTheOneConfigured() {
        onMain {
            // KJCallNotifyView plays no sound; OverlayHUD's default is a light impact per arrival.
            let env = BannerTest.environment()
            XCTAssertEqual(env.center.bannerConfiguration.arrivalHaptic, .lightImpact)
            env.center.bannerConfiguration.arrivalHaptic = .success
            env.center.showBanner(BannerInfo(id: "a", title: "Mia"))
            XCTAssertEqual(env.host.haptics, [.success])
            env.clock.advance(by: 1)
            env.center.bannerConfiguration.arrivalHaptic = nil
            env.center.showBanner(BannerInfo(id: "b", title: "Leo"))
            XCTAssertEqual(env.host.haptics, [.success], "nil: silent arrivals")
        }
    }

    func testABannersOwnTapHandlerRunsOnItsBodyBeforeTapVanish() throws {
        try onMainThrowing {
            // KJCallNotifyView's tap block, said on the banner as a message's `onTap` is.
            let env = BannerTest.environment()
            env.center.bannerConfiguration.dismissesOnTap = true
            let log = BannerLogBox()
            env.center.onBannerTap = { log.items.append("center \($0.id)") }
            var info = BannerInfo(id: "a", title: "Mia", accessory: .like(accessibilityLabel: "Favourite") { _ in })
            info.onTap = { log.items.append("tap \($0.id) \($0.title)") }
            env.center.showBanner(info)
            env.center.showBanner(BannerInfo(id: "b", title: "Leo"))
            let view = try XCTUnwrap(BannerTest.banner(env, "a")?.view)
            XCTAssertEqual(view.accessory.accessibilityLabel, "Favourite", "the like button reads the label given")
            let heart = try XCTUnwrap(view.accessory.convert(HUDPoint(11.5, 11), to: env.center.overlay.rootLayer))
            XCTAssertTrue(env.center.handleTap(at: heart))
            XCTAssertEqual(log.items, [], "a tap on the accessory is not the banner's")
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(150, 79)))
            XCTAssertEqual(log.items, ["tap a Mia", "center a"], "the banner's own handler first")
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"], "then the tap dismisses it")
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(150, 79)))
            XCTAssertEqual(log.items, ["tap a Mia", "center a", "center b"], "a banner without one runs none")
        }
    }

    func testPlaysHapticSwitchesTheArrivalHaptic() {
        onMain {
            let env = BannerTest.environment()
            XCTAssertTrue(env.center.bannerConfiguration.playsHaptic)
            env.center.showBanner(BannerInfo(id: "a", title: "Mia"))
            XCTAssertEqual(env.host.haptics, [.lightImpact], "a light impact by default")
            env.clock.advance(by: 1)
            env.center.bannerConfiguration.playsHaptic = false
            XCTAssertNil(env.center.bannerConfiguration.arrivalHaptic)
            env.center.showBanner(BannerInfo(id: "b", title: "Leo"))
            XCTAssertEqual(env.host.haptics, [.lightImpact], "off: silent arrivals")
            env.clock.advance(by: 1)
            env.center.bannerConfiguration.playsHaptic = true
            env.center.showBanner(BannerInfo(id: "c", title: "Ada"))
            XCTAssertEqual(env.host.haptics, [.lightImpact, .lightImpact], "on again: the light impact")
        }
    }

    /// A banner's name and subtitle are measured once each per layout: for the pill's width, then
    /// set in their blocks.
    func testABannersTextsAreMeasuredOnceEach() {
        onMain {
            var measured: [String] = []
            let view = BannerView(info: BannerInfo(id: "a", title: "Sone", subtitle: "is calling you")) {
                measured.append($0.string)
                return HUDSize(Double($0.string.count) * $0.fontSize / 10, $0.fontSize)
            }
            view.apply(dark: false, width: 300)
            XCTAssertEqual(measured.filter { $0 == "Sone" }.count, 1)
            XCTAssertEqual(measured.filter { $0 == "is calling you" }.count, 1)
        }
    }
}
