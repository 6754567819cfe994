import Foundation
import OverlayHUD
import OverlayHUDSoftware
import XCTest

// An app's own tests, as an app outside this package writes them: public API only (no @testable,
// no SPI). Scripts/public-testing-client.sh compiles this folder without the package's
// -package-name, so a test here that reaches anything but public API fails CI.

/// The shipped test fonts (Tests/OverlayHUDTests/Fonts), found from this file, as an app pins its own.
private let fontFolders = [
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path
]

/// A center drawing with the shipped fonts and speaking English whatever the machine's language.
@MainActor private func makeCenter() -> OverlayTestCenter {
    let test = OverlayTestCenter(fontSearchPaths: fontFolders)
    test.center.localization = HUDLocalization(language: "en")
    return test
}

/// XCTest on Linux cannot run `@MainActor` test methods, so each test runs its body with
/// `MainActor.assumeIsolated` (XCTest calls tests on the main thread).
final class OverlayTestCenterTests: XCTestCase {
    func testAWaitingHUDWaitsForItsGraceTimeAndLeavesNothingScheduledWhenHidden() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertFalse(test.hasScheduledWork)
            var config = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…")
            config.graceTime = 0.3  // MBProgressHUD's graceTime: shown only if the work lasts longer
            test.center.showWaiting(config)
            XCTAssertTrue(test.hasScheduledWork)
            XCTAssertEqual(test.accessibilityLabels, [])
            test.advance(by: 0.3)
            XCTAssertEqual(test.now, 0.3)
            XCTAssertTrue(test.isShowingAnything)
            XCTAssertEqual(test.accessibilityLabels, ["Uploading…"])
            test.center.hideWaiting(animated: true)
            test.advance(by: 1)
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testTheSameCallsDrawTheSamePNGAndDarkTraitsDrawAnother() throws {
        try MainActor.assumeIsolated {
            @MainActor func picture(dark: Bool) throws -> [UInt8] {
                let test = makeCenter()
                test.setTraits(dark: dark)
                test.center.showSuccess("Saved")
                test.advance(by: 1)
                return try test.pngData(scale: 1)
            }
            let light = try picture(dark: false)
            XCTAssertEqual(Array(light.prefix(4)), [0x89, 0x50, 0x4E, 0x47])  // "\x89PNG"
            XCTAssertTrue(try light == picture(dark: false))  // (not XCTAssertEqual: a failure would print every byte)
            XCTAssertFalse(try light == picture(dark: true))

            let test = makeCenter()
            let empty = try test.image(scale: 2)
            XCTAssertEqual([empty.width, empty.height], [780, 1688])  // 390 × 844 pt at 2x
            XCTAssertEqual(Set(empty.pixels), [0])  // nothing shown: transparent
        }
    }

    func testATapBesideABannerPassesThroughAndASwipeUpDismissesIt() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            test.center.showBanner(BannerInfo(id: "call", title: "Mia Wong", subtitle: "is calling you"))
            test.advance(by: 1)
            XCTAssertEqual(test.announcements.count, 1)  // a banner is announced to VoiceOver
            XCTAssertFalse(test.tap(at: HUDPoint(x: 195, y: 700)))  // nothing there: the app gets the touch
            XCTAssertTrue(test.layerDump().contains("\"name\": \"banner"))

            XCTAssertTrue(test.drag(from: HUDPoint(x: 195, y: 90), to: HUDPoint(x: 195, y: 20), duration: 0.1))
            test.advance(by: 1)
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertFalse(test.drag(from: HUDPoint(x: 195, y: 90), to: HUDPoint(x: 195, y: 20)))  // nothing to drag
        }
    }

    func testABottomSheetDraggedDownLeavesWithTheReasonDraggedAndAShortDragSpringsBack() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            var config = OptionPopupConfiguration.modern(
                options: ["One", "Two", "Three"].map { OptionPopupConfiguration.Option(title: $0, icon: .named("circle.fill")) })
            config.presentation.placement = .bottomSheet
            config.presentation.dismissesOnDrag = true
            let reasons = ReasonBox()
            try test.center.showOptionPopup(config, didHide: { reasons.list.append($0) })
            test.advance(by: 1)
            let resting = try test.pngData()
            // 10 pt, 20 pt/s
            XCTAssertTrue(test.drag(from: HUDPoint(x: 195, y: 760), to: HUDPoint(x: 195, y: 770), duration: 0.5))
            test.advance(by: 1)
            XCTAssertEqual(reasons.list, [])
            XCTAssertEqual(try test.pngData(), resting, "sprung back")
            XCTAssertTrue(test.drag(from: HUDPoint(x: 195, y: 760), to: HUDPoint(x: 195, y: 860)))
            test.advance(by: 1)
            XCTAssertEqual(reasons.list, [.swipe])
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testScreenKeyboardAndTextSizeReachWhatShows() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            test.center.showCardPopup(
                CardPopupConfiguration(
                    title: "Sign in", fields: [CardPopupConfiguration.Field(placeholder: "Email")], actionTitle: "Go"))
            test.advance(by: 2)
            let portrait = test.layerDump()
            test.setScreen(
                size: HUDSize(width: 844, height: 390), scale: 3, safeArea: HUDEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            )
            let landscape = test.layerDump()
            XCTAssertNotEqual(portrait, landscape)

            test.setKeyboard(height: 200)  // docked: y 190 to 390 on the 844 × 390 screen
            XCTAssertNotEqual(test.layerDump(), landscape)  // the card moved out of the keyboard's way
            test.setKeyboard(height: nil)
            XCTAssertEqual(test.layerDump(), landscape)

            test.setTraits(textSize: .accessibilityExtraExtraExtraLarge)
            XCTAssertNotEqual(test.layerDump(), landscape)
            XCTAssertTrue(test.accessibilityDump.hasPrefix("modal"))
            XCTAssertTrue(test.performAccessibilityEscape())  // the escape gesture closes the popup
            test.advance(by: 2)
            XCTAssertFalse(test.isShowingAnything)
        }
    }

    func testReduceMotionAndVoiceOverAreTheDevicesSettings() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            XCTAssertFalse(test.isReduceMotionEnabled)
            XCTAssertFalse(test.isVoiceOverRunning)
            test.isVoiceOverRunning = true
            test.center.showSuccess("Saved")
            test.advance(by: 1)
            XCTAssertEqual(test.accessibilityLabels, ["Saved"])
            XCTAssertFalse(test.activateAccessibilityElement(labeled: "No such element"))
            test.advance(by: 5)  // a status HUD stays 5 s at least while VoiceOver runs, so that it is read
            XCTAssertTrue(test.isShowingAnything)
            test.advance(by: 30)
            XCTAssertFalse(test.isShowingAnything)

            test.isReduceMotionEnabled = true
            XCTAssertTrue(test.isReduceMotionEnabled)
            test.center.showWaiting("Loading…")
            test.advance(by: 0.05)
            XCTAssertTrue(test.isShowingAnything)
        }
    }
}

/// The reasons a popup hid with.
@MainActor private final class ReasonBox {
    var list: [HUDHideReason] = []
}
