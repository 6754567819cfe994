import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Banners in a forced style and right to left: the avatar, name, heart and close button in
/// mirrored order (each part's frame is its left-to-right frame mirrored in the pill, as UIKit's
/// `semanticContentAttribute` would place them), taps and swipes where the parts now are.
final class BannerTraitsTests: XCTestCase {
    @MainActor
    static func show(direction: HUDLayoutDirection, _ infos: [BannerInfo]) -> HUDTestEnvironment {
        let env = BannerTest.environment()
        env.host.traitsDidChange(to: OverlayTraits(layoutDirection: direction))
        for info in infos { env.center.showBanner(info) }
        return env
    }

    static let parts = ["bannerAvatar", "bannerTitle", "bannerSubtitle", "bannerAccessory", "bannerClose"]
    static let sone = BannerInfo(id: "a", title: "Sone", subtitle: "is calling you", accessory: .like { _ in })

    @MainActor
    static func frames(_ env: HUDTestEnvironment) -> [String: HUDRect] {
        var out: [String: HUDRect] = [:]
        for name in parts { if let l = BannerTest.pill(env, "a")?.firstLayer(named: name) { out[name] = l.frame } }
        return out
    }

    func testRightToLeftMirrorsEveryPart() throws {
        try onMainThrowing {
            let ltr = Self.show(direction: .leftToRight, [Self.sone])
            let rtl = Self.show(direction: .rightToLeft, [Self.sone])
            let width = try XCTUnwrap(BannerTest.pill(ltr, "a")).bounds.width
            let l = Self.frames(ltr)
            let r = Self.frames(rtl)
            XCTAssertEqual(l.count, 5)
            for name in Self.parts {
                let f = try XCTUnwrap(l[name])
                XCTAssertEqual(r[name], HUDRect(width - f.maxX, f.minY, f.width, f.height), name)
            }
            // The seed's order, mirrored: close | heart | name | avatar.
            XCTAssertEqual(r["bannerAvatar"]!.maxX, width - BannerView.avatarInset)
            XCTAssertLessThan(r["bannerClose"]!.maxX, r["bannerAccessory"]!.minX)
            XCTAssertLessThan(r["bannerAccessory"]!.maxX, r["bannerTitle"]!.minX)
            XCTAssertLessThan(r["bannerTitle"]!.maxX, r["bannerAvatar"]!.minX)
            for name in ["bannerTitle", "bannerSubtitle"] {
                guard case .text(let text) = BannerTest.pill(rtl, "a")?.firstLayer(named: name)?.content else {
                    return XCTFail("\(name) is drawn")
                }
                XCTAssertEqual(text.alignment, .right, "\(name): natural alignment")
            }
            XCTAssertEqual(BannerTest.pill(rtl, "a")?.position, BannerTest.pill(ltr, "a")?.position, "the stack stays centred")
        }
    }

    /// The layout direction changes while banners show: they mirror at once, and back.
    func testLiveDirectionSwitch() throws {
        try onMainThrowing {
            let env = Self.show(direction: .leftToRight, [Self.sone])
            let before = Self.frames(env)
            env.host.traitsDidChange(to: OverlayTraits(layoutDirection: .rightToLeft))
            XCTAssertNotEqual(Self.frames(env), before)
            env.host.traitsDidChange(to: OverlayTraits(layoutDirection: .leftToRight))
            XCTAssertEqual(Self.frames(env), before)
        }
    }

    /// The close button is where it is drawn: at the pill's left end right to left.
    func testCloseButtonTapsWhereItIsDrawn() throws {
        try onMainThrowing {
            let env = Self.show(direction: .rightToLeft, [Self.sone])
            let pill = try XCTUnwrap(BannerTest.pill(env, "a")).frame
            env.center.handleTap(at: HUDPoint(pill.minX + BannerView.closeInset + BannerView.closeGlyph / 2, pill.midY))
            XCTAssertEqual(env.center.visibleBannerIDs, [], "the close button at the left end dismissed it")
        }
    }

    /// Swipes are vertical in both directions: up dismisses; a sideways drag moves nothing.
    func testSwipeUpDismissesRightToLeftToo() throws {
        try onMainThrowing {
            let env = Self.show(direction: .rightToLeft, [Self.sone])
            let p = HUDPoint(BannerTest.x, BannerTest.slots[0])
            env.center.handleBannerPan(BannerPanEvent(.began, location: p))
            env.center.handleBannerPan(BannerPanEvent(.changed, location: p, translation: HUDPoint(-60, 0)))
            XCTAssertEqual(BannerTest.pill(env, "a")?.transform, .translation(0, 0), "a sideways drag does not move it")
            env.center.handleBannerPan(
                BannerPanEvent(.ended, location: p, translation: HUDPoint(0, -40), velocity: HUDPoint(0, -600)))
            XCTAssertEqual(env.center.visibleBannerIDs, [])
        }
    }

    func testAConfigurationCanForceALook() {
        onMain {
            let env = BannerTest.environment()
            env.center.bannerConfiguration.interfaceStyle = .dark
            BannerTest.show(env, ["a"])
            XCTAssertEqual(BannerTest.pill(env, "a")?.backgroundColor, HUDColor(hex: 0x2C2C2E), "dark over a light app")
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            env.center.bannerConfiguration.interfaceStyle = .light
            XCTAssertEqual(BannerTest.pill(env, "a")?.backgroundColor, .white, "light over a dark app, at once")
            env.center.bannerConfiguration.interfaceStyle = .automatic
            XCTAssertEqual(BannerTest.pill(env, "a")?.backgroundColor, HUDColor(hex: 0x2C2C2E), "the app's again")
        }
    }
}
