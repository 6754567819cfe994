import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The card popup's platform text fields go through content slots (issue 21, point 6): each sits
/// in a slot inside its field, so it scales in and fades with the card and stays below banners.
final class CardFieldSlotTests: XCTestCase {
    func testEachFieldHasASlotInsideItsFieldThatScalesAndFadesWithTheCard() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showCardPopup(CardPopupConfiguration())
            let inputs = env.center.textInputFields(hostDrawsText: true)
            XCTAssertEqual(inputs.count, CardPopupConfiguration().fields.count)
            XCTAssertEqual(Set(inputs.map(\.slot)).count, inputs.count, "one slot per field")
            for input in inputs {
                let field = try XCTUnwrap(env.layer("cardField.\(input.index)"))
                let slot = try XCTUnwrap(field.sublayers.first { $0.contentSlot == input.slot }, "the slot lies in the field")
                let text = try XCTUnwrap(env.layer("cardField.\(input.index).text"))
                XCTAssertEqual(slot.frame, text.frame, "over the field's text")
                XCTAssertGreaterThanOrEqual(input.slot.rawValue, HUDContentSlotID.firstEngineIssued)
                let now = env.clock.now
                // CardPopup: scale 0 until 0.25 s, then 0 → 1 while the opacity goes 0.5 → 1 by 1.05 s.
                let atStart = ContentSlotPopupTests.seen(slot, at: now)
                let scalingIn = ContentSlotPopupTests.seen(slot, at: now + 0.45)
                let shown = ContentSlotPopupTests.seen(slot, at: now + 10)
                XCTAssertEqual(atStart.frame.width, 0, accuracy: 1e-6, "at scale 0 with the card (it was full size)")
                XCTAssertLessThan(atStart.opacity, 0.51, "half transparent with the card (it was opaque)")
                XCTAssertGreaterThan(scalingIn.frame.width, 0)
                XCTAssertLessThan(scalingIn.frame.width, shown.frame.width * 0.99, "growing with the card")
                XCTAssertLessThan(scalingIn.opacity, 1)
                XCTAssertEqual(shown.opacity, 1, accuracy: 1e-9)
                XCTAssertEqual(shown.frame.width, input.frame.width, accuracy: 1e-6, "shown: where the field's text is")
            }
            XCTAssertEqual(
                env.center.textInputFields(hostDrawsText: true).map(\.slot), inputs.map(\.slot), "slots are stable")
            let slots = env.center.overlay.rootLayer.sublayers.flatMap { $0.sublayers }.filter { $0.contentSlot != nil }
            XCTAssertTrue(slots.isEmpty, "no slot at the top of the overlay, above other elements")
        }
    }

    func testTheFieldSlotsLieBelowTheBanners() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showCardPopup(CardPopupConfiguration())
            env.center.showBanner(BannerInfo(id: "a", title: "Mia"))
            env.clock.advance(by: 2)
            let inputs = env.center.textInputFields(hostDrawsText: true)
            let slot = try XCTUnwrap(env.center.overlay.rootLayer.firstLayer(named: "cardField.0.text.slot"))
            XCTAssertEqual(slot.contentSlot, inputs.first?.slot)
            let order = env.center.overlay.rootLayer.sublayersInDrawingOrder
            let banner = try XCTUnwrap(env.layer("banner"))
            let slotTop = try XCTUnwrap(order.firstIndex { slot.isDescendant(of: $0) })
            let bannerTop = try XCTUnwrap(order.firstIndex { banner.isDescendant(of: $0) })
            XCTAssertLessThan(slotTop, bannerTop)
        }
    }
}
