import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// One test per kind of bad input, each checking the documented answer.
final class MotionBadInputTests: XCTestCase {
    private func fade() throws -> HUDAnimation { try HUDAnimation.basic("opacity", from: 0, to: 1) }

    func testNaNDurationIsZeroMeaningDefault() throws {
        var a = try fade()
        a.duration = .nan
        XCTAssertEqual(a.duration, 0)
        XCTAssertEqual(a.timing.effectiveDuration, 0.25)
        XCTAssertEqual(scalar(a.value(at: 0.125)), 0.5, accuracy: 1e-12)
    }

    func testInfiniteDurationIsZeroMeaningDefault() throws {
        var a = try fade()
        a.duration = .infinity
        XCTAssertEqual(a.duration, 0)
        XCTAssertEqual(a.timing.endTime, 0.25)
    }

    func testNegativeDurationIsZeroMeaningDefault() throws {
        var a = try fade()
        a.duration = -3
        XCTAssertEqual(a.duration, 0)
        XCTAssertEqual(a.timing.activeDuration, 0.25)
    }

    func testNaNSpeedIsIgnored() throws {
        var a = try fade()
        a.duration = 1
        a.speed = 2
        a.speed = .nan
        XCTAssertEqual(a.speed, 2)
        XCTAssertEqual(scalar(a.value(at: 0.25)), 0.5, accuracy: 1e-12)
    }

    func testInfiniteSpeedIsIgnored() throws {
        var a = try fade()
        a.speed = .infinity
        XCTAssertEqual(a.speed, 1)
        a.speed = -.infinity
        XCTAssertEqual(a.speed, 1)
    }

    func testNegativeSpeedIsIgnored() throws {
        var a = try fade()
        a.speed = -1
        XCTAssertEqual(a.speed, 1)
    }

    func testZeroSpeedPausesAndNeverCompletes() throws {
        var a = try fade()
        a.duration = 1
        a.speed = 0
        a.timeOffset = 0.4
        XCTAssertEqual(scalar(a.value(at: 1000)), 0.4, accuracy: 1e-12)
        XCTAssertNil(a.timing.endTime)
        let l = HUDLayer()
        var fired = false
        a.completion = { _ in fired = true }
        l.add(a, forKey: nil, at: 0)
        l.processCompletions(at: 1e9)
        XCTAssertFalse(fired)
    }

    func testNaNRepeatCountIsOneCycle() throws {
        var a = try fade()
        a.duration = 1
        a.repeatCount = .nan
        XCTAssertEqual(a.repeatCount, 0)
        XCTAssertEqual(a.timing.endTime, 1)
    }

    func testNegativeRepeatCountIsOneCycle() throws {
        var a = try fade()
        a.duration = 1
        a.repeatCount = -2
        XCTAssertEqual(a.repeatCount, 0)
        XCTAssertEqual(a.timing.activeDuration, 1)
    }

    func testInfiniteRepeatCountRepeatsForever() throws {
        var a = try fade()
        a.duration = 1
        a.repeatCount = .infinity
        XCTAssertEqual(a.timing.activeDuration, .infinity)
        XCTAssertNil(a.timing.endTime)
        XCTAssertEqual(scalar(a.value(at: 1e12 + 0.5)), 0.5, accuracy: 1e-3)
    }

    func testBadRepeatDurationIsUnused() throws {
        var a = try fade()
        a.duration = 1
        a.repeatCount = 2
        a.repeatDuration = .nan
        XCTAssertEqual(a.timing.activeDuration, 2)
        a.repeatDuration = -1
        XCTAssertEqual(a.timing.activeDuration, 2)
    }

    func testNonFiniteBeginTimeAndOffsetAreZero() throws {
        var a = try fade()
        a.beginTime = .nan
        a.timeOffset = .infinity
        XCTAssertEqual(a.beginTime, 0)
        XCTAssertEqual(a.timeOffset, 0)
        let l = HUDLayer()
        l.add(a, forKey: "a", at: 7)
        XCTAssertEqual(l.animation(forKey: "a")?.beginTime, 7)
    }

    func testNaNTimeGivesNoEffect() throws {
        let l = HUDLayer()
        l.add(try fade(), forKey: "a", at: 0)
        XCTAssertEqual(l.presentation(at: .nan), l.model)
        l.processCompletions(at: .nan)
        XCTAssertEqual(l.animationKeys, ["a"])
    }

    func testKeyTimesNotIncreasingThrows() {
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1, 2], keyTimes: [0, 0.6, 0.5])) {
            XCTAssertEqual($0 as? MotionError, .keyTimesNotIncreasing)
        }
    }

    func testKeyTimesOutOfRangeOrNaNThrow() {
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1], keyTimes: [0, 1.5]))
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1], keyTimes: [-0.1, 1]))
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1], keyTimes: [0, .nan])) {
            XCTAssertEqual($0 as? MotionError, .keyTimesNotIncreasing)
        }
    }

    func testKeyTimesCountMismatchThrows() {
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1, 2], keyTimes: [0, 1])) {
            XCTAssertEqual($0 as? MotionError, .keyTimesCountMismatch(values: 3, keyTimes: 2))
        }
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1], keyTimes: [0, 0.5, 1]))
        XCTAssertNoThrow(
            try HUDAnimation.keyframe("opacity", values: [0, 1], keyTimes: [0, 0.5, 1], calculationMode: .discrete))
    }

    func testEmptyKeyframesThrow() {
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [])) {
            XCTAssertEqual($0 as? MotionError, .emptyKeyframes)
        }
    }

    func testSingleKeyframeHoldsItsValue() throws {
        let a = try HUDAnimation.keyframe("opacity", values: [0.3], duration: 1)
        XCTAssertEqual(scalar(a.value(at: 0.5)), 0.3)
    }

    func testTimingFunctionsCountMismatchThrows() {
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, 1, 2], timingFunctions: [.easeIn])) {
            XCTAssertEqual($0 as? MotionError, .timingFunctionsCountMismatch(segments: 2, timingFunctions: 1))
        }
    }

    func testUnknownKeyPathThrows() {
        XCTAssertThrowsError(try HUDAnimation.basic("opacityy", to: 1)) {
            XCTAssertEqual($0 as? MotionError, .unknownKeyPath("opacityy"))
        }
        XCTAssertThrowsError(try HUDAnimation.spring("", to: 1))
        XCTAssertThrowsError(try HUDAnimation.keyframe("transform.rotation.w", values: [0]))
        XCTAssertThrowsError(try AnimationKeyPath(parsing: "Position"))
    }

    func testValueKindMismatchThrows() {
        XCTAssertThrowsError(try HUDAnimation.basic("position", to: 1)) {
            XCTAssertEqual($0 as? MotionError, .valueKindMismatch(keyPath: "position", expected: .point, got: .scalar))
        }
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", values: [0, .color(.white)]))
    }

    func testNonFiniteValueThrows() {
        XCTAssertThrowsError(try HUDAnimation.basic("opacity", from: .scalar(.nan), to: 1)) {
            XCTAssertEqual($0 as? MotionError, .nonFiniteValue(keyPath: "opacity"))
        }
        XCTAssertThrowsError(try HUDAnimation.basic("position", to: .point(HUDPoint(.infinity, 0))))
    }

    func testNaNControlPointsFallBackToLinear() throws {
        var a = try fade()
        a.duration = 1
        a.timingFunction = TimingFunction(controlPoints: .nan, .nan, .nan, .nan)
        XCTAssertEqual(a.timingFunction, .linear)
        XCTAssertEqual(scalar(a.value(at: 0.3)), 0.3, accuracy: 1e-12)
    }

    func testPathOnNonPointKeyPathOrEmptyPathThrows() {
        XCTAssertThrowsError(try HUDAnimation.keyframe("opacity", path: HUDPath(rect: HUDRect(0, 0, 1, 1)))) {
            XCTAssertEqual($0 as? MotionError, .invalidPath)
        }
        XCTAssertThrowsError(try HUDAnimation.keyframe("position", path: HUDPath())) {
            XCTAssertEqual($0 as? MotionError, .invalidPath)
        }
    }
}
