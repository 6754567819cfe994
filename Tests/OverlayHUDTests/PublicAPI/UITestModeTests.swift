import Foundation
import OverlayHUD
import OverlayHUDSoftware
import XCTest

// UI tests find what shows by identifier, and UI-test mode holds the timers and the motion
// (HUDCenter.isUITestModeEnabled): public API only, as an app's own tests see it.

private let fontFolders = [
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path
]

@MainActor private func makeCenter(uiTestMode: Bool = false) -> OverlayTestCenter {
    let test = OverlayTestCenter(fontSearchPaths: fontFolders)
    test.center.localization = HUDLocalization(language: "en")
    test.center.isUITestModeEnabled = uiTestMode
    return test
}

final class UITestModeTests: XCTestCase {
    func testEveryElementAndItsPartsCarryTheDocumentedIdentifiers() {
        MainActor.assumeIsolated {
            let test = makeCenter()
            var waiting = WaitingHUDConfiguration(mode: .indeterminate, label: "Syncing")
            waiting.buttonTitle = "Cancel"
            test.center.showWaiting(waiting)
            test.advance(by: 1)
            XCTAssertEqual(test.accessibilityIdentifiers, ["OverlayHUD.waitingHUD", "OverlayHUD.waitingHUD.button"])
            test.center.hideWaiting(animated: false)

            test.center.showSuccess("Saved")
            test.advance(by: 0.5)
            XCTAssertEqual(test.accessibilityIdentifiers, ["OverlayHUD.statusHUD"])
            test.advance(by: 60)

            test.center.showBanner(
                BannerInfo(id: "call", title: "Mia", accessory: .like { _ in }))
            test.center.showMessage(.info("Link copied", id: "copied"))
            test.advance(by: 1)
            let shown = Set(test.accessibilityIdentifiers.compactMap { $0 })
            XCTAssertTrue(
                shown.isSuperset(of: [
                    "OverlayHUD.banner.call", "OverlayHUD.banner.call.accessory", "OverlayHUD.banner.call.close",
                    "OverlayHUD.message.copied",
                ]), "\(shown)")
            XCTAssertTrue(test.activateAccessibilityElement(identifier: "OverlayHUD.banner.call.close"))
            test.advance(by: 2)
            XCTAssertFalse(test.accessibilityIdentifiers.contains("OverlayHUD.banner.call"))
            XCTAssertFalse(test.activateAccessibilityElement(identifier: "OverlayHUD.no.such.element"))

            test.center.hideMessages()
            test.advance(by: 2)
            test.center.showMessage(.error("Offline"))  // no id
            test.advance(by: 1)
            XCTAssertTrue(test.accessibilityIdentifiers.contains("OverlayHUD.message"))
        }
    }

    func testPopupsNameTheirOptionsFieldsButtonAndBackdrop() throws {
        try MainActor.assumeIsolated {
            let test = makeCenter()
            var chosen: [Int] = []
            try test.center.showOptionPopup(
                OptionPopupConfiguration(options: [.init(title: "A"), .init(title: "B")], columns: 2, rows: 1)
            ) { chosen.append($0) }
            test.advance(by: 2)
            XCTAssertEqual(
                test.accessibilityIdentifiers,
                ["OverlayHUD.optionPopup.option.0", "OverlayHUD.optionPopup.option.1", "OverlayHUD.popup.dismiss"])
            XCTAssertTrue(test.activateAccessibilityElement(identifier: "OverlayHUD.optionPopup.option.1"))
            test.advance(by: 2)
            XCTAssertEqual(chosen, [1])
            test.center.hidePopups(.all)
            test.advance(by: 2)

            test.center.showCardPopup(
                CardPopupConfiguration(
                    title: "Sign in", fields: [.init(placeholder: "Email"), .init(placeholder: "Password", isSecure: true)],
                    actionTitle: "Go"))
            test.advance(by: 2)
            XCTAssertEqual(
                test.accessibilityIdentifiers,
                [
                    "OverlayHUD.cardPopup.title", "OverlayHUD.cardPopup.field.0", "OverlayHUD.cardPopup.field.1",
                    "OverlayHUD.cardPopup.action", "OverlayHUD.popup.dismiss",
                ])
        }
    }

    func testUITestModeKeepsElementsThatWouldLeaveByThemselves() {
        MainActor.assumeIsolated {
            let test = makeCenter(uiTestMode: true)
            XCTAssertTrue(test.center.isUITestModeEnabled)
            test.center.showSuccess("Saved")
            test.center.showBanner(BannerInfo(id: "call", title: "Mia", duration: .seconds(1)))
            test.center.showMessage(.info("Link copied", duration: .seconds(1)))
            test.advance(by: 3_600)
            XCTAssertEqual(
                Set(test.accessibilityIdentifiers),
                ["OverlayHUD.statusHUD", "OverlayHUD.banner.call", "OverlayHUD.banner.call.close", "OverlayHUD.message"])
            XCTAssertFalse(test.hasScheduledWork)  // held, not merely long: nothing is scheduled
            test.center.hideBanners()
            test.center.hideMessages()
            test.center.hideWaiting(animated: true)
            test.advance(by: 2)
            XCTAssertFalse(test.isShowingAnything)

            test.center.isUITestModeEnabled = false  // applies to what shows next
            test.center.showMessage(.info("Link copied", duration: .seconds(1)))
            test.advance(by: 3)
            XCTAssertFalse(test.isShowingAnything)
        }
    }

    func testUITestModeMovesAsReduceMotionDoes() {
        MainActor.assumeIsolated {
            @MainActor func midEntry(_ make: (OverlayTestCenter) -> Void) -> String {
                let test = makeCenter()
                make(test)
                test.center.showMessage(.info("Link copied"))
                test.advance(by: 0.1)
                return test.layerDump()
            }
            let plain = midEntry { _ in }
            let reduced = midEntry { $0.isReduceMotionEnabled = true }
            let uiTests = midEntry { $0.center.isUITestModeEnabled = true }
            XCTAssertNotEqual(plain, reduced)
            XCTAssertEqual(uiTests, reduced)
        }
    }
}
