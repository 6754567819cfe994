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
