import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Independent reference maths for the motion tests (deliberately not sharing the engine's code).
enum MotionReference {
    /// y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) at the given x, by plain bisection on
    /// the Bernstein form.
    static func bezierY(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bern(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bern(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bern((lo + hi) / 2, y1, y2)
    }

    /// Spring progress (0 → 1) by RK4 integration of m·x″ + c·x′ + k·x = 0, x(0) = −1, x′(0) = v0.
    static func springProgress(
        at time: Double, mass: Double, stiffness: Double, damping: Double,
        velocity: Double, step: Double = 1e-4
    ) -> Double {
        springProgress(at: [time], mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, step: step)[0]
    }

    /// Spring progress at each of the increasing `times`, from one integration run.
    static func springProgress(
        at times: [Double], mass: Double, stiffness: Double, damping: Double,
        velocity: Double, step: Double = 1e-4
    ) -> [Double] {
        func acc(_ x: Double, _ v: Double) -> Double { (-stiffness * x - damping * v) / mass }
        var out: [Double] = []
        var x = -1.0
        var v = velocity
        var t = 0.0
        for time in times {
            while t < time {
                let h = min(step, time - t)
                let k1x = v
                let k1v = acc(x, v)
                let k2x = v + h / 2 * k1v
                let k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v
                let k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v
                let k4v = acc(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            out.append(1 + x)
        }
        return out
    }
}

/// Reads a scalar out of an animation value (fails the test otherwise).
func scalar(_ v: AnimationValue?, file: StaticString = #filePath, line: UInt = #line) -> Double {
    guard case .scalar(let d)? = v else {
        XCTFail("expected a scalar, got \(String(describing: v))", file: file, line: line)
        return .nan
    }
    return d
}

/// Reads a point out of an animation value (fails the test otherwise).
func point(_ v: AnimationValue?, file: StaticString = #filePath, line: UInt = #line) -> HUDPoint {
    guard case .point(let p)? = v else {
        XCTFail("expected a point, got \(String(describing: v))", file: file, line: line)
        return HUDPoint(.nan, .nan)
    }
    return p
}

/// Asserts two transforms agree entry by entry.
func assertTransform(
    _ a: HUDTransform3D, _ b: HUDTransform3D, accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
) {
    for (x, y) in zip(a.entries, b.entries) {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
    }
}
