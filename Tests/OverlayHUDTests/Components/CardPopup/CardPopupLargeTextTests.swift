import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The card popup at the largest text size (AX5) in portrait and landscape (844 × 390): it
/// widens to the readable width and fits the screen's width, its placeholders show whole, and a
/// card taller than the screen scrolls (a drag, focus, VoiceOver focus) so its button is reached.
final class CardPopupLargeTextTests: XCTestCase {
    static let landscape = ScreenMetrics.iPhone.rotated(to: .landscapeLeft)

    @MainActor
    private static func show(
        _ config: CardPopupConfiguration = CardPopupConfiguration(), metrics: ScreenMetrics,
        at category: HUDContentSizeCategory = .accessibilityExtraExtraExtraLarge, received: ActionLog? = nil
    ) -> (HUDTestEnvironment, CardPopup) {
        let env = HUDTestEnvironment(metrics: metrics)
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        env.center.showCardPopup(config) { values in received?.values.append(values) }
        env.clock.advance(by: 2)
        return (env, env.center.currentPopup as! CardPopup)
    }

    /// The safe area less the card's 16 pt margins.
    static func room(_ metrics: ScreenMetrics) -> HUDRect {
        metrics.safeAreaInsets.inset(HUDRect(origin: .zero, size: metrics.size)).insetBy(dx: 16, dy: 16)
    }

    @MainActor
    static func centre(_ layer: HUDLayer) -> HUDPoint {
        let f = TextLayoutChecks.frameInRoot(layer)
        return HUDPoint(f.midX, f.midY)
    }

    /// The card is as wide as the readable width (the safe area less 16 pt a side, at most 672),
    /// lies inside the safe area, and every placeholder and title shows whole.
    func testTheCardWidensToTheReadableWidthAndItsTextsShowWhole() {
        onMain {
            for (metrics, width) in [(ScreenMetrics.iPhone, 358.0), (Self.landscape, 672)] {
                let (env, popup) = Self.show(metrics: metrics)
                let v = popup.view
                let card = TextLayoutChecks.frameInRoot(v.card)
                XCTAssertEqual(card.width, width, "\(metrics.size)")
                TextLayoutChecks.assertInside(card, Self.room(metrics), "\(metrics.size) card in the safe area")
                for (i, text) in v.texts.enumerated() {
                    guard case .text(let t) = text.content else { return XCTFail("field \(i) has no text") }
                    XCTAssertLessThanOrEqual(
                        env.host.measure(t).width, text.bounds.width, "\(metrics.size) \"\(t.string)\" shows whole")
                }
                TextLayoutChecks.assertShowsWhole(v.title, "SIGN UP", measure: env.host.measure, "\(metrics.size) title")
            }
        }
    }

    /// At the default text size the card keeps the original's 320 × 480 and its place, in
    /// portrait as in landscape at a size that fits; a card with fixed fonts stays 320 wide at AX5.
    func testTheDefaultSizeAndFixedFontsKeepTheOriginalsCard() {
        onMain {
            let (_, popup) = Self.show(metrics: .iPhone, at: .large)
            XCTAssertEqual(TextLayoutChecks.frameInRoot(popup.view.card), HUDRect(35, 182, 320, 480))
            XCTAssertFalse(popup.view.scrolls)
            XCTAssertFalse(popup.view.content.masksToBounds)
            var fixed = CardPopupConfiguration()
            fixed.titleFont = .fixed(size: 17)
            fixed.fieldFont = .fixed(size: 20)
            fixed.buttonFont = .fixed(size: 18)
            let (_, same) = Self.show(fixed, metrics: .iPhone)
            XCTAssertEqual(TextLayoutChecks.frameInRoot(same.view.card), HUDRect(35, 182, 320, 480))
        }
    }

    /// A card that fits the safe area but, at the screen's centre, would reach under the sensor
    /// housing sits in the middle of the safe area instead (whole, not scrolling).
    func testACardThatFitsTheSafeAreaStaysInIt() {
        onMain {
            let short = ScreenMetrics(
                size: HUDSize(390, 570), safeAreaInsets: HUDEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let (_, popup) = Self.show(metrics: short, at: .large)
            XCTAssertFalse(popup.view.scrolls)
            let card = TextLayoutChecks.frameInRoot(popup.view.card)
            XCTAssertEqual(card.size, HUDSize(320, 480), "the original's card")
            TextLayoutChecks.assertInside(card, HUDRect(0, 47, 390, 570 - 47 - 34), "in the safe area")
        }
    }

    /// In landscape at AX5 the card is cut to the safe area and scrolls: its button starts out of
    /// sight; a drag up brings it in (no further than the end), and a tap on it runs the action.
    func testInLandscapeADragReachesTheButtonAndItsTapRunsTheAction() {
        onMain {
            let received = ActionLog()
            let (env, popup) = Self.show(metrics: Self.landscape, received: received)
            let v = popup.view
            XCTAssertTrue(v.scrolls, "taller than the screen")
            let card = TextLayoutChecks.frameInRoot(v.card)
            TextLayoutChecks.assertInside(card, Self.room(Self.landscape), "the card in the safe area")
            XCTAssertTrue(v.content.masksToBounds, "the content is clipped to the card")
            XCTAssertGreaterThan(TextLayoutChecks.frameInRoot(v.button).minY, card.maxY, "the button is out of sight")

            let start = HUDPoint(card.midX, card.midY)
            XCTAssertTrue(env.center.handle(.panBegan(start)), "a drag on a scrolling card is the card's")
            XCTAssertTrue(env.center.handle(.panChanged(start, translation: HUDSize(0, -40))))
            XCTAssertEqual(v.scrollOffset, 40)
            XCTAssertTrue(env.center.handle(.panEnded(start, translation: HUDSize(0, -10_000), velocity: HUDSize(0, -900))))
            XCTAssertEqual(v.scrollOffset, v.maximumScrollOffset, "no further than the end")
            let button = TextLayoutChecks.frameInRoot(v.button)
            TextLayoutChecks.assertInside(button, card, "the button in sight")
            XCTAssertTrue(env.center.handleTap(at: Self.centre(v.button)))
            XCTAssertEqual(received.values, [["", "", ""]], "the button's tap runs the action")

            // A drag down past the top stops at the top.
            let (env2, popup2) = Self.show(metrics: Self.landscape)
            popup2.view.setScrollOffset(50)
            XCTAssertTrue(env2.center.handle(.panBegan(start)))
            XCTAssertTrue(env2.center.handle(.panChanged(start, translation: HUDSize(0, 500))))
            XCTAssertEqual(popup2.view.scrollOffset, 0)
            XCTAssertTrue(env2.center.handle(.panCancelled))
        }
    }

    /// NaN and infinite drags are ignored: a drag beginning at a NaN or infinite point is not the
    /// card's, and steps whose translation is not finite leave the content where it is.
    func testNonFinitePanValuesAreIgnored() {
        onMain {
            let (env, popup) = Self.show(metrics: Self.landscape)
            let v = popup.view
            for bad in [Double.nan, .infinity, -.infinity] {
                XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(bad, 100))))
                XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(400, bad))))
            }
            let start = Self.centre(v.card)
            XCTAssertTrue(env.center.handle(.panBegan(start)))
            XCTAssertTrue(env.center.handle(.panChanged(start, translation: HUDSize(0, -30))))
            for bad in [Double.nan, .infinity, -.infinity] {
                XCTAssertTrue(env.center.handle(.panChanged(start, translation: HUDSize(0, bad))))
                XCTAssertEqual(v.scrollOffset, 30, "translation \(bad) ignored")
            }
            XCTAssertTrue(env.center.handle(.panEnded(start, translation: HUDSize(.nan, .nan), velocity: HUDSize(.nan, .nan))))
            XCTAssertEqual(v.scrollOffset, 30)
            for bad in [Double.nan, .infinity, -.infinity] {
                v.setScrollOffset(bad)
                XCTAssertEqual(v.scrollOffset, 30, "offset \(bad) ignored")
            }
            v.setScrollOffset(-5)
            XCTAssertEqual(v.scrollOffset, 0)
            v.setScrollOffset(1e300)
            XCTAssertEqual(v.scrollOffset, v.maximumScrollOffset)
        }
    }

    /// A drag that begins off the card, or on a card that fits, is not the card's (the banners'
    /// and messages' swipes, and the backdrop, keep theirs).
    func testDragsOffTheCardOrOnACardThatFitsAreNotTaken() {
        onMain {
            let (env, popup) = Self.show(metrics: Self.landscape)
            XCTAssertFalse(env.center.handle(.panBegan(HUDPoint(5, 5))), "on the backdrop")
            XCTAssertFalse(env.center.handle(.panChanged(HUDPoint(5, 5), translation: HUDSize(0, -50))))
            XCTAssertEqual(popup.view.scrollOffset, 0)
            let (fits, small) = Self.show(metrics: .iPhone)
            XCTAssertFalse(small.view.scrolls)
            XCTAssertFalse(fits.center.handle(.panBegan(Self.centre(small.view.card))))
        }
    }

    /// Focusing a field (Return, a tap, the host's first responder) and moving VoiceOver's focus
    /// to the button scroll them into view.
    func testFocusAndVoiceOverFocusScrollIntoView() {
        onMain {
            let (env, popup) = Self.show(metrics: Self.landscape)
            let v = popup.view
            let card = TextLayoutChecks.frameInRoot(v.card)
            XCTAssertGreaterThan(TextLayoutChecks.frameInRoot(v.fields[2]).maxY, card.maxY, "the last field is cut")
            env.center.textInputDidBegin(field: 0)
            env.center.textInputDidReturn(field: 0)
            env.center.textInputDidReturn(field: 1)
            XCTAssertEqual(popup.focusedField, 2)
            TextLayoutChecks.assertInside(TextLayoutChecks.frameInRoot(v.fields[2]), card, "the focused field in sight")

            v.setScrollOffset(0)
            env.center.accessibilityFocusDidMove(to: HUDAccessibilityElement.ID(v.button))
            TextLayoutChecks.assertInside(TextLayoutChecks.frameInRoot(v.button), card, "VoiceOver's button in sight")
            let snapshotButton = env.host.accessibilitySnapshot.elements.first { $0.label == "NEXT" }
            XCTAssertEqual(snapshotButton?.frame, TextLayoutChecks.frameInRoot(v.button), "VoiceOver reads the new frame")
            // A field's element (the host's `UITextField` stands in for it and reports its focus).
            v.setScrollOffset(0)
            env.center.accessibilityFocusDidMove(to: HUDAccessibilityElement.ID(v.fields[2]))
            TextLayoutChecks.assertInside(TextLayoutChecks.frameInRoot(v.fields[2]), card, "VoiceOver's field in sight")
            env.center.accessibilityFocusDidMove(to: HUDAccessibilityElement.ID(v.title))
            TextLayoutChecks.assertInside(TextLayoutChecks.frameInRoot(v.title), card, "VoiceOver's title in sight")
            XCTAssertEqual(v.scrollOffset, v.metrics.titleFrame.minY, "scrolled no further than needed")
        }
    }

    /// The keyboard rising leaves the card less room: it scrolls, keeping the focused field in sight.
    func testTheKeyboardKeepsTheFocusedFieldInSight() {
        onMain {
            let (env, popup) = Self.show(metrics: .iPhone)
            XCTAssertFalse(popup.view.scrolls)
            env.center.textInputDidBegin(field: 2)
            env.center.keyboardDidChange(to: HUDRect(0, 844 - 336, 390, 336), animation: nil)
            let v = popup.view
            XCTAssertTrue(v.scrolls, "the room above the keyboard is shorter than the card")
            let card = TextLayoutChecks.frameInRoot(v.card)
            XCTAssertLessThanOrEqual(card.maxY, 844 - 336)
            TextLayoutChecks.assertInside(TextLayoutChecks.frameInRoot(v.fields[2]), card, "the focused field in sight")
            env.center.keyboardDidChange(to: nil, animation: nil)
            XCTAssertFalse(v.scrolls)
            XCTAssertEqual(v.scrollOffset, 0)
        }
    }
}

private final class ActionLog { var values: [[String]] = [] }
