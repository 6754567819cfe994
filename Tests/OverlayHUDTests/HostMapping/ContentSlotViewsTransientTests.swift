import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Transient content slots (a waiting HUD's custom view, `ContentSlotViews.registerTransient(_:)`)
/// are released on every way out: after their layer left the overlay, and when their layer never
/// reached a commit at all.
final class ContentSlotViewsTransientTests: XCTestCase {
    final class Box {}

    /// A host's slot views, registering one transient view per layer built (as the UIKit host's
    /// `waitingContent(view:)` does), released as the host does after each commit.
    @MainActor
    final class TransientHost {
        var views = ContentSlotViews<Box>()
        let box = Box()

        func content(_ id: String) -> WaitingHUDConfiguration.CustomContent {
            WaitingHUDConfiguration.CustomContent(id: id, size: HUDSize(30, 30)) { [self] in
                let layer = HUDLayer(name: "customIndicator")
                layer.contentSlot = views.registerTransient(box).slot
                return layer
            }
        }

        /// What the host does after a commit.
        func sweep(_ overlay: Overlay) -> Int { views.releaseTransient(keeping: overlay.heldContentSlots).count }
    }

    func testASlotIsKeptWhileItsLayerShowsAndReleasedWhenItLeaves() {
        onMain {
            let env = HUDTestEnvironment()
            let host = TransientHost()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .custom(host.content("a"))))
            XCTAssertEqual(host.sweep(env.center.overlay), 0, "shown: kept")
            XCTAssertEqual(host.views.count, 1)
            env.center.hideWaiting(animated: true)
            XCTAssertEqual(host.sweep(env.center.overlay), 0, "still fading out: kept")
            env.clock.advance(by: 1)
            XCTAssertEqual(host.sweep(env.center.overlay), 1, "gone: released")
            XCTAssertEqual(host.views.count, 0)
            XCTAssertFalse(host.views.hasTransient)
        }
    }

    /// Shown and hidden, or its mode changed twice, before any commit: the layer never reached
    /// the host (UIKit: no mirror node, so nothing would discard it); the next sweep releases it.
    func testASlotWhoseLayerNeverReachedACommitIsReleased() {
        onMain {
            let env = HUDTestEnvironment()
            let host = TransientHost()
            env.center.batch {
                env.center.showWaiting(WaitingHUDConfiguration(mode: .custom(host.content("a"))))
                env.center.hideWaiting(animated: false)
            }
            XCTAssertEqual(host.views.count, 1)
            XCTAssertEqual(host.sweep(env.center.overlay), 1)
            env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: "x"))
            let b = host.content("b")
            env.center.batch {
                env.center.updateWaiting { $0.mode = .custom(b) }
                env.center.updateWaiting { $0.mode = .indeterminate }
            }
            XCTAssertEqual(host.sweep(env.center.overlay), 1, "replaced before a commit: released")
            XCTAssertEqual(host.views.count, 0)
        }
    }

    func testReleasingOrTakingOverASlotForgetsItIsTransient() {
        var views = ContentSlotViews<Box>()
        let box = Box()
        let first = views.registerTransient(box).slot
        XCTAssertTrue(views.isTransient(first))
        let (second, taken) = views.registerTransient(box)
        XCTAssertEqual(taken, first)
        XCTAssertFalse(views.isTransient(first), "taken over: no longer held")
        XCTAssertTrue(views.release(second) === box)
        XCTAssertFalse(views.isTransient(second))
        XCTAssertFalse(views.hasTransient)
        XCTAssertEqual(views.releaseTransient(keeping: []).count, 0, "nothing left to release")
        let plain = views.register(Box()).slot
        XCTAssertEqual(views.releaseTransient(keeping: []).count, 0, "plain slots are the element's to release")
        XCTAssertNotNil(views.view(in: plain))
    }
}
