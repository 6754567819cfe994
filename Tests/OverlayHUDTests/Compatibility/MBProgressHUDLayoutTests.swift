import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// How MBProgressHUD's labels and button are laid out (MBProgressHUD.m `updateConstraints`:
/// items stacked in the bezel, 4 pt apart, at least `margin` from its sides), on both paths:
/// texts the engine draws (Linux) and texts the platform's views draw (iOS's UILabels/UIButton).
private let longText = "A long explanation of what the app is doing right now, which cannot fit on one line of the bezel"

/// A text-mode HUD in a 390 × 844 container, set up by `configure`, then shown.
@MainActor private func show(_ env: HUDTestEnvironment, _ configure: (MBProgressHUD) -> Void) -> MBProgressHUD {
    let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
    let hud = MBProgressHUD(view: view)
    view.addSubview(hud)
    hud.mode = .text
    configure(hud)
    hud.show(animated: false)
    return hud
}

final class MBProgressHUDLayoutTests: XCTestCase {
    func testALargerFontMakesALargerLabelAndBezel() {
        onMain {
            let env = HUDTestEnvironment()
            let small = show(env) { $0.label.text = "Loading" }
            let big = show(env) {
                $0.label.text = "Loading"
                $0.label.fontSize = 32
            }
            let s = try! XCTUnwrap(small.engine.view?.label.bounds.size)
            let b = try! XCTUnwrap(big.engine.view?.label.bounds.size)
            XCTAssertGreaterThan(b.height, s.height * 1.8)
            XCTAssertGreaterThan(b.width, s.width * 1.8)
            XCTAssertGreaterThan(big.engine.view!.bezel.bounds.width, small.engine.view!.bezel.bounds.width)
            guard case .text(let t) = big.engine.view!.label.content else { return XCTFail("drawn by the engine") }
            XCTAssertEqual(t.fontSize, 32)
            XCTAssertEqual(t.weight, .bold, "MBProgressHUD: bold system font")
        }
    }

    func testTheDetailsLabelWrapsInsideTheMargins() {
        onMain {
            let env = HUDTestEnvironment()
            let hud = show(env) { $0.detailsLabel.text = longText }
            let details = try! XCTUnwrap(hud.engine.view?.details)
            let maxWidth = 390.0 - 4 * 20  // the bezel and its content each keep `margin` from their sides
            XCTAssertLessThanOrEqual(details.bounds.width, maxWidth)
            guard details.sublayers.count > 1 else { return XCTFail("numberOfLines 0: as many lines as needed") }
            let lineHeight = details.sublayers[0].bounds.height
            XCTAssertEqual(details.bounds.height, lineHeight * Double(details.sublayers.count))
            XCTAssertEqual(hud.engine.view!.bezel.bounds.height, details.bounds.height + 2 * 20)
            for (i, line) in details.sublayers.enumerated() {
                XCTAssertEqual(line.frame, HUDRect(0, lineHeight * Double(i), details.bounds.width, lineHeight))
            }
        }
    }

    func testNumberOfLinesLimitsTheLabel() {
        onMain {
            let env = HUDTestEnvironment()
            let one = show(env) {
                $0.detailsLabel.text = longText
                $0.detailsLabel.numberOfLines = 1
            }
            XCTAssertTrue(one.engine.view!.details.sublayers.isEmpty, "one line, truncated")
            let two = show(env) {
                $0.label.text = longText
                $0.label.numberOfLines = 2
            }
            let label = two.engine.view!.label
            XCTAssertEqual(label.sublayers.count, 2)
            XCTAssertEqual(label.bounds.height, 2 * one.engine.view!.details.bounds.height * 16 / 12, accuracy: 3)
        }
    }

    func testTextAlignmentPlacesEachLine() {
        onMain {
            let env = HUDTestEnvironment()
            let hud = show(env) {
                $0.detailsLabel.text = longText
                $0.detailsLabel.textAlignment = .left
            }
            XCTAssertGreaterThan(hud.engine.view!.details.sublayers.count, 1)
            for line in hud.engine.view!.details.sublayers {
                guard case .text(let t) = line.content else { return XCTFail("a text line") }
                XCTAssertEqual(t.alignment, .left)
            }
        }
    }

    func testHostedTextsAreLaidOutFromTheirMeasuredSizes() {
        onMain {
            let env = HUDTestEnvironment()
            var asked: [WaitingHUDTextSlot: Double] = [:]
            let hud = show(env) {
                $0.label.text = "Loading"
                $0.detailsLabel.text = "Details"
                $0.button.title = "Cancel"
                $0.button.onTap = {}
                $0.engine.hostedTextSize = { slot, maxWidth in
                    asked[slot] = maxWidth
                    switch slot {
                    case .label: return HUDSize(80.4, 19.2)
                    case .details: return HUDSize(500, 43)  // wider than the bezel allows: clamped
                    case .button: return HUDSize(44, 29.5)
                    }
                }
            }
            let v = try! XCTUnwrap(hud.engine.view)
            XCTAssertEqual(asked, [.label: 310, .details: 310, .button: 310], "measured at the widest the bezel allows")
            XCTAssertEqual(v.label.content, .none, "the platform's label draws the text")
            XCTAssertEqual(v.details.content, .none)
            XCTAssertEqual(v.button.content, .none)
            XCTAssertEqual(v.button.borderWidth, 0, "the platform's button draws its border")
            XCTAssertEqual(v.label.bounds.size, HUDSize(81, 20), "rounded up to whole points")
            XCTAssertEqual(v.details.bounds.size, HUDSize(310, 43))
            XCTAssertEqual(v.button.bounds.size, HUDSize(64, 30), "MBProgressHUDRoundedButton: 20 points of side padding")
            XCTAssertEqual(v.button.cornerRadius, 15, "MBProgressHUDRoundedButton: ceil(height / 2)")
            XCTAssertEqual(v.bezel.bounds.size, HUDSize(310 + 40, 20 + 4 + 43 + 4 + 30 + 40))
            XCTAssertEqual(v.label.frame.minY, 20)
            XCTAssertEqual(v.details.frame.minY, 44)
            XCTAssertEqual(v.button.frame.minY, 91)
            XCTAssertEqual(v.label.position.x, v.bezel.bounds.width / 2, "centred in the bezel")
        }
    }

    func testAHostedLabelIsMeasuredAgainOnRelayout() {
        onMain {
            let env = HUDTestEnvironment()
            var height = 20.0
            let hud = show(env) {
                $0.label.text = "Loading"
                $0.engine.hostedTextSize = { _, _ in HUDSize(50, height) }
            }
            height = 40
            hud.engine.relayout()  // iOS: the label's font or line count changed
            XCTAssertEqual(hud.engine.view?.label.bounds.height, 40)
            hud.engine.hostedTextSize = nil
            guard case .text = hud.engine.view!.label.content else { return XCTFail("drawn by the engine again") }
        }
    }
}
