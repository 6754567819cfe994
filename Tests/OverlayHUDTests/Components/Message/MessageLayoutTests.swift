import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Safe areas, the keyboard, rotation, appearance and the z-order beside the other elements.
final class MessageLayoutTests: XCTestCase {
    func testCardsSitInsideTheSafeAreaAndToastsInItsMiddle() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
            env.center.showMessage(MessageTest.message("top", position: .top, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("bottom", position: .bottom, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("toast", "Copied", position: .center, duration: .untilHidden))
            let top = MessageTest.frame(env, "top")!
            XCTAssertEqual(top.minY, 47 + 8, accuracy: 1e-9, "8 pt below the safe area's top")
            XCTAssertEqual(top.minX, 12, accuracy: 1e-9)
            XCTAssertEqual(top.width, 366, accuracy: 1e-9)
            let bottom = MessageTest.frame(env, "bottom")!
            XCTAssertEqual(bottom.maxY, 844 - 34 - 8, accuracy: 1e-9, "8 pt above the home indicator's safe area")
            let toast = MessageTest.frame(env, "toast")!
            XCTAssertEqual(toast.midY, (55 + 802) / 2, accuracy: 1e-9)
            XCTAssertEqual(toast.midX, 195, accuracy: 1e-9)
            XCTAssertLessThan(toast.width, 200, "a toast hugs its text")
        }
    }

    func testLandscapeKeepsClearOfTheSensorHousingAndIPadCardsStayCards() {
        onMain {
            let env = HUDTestEnvironment(metrics: ScreenMetrics.iPhone.rotated(to: .landscapeLeft))
            env.center.showMessage(MessageTest.message("a", position: .bottom))
            let f = MessageTest.frame(env, "a")!
            XCTAssertEqual(f.width, 500, accuracy: 1e-9, "the maximum width")
            XCTAssertEqual(f.midX, 422, accuracy: 1e-9, "centred in the safe area")
            XCTAssertEqual(f.maxY, 390 - 21 - 8, accuracy: 1e-9)
            let narrow = HUDTestEnvironment(metrics: ScreenMetrics.iPhone.rotated(to: .landscapeLeft))
            narrow.center.messageStackConfiguration.maximumWidth = 2000
            narrow.center.showMessage(MessageTest.message("a"))
            let g = MessageTest.frame(narrow, "a")!
            XCTAssertEqual(g.minX, 47 + 12, accuracy: 1e-9)
            XCTAssertEqual(g.maxX, 844 - 47 - 12, accuracy: 1e-9)
        }
    }

    func testBottomMessagesAndToastsRideAboveTheKeyboard() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
            env.center.keyboardDidChange(to: HUDRect(0, 508, 390, 336))
            env.center.showMessage(MessageTest.message("bottom", position: .bottom, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("toast", position: .center, duration: .untilHidden))
            env.center.showMessage(MessageTest.message("top", position: .top, duration: .untilHidden))
            XCTAssertEqual(MessageTest.frame(env, "bottom")!.maxY, 508 - 8, accuracy: 1e-9, "shown above a keyboard already up")
            XCTAssertEqual(MessageTest.frame(env, "toast")!.midY, (55 + 500) / 2, accuracy: 1e-9)
            XCTAssertEqual(MessageTest.frame(env, "top")!.minY, 55, accuracy: 1e-9)
            env.clock.advance(by: 1)
            env.center.keyboardDidChange(to: nil)
            XCTAssertEqual(MessageTest.frame(env, "bottom")!.maxY, 802, accuracy: 1e-9, "back down when it hides")
            let h = MessageTest.frame(env, "bottom")!.height
            XCTAssertEqual(MessageTest.shownCenter(env, "bottom")!.y, 500 - h / 2, accuracy: 1e-9, "gliding from where it was")
            XCTAssertEqual(
                MessageTest.shownCenter(env, "bottom", at: 1 + MessageLook.reflowDuration)!.y, 802 - h / 2, accuracy: 1e-9)
            env.center.keyboardDidChange(to: HUDRect(0, 400, 390, 444))
            XCTAssertEqual(MessageTest.frame(env, "bottom")!.maxY, 392, accuracy: 1e-9, "and up again")
        }
    }

    func testRotationAndAppearanceLayTheMessagesOutAgain() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(.error("Upload failed", body: "Check your connection and try again. Your draft is kept."))
            let id = env.center.visibleMessageIDs[0]
            let portrait = MessageTest.frame(env, id)!
            env.center.screenDidChange(to: ScreenMetrics.iPhone.rotated(to: .landscapeLeft))
            let landscape = MessageTest.frame(env, id)!
            XCTAssertEqual(landscape.width, 500, accuracy: 1e-9)
            XCTAssertLessThan(landscape.height, portrait.height, "the body needs fewer lines when wider")
            XCTAssertEqual(landscape.minY, 0 + 8, accuracy: 1e-9, "no top safe area in landscape")
            let card = MessageTest.card(env, id)!
            XCTAssertEqual(card.backgroundColor, HUDColor(hex: 0xC62828))
            env.center.appearanceDidChange(dark: true)
            XCTAssertEqual(card.backgroundColor, MessagePalette.darkCard)
            XCTAssertEqual(card.borderWidth, 1)
        }
    }

    func testMessagesSitAboveTheWaitingHUDAndPopupsAndBelowBanners() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "b", title: "Sone"))
            var mask = WaitingHUDConfiguration()
            mask.style.maskType = .black
            env.center.showWaiting(mask)
            env.center.showMessage(MessageTest.message("m", position: .center))
            let order = env.center.overlay.rootLayer.sublayersInDrawingOrder.map(\.zPosition)
            XCTAssertEqual(order, [OverlayZOrder.waitingHUD, OverlayZOrder.messages, OverlayZOrder.banners])
            XCTAssertLessThan(OverlayZOrder.popups, OverlayZOrder.messages)
            env.clock.advance(by: 1)
            let f = MessageTest.frame(env, "m")!
            XCTAssertTrue(
                env.center.overlay.hitTest(HUDPoint(f.midX, f.midY)) === MessageTest.card(env, "m"),
                "a message over a masking HUD takes its own touches")
            XCTAssertNotNil(env.center.overlay.hitTest(HUDPoint(195, 700)), "the mask still blocks the rest")
        }
    }

    func testAMessageNeverReplacesTheWaitingHUD() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Uploading…")
            env.clock.advance(by: 1)
            env.center.showMessage(.error("Upload failed"))
            env.center.hideMessages()
            env.clock.advance(by: 1)
            XCTAssertTrue(env.center.isWaitingVisible)
            XCTAssertEqual(env.center.waitingConfiguration?.label, "Uploading…")
        }
    }

    func testTheOverlayIsEmptyWhenTheLastMessageHasGone() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(MessageTest.message("a", duration: .seconds(1)))
            XCTAssertTrue(env.host.isOverlayVisible)
            env.clock.advance(by: 1.25)
            XCTAssertFalse(env.host.isOverlayVisible)
            XCTAssertEqual(env.host.visibilityChanges, [true, false])
        }
    }

    /// A refresh lays the texts out again in the line layers the card holds: a body that wraps to
    /// as many lines keeps them (on iOS, their labels), one of fewer lines drops the rest, and
    /// one that fits a line draws in the body itself.
    func testARefreshKeepsTheLineLayersOfAWrappedBody() throws {
        func string(_ layer: HUDLayer) -> String? {
            if case .text(let text) = layer.content { return text.string }
            return nil
        }
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let long = "Check your connection and try again. Your draft is kept until you send it again."
            var message = MessageTest.message("upload", "Upload failed", position: .top, duration: .untilHidden)
            message.body = long
            env.center.showMessage(message)
            let body = try XCTUnwrap(MessageTest.shown(env, "upload")?.view.body)
            let lines = body.sublayers
            XCTAssertGreaterThan(lines.count, 1, "the body wraps")
            let texts = lines.map(string)
            message.title = "Upload failed again"
            env.center.showMessage(message)
            XCTAssertEqual(body.sublayers.count, lines.count)
            for (kept, line) in zip(body.sublayers, lines) { XCTAssertTrue(kept === line, "\(line.name ?? "")") }
            XCTAssertEqual(body.sublayers.map(string), texts)
            XCTAssertEqual(body.sublayers.map(\.name), (0..<lines.count).map { "line\($0)" })
            message.body = "Try again."
            env.center.showMessage(message)
            XCTAssertTrue(body.sublayers.isEmpty)
            XCTAssertEqual(string(body), "Try again.")
            message.body = long
            env.center.showMessage(message)
            XCTAssertEqual(body.sublayers.map(string), texts)
            XCTAssertNil(string(body))
        }
    }
}
