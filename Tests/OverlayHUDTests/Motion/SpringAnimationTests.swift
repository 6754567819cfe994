import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class SpringAnimationTests: XCTestCase {
    /// (name, mass, stiffness, damping, initial velocity): under-, critically and over-damped.
    private let regimes: [(String, Double, Double, Double, Double)] = [
        ("under", 1, 100, 10, 0),
        ("under with velocity", 2, 300, 8, 5),
        ("critical", 1, 100, 20, 0),
        ("critical with velocity", 1, 100, 20, -3),
        ("over", 1, 100, 50, 0),
        ("over with velocity", 0.5, 50, 40, 10),
    ]

    func testMatchesIndependentIntegration() {
        for (name, m, k, c, v) in regimes {
            let s = SpringAnimation(
                values: try! BasicAnimation(keyPath: .opacity, from: 0, to: 1),
                mass: m, stiffness: k, damping: c, initialVelocity: v)
            for t in stride(from: 0.0, through: 2.0, by: 0.05) {
                let expected = MotionReference.springProgress(at: t, mass: m, stiffness: k, damping: c, velocity: v)
                XCTAssertEqual(s.fraction(atTime: t), expected, accuracy: 1e-6, "\(name) t=\(t)")
            }
        }
    }

    func testSettlesWithinSettlingDuration() {
        for (name, m, k, c, v) in regimes {
            let s = SpringAnimation(
                values: try! BasicAnimation(keyPath: .opacity, from: 0, to: 1),
                mass: m, stiffness: k, damping: c, initialVelocity: v)
            let settle = s.settlingDuration
            XCTAssertTrue(settle.isFinite && settle > 0, name)
            let times = (0...3000).map { settle + Double($0) * 0.002 }
            let xs = MotionReference.springProgress(at: times, mass: m, stiffness: k, damping: c, velocity: v, step: 1e-4)
            for (t, x) in zip(times, xs) {
                XCTAssertLessThan(abs(x - 1), 1.01e-3, "\(name) not settled at \(t)")
            }
            // …and not much earlier: the bound is tight to a few milliseconds.
            var unsettledNearEnd = false
            for i in 1...20 {
                let t = settle - Double(i) * 0.001
                if t >= 0, abs(s.fraction(atTime: t) - 1) >= SpringAnimation.settlingThreshold { unsettledNearEnd = true }
            }
            XCTAssertTrue(unsettledNearEnd, "\(name): settlingDuration \(settle) is not tight")
        }
    }

    func testUnderDampedOvershootsOthersDoNot() {
        func peak(_ c: Double) -> Double {
            let s = SpringAnimation(values: try! BasicAnimation(keyPath: .opacity, from: 0, to: 1), damping: c)
            return stride(from: 0.0, through: 3, by: 0.001).map { s.fraction(atTime: $0) }.max()!
        }
        XCTAssertGreaterThan(peak(10), 1.1)
        XCTAssertLessThanOrEqual(peak(20), 1 + 1e-12)
        XCTAssertLessThanOrEqual(peak(50), 1 + 1e-12)
    }

    func testSpringAnimationOnLayer() throws {
        let a = try HUDAnimation.spring("position.x", from: 0, to: 200, damping: 12)
        let settle = SpringAnimation(values: try BasicAnimation(keyPath: .positionX, from: 0, to: 200), damping: 12)
            .settlingDuration
        XCTAssertEqual(a.duration, settle)
        let l = HUDLayer()
        l.add(a, forKey: "spring", at: 5)
        for t in [0.05, 0.2, 0.4] {
            let expected = 200 * MotionReference.springProgress(at: t, mass: 1, stiffness: 100, damping: 12, velocity: 0)
            XCTAssertEqual(l.presentation(at: 5 + t).position.x, expected, accuracy: 1e-4)
        }
        XCTAssertEqual(l.presentation(at: 5 + settle + 1).position.x, 0, "removed at the end → model")
    }

    func testBadParametersFallBackToDefaults() {
        let values = try! BasicAnimation(keyPath: .opacity, from: 0, to: 1)
        let s = SpringAnimation(values: values, mass: .nan, stiffness: -5, damping: .infinity, initialVelocity: .nan)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, 100)
        XCTAssertEqual(s.damping, 10)
        XCTAssertEqual(s.initialVelocity, 0)
        let zeroMass = SpringAnimation(values: values, mass: 0)
        XCTAssertEqual(zeroMass.mass, 1)
        let undamped = SpringAnimation(values: values, damping: 0)
        XCTAssertEqual(undamped.settlingDuration, .infinity)
        let a = try! HUDAnimation.spring("opacity", from: 0, to: 1, damping: 0)
        XCTAssertEqual(a.timing.effectiveDuration, 0.25, "an endless spring keeps the default duration")
    }
}
