import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// MBProgressHUD's labels (headless) follow the reader's text size of the center timing them,
/// live; their fonts are descriptions an app can fix or replace.
/// A HUD with a label and long details in a 390 × 844 container, set up by `configure`, then shown.
@MainActor
private func show(_ env: HUDTestEnvironment, _ configure: (MBProgressHUD) -> Void = { _ in }) -> MBProgressHUD {
    let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
    let hud = MBProgressHUD(view: view)
    view.addSubview(hud)
    hud.mode = .indeterminate
    hud.label.text = "Loading"
    hud.detailsLabel.text = "Fetching the latest messages from the server for you"
    configure(hud)
    hud.show(animated: false)
    return hud
}

final class MBProgressHUDDynamicTypeTests: XCTestCase {

    func testLabelsFollowTheCentersTextSizeLive() {
        onMain {
            let env = HUDTestEnvironment()
            let hud = show(env)
            let view = try! XCTUnwrap(hud.engine.view)
            let before = view.bezel.bounds.size
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            guard case .text(let label) = view.label.content else { return XCTFail("no label") }
            XCTAssertEqual(label.fontSize, 51, "bold 16 follows callout")
            XCTAssertGreaterThan(view.bezel.bounds.height, before.height)
            TextLayoutChecks.assertTextsFit(in: view.bezel, measure: env.host.measure, "AX5")
            XCTAssertGreaterThan(view.details.sublayers.count, 1, "the details wrap")
        }
    }

    func testAFixedFontKeepsItsSize() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
            let hud = show(env) {
                $0.label.font = .fixed(size: 16, weight: .bold)
                $0.detailsLabel.fontSize = 14
            }
            guard case .text(let label) = hud.engine.view?.label.content else { return XCTFail("no label") }
            XCTAssertEqual(label.fontSize, 16)
            XCTAssertEqual(hud.detailsLabel.font.size, 14, "fontSize sets the font's default size")
            XCTAssertEqual(hud.detailsLabel.font.textStyle, .caption1, "and keeps it following its style")
        }
    }
}
