import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Once the last message has gone, whichever way it went, nothing is left scheduled or animating,
/// the stack is released, and so is every message and its layers.
final class MessageIdleTests: XCTestCase {
    /// Shows `messages`, lets them settle, runs `exit`, lets every animation end, then checks.
    @MainActor
    private static func check(
        _ name: String, _ messages: [MessageConfiguration], stacked: Bool = false, exit: (HUDTestEnvironment) -> Void,
        line: UInt = #line
    ) {
        let env = HUDTestEnvironment()
        if stacked { env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3) }
        for m in messages { env.center.showMessage(m) }
        env.clock.advance(by: 0.5)
        weak let stack = env.center.messageStack
        let boxes = (env.center.messageStack?.shown ?? []).flatMap {
            [MessageWeakBox<AnyObject>($0), MessageWeakBox<AnyObject>($0.view), MessageWeakBox<AnyObject>($0.view.card)]
        }
        XCTAssertFalse(boxes.isEmpty, name, line: line)
        exit(env)
        // Long enough for any exit animation: a timer left behind by a message that has gone is still pending here.
        env.clock.advance(by: 1)
        XCTAssertEqual(env.center.visibleMessageIDs, [], name, line: line)
        XCTAssertEqual(env.center.waitingMessageIDs, [], name, line: line)
        XCTAssertNil(stack, "\(name): the stack is released", line: line)
        XCTAssertTrue(env.center.touchTargets.isEmpty, name, line: line)
        XCTAssertTrue(boxes.allSatisfy { $0.value == nil }, "\(name): every message and layer is released", line: line)
        env.assertIdle(name, line: line)
    }

    func testEveryWayOutLeavesNothingRunning() {
        onMain {
            let a = MessageTest.message("a", duration: .seconds(2))
            let b = MessageTest.message("b", position: .bottom, duration: .untilHidden)
            let c = MessageTest.message("c", position: .center, duration: .untilHidden)
            Self.check("timers, one at a time", [a, MessageTest.message("a2", duration: .seconds(1))]) { env in
                env.clock.advance(by: 3)
            }
            Self.check("hide by id", [a, b, c], stacked: true) { env in
                for id in ["a", "b", "c"] { env.center.hideMessages(id: id) }
            }
            Self.check("hide all, with some waiting", [a, b, c]) { env in env.center.hideMessages() }
            Self.check("taps", [a, b], stacked: true) { env in
                for id in ["a", "b"] {
                    guard let f = MessageTest.frame(env, id) else { return XCTFail("no message \(id)") }
                    env.center.handleTap(at: HUDPoint(f.midX, f.midY))
                }
            }
            let toast = MessageTest.message("c", position: .center)
            Self.check("swipes", [a, b, toast], stacked: true) { env in
                for (id, dy) in [("a", -40.0), ("b", 40), ("c", 40)] {
                    guard let f = MessageTest.frame(env, id) else { return XCTFail("no message \(id)") }
                    let p = HUDPoint(f.midX, f.midY)
                    env.host.deliver(.panBegan(p))
                    env.host.deliver(.panEnded(p, translation: HUDSize(0, dy), velocity: .zero))
                }
            }
            Self.check("a finger left on a message is lifted", [a]) { env in
                guard let f = MessageTest.frame(env, "a") else { return XCTFail("no message") }
                env.center.handleTouchDown(at: HUDPoint(f.midX, f.midY))
                env.clock.advance(by: 10)
                env.center.handleTouchUp(at: HUDPoint(f.midX, f.midY))
                env.clock.advance(by: 2)
            }
            Self.check("hidden while refreshed and dragged", [a]) { env in
                guard let f = MessageTest.frame(env, "a") else { return XCTFail("no message") }
                env.center.handleMessagePan(BannerPanEvent(.began, location: HUDPoint(f.midX, f.midY)))
                env.center.showMessage(MessageTest.message("a", "again"))
                env.center.hideMessages()
                env.center.handleMessagePan(BannerPanEvent(.ended, location: .zero, translation: HUDPoint(0, -90)))
            }
        }
    }

    func testNothingIsScheduledWhileNothingShows() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 2)
            env.center.keyboardDidChange(to: HUDRect(0, 500, 390, 344))
            env.center.appearanceDidChange(dark: true)
            env.center.hideMessages()
            env.center.hideMessages(id: "x")
            XCTAssertNil(env.center.messageStack)
            XCTAssertEqual(env.host.commitCount, 0, "no work at all")
            env.assertIdle()
        }
    }
}
