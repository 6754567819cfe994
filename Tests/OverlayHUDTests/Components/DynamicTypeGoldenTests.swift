import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Golden images of each element at a large accessibility text size (AX3, body 40 pt):
/// `Tests/OverlayHUDTests/Golden/DynamicType/<name>.png` (record with `Scripts/record-goldens.sh`).
final class DynamicTypeGoldenTests: XCTestCase {
    static let category = HUDContentSizeCategory.accessibilityExtraLarge

    @MainActor
    private static func environment() -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.center.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        return env
    }

    @MainActor
    private static func render(_ env: HUDTestEnvironment, at t: Double, height: Double? = nil, scale: Double = 1) throws
        -> RGBAImage
    {
        env.clock.advance(to: max(env.clock.now, t))
        let size = env.center.overlay.size
        return try TestFonts.renderer().render(
            env.center.overlay.rootLayer, canvas: HUDSize(size.width, height ?? size.height), scale: scale, at: t,
            background: HUDColor.systemGroupedBackground)
    }

    func testWaitingHUD() throws {
        try onMain {
            let env = Self.environment()
            var config = WaitingHUDConfiguration(
                mode: .annularDeterminate, label: "Uploading", details: "3 of 10 files", style: .dark)
            config.progress = 0.4
            config.buttonTitle = "Cancel"
            env.center.showWaiting(config)
            assertImageSnapshot(try Self.render(env, at: 1), named: "DynamicType/waiting-hud")
        }
    }

    func testCat() throws {
        try onMain {
            let env = Self.environment()
            env.host.isReduceMotionEnabled = true  // the title still and whole
            env.center.showWaiting()
            assertImageSnapshot(try Self.render(env, at: 1), named: "DynamicType/cat")
        }
    }

    /// A top card whose body wraps and a bottom card, stacked, their texts grown (issue 21).
    func testMessages() throws {
        try onMain {
            let env = Self.environment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 2)
            env.center.showMessage(.error("Upload failed", body: "Check your connection and try again."))
            env.center.showMessage(.success("Saved", position: .bottom))
            assertImageSnapshot(try Self.render(env, at: 1), named: "DynamicType/messages")
        }
    }

    func testBanners() throws {
        try onMain {
            let env = Self.environment()
            env.center.showBanner(
                BannerInfo(
                    id: "1", title: "Sone", subtitle: "is calling you", avatar: .image(.bitmap(BannerGoldenTests.avatarBitmap())),
                    accessory: .like { _ in }))
            env.center.showBanner(BannerInfo(id: "2", title: "Mia Wong"))
            assertImageSnapshot(try Self.render(env, at: 1, height: 330, scale: 2), named: "DynamicType/banners")
        }
    }

    func testOptionPopup() throws {
        try onMain {
            let env = Self.environment()
            var config = OptionPopupConfiguration(options: nineOptions())
            config.initialSelection = 4
            config.selectedTitleColor = HUDColor(hex: 0xFF9500)
            do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
            assertImageSnapshot(try Self.render(env, at: 2), named: "DynamicType/option-popup")
        }
    }

    func testCardPopup() throws {
        try onMain {
            let env = Self.environment()
            env.center.showCardPopup(CardPopupConfiguration())
            let card = env.center.currentPopup as! CardPopup
            env.clock.advance(to: 1.2)
            card.focus(field: 0)
            card.setText("Duan", forField: 0)
            assertImageSnapshot(try Self.render(env, at: 2), named: "DynamicType/card-popup")
        }
    }
}
