import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// Golden images of messages: one per theme and position (light), and each theme dark, rendered
/// at scale 2 on a short phone screen (390 × 300 pt, safe area 47 top and 34 bottom) over a plain
/// background, a second after they were shown.
final class MessageGoldenTests: XCTestCase {
    static let screen = ScreenMetrics(
        size: HUDSize(390, 300), scale: 2, safeAreaInsets: HUDEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// Each theme's sample: a short title and a body (the error's wraps to a second line).
    static func sample(_ theme: MessageTheme, _ position: MessagePosition) -> MessageConfiguration {
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
        _ theme: MessageTheme, _ position: MessagePosition, dark: Bool = false, direction: HUDLayoutDirection = .leftToRight
    ) throws -> RGBAImage {
        let env = HUDTestEnvironment(metrics: screen)
        env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: dark ? .dark : .light, layoutDirection: direction))
        env.center.showMessage(sample(theme, position))
        env.clock.advance(by: 1)
        return try TestFonts.renderer().render(
            env.center.overlay.rootLayer, canvas: screen.size, scale: 2, at: 1,
            background: dark ? HUDColor(hex: 0x000000) : HUDColor.systemGroupedBackground)
    }

    static let themes: [(String, MessageTheme)] = [
        ("success", .success), ("info", .info), ("warning", .warning), ("error", .error),
    ]

    func testEachThemeAtEachPosition() throws {
        try onMain {
            for (name, theme) in Self.themes {
                for position in MessagePosition.allCases {
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
}
