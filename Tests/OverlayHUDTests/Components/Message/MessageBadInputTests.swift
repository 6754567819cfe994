import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every numeric, text and gesture input of messages set to the special values: no trap, the
/// documented answer, finite geometry.
final class MessageBadInputTests: XCTestCase {
    func testDurationsNaNAndNegativeLeaveAtOnceInfinityNever() {
        onMain {
            func lifetime(_ duration: HUDDuration) -> Double? { MessageTest.message("a", duration: duration).lifetime }
            XCTAssertEqual(lifetime(.seconds(.nan)), 0)
            XCTAssertEqual(lifetime(.seconds(-3)), 0)
            XCTAssertEqual(lifetime(.seconds(-.infinity)), 0)
            XCTAssertNil(lifetime(.seconds(.infinity)))
            XCTAssertNil(lifetime(.untilHidden))
            for bad in [Double.nan, -1, -Double.infinity, 0, -0.0] {
                let env = HUDTestEnvironment()
                env.center.showMessage(MessageTest.message("a", duration: .seconds(bad)))
                XCTAssertEqual(env.host.announcements.count, 1, "\(bad): still announced")
                env.clock.advance(to: env.clock.now)
                XCTAssertEqual(env.center.visibleMessageIDs, [], "\(bad) counts as 0")
                env.clock.advance(by: 1)
                env.assertIdle("\(bad)")
            }
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", duration: .seconds(.infinity)))
            env.clock.advance(by: 1e9)
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"])
            XCTAssertEqual(env.clock.pendingCount, 0, "+∞ schedules nothing")
            for d in SpecialValues.doubles {
                let e = HUDTestEnvironment()
                e.center.showMessage(MessageTest.message("a", duration: .seconds(d)))
                e.clock.advance(by: 1)
                XCTAssertLessThanOrEqual(e.center.visibleMessageIDs.count, 1, "\(d)")
            }
        }
    }

    func testEmptyAndWhiteSpaceTextShowsTheThemeName() {
        onMain {
            for (title, body) in [("", ""), ("   ", "\n\t "), ("\u{00A0}", "")] {
                let env = HUDTestEnvironment()
                env.center.showMessage(.warning(title, body: body))
                let m = env.center.messageStack!.shown[0]
                XCTAssertEqual(m.view.title.content.textContent?.string, "Warning", "\(title.debugDescription)")
                XCTAssertTrue(m.view.body.isHidden)
                XCTAssertEqual(
                    m.view.card.accessibility?.label, .builtIn(.warning), "the theme's name, once, in the overlay's language")
                XCTAssertEqual(env.host.announcements, ["Warning"])
                XCTAssertTrue(m.view.size.isFinite && m.view.size.height >= 48)
            }
            XCTAssertEqual(MessageConfiguration.cleaned("  Saved \n", limit: 200), "Saved")
            var silent = MessageConfiguration.info("Copied")
            silent.accessibilityPrefix = ""
            XCTAssertEqual(silent.accessibilityText, "Copied")
        }
    }

    func testTenThousandCharacterTextsAreCutAndWrappedToTheirLineLimits() {
        onMain {
            let words = String(repeating: "word ", count: 2_000)
            let oneWord = String(repeating: "x", count: 10_000)
            for (title, body) in [(words, words), (oneWord, oneWord), (String(repeating: "\n", count: 10_000) + "a", words)] {
                let env = HUDTestEnvironment()
                env.center.showMessage(.info(title, body: body))
                let m = env.center.messageStack!.shown[0]
                XCTAssertLessThanOrEqual(m.view.title.sublayers.count, MessageConfiguration.maximumTitleLines)
                XCTAssertLessThanOrEqual(m.view.body.sublayers.count, MessageConfiguration.maximumBodyLines)
                XCTAssertLessThanOrEqual(m.configuration.displayTexts.title.count, MessageConfiguration.maximumTitleLength)
                XCTAssertLessThanOrEqual(m.configuration.displayTexts.body.count, MessageConfiguration.maximumBodyLength)
                let f = m.view.card.frame
                XCTAssertTrue(f.isFinite)
                XCTAssertLessThanOrEqual(f.width, MessageTest.cardWidth + 1e-9)
                XCTAssertLessThan(f.height, 200, "at most 2 + 6 lines")
                for line in m.view.body.sublayers { XCTAssertLessThanOrEqual(line.frame.maxX, m.view.body.bounds.width + 1e-9) }
            }
        }
    }

    func testArrangementCountsAndLayoutNumbersAreClamped() {
        onMain {
            for n in SpecialValues.ints {
                let capacity = MessageStackConfiguration.Arrangement.stacked(maximum: n).capacity
                XCTAssertEqual(capacity, min(10, max(1, n)), "\(n)")
            }
            XCTAssertEqual(MessageStackConfiguration.maximumCapacity, 10, "the documented limit")
            var config = MessageStackConfiguration()
            for d in SpecialValues.doubles {
                config.margins = HUDEdgeInsets(top: d, left: d, bottom: d, right: d)
                config.maximumWidth = d
                config.maximumToastWidth = d
                config.spacing = d
                for v in [config.margins.top, config.margins.left, config.maximumWidth, config.maximumToastWidth, config.spacing]
                {
                    XCTAssertTrue(v.isFinite && v >= 0, "\(d) → \(v)")
                }
                let env = HUDTestEnvironment()
                env.center.messageStackConfiguration = config
                env.center.messageStackConfiguration.arrangement = .stacked(maximum: Int.max)
                for p in MessageConfiguration.Position.allCases {
                    env.center.showMessage(MessageTest.message(p.rawValue, position: p))
                }
                for m in env.center.messageStack!.shown {
                    XCTAssertTrue(m.view.card.frame.isFinite, "\(d): \(m.id)")
                }
            }
            XCTAssertEqual(MessageStackConfiguration().margins, HUDEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
            config.margins = HUDEdgeInsets(top: .nan, left: .infinity, bottom: -5, right: 1e9)
            XCTAssertEqual(config.margins, HUDEdgeInsets(top: 8, left: 12, bottom: 0, right: 200))
        }
    }

    func testATinyScreenAndAHugeKeyboardKeepGeometryFinite() {
        onMain {
            for size in [HUDSize(0, 0), HUDSize(10, 10), HUDSize(.nan, Double.infinity)] {
                let env = HUDTestEnvironment(metrics: ScreenMetrics(size: size))
                env.center.keyboardDidChange(to: HUDRect(0, -100, 10_000, 10_000))
                env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
                for p in MessageConfiguration.Position.allCases {
                    env.center.showMessage(MessageTest.message(p.rawValue, position: p))
                }
                env.clock.advance(by: 0.1)
                let placement = env.center.messageStack!.placementRect
                for m in env.center.messageStack!.shown {
                    XCTAssertTrue(m.view.card.frame.isFinite, "\(size): \(m.id)")
                    XCTAssertLessThanOrEqual(m.view.card.bounds.width, placement.width, "\(size): \(m.id) fits the screen")
                    XCTAssertTrue(m.view.card.presentation(at: 0.1).transform.allFinite, "\(size): \(m.id)")
                }
                _ = try? TestFonts.renderer().render(env.center.overlay.rootLayer, canvas: HUDSize(10, 10), scale: 1, at: 0.1)
            }
        }
    }

    func testGesturesWithSpecialValuesDoNothingHarmful() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a"))
            env.clock.advance(by: 1)
            let card = MessageTest.card(env, "a")!
            let p = HUDPoint(card.frame.midX, card.frame.midY)
            for bad in [HUDPoint(.nan, .nan), HUDPoint(.infinity, 0), HUDPoint(0, -.infinity)] {
                XCTAssertFalse(env.center.handleTap(at: bad))
                XCTAssertFalse(env.center.handleTouchDown(at: bad))
                XCTAssertFalse(env.center.handleMessagePan(BannerPanEvent(.began, location: bad)))
            }
            env.center.handleMessagePan(BannerPanEvent(.began, location: p))
            for d in SpecialValues.doubles {
                env.center.handleMessagePan(
                    BannerPanEvent(.changed, location: p, translation: HUDPoint(d, d), velocity: HUDPoint(d, d)))
                XCTAssertTrue(card.transform.allFinite, "\(d)")
            }
            env.center.handleMessagePan(
                BannerPanEvent(.ended, location: p, translation: HUDPoint(.nan, .nan), velocity: HUDPoint(.nan, .nan)))
            XCTAssertEqual(env.center.visibleMessageIDs, ["a"], "a NaN swipe springs back")
        }
    }

    func testAGlyphWithNonFinitePointsDrawsNothing() {
        onMain {
            var bad = HUDPath()
            bad.move(to: HUDPoint(.nan, 0))
            bad.addLine(to: HUDPoint(10, .infinity))
            let env = HUDTestEnvironment()
            var m = MessageTest.message("a")
            m.icon = .glyph(bad)
            env.center.showMessage(m)
            XCTAssertEqual(MessageTest.shown(env, "a")?.view.icon.content, LayerContent.none)
            XCTAssertNotNil(
                try? TestFonts.renderer().render(env.center.overlay.rootLayer, canvas: HUDSize(390, 200), scale: 1, at: 0))
        }
    }

    func testTenThousandMessagesInOneBurstWaitInLineAndAreAllReleased() {
        onMain {
            let env = HUDTestEnvironment()
            var boxes: [MessageWeakBox<ShownMessage>] = []
            for i in 0..<10_000 {
                env.center.showMessage(MessageTest.message("m\(i)", "Message \(i)", duration: .seconds(0.01)))
                if i % 2 == 0 { env.center.showMessage(MessageTest.message("m0", "refreshed \(i)", duration: .seconds(0.01))) }
            }
            XCTAssertEqual(env.center.visibleMessageIDs, ["m0"])
            XCTAssertEqual(env.center.waitingMessageIDs.count, 9_999)
            XCTAssertEqual(env.host.announcements.count, 1 + 5_000, "the first, and its refreshes")
            for _ in 0..<50 {
                if let m = env.center.messageStack?.shown.first { boxes.append(MessageWeakBox(m)) }
                env.clock.advance(by: 0.3)
            }
            XCTAssertLessThanOrEqual(env.center.waitingMessageIDs.count, 9_999 - 50, "one after the other")
            env.center.hideMessages()
            env.clock.advance(by: 1)
            XCTAssertNil(env.center.messageStack)
            XCTAssertTrue(boxes.allSatisfy { $0.value == nil })
            env.assertIdle()
        }
    }

    func testTheWaitingLineStaysCompactUnderChurn() {
        var line = MessageWaitingLine()
        for i in 0..<10_000 {
            line.enqueue(MessageTest.message("x"))
            _ = line.remove("x")
            line.enqueue(MessageTest.message("k\(i % 3)"))
            XCTAssertLessThanOrEqual(line.placeCount, 2 * line.count + 33, "stale places are dropped")
        }
        XCTAssertEqual(line.ids, ["k0", "k1", "k2"])
        XCTAssertEqual(line.popFirst()?.resolvedID, "k0")
        XCTAssertEqual(line.count, 2)
        XCTAssertEqual(line.removeAll().map(\.resolvedID), ["k1", "k2"])
        XCTAssertNil(line.popFirst())
    }
}
