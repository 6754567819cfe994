import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// SVProgressHUD's status calls and the waiting HUD's action button, through `HUDCenter`.
final class HUDCenterStatusTests: XCTestCase {
    /// Each status call shows its own icon (mode and drawn path), its text, and hides after the reading time.
    func testEachStatusCallShowsItsOwnIcon() throws {
        let calls: [(WaitingHUDConfiguration.Mode, @MainActor (HUDCenter) -> Void)] = [
            (.success, { $0.showSuccess("Saved") }),
            (.error, { $0.showError("Saved") }),
            (.info, { $0.showInfo("Saved") }),
        ]
        try onMainThrowing {
            for (mode, call) in calls {
                let env = HUDTestEnvironment()
                call(env.center)
                XCTAssertTrue(env.center.isWaitingVisible, "\(mode) is shown")
                XCTAssertEqual(env.center.waitingConfiguration?.mode, mode)
                XCTAssertEqual(env.center.waitingConfiguration?.label, "Saved")
                let icon = try XCTUnwrap(env.layer("statusIcon"), "\(mode)")
                let expected = try XCTUnwrap(StatusIcon.make(mode, color: .white)?.shape?.path)
                XCTAssertEqual(icon.shape?.path, expected, "\(mode): the icon drawn is the mode's own")
                env.clock.advance(by: HUDCenter.displayDuration(for: "Saved") + WaitingHUD.transitionDuration)
                XCTAssertFalse(env.center.isWaitingVisible, "\(mode) hides by itself")
                env.assertIdle()
            }
        }
    }

    /// The three icons differ, so the test above tells them apart.
    func testTheStatusIconsAreDistinct() {
        let paths = [WaitingHUDConfiguration.Mode.success, .error, .info].map { StatusIcon.make($0, color: .white)?.shape?.path }
        XCTAssertEqual(Set(paths.compactMap { $0 }).count, 3)
    }

    func testTappingTheWaitingHUDsButtonRunsItsAction() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var taps = 0
            var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Uploading")
            config.buttonTitle = "Cancel"
            config.onButtonTap = { taps += 1 }
            env.center.showWaiting(config)
            let button = try XCTUnwrap(env.layer("button"))
            XCTAssertFalse(button.isHidden)
            let center = try XCTUnwrap(button.convert(button.bounds.center, to: nil))
            XCTAssertTrue(env.center.handleTap(at: center))
            XCTAssertEqual(taps, 1, "the button's action runs")
            let label = try XCTUnwrap(env.layer("label"))
            XCTAssertTrue(env.center.handleTap(at: try XCTUnwrap(label.convert(label.bounds.center, to: nil))))
            XCTAssertEqual(taps, 1, "a tap on the label is not a tap on the button")
            env.center.updateWaiting { $0.onButtonTap = nil }
            XCTAssertTrue(env.center.handleTap(at: center))
            XCTAssertEqual(taps, 1, "no action: nothing runs")
        }
    }
}
