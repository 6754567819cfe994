import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class LayerAnimationTests: XCTestCase {
    /// Records completion calls.
    final class Log {
        var calls: [(String, Bool)] = []
        func callback(_ name: String) -> (Bool) -> Void { { [unowned self] in self.calls.append((name, $0)) } }
        var summary: [String] { calls.map { "\($0.0):\($0.1)" } }
    }

    private func fade(_ duration: Double = 1) throws -> HUDAnimation {
        try HUDAnimation.basic("opacity", from: 0, to: 1, duration: duration)
    }

    func testBeginTimeZeroIsStampedAtAdd() throws {
        let l = HUDLayer()
        l.add(try fade(), forKey: "f", at: 42)
        XCTAssertEqual(l.animation(forKey: "f")?.beginTime, 42)
        var later = try fade()
        later.beginTime = 50
        l.add(later, forKey: "g", at: 42)
        XCTAssertEqual(l.animation(forKey: "g")?.beginTime, 50)
        XCTAssertEqual(l.animationKeys, ["f", "g"])
        XCTAssertNil(l.animation(forKey: "nope"))
    }

    func testCompletionFiresOnceWithTrue() throws {
        let log = Log()
        let l = HUDLayer()
        var a = try fade()
        a.completion = log.callback("a")
        l.add(a, forKey: "a", at: 0)
        l.processCompletions(at: 0.5)
        XCTAssertEqual(log.summary, [])
        XCTAssertEqual(l.nextCompletionTime(after: 0.5), 1)
        l.processCompletions(at: 1)
        l.processCompletions(at: 2)
        XCTAssertEqual(log.summary, ["a:true"])
        XCTAssertEqual(l.animationKeys, [], "removed on completion")
        XCTAssertNil(l.nextCompletionTime(after: 2))
        l.removeAllAnimations()
        XCTAssertEqual(log.summary, ["a:true"])
    }

    func testKeptAnimationCompletesOnceAndStays() throws {
        let log = Log()
        let l = HUDLayer()
        var a = try fade()
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        a.completion = log.callback("a")
        l.add(a, forKey: "a", at: 0)
        l.processCompletions(at: 3)
        l.processCompletions(at: 4)
        XCTAssertEqual(log.summary, ["a:true"])
        XCTAssertEqual(l.animationKeys, ["a"])
        XCTAssertEqual(l.presentation(at: 5).opacity, 1)
        XCTAssertNil(l.nextCompletionTime(after: 5))
        l.removeAnimation(forKey: "a")
        XCTAssertEqual(log.summary, ["a:true"], "already completed: removal does not call again")
    }

    func testEarlyRemovalAndReplacementReportFalse() throws {
        let log = Log()
        let l = HUDLayer()
        var a = try fade()
        a.completion = log.callback("a")
        var b = try fade()
        b.completion = log.callback("b")
        var c = try fade()
        c.completion = log.callback("c")
        l.add(a, forKey: "x", at: 0)
        l.add(b, forKey: "x", at: 0.2)  // replaces a
        XCTAssertEqual(log.summary, ["a:false"])
        XCTAssertEqual(l.animationKeys, ["x"])
        l.add(c, forKey: "y", at: 0.2)
        l.removeAnimation(forKey: "x")
        l.removeAnimation(forKey: "missing")
        XCTAssertEqual(log.summary, ["a:false", "b:false"])
        l.removeAllAnimations()
        XCTAssertEqual(log.summary, ["a:false", "b:false", "c:false"])
        l.processCompletions(at: 10)
        XCTAssertEqual(log.calls.count, 3)
    }

    func testNilKeysNeverReplace() throws {
        let l = HUDLayer()
        l.add(try fade(), forKey: nil, at: 0)
        l.add(try fade(), forKey: nil, at: 0)
        XCTAssertEqual(l.animationKeys, [])
        XCTAssertTrue(l.hasAnimations)
        l.processCompletions(at: 1)
        XCTAssertFalse(l.hasAnimations)
    }

    func testCompletionThatAddsAndRemovesAnimations() throws {
        let log = Log()
        let root = HUDLayer()
        let child = HUDLayer()
        let other = HUDLayer()
        root.addSublayer(child)
        root.addSublayer(other)
        var second = try fade(2)
        second.completion = log.callback("second")
        var victim = try fade(5)
        victim.completion = log.callback("victim")
        other.add(victim, forKey: "v", at: 0)
        var first = try fade()
        first.completion = { [unowned child, unowned other] finished in
            log.calls.append(("first", finished))
            child.add(second, forKey: "same-key", at: 1)  // re-add under the key being completed
            other.removeAnimation(forKey: "v")
        }
        child.add(first, forKey: "same-key", at: 0)
        root.processCompletions(at: 1)
        XCTAssertEqual(log.summary, ["first:true", "victim:false"])
        XCTAssertEqual(child.animation(forKey: "same-key")?.beginTime, 1)
        XCTAssertEqual(child.presentation(at: 2).opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(root.nextCompletionTime(after: 1.5), 3)
        root.processCompletions(at: 3)
        XCTAssertEqual(log.summary, ["first:true", "victim:false", "second:true"])
    }

    func testCompletionReplacingWithAlreadyEndedAnimationRunsOnNextCall() throws {
        let log = Log()
        let l = HUDLayer()
        var chained = try fade(0.1)
        chained.beginTime = 0.5  // already over at 1
        chained.completion = log.callback("chained")
        var a = try fade()
        a.completion = { [unowned l] _ in
            log.calls.append(("a", true))
            l.add(chained, forKey: "k", at: 1)
        }
        l.add(a, forKey: "k", at: 0)
        l.processCompletions(at: 1)
        XCTAssertEqual(log.summary, ["a:true"])
        XCTAssertEqual(l.nextCompletionTime(after: 1), 1, "due now")
        l.processCompletions(at: 1)
        XCTAssertEqual(log.summary, ["a:true", "chained:true"])
    }

    func testNextCompletionTimeOverSubtree() throws {
        let root = HUDLayer()
        let a = HUDLayer()
        let b = HUDLayer()
        root.addSublayer(a)
        a.addSublayer(b)
        XCTAssertNil(root.nextCompletionTime(after: 0))
        var forever = try fade()
        forever.repeatCount = .infinity
        a.add(forever, forKey: "spin", at: 0)
        XCTAssertNil(root.nextCompletionTime(after: 0))
        XCTAssertTrue(root.hasRunningAnimations())
        b.add(try fade(3), forKey: "f", at: 1)
        a.add(try fade(5), forKey: "g", at: 0)
        XCTAssertEqual(root.nextCompletionTime(after: 0), 4)
        XCTAssertEqual(b.nextCompletionTime(after: 0), 4)
        XCTAssertEqual(root.nextCompletionTime(after: 4.5), 4.5, "overdue completions are due now")
        a.removeAllAnimations()
        XCTAssertTrue(root.hasRunningAnimations(), "b's completion is still owed")
        root.processCompletions(at: 4.5)
        XCTAssertFalse(root.hasRunningAnimations())
        var paused = try fade()
        paused.speed = 0
        var kept = try fade()
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        b.add(paused, forKey: "paused", at: 5)
        b.add(kept, forKey: "kept", at: 5)
        XCTAssertTrue(root.hasRunningAnimations())
        root.processCompletions(at: 6)
        XCTAssertFalse(root.hasRunningAnimations(), "paused and completed-but-kept animations need no frames")
        XCTAssertEqual(b.animationKeys, ["paused", "kept"])
    }

    func testPresentationIsPureAndTreeVisitorSeesEveryLayer() throws {
        let log = Log()
        let root = HUDLayer(name: "root")
        let a = HUDLayer(name: "a")
        let b = HUDLayer(name: "b")
        let c = HUDLayer(name: "c")
        root.addSublayer(a)
        a.addSublayer(b)
        root.addSublayer(c)
        var f = try fade()
        f.completion = log.callback("f")
        b.add(f, forKey: "f", at: 0)
        var seen: [String] = []
        root.visitPresentation(at: 0.25) { layer, state, depth in
            seen.append("\(layer.name ?? "?")@\(depth):\(state.opacity)")
        }
        XCTAssertEqual(seen, ["root@0:1.0", "a@1:1.0", "b@2:0.25", "c@1:1.0"])
        _ = b.presentation(at: 10)
        XCTAssertEqual(log.calls.count, 0)
        XCTAssertEqual(b.animationKeys, ["f"])
        XCTAssertEqual(b.opacity, 1)
    }

    func testAnimationsAppliedInOrderAdded() throws {
        let l = HUDLayer()
        l.add(try HUDAnimation.basic("transform.scale", from: 1, to: 3, duration: 1), forKey: "s", at: 0)
        l.add(try HUDAnimation.basic("transform.rotation.z", from: 0, to: .scalar(.pi / 2), duration: 1), forKey: "r", at: 0)
        assertTransform(l.presentation(at: 0.5).transform, HUDTransform3D.scale(2, 2, 2).concatenating(.rotation(.pi / 4)))
    }
}
