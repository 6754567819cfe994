import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every MBProgressHUD property set while the HUD is shown redraws it at once, as the UIView's
/// setters do (`setNeedsLayout`/`updateIndicators`): what the layer tree shows follows the property.
final class MBProgressHUDRedrawTests: XCTestCase {
    @MainActor private static func shownHUD(_ env: HUDTestEnvironment, mode: MBProgressHUDMode) -> MBProgressHUD {
        let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
        let hud = MBProgressHUD(view: view)
        hud.mode = mode
        view.addSubview(hud)
        hud.show(animated: false)
        return hud
    }

    func testSettingProgressRedrawsTheIndicator() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            for mode in [MBProgressHUDMode.determinate, .annularDeterminate, .determinateHorizontalBar] {
                let hud = Self.shownHUD(env, mode: mode)
                let fill = try XCTUnwrap(hud.engine.view?.indicator?.firstLayer(named: "progressFill"), "\(mode)")
                XCTAssertEqual(fill.shape?.strokeEnd, 0, "\(mode)")
                hud.progress = 0.4
                XCTAssertEqual(try XCTUnwrap(fill.shape?.strokeEnd), 0.4, accuracy: 1e-6, "\(mode): the new progress is drawn")
                hud.progress = 1
                XCTAssertEqual(fill.shape?.strokeEnd, 1, "\(mode)")
                hud.hide(animated: false)
            }
        }
    }

    func testSettingContentColorRedrawsLabelAndIndicator() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let hud = Self.shownHUD(env, mode: .determinate)
            hud.label.text = "Uploading"
            let red = HUDColor(red: 1, green: 0, blue: 0)
            XCTAssertNotEqual(hud.engine.view?.configuration.style.contentColor, red)
            hud.contentColor = red
            let view = try XCTUnwrap(hud.engine.view)
            XCTAssertEqual(view.configuration.style.contentColor, red)
            XCTAssertEqual(view.indicator?.firstLayer(named: "pieOutline")?.shape?.strokeColor, red, "the indicator is redrawn")
            XCTAssertEqual(view.indicator?.firstLayer(named: "progressFill")?.shape?.strokeColor, red)
            let labelColors = ([view.label] + view.label.sublayers).compactMap { layer -> HUDColor? in
                if case .text(let text) = layer.content { return text.color }
                return nil
            }
            XCTAssertFalse(labelColors.isEmpty, "the label draws text")
            XCTAssertEqual(Set(labelColors), [red], "the label is redrawn in the new colour")
        }
    }
}
