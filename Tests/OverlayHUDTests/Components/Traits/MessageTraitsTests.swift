import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Messages in the overlay's traits (issue 21, point 2): right to left the icon, title and body
/// mirror in the card (each part's frame its left-to-right frame mirrored, texts aligned to the
/// leading edge, wrapped lines flush right) as UIKit's `semanticContentAttribute` would; light or
/// dark as the overlay's style or the message's forced one; live while shown.
final class MessageTraitsTests: XCTestCase {
    /// A top message whose body wraps to three lines of different lengths.
    static let sample = MessageTest.message(
        "m", "Upload failed", body: "Check your connection and try again. Your draft is kept on this phone until then.",
        theme: .error)

    @MainActor
    static func show(_ traits: OverlayTraits, _ message: MessageConfiguration = sample) -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: traits)
        env.center.showMessage(message)
        return env
    }

    @MainActor
    static func parts(_ env: HUDTestEnvironment) -> [String: HUDRect] {
        var out: [String: HUDRect] = [:]
        guard let view = MessageTest.shown(env, "m")?.view else { return out }
        for l in [view.icon, view.title, view.body] { out[l.name ?? "?"] = l.frame }
        for (i, line) in view.body.sublayers.enumerated() { out["bodyLine\(i)"] = line.frame }
        return out
    }

    func testRightToLeftMirrorsEveryPart() throws {
        try onMainThrowing {
            let ltr = Self.show(OverlayTraits())
            let rtl = Self.show(OverlayTraits(layoutDirection: .rightToLeft))
            let card = try XCTUnwrap(MessageTest.card(ltr, "m"))
            XCTAssertEqual(MessageTest.card(rtl, "m")?.frame, card.frame, "the card stays where it is")
            let width = card.bounds.width
            let l = Self.parts(ltr)
            let r = Self.parts(rtl)
            let body = try XCTUnwrap(MessageTest.shown(ltr, "m")).view.body
            XCTAssertGreaterThanOrEqual(body.sublayers.count, 2, "the body wraps")
            for name in ["messageIcon", "messageTitle", "messageBody"] {
                let f = try XCTUnwrap(l[name])
                XCTAssertEqual(r[name], HUDRect(width - f.maxX, f.minY, f.width, f.height), name)
            }
            for i in body.sublayers.indices {
                let f = try XCTUnwrap(l["bodyLine\(i)"])
                XCTAssertEqual(
                    r["bodyLine\(i)"], HUDRect(body.bounds.width - f.maxX, f.minY, f.width, f.height), "line \(i) flush right")
            }
            // Icon at the right, the texts to its left, 12 pt apart.
            XCTAssertEqual(r["messageIcon"]!.maxX, width - MessageView.padding.left)
            XCTAssertEqual(r["messageTitle"]!.maxX, r["messageIcon"]!.minX - MessageView.iconGap)
            let view = try XCTUnwrap(MessageTest.shown(rtl, "m")).view
            for (layer, text) in TextLayoutChecks.texts(in: view.card) {
                XCTAssertEqual(text.alignment, .right, "\(layer.name ?? "?"): natural alignment")
            }
        }
    }

    func testAToastMirrorsToo() throws {
        try onMainThrowing {
            var toast = MessageTest.message("m", "Copied", theme: .success, position: .center)
            toast.body = "Link on the clipboard"
            let ltr = Self.parts(Self.show(OverlayTraits(), toast))
            let env = Self.show(OverlayTraits(layoutDirection: .rightToLeft), toast)
            let width = try XCTUnwrap(MessageTest.card(env, "m")).bounds.width
            XCTAssertEqual(
                Self.parts(env)["messageIcon"], ltr["messageIcon"].map { HUDRect(width - $0.maxX, $0.minY, $0.width, $0.height) })
        }
    }

    func testLiveDirectionSwitch() throws {
        try onMainThrowing {
            let env = Self.show(OverlayTraits())
            let before = Self.parts(env)
            env.host.traitsDidChange(to: OverlayTraits(layoutDirection: .rightToLeft))
            XCTAssertNotEqual(Self.parts(env), before)
            XCTAssertEqual(Self.parts(env)["messageIcon"]?.minX, MessageTest.cardWidth - 14 - 24)
            env.host.traitsDidChange(to: OverlayTraits(layoutDirection: .leftToRight))
            XCTAssertEqual(Self.parts(env), before)
        }
    }

    /// The built-in themes follow the overlay's style live; a forced style wins; a custom theme
    /// is the same in both.
    func testDarkFollowsTheOverlayAndAForcedStyleWins() throws {
        try onMainThrowing {
            let env = Self.show(OverlayTraits())
            let card = try XCTUnwrap(MessageTest.card(env, "m"))
            XCTAssertEqual(card.backgroundColor, HUDColor(hex: 0xC62828), "light: the theme's red")
            env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark))
            XCTAssertEqual(card.backgroundColor, MessagePalette.darkCard, "dark at once")
            XCTAssertEqual(card.borderWidth, 1)

            var forcedLight = Self.sample
            forcedLight.interfaceStyle = .light
            XCTAssertEqual(
                MessageTest.card(Self.show(OverlayTraits(interfaceStyle: .dark), forcedLight), "m")?.backgroundColor,
                HUDColor(hex: 0xC62828))
            var forcedDark = Self.sample
            forcedDark.interfaceStyle = .dark
            XCTAssertEqual(
                MessageTest.card(Self.show(OverlayTraits(), forcedDark), "m")?.backgroundColor, MessagePalette.darkCard)
            var custom = Self.sample
            custom.theme = .custom(background: HUDColor(hex: 0x5E2CA5), foreground: .white, icon: .info)
            XCTAssertEqual(
                MessageTest.card(Self.show(OverlayTraits(interfaceStyle: .dark), custom), "m")?.backgroundColor,
                HUDColor(hex: 0x5E2CA5))
        }
    }

    /// VoiceOver reads a message the same in either direction: one button with its theme, title
    /// and body; it never takes focus or makes the overlay modal.
    func testVoiceOverReadsTheSameRightToLeft() throws {
        try onMainThrowing {
            let env = Self.show(OverlayTraits(interfaceStyle: .dark, layoutDirection: .rightToLeft))
            env.clock.advance(by: 1)
            let snapshot = env.host.accessibilitySnapshot
            XCTAssertFalse(snapshot.isModal)
            XCTAssertEqual(snapshot.elements.count, 1)
            let e = try XCTUnwrap(snapshot.elements.first)
            XCTAssertEqual(
                e.label, "Error, Upload failed, Check your connection and try again. Your draft is kept on this phone until then."
            )
            XCTAssertEqual(e.traits, .button)
            XCTAssertEqual(e.frame, MessageTest.frame(env, "m"))
            XCTAssertEqual(env.host.focusRequests, [])
        }
    }
}
