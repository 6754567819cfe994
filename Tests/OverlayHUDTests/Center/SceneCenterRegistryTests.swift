import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Two window scenes modelled on Linux: one center per scene, each on its own headless host and
/// manual clock (as `HUDCenter.center(for:)` makes one per `UIWindowScene`, each on its own
/// `UIKitHUDHost`), kept by the shared center's registry.
final class SceneCenterRegistryTests: XCTestCase {
    /// One scene's host and clock.
    @MainActor
    private final class SceneHost {
        let clock = ManualClock()
        let host = HeadlessHost(fonts: TestFonts.library())
        var environment: HUDEnvironment { HUDEnvironment(host: host, clock: clock) }
    }

    /// Each scene gets its own center, the same one each time, and what one shows the other does not.
    func testEachSceneShowsOnItsOwnCenter() {
        onMain {
            let root = HUDTestEnvironment().center
            let a = SceneHost()
            let b = SceneHost()
            let centerA = root.sceneCenter(for: "A") { a.environment }
            let centerB = root.sceneCenter(for: "B") { b.environment }
            XCTAssertFalse(centerA === centerB)
            XCTAssertTrue(
                root.sceneCenter(for: "A") {
                    XCTFail("made twice")
                    return b.environment
                } === centerA)
            XCTAssertTrue(root.sceneCenters.existingCenter(for: "B") === centerB)
            XCTAssertNil(root.sceneCenters.existingCenter(for: "C"))
            XCTAssertEqual(Set(root.sceneCenters.sceneIDs), ["A", "B"])

            centerA.showWaiting("Uploading…")
            centerB.showMessage(.error("Upload failed", duration: .untilHidden))
            a.clock.advance(by: 1)
            b.clock.advance(by: 1)
            XCTAssertTrue(centerA.isWaitingVisible)
            XCTAssertTrue(centerA.visibleMessageIDs.isEmpty)
            XCTAssertFalse(centerB.isWaitingVisible)
            XCTAssertEqual(centerB.visibleMessageIDs.count, 1)
            XCTAssertEqual(a.host.visibilityChanges, [true])
            XCTAssertEqual(b.host.visibilityChanges, [true])
            XCTAssertFalse(root.isShowingAnything, "the shared center shows nothing of either")

            centerA.hideWaiting(animated: false)
            XCTAssertEqual(a.host.visibilityChanges, [true, false])
            XCTAssertEqual(centerB.visibleMessageIDs.count, 1, "scene B is untouched")
        }
    }

    /// A scene's center starts with the shared center's settings.
    func testASceneCenterTakesTheSharedSettings() {
        onMain {
            let root = HUDTestEnvironment().center
            root.bannerConfiguration.capacity = 2
            root.statusHUDSettings.minimumDuration = 1.5
            root.messageStackConfiguration.spacing = 21
            root.popupQueueConfiguration.pauseBetweenPopups = 0
            root.localization = .simplifiedChinese
            let store = OptionPopupConfiguration.InMemorySelectionStore()
            root.optionSelectionStore = store
            root.onBannerTap = { _ in }
            let a = SceneHost()
            let center = root.sceneCenter(for: "A") { a.environment }
            XCTAssertEqual(center.bannerConfiguration.capacity, 2)
            XCTAssertEqual(center.statusHUDSettings.minimumDuration, 1.5)
            XCTAssertEqual(center.messageStackConfiguration.spacing, 21)
            XCTAssertEqual(center.popupQueueConfiguration.pauseBetweenPopups, 0)
            XCTAssertEqual(center.localization, .simplifiedChinese)
            XCTAssertTrue(center.optionSelectionStore as AnyObject === store, "one store: records shared across windows")
            XCTAssertNotNil(center.onBannerTap)
        }
    }

    /// A scene that disconnects takes its center's elements with it — waiting HUD and popups at once,
    /// banners and messages after their exit — and its center is released; nothing stays scheduled.
    /// The other scene's center is untouched.
    func testADisconnectedScenesCenterEmptiesAndIsReleased() throws {
        try onMainThrowing {
            let root = HUDTestEnvironment().center
            let a = SceneHost()
            let b = SceneHost()
            weak var releasedA: HUDCenter?
            var popupReasons: [HUDHideReason] = []
            var hiddenMessages: [String] = []
            do {
                let centerA = root.sceneCenter(for: "A") { a.environment }
                releasedA = centerA
                centerA.pushActivity("Uploading…")
                try centerA.showOptionPopup(
                    OptionPopupConfiguration(options: nineOptions()), didHide: { popupReasons.append($0) })
                try centerA.showOptionPopup(
                    OptionPopupConfiguration(options: nineOptions()), didHide: { popupReasons.append($0) })
                centerA.showBanner(BannerInfo(id: "1", title: "Caller"))
                var message = MessageConfiguration.info("Queued", duration: .untilHidden, id: "m")
                message.didHide = { hiddenMessages.append($0.resolvedID) }
                centerA.showMessage(message)
                a.clock.advance(by: 1)
                XCTAssertEqual(centerA.queuedPopups.count, 1)
            }
            let centerB = root.sceneCenter(for: "B") { b.environment }
            centerB.showWaiting("B")
            b.clock.advance(by: 1)

            root.sceneCenters.sceneDidDisconnect("A")
            XCTAssertNil(root.sceneCenters.existingCenter(for: "A"))
            XCTAssertEqual(popupReasons, [.sceneGone, .sceneGone], "showing and queued popups left at once")
            a.clock.advance(by: 5)
            XCTAssertEqual(hiddenMessages, ["m"])
            XCTAssertEqual(a.clock.pendingCount, 0, "nothing scheduled once the elements have left")
            XCTAssertEqual(a.host.visibilityChanges, [true, false])
            XCTAssertNil(releasedA, "the registry let the center go")
            XCTAssertTrue(centerB.isWaitingVisible, "scene B keeps its HUD")
            XCTAssertTrue(root.sceneCenters.existingCenter(for: "B") === centerB)

            let again = root.sceneCenter(for: "A") { a.environment }
            XCTAssertFalse(again.isShowingAnything, "the session's next center starts empty")
        }
    }

    /// A center the app still holds after its scene disconnected keeps working: what it shows
    /// then keeps it in the registry's care until that has left too, and it is never handed out
    /// again for the session.
    func testAHeldCenterOutlivesItsSceneAndIsLetGoWhenEmpty() {
        onMain {
            let root = HUDTestEnvironment().center
            let a = SceneHost()
            let held = root.sceneCenter(for: "A") { a.environment }
            held.showBanner(BannerInfo(id: "1", title: "Caller"))
            a.clock.advance(by: 1)
            root.sceneCenters.sceneDidDisconnect("A")
            held.showWaiting("Still working")
            a.clock.advance(by: 5)
            XCTAssertTrue(held.isWaitingVisible, "the app's later call shows (the host picks the window)")
            XCTAssertFalse(root.sceneCenters.isEmpty, "kept until what it shows has left")
            XCTAssertNil(root.sceneCenters.existingCenter(for: "A"))
            held.hideWaiting(animated: false)
            XCTAssertTrue(root.sceneCenters.isEmpty, "let go once empty")
            XCTAssertEqual(a.clock.pendingCount, 0)
            XCTAssertFalse(root.sceneCenter(for: "A") { SceneHost().environment } === held, "a new center for the session")
        }
    }

    /// Bad input: unknown, repeated and empty ids are no-ops or plain ids; the observation goes
    /// with the last center.
    func testBadInput() {
        onMain {
            let registry = SceneCenterRegistry()
            registry.sceneDidDisconnect("never made")
            registry.sceneDidDisconnect("")
            XCTAssertTrue(registry.isEmpty)
            let a = SceneHost()
            let b = SceneHost()
            let empty = registry.center(for: "") { HUDCenter(environment: a.environment) }
            let other = registry.center(for: "B") { HUDCenter(environment: b.environment) }
            XCTAssertFalse(empty === other)
            registry.disconnectObservation = NSObject()
            registry.sceneDidDisconnect("")
            registry.sceneDidDisconnect("")
            XCTAssertNotNil(registry.disconnectObservation, "a center is still kept")
            XCTAssertTrue(registry.existingCenter(for: "B") === other)
            registry.sceneDidDisconnect("B")
            XCTAssertTrue(registry.isEmpty)
            XCTAssertNil(registry.disconnectObservation, "nothing observes when no center is kept")
        }
    }
}
