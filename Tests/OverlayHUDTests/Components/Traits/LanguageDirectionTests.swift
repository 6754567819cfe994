import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The gallery's language scenes (`lang-ar-message`, `lang-he-…`): the layout direction is the
/// app's, never the language of the overlay's words — an Arabic overlay in a left-to-right app
/// lays out left to right, and mirrors once the app is right to left.
final class LanguageDirectionTests: XCTestCase {
    @MainActor
    static func show(_ language: String, _ direction: HUDLayoutDirection) -> HUDTestEnvironment {
        let env = BannerTest.environment()
        env.host.traitsDidChange(to: OverlayTraits(layoutDirection: direction))
        env.center.localization = HUDLocalization(language: language)  // after the app's traits: it must not turn them
        env.center.showBanner(BannerInfo(id: "a", title: "ليلى", subtitle: "تتصل بك"))
        return env
    }

    @MainActor
    static func frames(_ env: HUDTestEnvironment) -> [String: HUDRect] {
        var out: [String: HUDRect] = [:]
        for name in BannerTraitsTests.parts {
            if let l = BannerTest.pill(env, "a")?.firstLayer(named: name) { out[name] = l.frame }
        }
        return out
    }

    func testTheDirectionIsTheAppsNotTheLanguages() throws {
        try onMainThrowing {
            let english = Self.frames(Self.show("en", .leftToRight))
            for language in ["ar", "he"] {
                let ltr = Self.show(language, .leftToRight)
                XCTAssertEqual(Self.frames(ltr), english, "\(language) in a left-to-right app: not mirrored")
                let rtl = Self.show(language, .rightToLeft)
                let width = try XCTUnwrap(BannerTest.pill(rtl, "a")).bounds.width
                let close = try XCTUnwrap(english["bannerClose"])
                XCTAssertEqual(
                    Self.frames(rtl)["bannerClose"], HUDRect(width - close.maxX, close.minY, close.width, close.height),
                    "\(language) in a right-to-left app: mirrored")
                XCTAssertEqual(rtl.host.accessibilitySnapshot.labels.last, HUDLocalization(language: language).string(.close))
            }
        }
    }
}
