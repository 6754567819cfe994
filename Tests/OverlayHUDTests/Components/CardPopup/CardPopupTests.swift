import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

@MainActor
private func showCard(
    _ env: HUDTestEnvironment, _ config: CardPopupConfiguration = .compact(),
    log: StringLog? = nil
) -> CardPopup {
    env.center.showCardPopup(
        config, onAction: { values in log?.lines.append("action \(values)") },
        didHide: { log?.lines.append("hide \($0.rawValue)") })
    return env.center.currentPopup as! CardPopup
}

private func easeOut(_ x: Double) -> Double { TimingFunction.easeOut.value(at: x) }
private func easeIn(_ x: Double) -> Double { TimingFunction.easeIn.value(at: x) }
private func easeInOut(_ x: Double) -> Double { TimingFunction.easeInEaseOut.value(at: x) }

/// The card's behaviour, on the ``CardPopupConfiguration/compact(title:fields:actionTitle:)``
/// preset (the original's values are in CardPopupSeedTests).
final class CardPopupTests: XCTestCase {
    func testEntrySequence() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = showCard(env)
            let backdrop = env.layer("popupBackdrop")!
            let card = popup.view.card
            XCTAssertEqual(backdrop.backgroundColor, HUDColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 0.8))
            XCTAssertEqual(backdrop.presentation(at: 0).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(
                popup.view.button.content,
                .gradient(
                    GradientContent(
                        kind: .axial,
                        colors: [
                            HUDColor(red: 56 / 255, green: 195 / 255, blue: 227 / 255),
                            HUDColor(red: 16 / 255, green: 156 / 255, blue: 197 / 255),
                        ],
                        locations: [0.3, 0.8], startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 0))),
                "the seed's gradient, left to right")
            XCTAssertEqual(backdrop.presentation(at: 0.125).opacity, easeInOut(0.5), accuracy: 1e-9)
            XCTAssertEqual(backdrop.presentation(at: 0.25).opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(
                card.presentation(at: 0.1).transform.m11, 0, accuracy: 1e-9, "the card waits at scale 0 while the backdrop fades")
            XCTAssertEqual(card.presentation(at: 0.1).opacity, 0.5, accuracy: 1e-9)
            XCTAssertEqual(card.presentation(at: 0.65).transform.m11, easeOut(0.5), accuracy: 1e-9)
            XCTAssertEqual(card.presentation(at: 0.65).opacity, 0.5 + 0.5 * easeOut(0.5), accuracy: 1e-9)
            XCTAssertEqual(card.presentation(at: 1.05).transform.m11, 1, accuracy: 1e-9)
            XCTAssertEqual(card.presentation(at: 1.05).opacity, 1, accuracy: 1e-9)
            env.clock.advance(by: 1.04)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .presenting)
            env.clock.advance(by: 0.02)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .shown)
        }
    }

    func testProgressLineGrowsOnFocusAndShrinksWhenLeftEmpty() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = showCard(env)
            env.clock.advance(by: 2)
            let line = popup.view.progressLines[0]
            XCTAssertEqual(line.anchorPoint, HUDPoint(0, 0.5))
            let full = popup.view.progressFullScale
            XCTAssertEqual(full, 252)
            popup.focus(field: 0)
            XCTAssertEqual(line.presentation(at: 2.15).transform.m11, 1 + (full - 1) * easeIn(0.5), accuracy: 1e-9)
            XCTAssertEqual(line.presentation(at: 2.3).transform.m11, full, accuracy: 1e-9)
            XCTAssertEqual(line.presentation(at: 9).transform.m11, full, accuracy: 1e-9, "kept at the end")
            XCTAssertEqual(line.presentation(at: 9).frame.minX, 0, accuracy: 1e-9, "grows from its left end")
            env.clock.advance(by: 1)
            popup.focus(field: 1)  // leaves field 0 empty: it shrinks back
            XCTAssertEqual(popup.focusedField, 1)
            XCTAssertEqual(line.presentation(at: 3.15).transform.m11, full + (1 - full) * easeIn(0.5), accuracy: 1e-9)
            XCTAssertEqual(line.presentation(at: 3.3).transform.m11, 1, accuracy: 1e-9)
            env.clock.advance(by: 1)
            popup.setText("secret", forField: 1)
            popup.blur()
            let line1 = popup.view.progressLines[1]
            XCTAssertEqual(line1.presentation(at: 6).transform.m11, full, accuracy: 1e-9, "a field with text keeps its line")
            if case .text(let t) = popup.view.texts[1].content { XCTAssertEqual(t.string, "••••••") } else { XCTFail("text") }
            popup.focus(field: 7)
            popup.setText("x", forField: -1)
            XCTAssertNil(popup.focusedField, "bad field indices are ignored")
        }
    }

    func testTapsFocusFieldsAndRunTheAction() {
        onMain {
            let env = HUDTestEnvironment()
            let log = StringLog()
            let popup = showCard(env, log: log)
            env.clock.advance(by: 2)
            let root = env.center.overlay.rootLayer
            let field = popup.view.fields[1]
            XCTAssertTrue(env.center.handleTap(at: field.convert(HUDPoint(20, 20), to: root)!))
            XCTAssertEqual(popup.focusedField, 1)
            XCTAssertTrue(env.center.handleTap(at: popup.view.card.convert(HUDPoint(150, 10), to: root)!))
            XCTAssertNil(popup.focusedField, "a tap elsewhere on the card blurs")
            popup.setText("me@example.com", forField: 0)
            popup.setText("pw", forField: 1)
            XCTAssertTrue(env.center.handleTap(at: popup.view.button.convert(HUDPoint(50, 20), to: root)!))
            XCTAssertEqual(log.lines, ["action [\"me@example.com\", \"pw\"]"])
            popup.performAction()
            XCTAssertEqual(log.lines.count, 1, "the action runs once")
        }
    }

    func testActionFinaleSequence() {
        onMain {
            let env = HUDTestEnvironment()
            let log = StringLog()
            let popup = showCard(env, log: log)
            env.clock.advance(by: 2)
            popup.performAction()
            let button = popup.view.button
            let card = popup.view.card
            let logo = popup.view.logo
            XCTAssertEqual(button.presentation(at: 2.3).transform.m11, 1 + (0.01 - 1) * easeInOut(0.5), accuracy: 1e-9)
            XCTAssertEqual(card.presentation(at: 2.2).transform.m11, 1, accuracy: 1e-9, "the card waits 0.3 s")
            XCTAssertEqual(card.presentation(at: 2.6).transform.m11, 1 + (0.01 - 1) * easeInOut(0.5), accuracy: 1e-9)
            env.clock.advance(by: 0.6)
            XCTAssertTrue(button.isHidden)
            XCTAssertTrue(logo.isHidden)
            env.clock.advance(by: 0.3)
            XCTAssertFalse(logo.isHidden)
            XCTAssertTrue(card.isHidden)
            XCTAssertEqual(logo.presentation(at: 2.9).transform.m11, 0, accuracy: 1e-9)
            XCTAssertEqual(logo.presentation(at: 3.6).transform.m11, 0.6 * easeInOut(0.5), accuracy: 1e-9)
            XCTAssertEqual(logo.presentation(at: 4.3).transform.m11, 0.6, accuracy: 1e-9)
            env.clock.advance(by: 1.4 + 0.6 - 0.01)
            XCTAssertTrue(env.center.currentPopup === popup, "the logo holds for endHold")
            env.clock.advance(by: 0.02 + 0.25)
            XCTAssertNil(env.center.currentPopup)
            XCTAssertEqual(log.lines.last, "hide tap")
        }
    }

    func testOutsideTapFadesTheCardOut() {
        onMain {
            let env = HUDTestEnvironment()
            let log = StringLog()
            let popup = showCard(env, log: log)
            env.clock.advance(by: 2)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(4, 4)))
            let card = popup.view.card
            XCTAssertEqual(card.presentation(at: 2.3).opacity, 1 - easeInOut(0.5), accuracy: 1e-9)
            env.clock.advance(by: 0.59)
            XCTAssertNotNil(env.layer("card"))
            env.clock.advance(by: 0.02)
            XCTAssertNil(env.layer("card"))
            XCTAssertEqual(log.lines, ["hide tapOutside"])
            var config = CardPopupConfiguration.compact()
            config.presentation.dismissesOnTapOutside = false
            _ = showCard(env, config)
            env.clock.advance(by: 2)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(4, 4)), "swallowed")
            XCTAssertNotNil(env.center.currentPopup)
        }
    }

    func testConfigurationClampsAndNoAnimation() {
        var config = CardPopupConfiguration.compact(fields: (0..<12).map { CardPopupConfiguration.Field(placeholder: "f\($0)") })
        config.width = .nan
        XCTAssertEqual(config.width, 320)
        config.endHold = -1
        XCTAssertNil(config.endHold, "bad holds keep the logo, as the original")
        config.endHold = .infinity
        XCTAssertNil(config.endHold)
        config.endHold = 0.6
        config.gradientColors = []
        config.isAnimated = false
        onMain {
            let env = HUDTestEnvironment()
            let popup = showCard(env, config)
            XCTAssertEqual(popup.values.count, 8, "at most 8 fields")
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .shown)
            popup.focus(field: 0)
            XCTAssertEqual(popup.view.progressLines[0].presentation(at: 0).transform.m11, popup.view.progressFullScale)
            popup.performAction()
            XCTAssertNil(env.center.currentPopup, "without animation the finale ends at once")
        }
    }

    func testReleasedAfterDismissal() {
        onMain {
            let env = HUDTestEnvironment()
            weak var weakCard: CardPopup?
            weakCard = showCard(env)
            env.clock.advance(by: 0.5)
            weakCard?.focus(field: 0)
            weakCard?.performAction()
            env.clock.advance(by: 5)
            XCTAssertNil(weakCard)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }
}
