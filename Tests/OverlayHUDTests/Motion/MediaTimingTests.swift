import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Table-driven media timing. Every row animates `opacity` 1 → 2 (linear, duration 1 unless
/// stated) on a layer whose model opacity is 0.5, added at `now = 10` with beginTime 0 (so it
/// begins at 10). 0.5 in the table means "no effect". Expected values were worked out by hand
/// from Core Animation's model; they are literals, not engine output.
final class MediaTimingTests: XCTestCase {
    struct Setup {
        var fill: FillMode = .removed
        var removedOnCompletion = true
        var autoreverses = false
        var repeatCount = 0.0
        var repeatDuration = 0.0
        var speed = 1.0
        var beginTime = 0.0
        var timeOffset = 0.0
        var duration = 1.0
    }

    private let none = 0.5

    private func check(
        _ name: String, _ s: Setup, _ rows: [(Double, Double)],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var a = try HUDAnimation.basic("opacity", from: 1, to: 2, duration: s.duration)
        a.fillMode = s.fill
        a.isRemovedOnCompletion = s.removedOnCompletion
        a.autoreverses = s.autoreverses
        a.repeatCount = s.repeatCount
        a.repeatDuration = s.repeatDuration
        a.speed = s.speed
        a.beginTime = s.beginTime
        a.timeOffset = s.timeOffset
        let layer = HUDLayer()
        layer.opacity = 0.5
        layer.add(a, forKey: "a", at: 10)
        for (t, expected) in rows {
            XCTAssertEqual(
                layer.presentation(at: t).opacity, expected, accuracy: 1e-9, "\(name) at t=\(t)", file: file, line: line)
        }
    }

    func testSingleCycleFillModes() throws {
        try check("removed", Setup(), [(9, none), (10, 1), (10.25, 1.25), (10.999, 1.999), (11, none), (12, none)])
        try check("forwards, removed on completion", Setup(fill: .forwards), [(9, none), (10.5, 1.5), (11, none), (50, none)])
        try check(
            "forwards, kept", Setup(fill: .forwards, removedOnCompletion: false),
            [(9, none), (10.5, 1.5), (11, 2), (50, 2)])
        try check(
            "backwards, kept", Setup(fill: .backwards, removedOnCompletion: false),
            [(9, 1), (10.5, 1.5), (11, none), (50, none)])
        try check("both, kept", Setup(fill: .both, removedOnCompletion: false), [(0, 1), (10.5, 1.5), (11, 2), (50, 2)])
        try check("both, removed on completion", Setup(fill: .both), [(0, 1), (10.5, 1.5), (11, none)])
        try check("removed, kept: no fill either side", Setup(removedOnCompletion: false), [(9, none), (10.5, 1.5), (11, none)])
    }

    func testAutoreverses() throws {
        let s = Setup(fill: .forwards, removedOnCompletion: false, autoreverses: true)
        try check("autoreverse", s, [(10.5, 1.5), (11, 2), (11.25, 1.75), (11.75, 1.25), (12, 1), (20, 1)])
        try check("autoreverse removed", Setup(autoreverses: true), [(11.5, 1.5), (12, none)])
    }

    func testRepeatCounts() throws {
        try check(
            "repeat 1 explicit", Setup(fill: .forwards, removedOnCompletion: false, repeatCount: 1),
            [(10.5, 1.5), (11, 2), (11.5, 2)])
        try check(
            "repeat 2 ends at the end of the last cycle", Setup(fill: .forwards, removedOnCompletion: false, repeatCount: 2),
            [(10.5, 1.5), (11, 1), (11.25, 1.25), (12, 2), (13, 2)])
        try check(
            "repeat 2.5", Setup(fill: .forwards, removedOnCompletion: false, repeatCount: 2.5),
            [(10.5, 1.5), (11.25, 1.25), (12.4, 1.4), (12.5, 1.5), (99, 1.5)])
        try check("repeat 2.5 removed", Setup(repeatCount: 2.5), [(12.4, 1.4), (12.5, none)])
        try check(
            "repeat 2.5 autoreverse", Setup(fill: .forwards, removedOnCompletion: false, autoreverses: true, repeatCount: 2.5),
            [(12.5, 1.5), (13.25, 1.75), (14.5, 1.5), (15, 2), (16, 2)])
        try check(
            "repeat infinite", Setup(repeatCount: .infinity),
            [(9, none), (10.25, 1.25), (1010.25, 1.25), (1_000_010.5, 1.5)])
        try check(
            "repeat infinite autoreverse", Setup(autoreverses: true, repeatCount: .infinity),
            [(110.5, 1.5), (111.25, 1.75), (1_000_011.5, 1.5)])
        try check(
            "repeatDuration 1.5", Setup(fill: .forwards, removedOnCompletion: false, repeatDuration: 1.5),
            [(11.25, 1.25), (11.5, 1.5), (12, 1.5)])
        try check(
            "repeatDuration 3 autoreverse",
            Setup(fill: .forwards, removedOnCompletion: false, autoreverses: true, repeatDuration: 3),
            [(11.5, 1.5), (12.5, 1.5), (13, 2), (14, 2)])
    }

    func testSpeeds() throws {
        try check(
            "speed 2", Setup(fill: .forwards, removedOnCompletion: false, speed: 2),
            [(10.25, 1.5), (10.4, 1.8), (10.5, 2), (11, 2)])
        try check("speed 2 removed", Setup(speed: 2), [(10.4, 1.8), (10.5, none)])
        try check(
            "speed 0.5", Setup(fill: .forwards, removedOnCompletion: false, speed: 0.5),
            [(11, 1.5), (11.5, 1.75), (12, 2)])
        try check("speed 0.5 removed", Setup(speed: 0.5), [(11.99, 1.995), (12, none)])
        try check(
            "speed 2 repeat 2.5", Setup(repeatCount: 2.5, speed: 2, duration: 1),
            [(10.5, 1), (11.1, 1.2), (11.2, 1.4), (11.25, none)])
        try check("speed 0.5 autoreverse", Setup(autoreverses: true, speed: 0.5), [(11, 1.5), (12.5, 1.75), (14, none)])
        try check("speed 2 infinite", Setup(repeatCount: .infinity, speed: 2), [(510.1, 1.2)])
        // Speed 0 freezes local time at timeOffset, even "before" beginTime.
        try check("speed 0", Setup(speed: 0, timeOffset: 0.3), [(5, 1.3), (10, 1.3), (1000, 1.3)])
    }

    func testBeginTimeAndTimeOffset() throws {
        try check("explicit beginTime is not stamped", Setup(beginTime: 20), [(10.5, none), (20, 1), (20.5, 1.5), (21, none)])
        try check("delayed with backwards fill", Setup(fill: .backwards, beginTime: 20), [(15, 1), (20.5, 1.5)])
        // timeOffset wraps within the active duration: 0.25 → 1, then 0 → 0.25; still 1 s long.
        try check(
            "timeOffset wraps", Setup(fill: .forwards, removedOnCompletion: false, timeOffset: 0.25),
            [(10, 1.25), (10.5, 1.75), (10.8, 1.05), (11, 1.25), (12, 1.25)])
        try check("timeOffset removed", Setup(timeOffset: 0.25), [(10.7, 1.95), (11, none)])
        try check("timeOffset with backwards fill", Setup(fill: .backwards, beginTime: 20, timeOffset: 0.25), [(15, 1.25)])
        try check(
            "beginTime, speed 2, timeOffset 0.5", Setup(speed: 2, beginTime: 20, timeOffset: 0.5),
            [(20.1, 1.7), (20.3, 1.1), (20.5, none)])
        try check("timeOffset over repeats", Setup(repeatCount: 2, timeOffset: 1.5), [(10, 1.5), (10.6, 1.1), (11.4, 1.9)])
        try check("negative timeOffset", Setup(repeatCount: 2, timeOffset: -0.25), [(10, 1.75), (10.5, 1.25)])
    }

    func testTimingFunctionAppliesPerCycle() throws {
        var a = try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 1)
        a.timingFunction = .easeIn
        a.autoreverses = true
        a.repeatCount = 2
        let ease = MotionReference.bezierY(x: 0.3, 0.42, 0, 1, 1)
        XCTAssertEqual(scalar(a.value(at: 0.3)), ease, accuracy: 1e-6)
        XCTAssertEqual(scalar(a.value(at: 1.7)), ease, accuracy: 1e-6)  // way back mirrors the curve
        XCTAssertEqual(scalar(a.value(at: 2.3)), ease, accuracy: 1e-6)
    }

    func testEndTimes() {
        var t = MediaTiming()
        t.beginTime = 10
        XCTAssertEqual(t.endTime, 10.25)  // duration 0 means 0.25 s
        t.duration = 2
        t.repeatCount = 2.5
        t.autoreverses = true
        t.speed = 4
        XCTAssertEqual(t.activeDuration, 10)
        XCTAssertEqual(t.endTime, 12.5)
        t.repeatDuration = 3
        XCTAssertEqual(t.endTime, 10.75)
        t.repeatCount = .infinity
        t.repeatDuration = 0
        XCTAssertNil(t.endTime)
        t.repeatCount = 1
        t.speed = 0
        XCTAssertNil(t.endTime)
    }
}
