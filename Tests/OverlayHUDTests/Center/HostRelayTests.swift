import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A custom popup whose transitions end through an animation completion, as an app's popup
/// written against Core Animation would: it calls the queue back from `HUDAnimation.completion`.
@MainActor
private final class FadingPopup: Popup {
    let content = HUDLayer.make("fading", frame: HUDRect(0, 0, 120, 80), color: .white)
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    var log: [String] = []

    func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        fade(context, to: 1, name: "presented", completion: completion)
    }

    func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
        fade(context, to: 0, name: "dismissed", completion: completion)
    }

    private func fade(
        _ context: PopupTransitionContext, to opacity: Double, name: String,
        completion: @escaping @MainActor () -> Void
    ) {
        var fade = try! HUDAnimation.basic("opacity", from: .scalar(1 - opacity), to: .scalar(opacity), duration: 0.4)
        fade.fillMode = .both
        fade.isRemovedOnCompletion = false
        fade.completion = { [weak self] finished in
            self?.log.append("\(name) \(finished)")
            completion()
        }
        context.content.add(fade, forKey: "fade", at: context.now)
    }
}

final class HostRelayTests: XCTestCase {
    /// The engine, not the host, runs animation completions: on Linux a popup that ends its
    /// transition through one hands over when the animation ends, not at the queue's timeout.
    func testACustomPopupEndingItsTransitionByAnAnimationCompletionHandsOverAtTheAnimationsEnd() {
        onMain {
            let env = HUDTestEnvironment()
            let first = FadingPopup()
            let second = FadingPopup()
            env.center.showPopup(first)
            env.center.showPopup(second)
            XCTAssertTrue(env.center.currentPopup === first)

            env.clock.advance(by: 0.39)
            XCTAssertEqual(first.log, [], "still fading in")
            env.clock.advance(by: 0.02)
            XCTAssertEqual(first.log, ["presented true"], "the completion ran when the 0.4 s fade ended")

            env.center.hidePopups()
            env.clock.advance(by: 0.41)
            XCTAssertEqual(first.log, ["presented true", "dismissed true"])
            env.clock.advance(by: PopupQueueConfiguration.defaultPauseBetweenPopups)
            XCTAssertTrue(
                env.center.currentPopup === second,
                "handed over at the end of the fade and the queue's pause, not after the 5 s timeout")
            env.clock.advance(by: 0.41)
            XCTAssertEqual(second.log, ["presented true"])
        }
    }

    /// Nothing is scheduled for animations while none of them ends (the cat turns forever), and
    /// the completion timer goes with the last animation.
    func testTheCompletionTimerExistsOnlyWhileAnAnimationWillEnd() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Loading…", mode: .text)
            env.clock.advance(by: 5)
            XCTAssertEqual(env.clock.pendingCount, 0, "a HUD at rest schedules nothing")
            env.center.hideWaiting(animated: true)
            env.clock.advance(by: 5)
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertEqual(env.clock.pendingCount, 0, "nothing is left scheduled once the overlay is empty")
        }
    }

    /// The host hears that the overlay became visible from its content, whoever changed it: a
    /// waiting HUD with a grace time appears later, by itself.
    func testTheHostHearsTheOverlayBecameVisibleWhenAGraceTimeEnds() {
        onMain {
            let env = HUDTestEnvironment()
            var configuration = WaitingHUDConfiguration(label: "Slow")
            configuration.graceTime = 0.5
            env.center.showWaiting(configuration)
            XCTAssertFalse(env.host.isOverlayVisible, "nothing shows during the grace time")
            env.clock.advance(by: 0.51)
            XCTAssertNotNil(env.layer("hud.bezel") ?? env.center.overlay.rootLayer.sublayers.first)
            XCTAssertTrue(env.host.isOverlayVisible, "the window appears with the HUD")
            env.center.hideWaiting(animated: false)
            env.clock.advance(by: 1)
            XCTAssertFalse(env.host.isOverlayVisible)
        }
    }
}
