import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What VoiceOver reads for banners: each pill, its accessory and close button.
final class BannerAccessibilityTests: XCTestCase {
    func testEachBannerReadsItsTextAccessoryAndClose() {
        onMain {
            let env = BannerTest.environment()
            env.center.showBanner(BannerInfo(id: "1", title: "Anna", subtitle: "is calling you", accessory: .like { _ in }))
            env.center.showBanner(BannerInfo(id: "2", title: "Ben"))
            env.clock.advance(by: 1)
            XCTAssertEqual(
                env.host.accessibilityDump,
                """
                not modal
                  "Anna, is calling you" [button] (103, 55, 184, 48) banner
                  "Like" [button] (230.5, 68, 23, 22) bannerAccessory
                  "Close" [button] (255, 64, 30, 30) bannerClose
                  "Ben" [button] (110, 113, 170, 48) banner
                  "Close" [button] (248, 122, 30, 30) bannerClose
                """,
                "top banner first (the pill with a subtitle grows to fit it); banners never take focus or make the overlay modal")
            XCTAssertEqual(env.host.focusRequests, [])
        }
    }

    func testActivatingCloseAccessoryAndBodyDoesWhatATapDoes() {
        onMain {
            let env = BannerTest.environment()
            var liked: [String] = []
            var tapped: [String] = []
            env.center.onBannerTap = { tapped.append($0.id) }
            env.center.showBanner(BannerInfo(id: "1", title: "Anna", accessory: .like { liked.append($0.id) }))
            env.center.showBanner(BannerInfo(id: "2", title: "Ben"))
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Like"))
            XCTAssertEqual(liked, ["1"])
            XCTAssertEqual(
                env.host.accessibilitySnapshot.element(labeled: "Like")?.traits, [.button, .selected],
                "the filled heart is selected")
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Ben"))
            XCTAssertEqual(tapped, ["2"])
            guard let closeOfAnna = env.host.accessibilitySnapshot.elements.dropFirst(2).first else {
                return XCTFail("no close button")
            }
            XCTAssertEqual(closeOfAnna.label, "Close")
            XCTAssertTrue(env.host.activateAccessibilityElement(closeOfAnna.id))
            XCTAssertEqual(env.center.visibleBannerIDs, ["2"])
            XCTAssertEqual(
                env.host.accessibilitySnapshot.labels, ["Ben", "Close"], "a banner on its way out is gone from VoiceOver at once")
            XCTAssertFalse(env.host.activateAccessibilityElement(closeOfAnna.id), "a gone element does nothing")
        }
    }

    func testBlankTitlesAndLabelsReadTheBuiltInWords() {
        onMain {
            let env = BannerTest.environment()
            env.center.showBanner(
                BannerInfo(
                    id: "1", title: "  ", subtitle: "",
                    accessory: BannerInfo.Accessory(kind: .like, accessibilityLabel: " \n", action: { _ in })))
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Notification", "Like", "Close"])
            env.center.localization = .simplifiedChinese
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["通知", "喜欢", "关闭"])
        }
    }

    func testAnAppLabelForTheAccessoryIsReadAsGiven() {
        onMain {
            let env = BannerTest.environment()
            env.center.showBanner(
                BannerInfo(
                    id: "1", title: "Anna", accessory: BannerInfo.Accessory(accessibilityLabel: "Favourite", action: { _ in })))
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Anna", "Favourite", "Close"])
        }
    }
}
