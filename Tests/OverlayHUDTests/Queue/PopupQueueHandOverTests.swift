import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Popups sharing one content layer: the layer stays attached from one to the next, and is
/// still taken off whenever nothing (or a popup with another layer) follows.
final class PopupQueueHandOverTests: XCTestCase {
    func testSharedLayerStaysAttachedFromOnePopupToTheNext() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let shared = HUDLayer.make("shared", frame: HUDRect(0, 0, 80, 80), color: .white)
            let a = TestPopup("a", transitions: .instant, content: shared)
            let b = TestPopup("b", transitions: .instant, content: shared)
            c.enqueue(a)
            c.enqueue(b)
            let root = env.layer("popups")
            XCTAssertTrue(shared.superlayer === root)
            var attachedDuringDidHide: Bool?
            a.onHide = { attachedDuringDidHide = shared.superlayer != nil }
            c.hidePopups()
            XCTAssertEqual(currentName(c), "b")
            XCTAssertEqual(attachedDuringDidHide, true, "handed over: the layer is already the next popup's")
            XCTAssertEqual(a.log, ["present", "willHide hiddenByCode", "dismiss", "didHide hiddenByCode"])
            XCTAssertEqual(b.log, ["present"], "the next popup is still presented")
            XCTAssertEqual(root?.sublayers.map(\.name), ["popupBackdrop", "shared"], "attached once, above the backdrop")
            c.hidePopups()
            XCTAssertNil(shared.superlayer, "nothing follows: the layer leaves")
            XCTAssertNil(env.layer("popups"))
            c.popupQueueStorage?._checkInvariants()
        }
    }

    func testHandedOverLayerLeavesWhenDidHideEmptiesTheQueue() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let shared = HUDLayer.make("shared", frame: HUDRect(0, 0, 80, 80), color: .white)
            let a = TestPopup("a", transitions: .instant, content: shared)
            let b = TestPopup("b", transitions: .instant, content: shared)
            c.enqueue(a)
            c.enqueue(b)
            a.onHide = { c.hidePopups(.all) }
            c.hidePopups()
            XCTAssertNil(c.currentPopup)
            XCTAssertNil(shared.superlayer)
            XCTAssertEqual(b.log, ["willHide hiddenByCode", "didHide hiddenByCode"], "b never showed")
            c.popupQueueStorage?._checkInvariants()
        }
    }

    func testHandedOverLayerLeavesWhenAnotherPopupJumpsTheLine() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let shared = HUDLayer.make("shared", frame: HUDRect(0, 0, 80, 80), color: .white)
            let a = TestPopup("a", transitions: .instant, content: shared)
            let b = TestPopup("b", transitions: .instant, content: shared)
            let urgent = TestPopup("urgent", priority: .required, transitions: .instant)
            c.enqueue(a)
            c.enqueue(b)
            a.onHide = { c.enqueue(urgent) }
            c.hidePopups()
            XCTAssertEqual(currentName(c), "urgent")
            XCTAssertNil(shared.superlayer, "the shared layer is not the urgent popup's")
            XCTAssertEqual(env.layer("popups")?.sublayers.map(\.name), ["popupBackdrop", "test.urgent"])
            c.hidePopups()
            XCTAssertEqual(currentName(c), "b")
            XCTAssertTrue(shared.superlayer === env.layer("popups"))
            c.popupQueueStorage?._checkInvariants()
        }
    }

    func testOwnLayersStillLeaveBeforeDidHide() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.popupQueueConfiguration.pauseBetweenPopups = 0  // order, not the pause, is under test
            let c = env.center
            let a = TestPopup("a", transitions: .instant)
            let b = TestPopup("b", transitions: .instant)
            c.enqueue(a)
            c.enqueue(b)
            var attachedDuringDidHide: Bool?
            a.onHide = { attachedDuringDidHide = a.content.superlayer != nil }
            c.hidePopups()
            XCTAssertEqual(attachedDuringDidHide, false)
            XCTAssertEqual(env.layer("popups")?.sublayers.map(\.name), ["popupBackdrop", "test.b"])
        }
    }
}
