import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The waiting HUD right to left: the cat is a picture and stays as it is (its eyes still turn the
/// same way, its title still reveals left to right, as SCCatWaitingHUD draws it); MBProgressHUD's
/// centred bezel, labels and indicators are symmetric and stay too.
final class WaitingHUDDirectionTests: XCTestCase {
    /// The whole overlay, every layer's presentation at `t`.
    @MainActor
    static func dump(_ config: WaitingHUDConfiguration, _ direction: HUDLayoutDirection, at t: Double) -> String {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: OverlayTraits(layoutDirection: direction))
        env.center.showWaiting(config)
        env.clock.advance(to: t)
        return PresentationDump.object(of: env.center.overlay.rootLayer, at: t)
    }

    func testTheCatIsTheSameRightToLeft() {
        onMain {
            for t in [0.5, 1.3, 3.0] {
                XCTAssertEqual(
                    Self.dump(WaitingHUDConfiguration(), .rightToLeft, at: t),
                    Self.dump(WaitingHUDConfiguration(), .leftToRight, at: t),
                    "t = \(t)")
            }
        }
    }

    func testMBProgressHUDModesAreTheSameRightToLeft() {
        onMain {
            var config = WaitingHUDConfiguration(mode: .determinateHorizontalBar, label: "Syncing", details: "3 of 10 files")
            config.progress = 0.3
            config.buttonTitle = "Cancel"
            XCTAssertEqual(Self.dump(config, .rightToLeft, at: 1), Self.dump(config, .leftToRight, at: 1))
        }
    }
}
