import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// How lifecycle events are delivered: the scene going away, handlers that show more, a hide
/// turned back, what listening costs and a stream's end (HUDCenter+Events.swift, EventFanOut.swift).
final class LifecycleEventDeliveryTests: XCTestCase {
    /// What handlers heard, as "element phase[:reason]".
    @MainActor
    private final class Heard {
        var steps: [String] = []
        var handler: HUDEventHandler { HUDEventHandler { [self] in steps.append(Self.describe($0)) } }

        static func describe(_ e: HUDEvent) -> String {
            let element: String
            switch e.element {
            case .waitingHUD: element = "hud"
            case .banner(let id): element = "banner \(id)"
            case .message(let id): element = "message \(id)"
            case .popup(let id): element = "popup \(id ?? "-")"
            }
            return "\(element) \(e.phase)" + (e.reason.map { ":\($0.rawValue)" } ?? "")
        }
    }

    /// Everything shown when its scene goes away leaves because of it: HUD, banner, message, popup.
    func testEverythingShownWhenTheSceneGoesLeavesBecauseOfIt() throws {
        try onMain {
            let env = HUDTestEnvironment()
            let center = env.center
            let heard = Heard()
            var hud = WaitingHUDConfiguration(mode: .indeterminate)
            hud.lifecycle = heard.handler
            center.showWaiting(hud)
            var banner = BannerInfo(id: "b", title: "Ada")
            banner.lifecycle = heard.handler
            center.showBanner(banner)
            var message = MessageConfiguration.info("Synced", id: "m")
            message.lifecycle = heard.handler
            center.showMessage(message)
            var popup = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
            popup.presentation.id = "p"
            popup.presentation.lifecycle = heard.handler
            try center.showOptionPopup(popup)
            env.clock.advance(by: 1)
            heard.steps.removeAll()

            center.hideEverything()
            env.clock.advance(by: 2)
            XCTAssertEqual(
                heard.steps.sorted(),
                ["banner b", "hud", "message m", "popup p"].flatMap { ["\($0) willHide:sceneGone", "\($0) didHide:sceneGone"] }
                    .sorted())
            XCTAssertEqual(HUDHideReason.sceneGone.rawValue, "sceneGone")
            env.assertIdle()
        }
    }

    /// A handler may show and hide things: what that causes is told after what came before, in order.
    func testAHandlerThatShowsSomethingHearsItAfterWhatCameBefore() {
        onMain {
            let env = HUDTestEnvironment()
            let center = env.center
            let heard = Heard()
            var info = BannerInfo(id: "first", title: "Ada")
            info.lifecycle = HUDEventHandler { event in
                heard.steps.append(Heard.describe(event))
                if event.phase == .willShow {
                    var next = BannerInfo(id: "second", title: "Bo")
                    next.lifecycle = heard.handler
                    center.showBanner(next)
                }
            }
            center.showBanner(info)
            XCTAssertEqual(
                heard.steps, ["banner first willShow", "banner first didShow", "banner second willShow", "banner second didShow"])
            center.hideBanners()
            env.clock.advance(by: 1)
        }
    }

    /// A show during the hide animation turns the HUD back: it is told willShow and didShow again.
    func testAHideTurnedBackIsFollowedByAnotherShow() {
        onMain {
            let env = HUDTestEnvironment()
            let heard = Heard()
            var config = WaitingHUDConfiguration(mode: .indeterminate)
            config.lifecycle = heard.handler
            env.center.showWaiting(config)
            env.clock.advance(by: 1)
            env.center.hideWaiting()
            env.clock.advance(by: 0.1)
            env.center.showWaiting(config)
            env.clock.advance(by: 1)
            XCTAssertEqual(
                heard.steps, ["hud willShow", "hud didShow", "hud willHide:hiddenByCode", "hud willShow", "hud didShow"])
            env.center.hideWaiting(animated: false)
            XCTAssertEqual(heard.steps.last, "hud didHide:hiddenByCode")
        }
    }

    /// No handler and no stream: nothing is made for events.
    func testNothingIsMadeWhileNoOneListens() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showSuccess("Saved")
            env.center.showBanner(BannerInfo(id: "b", title: "Ada"))
            env.clock.advance(by: 10)
            XCTAssertNil(env.center.eventsStorage)
            XCTAssertNil(env.center.commitBatch.didClose)
        }
    }

    /// Every element reports its steps, but while no stream is read and it has no handler a
    /// report stops at the center's flag: no event is made and the center is not called.
    func testReportsStopBeforeTheCenterWhileNoOneListens() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let center = env.center
            var reached: [HUDEvent.Element] = []
            typealias Post = (HUDEvent.Element, HUDEvent.Phase, HUDHideReason?, HUDEventHandler?) -> Void
            @MainActor func counting(_ post: Post?) -> Post {
                { element, phase, reason, handler in
                    reached.append(element)
                    post?(element, phase, reason, handler)
                }
            }
            @MainActor func showAndHideEach() throws {
                center.showBanner(BannerInfo(id: "b", title: "Ada"))
                center.showMessage(.info("Synced", id: "m"))
                var popup = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "A")])
                popup.presentation.id = "p"
                try center.showOptionPopup(popup)
                // Listened to from here: each has its did-show, will-hide and did-hide to report.
                let stage = try XCTUnwrap(center.popupQueue.stage as? PopupStage)
                stage.onEvent = counting(stage.onEvent)
                let banners = try XCTUnwrap(center.bannerStack)
                banners.onEvent = counting(banners.onEvent)
                let messages = try XCTUnwrap(center.messageStack)
                messages.onEvent = counting(messages.onEvent)
                env.clock.advance(by: 1)
                center.hideBanners()
                center.hideMessages()
                center.hidePopups(.all)
                env.clock.advance(by: 2)
            }
            try showAndHideEach()
            XCTAssertEqual(reached, [], "no stream, no handler")
            XCTAssertFalse(center.eventListening.hasStreams)
            let stream = center.events()
            XCTAssertTrue(center.eventListening.hasStreams)
            try showAndHideEach()
            XCTAssertEqual(Set(reached), [.banner(id: "b"), .message(id: "m"), .popup(id: "p")])
            withExtendedLifetime(stream) {}
        }
    }

    /// A consumer that stops reading is forgotten by the center.
    func testAStoppedConsumerIsForgotten() async {
        let env = await MainActor.run { HUDTestEnvironment() }
        let stream = await MainActor.run { env.center.events() }
        let reader = Task { for await _ in stream {} }
        let registered = await MainActor.run { env.center.eventsStorage?.hasStreams == true }
        XCTAssertTrue(registered)
        reader.cancel()
        await reader.value
        var forgotten = false
        for _ in 0..<1_000 where !forgotten {
            forgotten = await MainActor.run { env.center.eventsStorage?.hasStreams == false }
            await Task.yield()
        }
        XCTAssertTrue(forgotten)
        let listening = await MainActor.run { env.center.eventListening.hasStreams }
        XCTAssertFalse(listening, "the flag the elements check follows the streams")
    }
}
