import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The bottom-sheet placement: full width along the bottom edge, as tall as the content plus its
/// margins, the content above the home indicator; clipped below the top safe area; on the keyboard
/// while one is up; sliding (or, with Reduce Motion, fading) in and out.
final class PopupSheetTests: XCTestCase {
    /// A 100 × `height` test popup shown as a bottom sheet on `metrics`, its entry over.
    @MainActor private static func showSheet(
        on metrics: ScreenMetrics = .iPhone, height: Double = 100, reduceMotion: Bool = false
    ) -> (HUDTestEnvironment, TestPopup, HUDLayer?) {
        let env = HUDTestEnvironment(metrics: metrics)
        env.host.isReduceMotionEnabled = reduceMotion
        let popup = TestPopup("sheet")
        popup.content.bounds.size.height = height
        popup.presentation.placement = .bottomSheet
        env.center.showPopup(popup)
        env.clock.advance(by: 1)
        return (env, popup, env.layer("popupSheet"))
    }

    func testInPortraitTheSheetSpansTheWidthAndSitsAboveTheHomeIndicator() {
        onMain {
            let (env, popup, sheet) = Self.showSheet()
            // 16 pt above the content, 100 pt of content, the 34 pt home-indicator area below.
            XCTAssertEqual(sheet?.frame, HUDRect(0, 844 - 150, 390, 150))
            XCTAssertEqual(popup.content.position, HUDPoint(195, 16 + 50), "centred in the sheet, under the top margin")
            XCTAssertEqual(sheet?.maskedCorners, [.topLeft, .topRight])
            XCTAssertEqual(sheet?.cornerRadius, 16)
            XCTAssertEqual(sheet?.backgroundColor, .white, "the content's colour")
            XCTAssertEqual(env.layer("popupBackdrop")?.frame, HUDRect(0, 0, 390, 844))
        }
    }

    func testInLandscapeTheContentStaysInsideTheSideSafeArea() {
        onMain {
            let landscape = ScreenMetrics.iPhone.rotated(to: .landscapeRight)
            let (env, popup, sheet) = Self.showSheet(on: landscape)
            let insets = landscape.safeAreaInsets
            let bottom = max(16, insets.bottom)
            XCTAssertEqual(sheet?.frame, HUDRect(0, 390 - (16 + 100 + bottom), 844, 16 + 100 + bottom))
            let inner = 844 - insets.left - insets.right
            XCTAssertEqual(popup.content.position.x, insets.left + inner / 2)
            // Turned back, it follows.
            env.center.screenDidChange(to: .iPhone)
            XCTAssertEqual(sheet?.frame, HUDRect(0, 844 - 150, 390, 150))
        }
    }

    /// Without a safe area the sheet keeps a 16-point margin under the content.
    func testWithoutASafeAreaTheSheetKeepsItsMargin() {
        onMain {
            let (_, _, sheet) = Self.showSheet(on: ScreenMetrics(size: HUDSize(320, 568)))
            XCTAssertEqual(sheet?.frame, HUDRect(0, 568 - 132, 320, 132))
        }
    }

    /// Content taller than the screen: the sheet reaches the top safe area and clips the rest.
    func testTallContentIsClippedBelowTheTopSafeArea() {
        onMain {
            for height in [5000.0, .infinity, .nan] {
                let (_, _, sheet) = Self.showSheet(height: height)
                XCTAssertEqual(sheet?.frame.minY, 47, "height \(height)")
                XCTAssertEqual(sheet?.frame.maxY, 844)
                XCTAssertEqual(sheet?.masksToBounds, true)
            }
        }
    }

    /// While the keyboard is up the sheet sits on it (no home-indicator margin: the keyboard covers it).
    func testTheSheetSitsOnTheKeyboard() {
        onMain {
            let (env, _, sheet) = Self.showSheet()
            env.center.keyboardDidChange(to: HUDRect(0, 844 - 336, 390, 336))
            XCTAssertEqual(sheet?.frame, HUDRect(0, 844 - 336 - 132, 390, 132))
            env.center.keyboardDidChange(to: nil)
            XCTAssertEqual(sheet?.frame, HUDRect(0, 844 - 150, 390, 150))
        }
    }

    func testTheSheetSlidesUpAndDown() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = TestPopup("sheet")
            popup.presentation.placement = .bottomSheet
            env.center.showPopup(popup)
            let sheet = env.layer("popupSheet")
            XCTAssertNotNil(sheet?.animation(forKey: "sheetSlide"))
            XCTAssertEqual(sheet?.presentation(at: 0).transform.m42, 150, "starts below the screen")
            env.clock.advance(by: 0.3)
            XCTAssertEqual(sheet?.presentation(at: env.clock.now).transform, .identity)
            env.center.hidePopups()
            env.clock.advance(by: 0.125)
            XCTAssertGreaterThan(sheet?.presentation(at: env.clock.now).transform.m42 ?? 0, 0)
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isShowingAnything)
            env.assertIdle()
        }
    }

    /// With Reduce Motion the sheet fades in and out in place.
    func testWithReduceMotionTheSheetFades() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.isReduceMotionEnabled = true
            let popup = TestPopup("sheet")
            popup.presentation.placement = .bottomSheet
            env.center.showPopup(popup)
            let sheet = env.layer("popupSheet")
            XCTAssertNil(sheet?.animation(forKey: "sheetSlide"))
            XCTAssertEqual(sheet?.presentation(at: 0).opacity, 0)
            XCTAssertEqual(sheet?.presentation(at: 0).transform, .identity, "no movement")
            env.clock.advance(by: 1)
            env.center.hidePopups()
            XCTAssertNil(sheet?.animation(forKey: "sheetSlide"))
            XCTAssertNotNil(sheet?.animation(forKey: "sheetOpacity"))
            XCTAssertEqual(sheet?.presentation(at: env.clock.now).transform, .identity)
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isShowingAnything)
            env.assertIdle()
        }
    }

    /// A card popup's sheet fits the card (not its full-screen container) and takes its colour.
    func testACardPopupSheetFitsTheCard() {
        onMain {
            let env = HUDTestEnvironment()
            var config = CardPopupConfiguration()
            config.presentation.placement = .bottomSheet
            env.center.showCardPopup(config)
            env.clock.advance(by: 2)
            let card = (env.center.currentPopup as? CardPopup)?.view.card
            let sheet = env.layer("popupSheet")
            XCTAssertEqual(sheet?.frame.height, 16 + (card?.bounds.height ?? 0) + 34)
            XCTAssertEqual(sheet?.backgroundColor, card?.backgroundColor)
        }
    }

    /// Content without a colour of its own sits on white, or near-black in dark mode.
    func testContentWithoutAColourSitsOnTheSystemBackground() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.appearanceDidChange(dark: true)
            let popup = TestPopup("clear")
            popup.content.backgroundColor = nil
            popup.presentation.placement = .bottomSheet
            env.center.showPopup(popup)
            XCTAssertEqual(env.layer("popupSheet")?.backgroundColor, HUDColor(white: 0.11))
        }
    }

    /// A tap on the sheet beside the content is kept (it does not reach the backdrop and dismiss).
    func testATapOnTheSheetBesideTheContentIsKept() {
        onMain {
            let (env, _, _) = Self.showSheet()
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(20, 844 - 20)))
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.isShowingAnything)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(20, 100)), "the backdrop")
            env.clock.advance(by: 1)
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }
}
