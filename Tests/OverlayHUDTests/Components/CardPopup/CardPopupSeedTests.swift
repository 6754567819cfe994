import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The default card is DGPopUpViewController's: every number below names the line of the
/// original it comes from (DGPopUpView.m, DGPopUpViewTextView.m/.xib, DGPopUpViewLoginButton.m,
/// DGPopUpViewController.m).
/// The xib's text and progress colour (calibratedRGB 0.1137 0.6667 0.8196 = 29, 170, 209).
private let seedBlue = HUDColor(red: 29 / 255, green: 170 / 255, blue: 209 / 255)

@MainActor
private func show(_ env: HUDTestEnvironment) -> CardPopup {
    env.center.showCardPopup(CardPopupConfiguration())
    env.clock.advance(by: 2)
    return env.center.currentPopup as! CardPopup
}

@MainActor
private func text(_ layer: HUDLayer?) -> TextContent? {
    if case .text(let t)? = layer?.content { return t }
    return nil
}

final class CardPopupSeedTests: XCTestCase {

    func testCardTitleAndFields() {
        onMain {
            let env = HUDTestEnvironment()
            _ = show(env)
            let card = env.layer("card")!
            // DGPopUpView.m:61 — initWithFrame: CGRectMake(0, 0, 320, 480)
            XCTAssertEqual(card.bounds, HUDRect(0, 0, 320, 480))
            // DGPopUpView.m:30-33 — white, cornerRadius 3, shadowOpacity 0.4, shadowOffset (0.2, 0.2)
            XCTAssertEqual(card.backgroundColor, .white)
            XCTAssertEqual(card.cornerRadius, 3)
            XCTAssertEqual(card.shadowOpacity, 0.4)
            XCTAssertEqual(card.shadowOffset, HUDSize(0.2, 0.2))
            XCTAssertEqual(card.shadowRadius, 3, "CALayer's default shadowRadius (DGPopUpView.m sets none)")
            XCTAssertFalse(card.masksToBounds, "UIView does not clip by default: the NEXT bar's corners stay square")
            // DGPopUpView.m:50-52 — UILabel (0, 20, 320, 40), "SIGN UP", centred; UILabel's default
            // font is the system font at 17 pt, black.
            let title = env.layer("cardTitle")!
            XCTAssertEqual(title.frame, HUDRect(0, 20, 320, 40))
            XCTAssertEqual(text(title)?.string, "SIGN UP")
            XCTAssertEqual(text(title)?.alignment, .center)
            XCTAssertEqual(text(title)?.fontSize, 17)
            XCTAssertEqual(text(title)?.weight, .regular)
            XCTAssertNil(text(title)?.fontFamily, "the system font")
            XCTAssertEqual(text(title)?.color, .black)
            // DGPopUpView.m:43-45 — First name, Last name, Email; :69-71 — rows at y 80/160/240, 320 × 60
            for (i, (placeholder, y)) in [("First name", 80.0), ("Last name", 160), ("Email", 240)].enumerated() {
                XCTAssertEqual(env.layer("cardField.\(i)")?.frame, HUDRect(0, y, 320, 60), "row \(i)")
                // DGPopUpViewTextView.xib — textField frame (30, 14, 260, 30), system font 20 pt
                XCTAssertEqual(env.layer("cardField.\(i).text")?.frame, HUDRect(30, 14, 260, 30))
                XCTAssertEqual(text(env.layer("cardField.\(i).text"))?.string, placeholder)
                XCTAssertEqual(text(env.layer("cardField.\(i).text"))?.fontSize, 20)
                // DGPopUpViewTextView.xib — base line (21, 49) 280 × 1 in white 0.66666666666666663
                let line = env.layer("cardField.\(i).line")!
                XCTAssertEqual(line.frame, HUDRect(21, 49, 280, 1))
                XCTAssertEqual(line.backgroundColor, HUDColor(white: 0.66666666666666663))
                // DGPopUpViewTextView.xib — progress line (20, 48) 1 × 3 in 0.1137 0.6667 0.8196
                let progress = env.layer("cardField.\(i).progress")!
                XCTAssertEqual(progress.frame, HUDRect(20, 48, 1, 3))
                XCTAssertEqual(progress.backgroundColor, seedBlue)
            }
            XCTAssertNil(env.layer("cardField.3"), "three fields")
        }
    }

    func testTypedTextIsTheSeedBlueAtTwentyPoints() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = show(env)
            popup.setText("Duan", forField: 0)
            // DGPopUpViewTextView.xib — textColor 0.1137 0.6667 0.8196, fontDescription system 20
            XCTAssertEqual(text(env.layer("cardField.0.text"))?.color, seedBlue)
            XCTAssertEqual(text(env.layer("cardField.0.text"))?.fontSize, 20)
            XCTAssertEqual(text(env.layer("cardField.0.text"))?.alignment, .left, "textAlignment natural")
        }
    }

    func testProgressLineGrowsTo280() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = show(env)
            let line = env.layer("cardField.0.progress")!
            popup.focus(field: 0)
            // DGPopUpViewTextView.m:63 — anchor (0, 0.5); :64 — 0.3 s; :67-68 — 1 → 280; :70 — ease-in
            XCTAssertEqual(line.anchorPoint, HUDPoint(0, 0.5))
            XCTAssertEqual(
                line.presentation(at: 2.15).transform.m11, 1 + 279 * TimingFunction.easeIn.value(at: 0.5), accuracy: 1e-9)
            XCTAssertEqual(line.presentation(at: 2.3).transform.m11, 280, accuracy: 1e-9)
            XCTAssertEqual(line.presentation(at: 2.3).frame.width, 280, accuracy: 1e-9)
            XCTAssertEqual(line.presentation(at: 2.3).frame.minX, 20, accuracy: 1e-9, "grows right from x 20")
        }
    }

    func testNextBarIsFlushAndFullWidth() {
        onMain {
            let env = HUDTestEnvironment()
            _ = show(env)
            // DGPopUpViewLoginButton.m:29 — 320 × 60; DGPopUpView.m:67 — at the card's bottom (y 480 − 60)
            let button = env.layer("cardButton")!
            XCTAssertEqual(button.frame, HUDRect(0, 420, 320, 60))
            XCTAssertEqual(button.cornerRadius, 0, "a plain UIButton: square corners")
            // DGPopUpViewLoginButton.m:35-41 — the gradient over the button's bounds
            XCTAssertEqual(
                button.content,
                .gradient(
                    GradientContent(
                        kind: .axial,
                        colors: [
                            HUDColor(red: 56 / 255, green: 195 / 255, blue: 227 / 255),
                            HUDColor(red: 16 / 255, green: 156 / 255, blue: 197 / 255),
                        ],
                        locations: [0.3, 0.8], startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 0))))
            // DGPopUpViewLoginButton.m:19 — "NEXT" in UIButton's default title style (white, system 18 pt), centred
            let title = env.layer("cardButton.title")!
            XCTAssertEqual(text(title)?.string, "NEXT")
            XCTAssertEqual(text(title)?.color, .white)
            XCTAssertEqual(text(title)?.fontSize, 18)
            XCTAssertEqual(text(title)?.weight, .regular)
            XCTAssertEqual(title.frame, HUDRect(0, 0, 320, 60))
        }
    }

    func testEndLogoGrowsAndStaysUntilATap() {
        onMain {
            let env = HUDTestEnvironment()
            let log = StringLog()
            env.center.showCardPopup(CardPopupConfiguration(), didHide: { log.lines.append("hide \($0.rawValue)") })
            env.clock.advance(by: 2)
            let popup = env.center.currentPopup as! CardPopup
            popup.performAction()
            env.clock.advance(by: 0.9)
            let logo = env.layer("cardEndLogo")!
            // success_logo.png is 500 × 680 px at 2x: a 250 pt disc in (41, 165, 204) with the caption under it
            XCTAssertEqual(logo.bounds, HUDRect(0, 0, 250, 340))
            XCTAssertEqual(env.layer("cardEndLogo.disc")?.frame, HUDRect(0, 0, 250, 250))
            XCTAssertEqual(text(env.layer("cardEndLogo.caption"))?.string, "THANK YOU!")
            XCTAssertNotNil(env.layer("cardEndLogo.glyph"))
            // DGPopUpViewController.m:71 — centred on the view
            XCTAssertEqual(logo.position, HUDPoint(env.center.overlay.size.width / 2, env.center.overlay.size.height / 2))
            // DGPopUpViewController.m:75-81 — 0 → 0.6 in 1.4 s, ease-in-ease-out
            XCTAssertEqual(logo.presentation(at: 2.9).transform.m11, 0, accuracy: 1e-9)
            XCTAssertEqual(
                logo.presentation(at: 3.6).transform.m11, 0.6 * TimingFunction.easeInEaseOut.value(at: 0.5), accuracy: 1e-9)
            // DGPopUpViewController.m:83-85 — the completion is empty: the logo stays
            env.clock.advance(by: 60)
            XCTAssertTrue(env.center.currentPopup === popup, "the logo stays until a tap")
            XCTAssertEqual(logo.presentation(at: env.clock.now).transform.m11, 0.6, accuracy: 1e-9)
            // DGPopUpViewController.m:116-126, 55-66 — the full-screen close button runs removeAnimation:
            // a 0.6 s fade of the (already removed) card, then the view goes; the logo is not faded.
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(4, 4)))
            env.clock.advance(by: 0.3)
            XCTAssertEqual(logo.presentation(at: env.clock.now).opacity, 1, accuracy: 1e-9, "no fade")
            XCTAssertEqual(env.layer("popupBackdrop")?.presentation(at: env.clock.now).opacity ?? 0, 1, accuracy: 1e-9)
            env.clock.advance(by: 0.29)
            XCTAssertNotNil(env.layer("cardEndLogo"))
            env.clock.advance(by: 0.02)
            XCTAssertNil(env.layer("cardEndLogo"))
            XCTAssertEqual(log.lines, ["hide tapOutside"])
        }
    }

    /// DGPopUpViewLoginButton.m:36-40 drawn: (56, 195, 227) up to 0.3 of the width, (16, 156, 197)
    /// from 0.8, mixed linearly between (read along the bar's top edge, above its title) — the
    /// teal the demo app's gradient-button scene shows too.
    func testTheNextButtonIsDrawnInTheOriginalsTealGradient() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            _ = show(env)
            let button = try XCTUnwrap(env.layer("cardButton"))
            let origin = try XCTUnwrap(button.convert(.zero, to: env.center.overlay.rootLayer))
            let image = try TestFonts.renderer().render(
                env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 1, at: env.clock.now)
            let y = Int(origin.y + 4)
            func pixel(_ u: Double) -> [Double] {
                let c = image[Int(origin.x + u * 320), y]
                return [Double(c.r), Double(c.g), Double(c.b)]
            }
            for (u, expected) in [(0.1, [56.0, 195, 227]), (0.55, [36.0, 175.5, 212]), (0.95, [16.0, 156, 197])] {
                for (got, want) in zip(pixel(u), expected) { XCTAssertEqual(got, want, accuracy: 2, "at \(u) of the width") }
            }
        }
    }
}
