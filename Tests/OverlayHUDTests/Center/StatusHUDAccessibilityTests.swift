import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A status HUD a tap dismisses is a button to VoiceOver: a double tap dismisses it as a tap does.
final class StatusHUDAccessibilityTests: XCTestCase {
    func testATapDismissedStatusHUDIsAButtonWithAHintThatADoubleTapDismisses() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showSuccess("Saved", duration: .seconds(30), dismissesOnTap: true)
            let bezel = env.host.accessibilitySnapshot.element(labeled: "Saved")
            XCTAssertEqual(bezel?.traits, .button, "a double tap acts: a button, not static text")
            XCTAssertEqual(bezel?.hint, "Dismisses the notice.")
            XCTAssertGreaterThan(env.clock.pendingCount, 0, "the 30 s hide is scheduled")
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Saved"), "the double tap is handled")
            XCTAssertEqual(env.host.accessibilitySnapshot.elements, [], "gone from VoiceOver at once")
            env.clock.advance(by: 1)
            env.assertIdle("the hide ran and its 30 s timer is cancelled")
        }
    }

    func testTheHintIsReadInTheOverlaysLanguage() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.localization = .simplifiedChinese
            env.center.showError(nil, dismissesOnTap: true)
            let bezel = env.host.accessibilitySnapshot.elements.first
            XCTAssertEqual(bezel?.label, "错误")
            XCTAssertEqual(bezel?.hint, "关闭此提示。")
        }
    }

    func testAStatusHUDATapDoesNotDismissStaysStaticText() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showInfo("Heads up", duration: .seconds(3))
            let bezel = env.host.accessibilitySnapshot.element(labeled: "Heads up")
            XCTAssertEqual(bezel?.traits, .staticText)
            XCTAssertNil(bezel?.hint)
            XCTAssertFalse(env.host.activateAccessibilityElement(labeled: "Heads up"), "a double tap does nothing")
            XCTAssertTrue(env.center.isShowingAnything)
        }
    }

    func testAProgressHUDATapDismissesKeepsUpdatingFrequently() {
        onMain {
            let env = HUDTestEnvironment()
            var c = WaitingHUDConfiguration(mode: .determinate, label: "Syncing")
            c.dismissesOnTap = true
            c.progress = 0.5
            env.center.showWaiting(c)
            let bezel = env.host.accessibilitySnapshot.elements.first
            XCTAssertEqual(bezel?.traits, [.button, .updatesFrequently])
            XCTAssertEqual(bezel?.value, "50 percent")
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Syncing"))
            env.clock.advance(by: 1)
            env.assertIdle()
        }
    }
}
