import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class BannerStackTests: XCTestCase {
    func testArrivalPositionsStackBelowTheSafeArea() {
        onMain {
            let env = BannerTest.environment()
            env.center.showBanner(BannerTest.info("a", "Sone"))
            env.clock.advance(by: 0.5)
            env.center.showBanner(BannerTest.info("b", "痛苦的信仰"))
            env.clock.advance(by: 0.5)
            env.center.showBanner(BannerTest.info("c", "X"))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "b", "c"], "oldest on top, newest at the bottom")
            for (i, id) in ["a", "b", "c"].enumerated() {
                XCTAssertEqual(BannerTest.pill(env, id)?.position, HUDPoint(BannerTest.x, BannerTest.slots[i]))
                XCTAssertEqual(BannerTest.pill(env, id)?.bounds.size, HUDSize(170, 48))
            }
            XCTAssertEqual(BannerTest.pill(env, "a")?.frame, HUDRect(110, 55, 170, 48), "8 pt below the 47 pt safe area, centred")
            XCTAssertEqual(env.center.bannerStack?.root.zPosition, OverlayZOrder.banners)
            let c = BannerTest.pill(env, "c")!
            XCTAssertEqual(c.presentation(at: 1).opacity, 1, "pops in")
            XCTAssertEqual(c.animationKeys, [])
            XCTAssertEqual(env.host.announcements, ["Sone", "痛苦的信仰", "X"], "VoiceOver hears each arrival")
            XCTAssertEqual(env.host.haptics, [.lightImpact, .lightImpact, .lightImpact])
            XCTAssertTrue(env.host.isOverlayVisible)
        }
    }

    func testPillHasTheSeedsLook() {
        onMain {
            let env = BannerTest.environment()
            env.center.showBanner(BannerInfo(id: "a", title: "X", accessory: .like { _ in }))
            let view = BannerTest.banner(env, "a")!.view
            let pill = view.pill
            XCTAssertEqual(pill.cornerRadius, 24)
            XCTAssertEqual(pill.backgroundColor, .white)
            XCTAssertEqual(pill.shadowColor, HUDColor(white: 0, alpha: 0.16))
            XCTAssertEqual(pill.shadowOpacity, 1)
            XCTAssertEqual(pill.shadowOffset, HUDSize(0, 3))
            XCTAssertEqual(pill.shadowRadius, 6)
            XCTAssertEqual(view.avatar.frame, HUDRect(5, 5, 38, 38), "avatar inset 5 pt")
            XCTAssertEqual(view.avatar.cornerRadius, 19, "round")
            XCTAssertEqual(view.close.frame.center, HUDPoint(170 - 8 - 9, 24), "18 pt close glyph 8 pt from the right")
            XCTAssertEqual(view.title.frame.minX, 53, "10 pt after the avatar")
            XCTAssertEqual(view.accessory.frame.minX, view.title.frame.maxX + 2.5, "the accessory follows the name")
            XCTAssertEqual(view.accessory.frame.size, HUDSize(23, 22))
            XCTAssertTrue(pill.isInteractive && view.close.isInteractive && view.accessory.isInteractive)
            XCTAssertFalse(view.avatar.isInteractive || view.title.isInteractive)
            guard case .text(let t) = view.title.content else { return XCTFail("no title") }
            XCTAssertEqual(t.fontSize, 14)
            XCTAssertEqual(t.truncation, .end)
            XCTAssertEqual(t.color, HUDColor(hex: 0x333333))
            XCTAssertEqual(pill.accessibilityLabel, "X")
        }
    }

    func testOverflowMakesTheOldestVanishAtOnceAndTheStackMoveUp() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            let a = BannerTest.pill(env, "a")!
            env.center.showBanner(BannerTest.info("d"))
            XCTAssertEqual(env.center.visibleBannerIDs, ["b", "c", "d"])
            XCTAssertTrue(a.superlayer != nil, "the oldest plays its vanish animation")
            XCTAssertFalse(a.isInteractive, "and takes no touches meanwhile")
            XCTAssertEqual(BannerTest.shownY(env, "b", at: 1), 137, "b moves up from where it was")
            XCTAssertEqual(BannerTest.shownY(env, "b", at: 1.5)!, 79, accuracy: 1e-9)
            XCTAssertEqual(BannerTest.shownY(env, "d", at: 1), 253, "the newcomer rises with the stack")
            XCTAssertEqual(BannerTest.shownY(env, "d", at: 1.5)!, 195, accuracy: 1e-9)
            env.clock.advance(by: 0.5)
            XCTAssertNil(a.superlayer, "removed after its 0.5 s slide off the top")
        }
    }

    func testVanishTimeIsMeasuredFromEachArrival() {
        onMain {
            let env = BannerTest.environment()
            weak var stack: BannerStack?
            env.center.showBanner(BannerTest.info("a"))
            stack = env.center.bannerStack
            env.clock.advance(by: 2)
            env.center.showBanner(BannerTest.info("b"))
            env.clock.advance(by: 2.99)
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "b"])
            env.clock.advance(by: 0.01)  // t = 5
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            XCTAssertEqual(BannerTest.shownY(env, "b", at: 5.25)!, 108, accuracy: 1e-6, "b reflows up (midpoint)")
            env.clock.advance(by: 1.99)
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            env.clock.advance(by: 0.01)  // t = 7
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            XCTAssertTrue(env.host.isOverlayVisible, "still sliding off the top")
            env.clock.advance(by: 0.5)
            XCTAssertFalse(env.host.isOverlayVisible)
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertNil(stack, "the stack is released once empty")
            XCTAssertEqual(env.clock.pendingCount, 0, "nothing scheduled when nothing is shown")
            XCTAssertTrue(env.center.touchTargets.isEmpty)
        }
    }

    func testPerBannerLifetimeAndUntilDismissed() {
        onMain {
            let env = BannerTest.environment()
            env.center.showBanner(BannerTest.info("quick", vanish: .seconds(1)))
            env.center.showBanner(BannerTest.info("stays", vanish: .untilHidden))
            env.center.showBanner(BannerTest.info("default"))
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.visibleBannerIDs, ["stays", "default"])
            env.clock.advance(by: 100)
            XCTAssertEqual(env.center.visibleBannerIDs, ["stays"])
            XCTAssertEqual(env.clock.pendingCount, 0, "a banner that never vanishes needs no timer")
            env.center.hideBanners(id: "stays")
            env.clock.advance(by: 0.25)
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }

    func testReflowPositionsDuringAndAfterTheAnimation() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "b")
            // c: 195 → 137 over 0.5 s, ease-in-ease-out (symmetric: half-way at half time).
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.0)!, 195, accuracy: 1e-9)
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.25)!, 166, accuracy: 1e-4)
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.5)!, 137, accuracy: 1e-9)
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 3)!, 137, accuracy: 1e-9)
            XCTAssertEqual(BannerTest.pill(env, "c")?.position.y, 137, "the model is at the new slot at once")
            XCTAssertEqual(BannerTest.shownY(env, "a", at: 1.25)!, 79, accuracy: 1e-9, "banners above do not move")
        }
    }

    func testReflowInterruptingAReflowStartsFromTheShownPosition() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            env.center.hideBanners(id: "b")
            env.clock.advance(by: 0.25)  // c is half-way, at 166
            env.center.hideBanners(id: "a")
            // c: 166 → 79 over 0.5 s from t = 1.25; half-way 122.5.
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.25)!, 166, accuracy: 1e-4, "no jump")
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.5)!, 122.5, accuracy: 1e-4)
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.75)!, 79, accuracy: 1e-9)
        }
    }

    func testCloseButtonInTheMiddleDismissesAndReflows() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            var taps: [String] = []
            env.center.onBannerTap = { taps.append($0.id) }
            let close = BannerTest.closeCenter(env, "b")!
            XCTAssertEqual(close, HUDPoint(263, 137))
            XCTAssertTrue(env.center.overlay.hitTest(close) === BannerTest.banner(env, "b")?.view.close)
            XCTAssertTrue(env.center.handleTap(at: close))
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "c"])
            XCTAssertEqual(taps, [], "the close button is not a tap on the banner")
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.25)!, 166, accuracy: 1e-4)
            env.clock.advance(by: 0.5)
            XCTAssertEqual(BannerTest.shownY(env, "c")!, 137, accuracy: 1e-9)
        }
    }

    func testTapCallsTheHandlerAndStaysWithoutTapVanish() {
        onMain {
            let env = BannerTest.environment()
            var taps: [String] = []
            env.center.onBannerTap = { taps.append($0.id) }
            BannerTest.show(env, ["a", "b"])
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 137)))
            XCTAssertEqual(taps, ["b"])
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "b"])
        }
    }

    func testTapVanishDismissesAfterTheHandler() {
        onMain {
            let env = BannerTest.environment()
            var config = env.center.bannerConfiguration
            config.dismissesOnTap = true
            env.center.bannerConfiguration = config
            var log: [String] = []
            env.center.onBannerTap = { info in log.append("\(info.id) visible=\(env.center.visibleBannerIDs)") }
            BannerTest.show(env, ["a", "b"])
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(150, 79)))
            XCTAssertEqual(log, ["a visible=[\"a\", \"b\"]"], "the handler runs first")
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
        }
    }

    func testAccessoryTapRunsItsActionOnly() {
        onMain {
            let env = BannerTest.environment()
            let log = BannerLogBox()
            env.center.onBannerTap = { log.items.append("tap \($0.id)") }
            env.center.showBanner(BannerInfo(id: "a", title: "X", accessory: .like { log.items.append("like \($0.id)") }))
            let view = BannerTest.banner(env, "a")!.view
            let p = view.accessory.convert(HUDPoint(11.5, 11), to: env.center.overlay.rootLayer)!
            XCTAssertTrue(env.center.handleTap(at: p))
            XCTAssertEqual(log.items, ["like a"])
            XCTAssertTrue(view.isAccessorySelected, "the heart fills in")
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
        }
    }

    func testRepeatsByIDAreDroppedUnlessRepetitionIsOn() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "a", "b", "a"])
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "b"])
            XCTAssertEqual(env.host.announcements.count, 2, "a dropped repeat is not announced")
            var config = env.center.bannerConfiguration
            config.repetition = true
            env.center.bannerConfiguration = config
            BannerTest.show(env, ["a"])
            XCTAssertEqual(env.center.visibleBannerIDs, ["a", "b", "a"])
            env.center.hideBanners(id: "a")
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"], "removal by id removes every banner with it")
        }
    }

    func testRepeatsByCustomRule() {
        onMain {
            let env = BannerTest.environment()
            var config = env.center.bannerConfiguration
            config.isRepeat = { new, shown in new.title == shown.title }
            env.center.bannerConfiguration = config
            env.center.showBanner(BannerTest.info("1", "Sone"))
            env.center.showBanner(BannerTest.info("2", "Sone"))
            env.center.showBanner(BannerTest.info("3", "yang"))
            XCTAssertEqual(env.center.visibleBannerIDs, ["1", "3"])
            config.repetition = true
            env.center.bannerConfiguration = config
            env.center.showBanner(BannerTest.info("4", "Sone"))
            XCTAssertEqual(env.center.visibleBannerIDs, ["1", "3", "4"], "the rule only applies with repetition off")
        }
    }

    func testLoweringMaxCountDismissesTheOldest() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            var config = env.center.bannerConfiguration
            config.capacity = 1
            env.center.bannerConfiguration = config
            XCTAssertEqual(env.center.visibleBannerIDs, ["c"])
            XCTAssertEqual(BannerTest.shownY(env, "c", at: 1.5)!, 79, accuracy: 1e-9)
        }
    }

    func testDarkAppearanceAndRotationRelayOut() {
        onMain {
            let env = BannerTest.environment()
            BannerTest.show(env, ["a", "b"])
            XCTAssertEqual(BannerTest.pill(env, "a")?.backgroundColor, .white)
            env.center.overlay.updateAppearance(dark: true)
            XCTAssertEqual(BannerTest.pill(env, "a")?.backgroundColor, HUDColor(hex: 0x2C2C2E))
            env.center.showBanner(BannerTest.info("c"))
            XCTAssertEqual(BannerTest.pill(env, "c")?.backgroundColor, HUDColor(hex: 0x2C2C2E))
            env.center.overlay.rotate(to: .landscapeLeft)
            // Landscape: 844 × 390, safe area left/right 47, top 0.
            XCTAssertEqual(BannerTest.pill(env, "a")?.position, HUDPoint(422, 32))
            XCTAssertEqual(BannerTest.pill(env, "b")?.position, HUDPoint(422, 90))
            XCTAssertEqual(BannerTest.shownY(env, "b"), 90)
        }
    }
}

/// A reference box for logs written from `@Sendable` closures in single-threaded tests.
final class BannerLogBox: @unchecked Sendable {
    // Only touched on the main thread by the tests that own it.
    var items: [String] = []
}
