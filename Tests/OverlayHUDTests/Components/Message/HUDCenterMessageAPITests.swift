import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class HUDCenterMessageAPITests: XCTestCase {
    func testBackgroundThreadCallsApplyInOrder() {
        let center = MainActor.assumeIsolated {
            let center = HUDTestEnvironment().center
            center.messageStackConfiguration.arrangement = .stacked(maximum: 2)
            return center
        }
        let done = DispatchSemaphore(value: 0)
        Thread {
            for id in ["a", "b", "c", "d"] { center.showMessage(.info(id, id: id)) }
            center.hideMessages(id: "c")
            center.showMessage(.error("b again", id: "b"))
            done.signal()
        }.start()
        done.wait()
        drainMainQueue()
        MainActor.assumeIsolated {
            XCTAssertEqual(center.visibleMessageIDs, ["a", "b"])
            XCTAssertEqual(center.waitingMessageIDs, ["d"])
            XCTAssertEqual(center.messageStack?.shown.last?.configuration.title, "b again")
        }
        Thread {
            center.hideMessages()
            done.signal()
        }.start()
        done.wait()
        drainMainQueue()
        MainActor.assumeIsolated {
            XCTAssertEqual(center.visibleMessageIDs, [])
            XCTAssertEqual(center.waitingMessageIDs, [])
        }
    }

    func testTheStackIsATouchTargetBelowBannersOnlyWhileShown() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", duration: .seconds(1)))
            XCTAssertTrue(env.center.touchTargets.first?.target === env.center.messageStack)
            env.center.showBanner(BannerInfo(id: "b", title: "Sone"))
            XCTAssertTrue(env.center.touchTargets.first?.target === env.center.bannerStack, "banners are in front")
            env.center.hideBanners()
            env.clock.advance(by: 2)
            XCTAssertTrue(env.center.touchTargets.isEmpty)
            env.center.showBanner(BannerInfo(id: "b", title: "Sone"))
            env.center.showMessage(MessageTest.message("c"))
            XCTAssertEqual(env.center.touchTargets.count, 2)
            XCTAssertTrue(env.center.touchTargets[1].target === env.center.messageStack, "after the banners")
        }
    }

    func testReduceMotionOnlyFades() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.isReduceMotionEnabled = true
            for p in MessageConfiguration.Position.allCases {
                env.center.showMessage(MessageTest.message(p.rawValue, position: p))
                let card = MessageTest.card(env, p.rawValue)!
                XCTAssertEqual(card.animationKeys, ["appearOpacity"], "\(p): no slide or scale")
                env.clock.advance(by: 1)
                env.center.showMessage(MessageTest.message(p.rawValue, "again", position: p))
                XCTAssertEqual(card.animationKeys, [], "\(p): no pulse")
                env.center.hideMessages(id: p.rawValue)
                XCTAssertEqual(card.transform, .identity, "\(p): no slide out")
                XCTAssertEqual(card.animationKeys, ["leaveOpacity"])
                env.clock.advance(by: 1)
            }
        }
    }

    func testEntryAnimationsSlideFromTheEdgeOrGrowForToasts() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 4)
            env.center.showMessage(MessageTest.message("top", position: .top))
            env.center.showMessage(MessageTest.message("top2", position: .top))
            env.center.showMessage(MessageTest.message("bottom", position: .bottom))
            env.center.showMessage(MessageTest.message("toast", position: .center))
            let top = MessageTest.card(env, "top")!
            XCTAssertEqual(
                top.presentation(at: 0).transform.m42, -(top.frame.maxY + MessageLook.offscreenExtra), accuracy: 1e-9,
                "the first top card starts above the screen")
            let top2 = MessageTest.card(env, "top2")!
            XCTAssertEqual(top2.presentation(at: 0).transform.m42, -MessageLook.stackedSlide, accuracy: 1e-9)
            XCTAssertEqual(top2.presentation(at: 0).opacity, 0, "a card joining a column fades in")
            let bottom = MessageTest.card(env, "bottom")!
            XCTAssertEqual(
                bottom.presentation(at: 0).transform.m42, 844 - bottom.frame.minY + MessageLook.offscreenExtra, accuracy: 1e-9,
                "a bottom card starts below the screen")
            let toast = MessageTest.card(env, "toast")!
            XCTAssertEqual(toast.presentation(at: 0).transform.m11, MessageLook.toastScale, accuracy: 1e-9)
            XCTAssertEqual(toast.presentation(at: 0).opacity, 0)
            for card in [top, top2, bottom, toast] {
                XCTAssertEqual(card.presentation(at: MessageLook.appearDuration).transform, .identity)
                XCTAssertEqual(card.presentation(at: MessageLook.appearDuration).opacity, 1)
            }
        }
    }
}
