import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// After every way out of every element, nothing is left running: nothing on the clock and no
/// animation that will end (``HUDTestEnvironment/assertIdle(allowingContent:_:file:line:)``).
final class ElementExitIdleTests: XCTestCase {
    func testOptionPopupDismissedDuringItsEntryLeavesNothingScheduled() {
        onMain {
            for type in [OptionPopupConfiguration.AnimationType.spring, .fade, .largen, .rotation, .transformation] {
                let env = HUDTestEnvironment()
                var config = OptionPopupConfiguration.modern(options: nineOptions())
                config.animationType = type
                config.animationDuration = 1
                do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
                env.clock.advance(by: 0.1)
                env.center.hidePopups(.all)
                env.clock.advance(by: 0.6)
                env.assertIdle("\(type)")
            }
        }
    }

    func testCardPopupSetAsideDuringItsFinaleThenDismissedLeavesNothingScheduled() {
        onMain {
            let env = HUDTestEnvironment()
            var config = CardPopupConfiguration()
            config.presentation.yieldsToHigherPriority = true
            env.center.showCardPopup(config, onAction: { _ in }, didHide: { _ in })
            let card = env.center.currentPopup as! CardPopup
            env.clock.advance(by: 2)
            card.performAction()
            env.clock.advance(by: 0.1)
            let urgent = TestPopup("urgent", priority: .high, transitions: .instant)
            env.center.showPopup(urgent)
            env.clock.advance(by: 0.7)  // the card's exit transition (it sets aside as it leaves)
            XCTAssertTrue(env.center.currentPopup === urgent, "the card is set aside")
            env.center.hidePopups(.this(card))
            env.center.hidePopups(.all)
            env.clock.advance(by: 0.1)
            env.assertIdle()
        }
    }
}
