import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What `.waitingHUD(isPresented:configuration:progress:cancelTitle:onCancel:)` does with its
/// binding (`WaitingHUDBinding`), run against a real center as the modifier runs it.
final class SwiftUIWaitingBindingTests: XCTestCase {
    /// Showing, a new configuration updating in place, progress alone moving the progress, and the
    /// end; nothing twice.
    func testStepsFollowTheFlagConfigurationAndProgress() {
        var binding = WaitingHUDBinding()
        let ring = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading")
        XCTAssertNil(binding.changed(presented: false, configuration: ring))
        XCTAssertEqual(binding.changed(presented: true, configuration: ring), .begin(ring))
        XCTAssertNil(binding.changed(presented: true, configuration: ring), "the same again: nothing")
        let half = WaitingHUDBinding.resolved(ring, progress: 0.5, buttonTitle: nil)
        XCTAssertEqual(binding.changed(presented: true, configuration: half), .progress(0.5))
        var relabelled = half
        relabelled.label = "Almost"
        XCTAssertEqual(binding.changed(presented: true, configuration: relabelled), .update(relabelled))
        XCTAssertEqual(binding.changed(presented: false, configuration: relabelled), .end)
        XCTAssertNil(binding.viewDisappeared(), "nothing held")
        XCTAssertEqual(binding.changed(presented: true, configuration: ring), .begin(ring))
        XCTAssertEqual(binding.viewDisappeared(), .end)
    }

    /// A bad progress is clamped by the configuration: NaN and below 0 → 0, above 1 and +∞ → 1.
    func testBadProgressIsClamped() {
        let c = WaitingHUDConfiguration(mode: .determinate)
        for (given, shown) in [
            (Double.nan, 0.0), (-1, 0), (-.infinity, 0), (0, 0), (2, 1), (.infinity, 1), (1e300, 1), (0.25, 0.25),
        ] {
            XCTAssertEqual(WaitingHUDBinding.resolved(c, progress: given, buttonTitle: nil).progress, shown, "\(given)")
        }
        XCTAssertEqual(WaitingHUDBinding.resolved(c, progress: nil, buttonTitle: "Stop").buttonTitle, "Stop")
    }

    /// The modifier's HUD: its Cancel runs the action and ends only its activity; other code's HUD
    /// stays, and the modifier ending afterwards gives back nothing twice.
    func testCancelRunsTheActionAndEndsOnlyItsActivity() {
        onMain {
            let env = HUDTestEnvironment()
            var binding = WaitingHUDBinding()
            var cancels = 0
            var presented = true
            let work = WaitingWork(cancelTitle: "")
            work.attach {
                MainActor.assumeIsolated {
                    cancels += 1
                    presented = false
                }
            }
            let c = WaitingHUDBinding.resolved(
                .init(mode: .determinateHorizontalBar, label: "Sync"), progress: 0.3, buttonTitle: nil)
            guard case .begin(let shown) = binding.changed(presented: true, configuration: c) else { return XCTFail() }
            work.begin(on: env.center, configuration: shown)
            env.clock.advance(by: 1)
            XCTAssertEqual(env.center.waiting?.configuration.mode, .determinateHorizontalBar)
            XCTAssertEqual(env.center.waiting?.configuration.progress, 0.3)
            env.center.pushActivity("Other")
            let button = try! XCTUnwrap(env.layer("button"))
            guard case .text(let title) = button.content else { return XCTFail("the title is drawn") }
            XCTAssertEqual(title.string, "Cancel", "the built-in title")
            XCTAssertTrue(env.center.handleTap(at: button.presentationCenterInRoot(at: env.clock.now)))
            XCTAssertEqual(cancels, 1)
            XCTAssertFalse(presented, "the action set the flag back")
            XCTAssertEqual(env.center.activeActivityCount, 1, "the other code's activity stays")
            XCTAssertEqual(binding.changed(presented: presented, configuration: c), .end)
            work.end()
            XCTAssertEqual(env.center.activeActivityCount, 1, "ended once")
            env.center.popActivity()
            env.clock.advance(by: 5)
            env.assertIdle()
        }
    }
}
