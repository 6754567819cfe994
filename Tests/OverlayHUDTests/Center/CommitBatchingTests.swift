import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// How many host commits `body` causes (the headless host counts them).
@MainActor
private func commits(_ env: HUDTestEnvironment, _ body: () -> Void) -> Int {
    let before = env.host.commitCount
    body()
    return env.host.commitCount - before
}

/// A popup that ends its transitions through an animation completion (the relay runs those).
@MainActor
private final class FadingPopup: Popup {
    let content = HUDLayer.make("fading", frame: HUDRect(0, 0, 120, 80), color: .white)
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?

    func present(_ context: PopupTransitionContext, completion: @escaping @MainActor () -> Void) {
        fade(context, to: 1, completion: completion)
    }

    func dismiss(_ context: PopupTransitionContext, reason: HUDHideReason, completion: @escaping @MainActor () -> Void) {
        fade(context, to: 0, completion: completion)
    }

    private func fade(_ context: PopupTransitionContext, to opacity: Double, completion: @escaping @MainActor () -> Void) {
        var fade = HUDAnimation(
            .basic(try! BasicAnimation(keyPath: .opacity, from: .scalar(1 - opacity), to: .scalar(opacity))))
        fade.duration = 0.4
        fade.completion = { _ in completion() }
        context.content.opacity = opacity
        context.content.add(fade, forKey: "fade", at: context.now)
    }
}

/// Every entry point — a call of the public API, a tap, a clock callback — reaches the host in
/// exactly one commit, however many components it changes on the way.
final class CommitBatchingTests: XCTestCase {
    func testShowingAndHidingTheWaitingHUDCommitOnceEach() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertEqual(commits(env) { env.center.showWaiting("Loading…", mode: .indeterminate) }, 1, "show")
            XCTAssertEqual(commits(env) { env.center.showWaiting("Still loading…", mode: .indeterminate) }, 1, "show again")
            XCTAssertEqual(commits(env) { env.center.showSuccess("Done") }, 1, "a status shown over the HUD")
            XCTAssertEqual(commits(env) { env.center.hideWaiting() }, 1, "hide")
        }
    }

    func testAProgressUpdateCommitsOnce() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…"))
            XCTAssertEqual(commits(env) { env.center.setWaitingProgress(0.4) }, 1, "progress only")
            XCTAssertEqual(
                commits(env) {
                    env.center.updateWaiting {
                        $0.progress = 0.6
                        $0.label = "Almost…"
                    }
                }, 1, "progress and label")
        }
    }

    func testAClockStepThatEndsTheHideAnimationCommitsOnce() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .indeterminate, label: "Loading…"))
            env.clock.advance(by: 1)
            env.center.hideWaiting()
            XCTAssertEqual(env.clock.nextDueTime, 1 + WaitingHUD.transitionDuration)
            XCTAssertEqual(commits(env) { env.clock.advance(by: WaitingHUD.transitionDuration) }, 1, "removed in one commit")
            XCTAssertFalse(env.center.isShowingAnything)
            XCTAssertEqual(env.host.visibilityChanges, [true, false])
        }
    }

    func testShowingABannerCommitsOnce() {
        onMain {
            let env = BannerTest.environment()
            XCTAssertEqual(commits(env) { env.center.showBanner(BannerTest.info("1")) }, 1, "the first banner")
            XCTAssertEqual(commits(env) { env.center.showBanner(BannerTest.info("2")) }, 1, "a second one")
            XCTAssertEqual(
                commits(env) { env.center.showBanner(BannerTest.info("2")) }, 0, "a repeat is dropped: nothing to commit")
        }
    }

    func testShowingAPopupCommitsOnce() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            XCTAssertEqual(commits(env) { env.center.showCardPopup(.compact()) }, 1, "shown at once")
            XCTAssertEqual(commits(env) { env.center.showPopup(FadingPopup()) }, 0, "queued behind it: nothing to commit")
        }
    }

    func testATapCommitsOnceWhateverItsCallbackShows() {
        onMain {
            let env = BannerTest.environment()
            env.center.bannerConfiguration.dismissesOnTap = true
            env.center.showBanner(BannerTest.info("1"))
            env.clock.advance(by: 1)
            env.center.onBannerTap = { _ in
                env.center.showWaiting("Answering…", mode: .indeterminate)
                env.center.showBanner(BannerTest.info("2"))
            }
            XCTAssertEqual(
                commits(env) { XCTAssertTrue(env.center.handleTap(at: HUDPoint(BannerTest.x, BannerTest.slots[0]))) }, 1,
                "the banner leaves, a HUD and another banner arrive: one commit")
            XCTAssertTrue(env.center.isWaitingVisible)
            XCTAssertEqual(env.center.visibleBannerIDs, ["2"])
        }
    }

    func testAnAnimationCompletionThatHandsAPopupOverCommitsOnce() {
        onMain {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let first = FadingPopup()
            let second = FadingPopup()
            env.center.showPopup(first)
            env.center.showPopup(second)
            env.clock.advance(by: 0.5)
            env.center.hidePopups()
            XCTAssertEqual(
                commits(env) { env.clock.advance(by: 0.4) }, 1,
                "the fade's completion hands over to the next popup: one commit")
            XCTAssertTrue(env.center.currentPopup === second)
        }
    }

    func testKeyboardAndScreenChangesCommitOnceWhileSomethingShows() {
        onMain {
            let env = BannerTest.environment()
            env.center.showWaiting("Loading…", mode: .indeterminate)
            env.center.showBanner(BannerTest.info("1"))
            env.center.showCardPopup(.compact())
            XCTAssertEqual(
                commits(env) { env.center.keyboardDidChange(to: HUDRect(0, 500, 390, 344)) }, 1,
                "HUD, banners and popup lay out again in one commit")
            XCTAssertEqual(
                commits(env) { env.center.screenDidChange(to: ScreenMetrics(size: HUDSize(844, 390), scale: 3)) }, 1,
                "rotation: one commit")
            XCTAssertEqual(
                commits(env) { env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark)) }, 1,
                "dark appearance: one commit")
        }
    }
}
