import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What apps do to an MBProgressHUD from background callbacks (a download's progress handler, a
/// completion closure): `progress`, `mode`, a label's `text`, `show`/`hide`. Nothing is applied
/// off the main thread; one hop to the main queue applies each call in the order it was made.
final class MBProgressHUDThreadingTests: XCTestCase {
    @MainActor private final class Entries { var entries: [String] = [] }

    @MainActor private static func makeShownHUD() -> (HUDTestEnvironment, HeadlessContainer, MBProgressHUD) {
        let env = HUDTestEnvironment()
        let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
        let hud = MBProgressHUD.showAdded(to: view, animated: false)
        return (env, view, hud)
    }

    func testSettingsFromABackgroundThreadApplyOnTheMainThreadInOrder() {
        let (env, view, hud) = MainActor.assumeIsolated { Self.makeShownHUD() }
        onBackgroundThread {
            hud.mode = .determinate
            for i in 1...100 { hud.progress = Float(i) / 100 }
            hud.label.text = "Downloading"
            hud.mode = .annularDeterminate
            hud.detailsLabel.text = "3 of 3"
        }
        MainActor.assumeIsolated {
            let shown = hud.engine.view?.configuration
            XCTAssertEqual(shown?.mode, .indeterminate, "nothing applied off the main thread")
            XCTAssertNil(shown?.label)
            XCTAssertEqual(hud.mode, .annularDeterminate, "reads give the value last set")
            XCTAssertEqual(hud.progress, 1)
            XCTAssertEqual(hud.label.text, "Downloading")
        }
        drainMainQueue()
        MainActor.assumeIsolated {
            let shown = hud.engine.view?.configuration
            XCTAssertEqual(shown?.mode, .annularDeterminate)
            XCTAssertEqual(shown?.progress, 1)
            XCTAssertEqual(shown?.label, "Downloading")
            XCTAssertEqual(shown?.details, "3 of 3")
            XCTAssertEqual(hud.engine.view?.indicator?.name, "annular")
            XCTAssertTrue(hud.superview === view)
            env.assertIdle(allowingContent: true)
        }
    }

    /// A completion handler that sets the last state and hides: what the HUD applied when the hide
    /// ends holds the settings made before the hide and not the one made after it.
    func testSettingsApplyInCallOrderAroundAHide() {
        let (env, view, hud) = MainActor.assumeIsolated { Self.makeShownHUD() }
        let seen = MainActor.assumeIsolated { Entries() }
        MainActor.assumeIsolated {
            hud.completionBlock = {
                let c = hud.hudState.content
                seen.entries.append("\(c.mode) \(c.label ?? "-") \(c.progress)")
            }
        }
        onBackgroundThread {
            hud.mode = .text
            hud.label.text = "Saved"
            hud.hide(animated: false)
            hud.progress = 0.5  // after the hide
        }
        MainActor.assumeIsolated { XCTAssertEqual(seen.entries, [], "nothing ran off the main thread") }
        drainMainQueue()
        MainActor.assumeIsolated {
            XCTAssertEqual(seen.entries, ["text Saved 0.0"])
            XCTAssertEqual(hud.hudState.content.progress, 0.5, "applied after the hide")
            XCTAssertNil(hud.superview, "hidden and removed")
            XCTAssertFalse(view.subviews.contains { $0 === hud })
            env.assertIdle()
        }
    }

    /// A value set on the main thread is not undone by an older one from another thread whose hop
    /// arrives after it: the last call made wins.
    func testAnOlderHopDoesNotUndoALaterMainThreadSetting() {
        let (_, _, hud) = MainActor.assumeIsolated { Self.makeShownHUD() }
        onBackgroundThread {
            hud.progress = 0.2
            hud.mode = .determinate
            hud.label.text = "old"
        }
        MainActor.assumeIsolated {
            hud.progress = 0.9
            hud.mode = .annularDeterminate
            hud.label.text = "new"
        }
        drainMainQueue()
        MainActor.assumeIsolated {
            XCTAssertEqual(hud.hudState.content.progress, 0.9)
            XCTAssertEqual(hud.hudState.content.mode, .annularDeterminate)
            XCTAssertEqual(hud.engine.view?.configuration.label, "new")
            XCTAssertEqual(hud.progress, 0.9)
            XCTAssertEqual(hud.label.text, "new")
        }
    }

    /// Bad progress values from any thread read back as set and are drawn clamped to 0…1 (NaN as 0).
    func testBadProgressFromABackgroundThread() {
        let (_, _, hud) = MainActor.assumeIsolated { Self.makeShownHUD() }
        let cases: [(Float, Double)] = [(.nan, 0), (.infinity, 1), (-.infinity, 0), (-1, 0), (2, 1), (0.25, 0.25)]
        for (bad, drawn) in cases {
            onBackgroundThread {
                hud.mode = .determinateHorizontalBar
                hud.progress = bad
            }
            drainMainQueue()
            MainActor.assumeIsolated {
                XCTAssertTrue(hud.progress == bad || (bad.isNaN && hud.progress.isNaN), "\(bad)")
                XCTAssertEqual(hud.engine.view?.configuration.progress, drawn, "\(bad)")
            }
        }
    }
}
