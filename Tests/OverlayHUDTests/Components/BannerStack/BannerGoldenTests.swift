import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Golden images of the banner stack: software-rendered at scale 2 over a plain background,
/// cropped to the top of the screen.
final class BannerGoldenTests: XCTestCase {
    /// A 16 × 16 avatar bitmap: a diagonal orange-to-purple gradient.
    static func avatarBitmap() -> Bitmap {
        var px: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                let t = Double(x + y) / 30
                px += [UInt8(255 - 80 * t), UInt8(150 - 100 * t), UInt8(40 + 200 * t), 255]
            }
        }
        return Bitmap(width: 16, height: 16, pixels: px)!
    }

    @MainActor
    static func showThree(_ env: HUDTestEnvironment) {
        // The seed's demo: names with the heart after them; the third has a subtitle, so it grows.
        env.center.showBanner(
            BannerInfo(id: "1", title: "Sone", avatar: .image(.bitmap(avatarBitmap())), accessory: .like { _ in }))
        env.center.showBanner(BannerInfo(id: "2", title: "痛苦的信仰", accessory: .like { _ in }))
        env.center.showBanner(BannerInfo(id: "3", title: "Mia Wong", subtitle: "is calling you"))
    }

    @MainActor
    static func render(_ env: HUDTestEnvironment, height: Double, at t: Double) throws -> RGBAImage {
        try TestFonts.renderer().render(
            env.center.overlay.rootLayer, canvas: HUDSize(env.center.overlay.size.width, height),
            scale: 2, at: t, background: HUDColor.systemGroupedBackground)
    }

    func testStackOfThree() throws {
        try onMain {
            let env = HUDTestEnvironment()
            Self.showThree(env)
            env.clock.advance(by: 1)
            assertImageSnapshot(try Self.render(env, height: 240, at: 1), named: "Banners/stack")
        }
    }

    func testDuringReflow() throws {
        try onMain {
            let env = HUDTestEnvironment()
            Self.showThree(env)
            env.clock.advance(by: 1)
            _ = env.center.handleTap(at: BannerTest.closeCenter(env, "2")!)
            env.clock.advance(by: 0.25)
            // The middle banner closed stays in place; the bottom one, half way up, slides over it.
            assertImageSnapshot(try Self.render(env, height: 240, at: env.clock.now), named: "Banners/reflow")
        }
    }

    func testLandscape() throws {
        try onMain {
            let env = HUDTestEnvironment(metrics: ScreenMetrics.iPhone.rotated(to: .landscapeLeft))
            Self.showThree(env)
            env.clock.advance(by: 1)
            assertImageSnapshot(try Self.render(env, height: 190, at: 1), named: "Banners/landscape")
        }
    }

    func testDarkAppearance() throws {
        try onMain {
            let env = HUDTestEnvironment()
            env.center.overlay.updateAppearance(dark: true)
            Self.showThree(env)
            env.clock.advance(by: 1)
            let image = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: HUDSize(390, 240), scale: 2, at: 1,
                background: HUDColor(hex: 0x000000))
            assertImageSnapshot(image, named: "Banners/dark")
        }
    }

    /// What UIKit would draw for an app's own view in banner `id`'s slot (the engine draws nothing
    /// there): a violet card with two lines, over the slot's bounds, clipped by it.
    @MainActor
    static func paintStandIn(_ env: HUDTestEnvironment, _ id: String) {
        guard let slot = BannerContentSlotTests.content(env, id) else { return XCTFail("no slot") }
        let card = HUDLayer(name: "standIn")
        card.frame = slot.bounds
        card.backgroundColor = HUDColor(hex: 0x5E2CA5)
        card.cornerRadius = 20
        let line = HUDLayer(name: "standInText")
        line.frame = HUDRect(16, 0, slot.bounds.width - 32, slot.bounds.height)
        line.content = .text(
            TextContent("Your own view: Mia is calling", fontSize: 15, weight: .semibold, color: .white, alignment: .left))
        card.addSublayer(line)
        slot.addSublayer(card)
    }

    /// A banner showing the app's own view (issue 21): stacked between two drawn banners at rest,
    /// then half way up when the banner above it has left, its view moving with it.
    func testYourOwnViewInTheStack() throws {
        try onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "1", title: "Sone", avatar: .image(.bitmap(Self.avatarBitmap()))))
            let slot = env.host.register(HeadlessContentView(size: HUDSize(300, 64)))
            env.center.showBanner(BannerInfo(id: "v", title: "Mia"), contentSlot: slot)
            env.center.showBanner(BannerInfo(id: "3", title: "Mia Wong", subtitle: "is calling you"))
            Self.paintStandIn(env, "v")
            env.clock.advance(by: 1)
            assertImageSnapshot(try Self.render(env, height: 240, at: 1), named: "Banners/own-view")
            env.center.hideBanners(id: "1")
            env.clock.advance(by: 0.25)
            assertImageSnapshot(try Self.render(env, height: 240, at: env.clock.now), named: "Banners/own-view-reflow")
        }
    }
}
