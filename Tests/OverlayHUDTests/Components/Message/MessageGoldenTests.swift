import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Golden images of messages: one per theme and position (light), and each theme dark, rendered
/// at scale 2 on a short phone screen (390 × 300 pt, safe area 47 top and 34 bottom) over a plain
/// background, a second after they were shown.
final class MessageGoldenTests: XCTestCase {
    static let screen = ScreenMetrics(
        size: HUDSize(390, 300), scale: 2, safeAreaInsets: HUDEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// Each theme's sample: a short title and a body (the error's wraps to a second line).
    static func sample(_ theme: MessageConfiguration.Theme, _ position: MessageConfiguration.Position) -> MessageConfiguration {
        var m: MessageConfiguration
        switch theme {
        case .success: m = .success("Saved", body: "Your changes are in the cloud.")
        case .warning: m = .warning("Battery low", body: "Connect your charger soon.")
        case .error: m = .error("Upload failed", body: "Check your connection and try again. Your draft is kept.")
        default: m = .info("New version available", body: "Restart the app to update.")
        }
        m.position = position
        return m
    }

    @MainActor
    static func render(
        _ theme: MessageConfiguration.Theme, _ position: MessageConfiguration.Position, dark: Bool = false,
        direction: HUDLayoutDirection = .leftToRight
    ) throws -> RGBAImage {
        let env = HUDTestEnvironment(metrics: screen)
        env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: dark ? .dark : .light, layoutDirection: direction))
        env.center.showMessage(sample(theme, position))
        env.clock.advance(by: 1)
        return try TestFonts.renderer().render(
            env.center.overlay.rootLayer, canvas: screen.size, scale: 2, at: 1,
            background: dark ? HUDColor(hex: 0x000000) : HUDColor.systemGroupedBackground)
    }

    static let themes: [(String, MessageConfiguration.Theme)] = [
        ("success", .success), ("info", .info), ("warning", .warning), ("error", .error),
    ]

    func testEachThemeAtEachPosition() throws {
        try onMain {
            for (name, theme) in Self.themes {
                for position in MessageConfiguration.Position.allCases {
                    assertImageSnapshot(try Self.render(theme, position), named: "Messages/\(name)-\(position.rawValue)")
                }
            }
        }
    }

    func testEachThemeDark() throws {
        try onMain {
            for (name, theme) in Self.themes {
                assertImageSnapshot(try Self.render(theme, .top, dark: true), named: "Messages/\(name)-dark")
            }
        }
    }

    /// Right to left (issue 21): the icon at the right, the texts right-aligned to its left, the
    /// error's wrapped body flush right; light and dark.
    func testRightToLeft() throws {
        try onMain {
            assertImageSnapshot(try Self.render(.error, .top, direction: .rightToLeft), named: "Messages/error-rtl")
            assertImageSnapshot(
                try Self.render(.info, .center, dark: true, direction: .rightToLeft), named: "Messages/info-center-dark-rtl")
        }
    }

    /// A toast showing the app's own view (issue 21), a stand-in painted in its slot (the engine
    /// draws nothing there), above a drawn error card.
    func testYourOwnView() throws {
        try onMain {
            let env = HUDTestEnvironment(metrics: Self.screen)
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 2)
            env.center.showMessage(Self.sample(.error, .top))
            let slot = env.host.register(HeadlessContentView(size: HUDSize(220, 56)))
            env.center.showMessage(.success("Copied", position: .center), contentSlot: slot)
            guard let content = MessageContentSlotTests.content(env, "message:Copied\u{1F}") else { return XCTFail("no slot") }
            let standIn = HUDLayer(name: "standIn")
            standIn.frame = content.bounds
            standIn.backgroundColor = HUDColor(hex: 0x5E2CA5)
            standIn.cornerRadius = 28
            let text = HUDLayer(name: "standInText")
            text.frame = standIn.bounds
            text.content = .text(TextContent("Your own view", fontSize: 16, weight: .semibold, color: .white, alignment: .center))
            standIn.addSublayer(text)
            content.addSublayer(standIn)
            env.clock.advance(by: 1)
            let image = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: Self.screen.size, scale: 2, at: 1,
                background: HUDColor.systemGroupedBackground)
            assertImageSnapshot(image, named: "Messages/own-view")
        }
    }
}
