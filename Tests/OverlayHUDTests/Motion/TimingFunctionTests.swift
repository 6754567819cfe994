import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class TimingFunctionTests: XCTestCase {
    private let curves: [(String, TimingFunction, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("default", .default, (0.25, 0.1, 0.25, 1)),
        ("eyelid", TimingFunction(controlPoints: 0.2, 0, 0.8, 1), (0.2, 0, 0.8, 1)),
    ]

    func testPresetControlPoints() {
        for (name, f, p) in curves {
            XCTAssertEqual(f.x1, p.0, name)
            XCTAssertEqual(f.y1, p.1, name)
            XCTAssertEqual(f.x2, p.2, name)
            XCTAssertEqual(f.y2, p.3, name)
        }
    }

    func testMatchesIndependentBisectionAt1001Points() {
        for (name, f, p) in curves {
            for i in 0...1000 {
                let x = Double(i) / 1000
                let expected = MotionReference.bezierY(x: x, p.0, p.1, p.2, p.3)
                XCTAssertEqual(f.value(at: x), expected, accuracy: 1e-6, "\(name) at \(x)")
            }
        }
    }

    func testMonotonic() {
        for (name, f, _) in curves {
            var previous = f.value(at: 0)
            for i in 1...1000 {
                let y = f.value(at: Double(i) / 1000)
                XCTAssertGreaterThanOrEqual(y, previous, "\(name) at \(i)")
                previous = y
            }
        }
    }

    func testEndpointsExactAndInputClamped() {
        for (name, f, _) in curves {
            XCTAssertEqual(f.value(at: 0), 0, name)
            XCTAssertEqual(f.value(at: 1), 1, name)
            XCTAssertEqual(f.value(at: -3), 0, name)
            XCTAssertEqual(f.value(at: 7), 1, name)
            XCTAssertEqual(f.value(at: .nan), 0, name)
            XCTAssertEqual(f.value(at: .infinity), 1, name)
        }
    }

    func testSteepCurvesStayAccurate() {
        // x1 = 0 with a large y slope: the Newton step stalls near 0 and bisection takes over.
        let p = (0.0, 1.0, 0.0, 1.0)
        let f = TimingFunction(controlPoints: p.0, p.1, p.2, p.3)
        for i in 0...1000 {
            let x = Double(i) / 1000
            XCTAssertEqual(f.value(at: x), MotionReference.bezierY(x: x, p.0, p.1, p.2, p.3), accuracy: 1e-6)
        }
        let overshoot = TimingFunction(controlPoints: 0.3, 1.6, 0.7, -0.6)
        XCTAssertEqual(overshoot.value(at: 0.2), MotionReference.bezierY(x: 0.2, 0.3, 1.6, 0.7, -0.6), accuracy: 1e-6)
    }

    func testOutOfRangeXControlPointsAreClamped() {
        let f = TimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)
        XCTAssertEqual(f.x1, 0)
        XCTAssertEqual(f.x2, 1)
        XCTAssertEqual(f.y1, 0.2)
        XCTAssertEqual(f.y2, 0.8)
        XCTAssertEqual(f.value(at: 0.3), MotionReference.bezierY(x: 0.3, 0, 0.2, 1, 0.8), accuracy: 1e-6)
    }

    func testNaNControlPointsGiveLinear() {
        for f in [
            TimingFunction(controlPoints: .nan, 0, 1, 1), TimingFunction(controlPoints: 0.4, .nan, 1, 1),
            TimingFunction(controlPoints: 0.4, 0, .infinity, 1), TimingFunction(controlPoints: 0.4, 0, 1, -.infinity),
        ] {
            XCTAssertEqual(f, .linear)
            XCTAssertTrue(f.isLinear)
            XCTAssertEqual(f.value(at: 0.3), 0.3)
        }
    }

    /// The table-guess shortcut must keep well inside the promised 1e-6 (it aims at 1e-7).
    func testTableGuessIsAccurateEverywhere() {
        let curves: [(Double, Double, Double, Double)] = [
            (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
            (0.3, 1.6, 0.7, -0.6), (0.9, 0, 0.1, 1), (0.05, 0.9, 0.95, 0.1),
        ]  // Not (1, 0, 0, 1): x′ = 0 inside makes t ill-conditioned (any solver is off by ~6e-6 there).
        for p in curves {
            let f = TimingFunction(controlPoints: p.0, p.1, p.2, p.3)
            var worst = 0.0
            for i in 0...4000 {
                let x = Double(i) / 4000
                worst = max(worst, abs(f.value(at: x) - MotionReference.bezierY(x: x, p.0, p.1, p.2, p.3)))
            }
            XCTAssertLessThan(worst, 2e-7, "\(p)")
        }
    }
}
