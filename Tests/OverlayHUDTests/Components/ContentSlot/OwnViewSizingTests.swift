import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Your own view's size (issue 32): a view with wrapping text is measured again at the width it
/// gets and grows taller; a text-size change while it shows measures it again; a view shown by
/// two entries is re-laid out in both.
///
/// On the default 390 × 844 iPhone a popup's view may be 390 − 2 × 16 = 358 pt wide.
final class OwnViewSizingTests: XCTestCase {
    /// "Delete this item? This cannot be undone." on one line: 1,000 pt at 50 pt a line.
    @MainActor
    private static func wrappingView() -> HeadlessContentView {
        HeadlessContentView(wrappingLineWidth: 1000, lineHeight: 50)
    }

    func testAWideWrappingViewComesBackTallerAtTheWidthItGets() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = Self.wrappingView()
            env.center.showPopup(contentSlot: env.host.register(view))
            let layer = try XCTUnwrap(env.layer("contentSlot"))
            // 1,000 / 358 → 3 lines of 50 pt, at the 358 pt it may have.
            XCTAssertEqual(layer.bounds, HUDRect(0, 0, 358, 150), "measured again at the clamped width")
            XCTAssertEqual(view.lastProposal, .width(358, fittingHeight: 844 - 32))
            XCTAssertEqual(view.measureCount, 2)
        }
    }

    func testAViewThatFitsIsMeasuredOnce() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = HeadlessContentView(wrappingLineWidth: 300, lineHeight: 50)
            env.center.showPopup(contentSlot: env.host.register(view))
            XCTAssertEqual(try XCTUnwrap(env.layer("contentSlot")).bounds, HUDRect(0, 0, 300, 50))
            XCTAssertEqual(view.measureCount, 1)
        }
    }

    /// A view answering +∞ wide gets the width available and the height it answers there; one
    /// answering NaN at that width keeps a usable size.
    func testAnInfiniteWidthIsAskedAgainAndBadSecondAnswersAreClamped() throws {
        try onMainThrowing {
            for (again, height) in [(HUDSize(358, 90), 90.0), (HUDSize(.nan, .nan), 44), (HUDSize(1, .infinity), 812)] {
                let env = HUDTestEnvironment()
                let view = HeadlessContentView(size: HUDSize(.infinity, 20))
                view.sizeAtWidth = { _, _ in again }
                env.center.showPopup(contentSlot: env.host.register(view))
                XCTAssertEqual(try XCTUnwrap(env.layer("contentSlot")).bounds, HUDRect(0, 0, 358, height), "\(again)")
            }
        }
    }

    /// Banners and messages ask again at their width too.
    func testBannersAndMessagesMeasureWrappingViewsAtTheirWidth() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            let slot = env.host.register(Self.wrappingView())
            env.center.showBanner(BannerTest.info("b"), contentSlot: slot)
            let banner = try XCTUnwrap(BannerContentSlotTests.content(env, "b"))
            XCTAssertGreaterThanOrEqual(banner.bounds.height, 100, "wrapped into more lines")
            XCTAssertLessThan(banner.bounds.width, 1000)

            let messages = HUDTestEnvironment()
            let messageView = Self.wrappingView()
            messages.center.showMessage(MessageTest.message("m", "M"), contentSlot: messages.host.register(messageView))
            let message = try XCTUnwrap(MessageContentSlotTests.content(messages, "m"))
            XCTAssertGreaterThanOrEqual(message.bounds.height, 100, "wrapped into more lines")
            XCTAssertLessThan(message.bounds.width, 1000)
        }
    }

    /// A text-size change while your view shows measures it again (its labels grew) and the slot
    /// takes the new size: popup, banner and message.
    func testATextSizeChangeWhileShownMeasuresOwnViewsAgain() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            var scale = 1.0
            let make = { HeadlessContentView { _ in HUDSize(200 * scale, 60 * scale) } }
            let popupView = make()
            let bannerView = make()
            let messageView = make()
            env.center.showPopup(contentSlot: env.host.register(popupView))
            env.center.showBanner(BannerTest.info("b"), contentSlot: env.host.register(bannerView))
            env.center.showMessage(MessageTest.message("m", "M"), contentSlot: env.host.register(messageView))
            env.clock.advance(by: 1)
            let counts = [popupView, bannerView, messageView].map(\.measureCount)
            XCTAssertEqual(try XCTUnwrap(env.layer("contentSlot")).bounds.size, HUDSize(200, 60))
            let bannerHeight = try XCTUnwrap(BannerContentSlotTests.content(env, "b")).bounds.height
            let messageHeight = try XCTUnwrap(MessageContentSlotTests.content(env, "m")).bounds.height

            scale = 1.5
            var traits = env.host.traits
            traits.contentSizeCategory = .accessibilityLarge
            env.host.traitsDidChange(to: traits)
            for (view, before) in zip([popupView, bannerView, messageView], counts) {
                XCTAssertGreaterThan(view.measureCount, before, "measured again")
            }
            XCTAssertEqual(try XCTUnwrap(env.layer("contentSlot")).bounds.size, HUDSize(300, 90))
            XCTAssertGreaterThan(try XCTUnwrap(BannerContentSlotTests.content(env, "b")).bounds.height, bannerHeight)
            XCTAssertGreaterThan(try XCTUnwrap(MessageContentSlotTests.content(env, "m")).bounds.height, messageHeight)
        }
    }

    /// One view shown by two banners: a size change lays both out again, not only the first.
    func testASizeChangeLaysOutEveryEntryShowingTheView() throws {
        try onMainThrowing {
            let env = BannerTest.environment()
            var height = 60.0
            let slot = env.host.register(HeadlessContentView { _ in HUDSize(300, height) })
            env.center.showBanner(BannerTest.info("a"), contentSlot: slot)
            env.center.showBanner(BannerTest.info("b"), contentSlot: slot)
            env.clock.advance(by: 1)
            XCTAssertEqual(try XCTUnwrap(BannerContentSlotTests.content(env, "a")).bounds.height, 60)
            XCTAssertEqual(try XCTUnwrap(BannerContentSlotTests.content(env, "b")).bounds.height, 60)
            height = 90
            env.host.contentViewDidChangeSize(slot)
            XCTAssertEqual(try XCTUnwrap(BannerContentSlotTests.content(env, "a")).bounds.height, 90)
            XCTAssertEqual(try XCTUnwrap(BannerContentSlotTests.content(env, "b")).bounds.height, 90, "the second too")
        }
    }
}
