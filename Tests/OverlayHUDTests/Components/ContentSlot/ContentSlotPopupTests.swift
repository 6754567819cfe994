import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Your own view shown as a popup (issue 21, point 6): the engine reserves, sizes and places its
/// slot, and the slot moves, scales and fades with the popup's transitions.
final class ContentSlotPopupTests: XCTestCase {
    /// The slot's rectangle on screen and the opacity it is seen with (its own times its
    /// ancestors') at `time`: what a view parented in the slot's view shows as.
    @MainActor
    static func seen(_ layer: HUDLayer, at time: Double) -> (frame: HUDRect, opacity: Double) {
        let m = layer.presentationTransformToRoot(at: time)
        let b = layer.presentation(at: time).bounds
        let corners = [
            HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY),
        ]
        var opacity = 1.0
        var l: HUDLayer? = layer
        while let current = l {
            opacity *= current.presentation(at: time).opacity
            l = current.superlayer
        }
        return (HUDPath.bounds(of: corners.map { m.apply(to: $0) }), opacity)
    }

    @MainActor
    private static func slotLayer(_ env: HUDTestEnvironment) -> HUDLayer? { env.layer("contentSlot") }

    func testTheSlotIsSizedFromTheViewAndCentred() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = HeadlessContentView(size: HUDSize(200, 120))
            let slot = env.host.register(view)
            env.center.showPopup(contentSlot: slot)
            let layer = try XCTUnwrap(Self.slotLayer(env))
            XCTAssertEqual(layer.contentSlot, slot)
            XCTAssertEqual(layer.bounds, HUDRect(0, 0, 200, 120))
            XCTAssertEqual(layer.position, HUDPoint(195, 422), "centred on the 390 × 844 screen")
            XCTAssertEqual(view.measureCount, 1)
        }
    }

    func testTheSlotScalesAndFadesWithThePopupInAndOut() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(200, 100)))
            env.center.showPopup(contentSlot: slot)
            let layer = try XCTUnwrap(Self.slotLayer(env))
            let t0 = env.clock.now
            // PopupTransition.present: opacity 0 → 1 and scale 0.85 → 1 over 0.25 s.
            let start = Self.seen(layer, at: t0)
            XCTAssertEqual(start.opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(start.frame.width, 170, accuracy: 1e-6, "200 × 0.85")
            XCTAssertEqual(start.frame.midX, 195, accuracy: 1e-6)
            let middle = Self.seen(layer, at: t0 + 0.125)
            XCTAssertGreaterThan(middle.opacity, 0.05)
            XCTAssertLessThan(middle.opacity, 0.95)
            XCTAssertGreaterThan(middle.frame.width, 170)
            XCTAssertLessThan(middle.frame.width, 200)
            let end = Self.seen(layer, at: t0 + 0.25)
            XCTAssertEqual(end.opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(end.frame, HUDRect(95, 372, 200, 100))
            env.clock.advance(by: 0.3)
            env.center.hidePopups()
            let t1 = env.clock.now
            let leaving = Self.seen(layer, at: t1 + 0.125)
            XCTAssertLessThan(leaving.opacity, 0.95, "fades out with the popup")
            XCTAssertLessThan(leaving.frame.width, 200, "shrinks with the popup")
            XCTAssertEqual(Self.seen(layer, at: t1 + 0.25).frame.width, 170, accuracy: 1e-6)
        }
    }

    func testASizeChangeLaysTheSlotOutAgain() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = HeadlessContentView(size: HUDSize(200, 100))
            let slot = env.host.register(view)
            env.center.showPopup(contentSlot: slot)
            env.clock.advance(by: 0.3)
            let commits = env.host.commitCount
            view.sizeThatFits = { _ in HUDSize(300, 160) }
            env.host.contentViewDidChangeSize(slot)
            let layer = try XCTUnwrap(Self.slotLayer(env))
            XCTAssertEqual(layer.bounds, HUDRect(0, 0, 300, 160))
            XCTAssertEqual(layer.position, HUDPoint(195, 422), "still centred")
            XCTAssertEqual(env.host.commitCount, commits + 1, "one commit shows the new size")
        }
    }

    func testBannersStayAboveTheSlot() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            // As wide as the screen allows and tall enough to reach under the banners.
            let slot = env.host.register(HeadlessContentView(size: HUDSize(.infinity, .infinity)))
            env.center.showPopup(contentSlot: slot)
            env.center.showBanner(BannerInfo(id: "a", title: "Mia"))
            env.clock.advance(by: 1)
            let layer = try XCTUnwrap(Self.slotLayer(env))
            let root = env.center.overlay.rootLayer
            let order = root.sublayersInDrawingOrder
            let popupIndex = try XCTUnwrap(order.firstIndex { layer === $0 || layer.isDescendant(of: $0) })
            let bannerLayer = try XCTUnwrap(env.layer("banner"))
            let bannerIndex = try XCTUnwrap(order.firstIndex { bannerLayer === $0 || bannerLayer.isDescendant(of: $0) })
            XCTAssertLessThan(popupIndex, bannerIndex, "the slot's element is drawn below the banners")
            // A touch on the banner, over the slot, belongs to the banner, not to the slot's view.
            let seen = Self.seen(bannerLayer, at: env.clock.now).frame
            let point = HUDPoint(seen.midX, seen.midY)
            XCTAssertTrue(Self.seen(layer, at: env.clock.now).frame.contains(point), "the slot reaches under the banner")
            XCTAssertNil(env.center.overlay.contentSlot(at: point))
            XCTAssertEqual(env.center.overlay.contentSlot(at: HUDPoint(195, 600)), slot, "below the banner: the view's touch")
        }
    }

    func testTheSlotIsReleasedWhenThePopupLeaves() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let slot = env.host.register(HeadlessContentView(size: HUDSize(200, 100)))
            weak var popup: (any Popup)?
            do {
                let p = env.center.makeContentSlotPopup(slot, presentation: PopupPresentation())
                popup = p
                env.center.showPopup(p)
            }
            env.clock.advance(by: 0.3)
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [slot])
            env.center.hidePopups()
            env.clock.advance(by: 0.3)
            XCTAssertNil(env.host.view(in: slot), "the host dropped the view")
            XCTAssertEqual(env.host.contentViewCount, 0)
            XCTAssertEqual(env.center.overlay.contentSlots.slots, [], "the engine forgot the slot")
            XCTAssertNil(popup, "the popup is released")
            env.host.contentViewDidChangeSize(slot)  // late report: no-op
            env.assertIdle()
        }
    }
}
