import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class BannerBadInputTests: XCTestCase {
    func testTenThousandBannersInOneBurstNeverOverflowAndAreAllReleased() {
        onMain {
            let env = HUDTestEnvironment()
            var weakBanners: [BannerWeakBox<StackedBanner>] = []
            var weakLayers: [BannerWeakBox<HUDLayer>] = []
            var most = 0
            for i in 0..<10_000 {
                env.center.showBanner(BannerInfo(id: "user-\(i)", title: "Caller \(i % 7)"))
                let stack = env.center.bannerStack!
                most = max(most, stack.shown.count)
                if i % 97 == 0, let b = stack.shown.last {
                    weakBanners.append(BannerWeakBox(b))
                    weakLayers.append(BannerWeakBox(b.view.pill))
                }
            }
            XCTAssertEqual(most, 3)
            XCTAssertEqual(env.center.visibleBannerIDs, ["user-9997", "user-9998", "user-9999"])
            XCTAssertEqual(
                env.center.bannerStack?.root.sublayers.count, 3, "banners pushed out in the instant they came leave no layers")
            XCTAssertEqual(env.clock.pendingCount, 3, "one timer per banner on screen (they pop in, nothing animates)")
            XCTAssertEqual(env.host.haptics.count, 1, "a burst plays one haptic")
            env.clock.advance(by: 5)
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            env.clock.advance(by: 0.5)
            XCTAssertNil(env.center.bannerStack)
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertEqual(env.clock.pendingCount, 0)
            XCTAssertTrue(weakBanners.allSatisfy { $0.value == nil }, "every banner is released")
            XCTAssertTrue(weakLayers.allSatisfy { $0.value == nil }, "and its layers")
        }
    }

    func testAStreamOfBannersStaysBoundedAndIsReleased() {
        onMain {
            let env = HUDTestEnvironment()
            weak var stack: BannerStack?
            var weakBanners: [BannerWeakBox<StackedBanner>] = []
            for i in 0..<1_000 {
                env.center.showBanner(BannerInfo(id: "\(i)", title: "痛苦的信仰"))
                stack = env.center.bannerStack
                if let b = stack?.shown.last { weakBanners.append(BannerWeakBox(b)) }
                XCTAssertLessThanOrEqual(stack?.shown.count ?? 0, 3)
                XCTAssertLessThanOrEqual(stack?.leaving.count ?? 0, 6, "a banner slides off within 0.5 s")
                env.clock.advance(by: 0.1)
            }
            env.clock.advance(by: 6)
            XCTAssertNil(stack)
            XCTAssertEqual(weakBanners.filter { $0.value != nil }.count, 0)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testMaxCountZeroOrNegativeShowsTheNewestOnly() {
        onMain {
            for bad in [0, -1, Int.min] {
                var config = BannerConfiguration()
                config.capacity = bad
                XCTAssertEqual(config.capacity, 1, "\(bad) counts as 1")
                let env = HUDTestEnvironment()
                env.center.bannerConfiguration = config
                BannerTest.show(env, ["a", "b"])
                XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
            }
            var config = BannerConfiguration()
            config.capacity = Int.max
            XCTAssertEqual(config.capacity, BannerConfiguration.maximumCapacity)
        }
    }

    func testVanishTimeNaNOrNegativeVanishesAtOnceAndInfinityNever() {
        onMain {
            var config = BannerConfiguration()
            for (given, stored) in [
                (HUDDuration.seconds(-3), HUDDuration.seconds(0)), (.seconds(.infinity), .untilHidden),
                (.seconds(-.infinity), .seconds(0)), (.automatic, .seconds(5)),  // KJCallNotifyView's vanishTime 5
            ] {
                config.duration = given
                XCTAssertEqual(config.duration, stored, "\(given)")
            }
            config.duration = .seconds(.nan)
            XCTAssertEqual(config.duration, .seconds(0))
            let env = HUDTestEnvironment()
            env.center.bannerConfiguration = config
            BannerTest.show(env, ["a"])
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "it arrives")
            XCTAssertEqual(env.host.announcements, ["Sone"], "and is announced")
            env.clock.advance(by: 0.001)
            XCTAssertEqual(env.center.visibleBannerIDs, [], "then vanishes on the next tick")
            env.center.showBanner(BannerTest.info("b", vanish: .seconds(-1)))
            env.center.showBanner(BannerTest.info("c", vanish: .seconds(.infinity)))
            env.clock.advance(by: 1000)
            XCTAssertEqual(env.center.visibleBannerIDs, ["c"])
        }
    }

    func testEmptyAndVeryLongNames() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "", title: ""))
            let empty = BannerTest.banner(env, "")!.view
            XCTAssertTrue(empty.title.isHidden)
            XCTAssertEqual(empty.avatar.content, .none, "no initials to draw")
            XCTAssertEqual(env.host.announcements, [], "nothing to announce")
            let long = String(repeating: "痛苦的信仰 and more ", count: 70)
            XCTAssertGreaterThan(long.count, 1000)
            env.center.showBanner(BannerInfo(id: "long", title: long, accessory: .like { _ in }))
            let view = BannerTest.banner(env, "long")!.view
            guard case .text(let t) = view.title.content else { return XCTFail("no title text") }
            let kept = try! XCTUnwrap(BannerView.text(long))
            XCTAssertEqual(kept.count, BannerInfo.maximumTextLength)
            XCTAssertTrue(kept.hasSuffix("…"))
            XCTAssertTrue(kept.hasPrefix(t.string), "the name kept, as much of it as the line can show")
            XCTAssertGreaterThan(env.host.measure(t).width, 2 * 58, "drawn truncated, as the whole name is")
            XCTAssertEqual(t.truncation, .end)
            // The seed's label budget: close x 144 − avatar edge 43 − 10 − 23 − 10 = 58 pt.
            XCTAssertEqual(view.pill.bounds.width, 170)
            XCTAssertEqual(view.title.bounds.width, 58)
            XCTAssertEqual(view.accessory.frame.minX, 53 + 58 + 2.5)
            XCTAssertLessThanOrEqual(view.accessory.frame.maxX, view.close.frame.midX - 9)
            // With a subtitle the pill grows, at most to the safe area's width less 16 (374 pt),
            // and the texts then truncate in its budget: 374 − 26 − 43 − 10 − 23 − 10 = 262 pt.
            env.center.showBanner(BannerInfo(id: "longer", title: long, subtitle: long, accessory: .like { _ in }))
            let grown = BannerTest.banner(env, "longer")!.view
            XCTAssertEqual(grown.pill.bounds.width, 374)
            XCTAssertEqual(grown.title.bounds.width, 262)
            XCTAssertEqual(grown.subtitle.bounds.width, 262)
            XCTAssertEqual(grown.accessory.frame.minX, 53 + 262 + 2.5)
            XCTAssertEqual(BannerTest.banner(env, "long")!.info.automaticInitials, "痛")
            XCTAssertEqual(BannerInfo(id: "x", title: "mia  wong lee").automaticInitials, "MW")
            let cases: [(String, String)] = [
                ("A Wong", "AW"), ("  mia", "M"), ("mia\twong", "MW"), ("", ""), (" \n ", ""), ("mia 3d", "M"),
                ("élan vital", "é"), ("Mia 王", "M"), ("王 Mia", "王"), ("mia wong ", "MW"), ("x y", "XY"),
            ]
            for (title, initials) in cases {
                XCTAssertEqual(BannerInfo(id: "x", title: title).automaticInitials, initials, title.debugDescription)
            }
        }
    }

    func testDuplicateIDArrivingDuringTheVanishAnimationIsShown() {
        onMain {
            let env = HUDTestEnvironment()
            BannerTest.show(env, ["a", "b"])
            env.clock.advance(by: 1)
            let old = BannerTest.pill(env, "a")!
            env.center.hideBanners(id: "a")
            env.clock.advance(by: 0.1)
            BannerTest.show(env, ["a"])
            XCTAssertEqual(env.center.visibleBannerIDs, ["b", "a"], "a vanishing banner is no longer on screen")
            XCTAssertFalse(BannerTest.pill(env, "a") === old)
            env.clock.advance(by: 0.15)
            XCTAssertNil(old.superlayer)
            XCTAssertEqual(env.center.visibleBannerIDs, ["b", "a"], "the old one's removal does not touch the new one")
            env.center.hideBanners(id: "a")
            env.center.hideBanners(id: "a")
            XCTAssertEqual(env.center.visibleBannerIDs, ["b"])
        }
    }

    func testUnknownIDsAndEmptyRemovalsAreNoOps() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.hideBanners(id: "nobody")
            env.center.hideBanners()
            XCTAssertFalse(env.center.handleTouchUp(at: .zero))
            XCTAssertNil(env.center.bannerStack)
            BannerTest.show(env, ["a"])
            let commits = env.host.commitCount
            env.center.hideBanners(id: "nobody")
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"])
            XCTAssertEqual(env.host.commitCount, commits, "nothing changed, nothing committed")
        }
    }

    func testTapCallbackThatAddsAndRemovesBannersReentrantly() {
        onMain {
            let env = HUDTestEnvironment()
            var config = BannerConfiguration()
            config.dismissesOnTap = true
            env.center.bannerConfiguration = config
            BannerTest.show(env, ["a", "b", "c"])
            env.clock.advance(by: 1)
            var calls = 0
            env.center.onBannerTap = { info in
                calls += 1
                env.center.hideBanners(id: "c")
                env.center.showBanner(BannerTest.info("new-\(info.id)"))
                env.center.showBanner(BannerTest.info("new2-\(info.id)"))  // overflows: pushes out the tapped one
            }
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 137)))
            XCTAssertEqual(calls, 1)
            // c removed by the callback, a pushed out by its overflow, b dismissed by dismissesOnTap after it.
            XCTAssertEqual(env.center.visibleBannerIDs, ["new-b", "new2-b"])
            env.center.onBannerTap = { info in env.center.hideBanners(id: info.id) }
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 79)))
            XCTAssertEqual(env.center.visibleBannerIDs, ["new2-b"], "removing itself inside the callback is fine")
            env.center.onBannerTap = { _ in env.center.hideBanners() }
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 79)))
            XCTAssertEqual(env.center.visibleBannerIDs, [])
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }

    func testNonFiniteInputsAreIgnored() {
        onMain {
            let env = HUDTestEnvironment()
            BannerTest.show(env, ["a"])
            let nan = HUDPoint(.nan, .nan)
            XCTAssertFalse(env.center.handleTap(at: nan))
            XCTAssertFalse(env.center.handleTouchDown(at: nan))
            XCTAssertFalse(env.center.handleBannerPan(BannerPanEvent(.began, location: nan)))
            XCTAssertTrue(
                env.center.handleBannerPan(BannerPanEvent(.began, location: HUDPoint(195, 79), translation: nan, velocity: nan)))
            XCTAssertEqual(BannerTest.pill(env, "a")?.transform, .identity, "NaN translation counts as 0")
            env.center.handleBannerPan(
                BannerPanEvent(
                    .ended, location: HUDPoint(195, 79), translation: HUDPoint(0, .infinity), velocity: HUDPoint(0, -.infinity))
            )
            XCTAssertEqual(env.center.visibleBannerIDs, ["a"], "non-finite velocity counts as 0")
            var config = BannerConfiguration()
            config.width = .nan
            config.topMargin = -.infinity
            config.spacing = .nan
            config.swipeVelocityThreshold = -1
            config.swipeDistanceThreshold = .nan
            XCTAssertEqual(config.width, 170)
            XCTAssertEqual(config.topMargin, -3)
            XCTAssertEqual(config.spacing, 10)
            XCTAssertEqual(config.swipeVelocityThreshold, 300)
            XCTAssertEqual(config.swipeDistanceThreshold, 24)
            config.width = 10
            config.topMargin = 1e9
            config.spacing = -5
            XCTAssertEqual(config.width, 120)
            XCTAssertEqual(config.topMargin, 200)
            XCTAssertEqual(config.spacing, 0)
        }
    }

    func testTinyScreenDoesNotTrap() {
        onMain {
            let env = HUDTestEnvironment(metrics: ScreenMetrics(size: HUDSize(0, 0)))
            BannerTest.show(env, ["a", "b"])
            let pill = BannerTest.pill(env, "a")!
            XCTAssertEqual(pill.bounds.width, 0)
            XCTAssertTrue(pill.frame.isFinite)
            env.clock.advance(by: 10)
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }
}

/// A weak reference, for release checks over many objects.
struct BannerWeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
