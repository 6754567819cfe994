/// A cubic Bézier pacing curve through (0, 0) and (1, 1), like `CAMediaTimingFunction`.
///
/// ```swift
/// let eyelid = TimingFunction(controlPoints: 0.2, 0, 0.8, 1)
/// eyelid.value(at: 0.5) // 0.5
/// ```
///
/// Bad input: x control points outside 0…1 are clamped (Core Animation does the same, as a
/// timing curve must be a function of x). A NaN or infinite control point makes the whole
/// function ``linear`` (no trap, no throw) — check ``isLinear`` if that matters to you.
@_spi(Layers) public struct TimingFunction: Hashable, Sendable {
    /// The first control point's x, in 0…1.
    @_spi(Layers) public let x1: Double
    /// The first control point's y.
    @_spi(Layers) public let y1: Double
    /// The second control point's x, in 0…1.
    @_spi(Layers) public let x2: Double
    /// The second control point's y.
    @_spi(Layers) public let y2: Double

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// For x = i/64, i in 0…64: t, then dt/dx · 1/64 there (`infinity` where the curve is
    /// nearly flat in x), interleaved. A solve starts from the cubic Hermite interpolation of
    /// these, inside a tight bracket (empty when linear).
    private let table: [Double]
    private static let tableSegments = 64
    /// max|x″| · max|y′| / 2 over 0…1: bounds the y error left after a Newton step (see `parameter(forX:)`).
    private let newtonBound: Double
    /// max|x″| and max|y′| over 0…1, for accepting a guess without a Newton step.
    private let maxXCurvature: Double, maxYSlope: Double

    /// Creates a curve from its two inner control points
    /// (`CAMediaTimingFunction(controlPoints:_:_:_:)`).
    ///
    /// - Parameters: x1, y1, x2, y2: the control points. x values are clamped to 0…1;
    ///   any non-finite value gives the linear curve.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        if x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite {
            self.x1 = min(1, max(0, x1))
            self.y1 = y1
            self.x2 = min(1, max(0, x2))
            self.y2 = y2
        } else {
            self.x1 = 0
            self.y1 = 0
            self.x2 = 1
            self.y2 = 1
        }
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
        let maxXCurvature = max(abs(2 * bx), abs(6 * ax + 2 * bx))
        let maxYSlope = 3 * max(abs(self.y1), abs(self.y2 - self.y1), abs(1 - self.y2))
        self.maxXCurvature = maxXCurvature
        self.maxYSlope = maxYSlope
        newtonBound = maxXCurvature * maxYSlope / 2
        if self.x1 == self.y1 && self.x2 == self.y2 {
            table = []
        } else {
            let n = TimingFunction.tableSegments
            let (a, b, c) = (ax, bx, cx)
            table = (0...n).flatMap { i -> [Double] in
                let t = i == 0 ? 0 : i == n ? 1 : TimingFunction.bisect(forX: Double(i) / Double(n), a, b, c)
                let slope = (3 * a * t + 2 * b) * t + c
                return [t, slope > 1e-3 ? 1 / (Double(n) * slope) : .infinity]
            }
        }
    }

    /// Constant pace (`kCAMediaTimingFunctionLinear`); Core Animation's default for animations.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Slow start (`kCAMediaTimingFunctionEaseIn`: 0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Slow end (`kCAMediaTimingFunctionEaseOut`: 0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow start and end (`kCAMediaTimingFunctionEaseInEaseOut`: 0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// The system default curve (`kCAMediaTimingFunctionDefault`: 0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// True when the curve is the identity (y = x for every x).
    @_spi(Layers) public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve's y for `x` (x clamped to 0…1; NaN gives 0). Endpoints are exact and the
    /// result is within 1e-6 of the true curve for every x.
    ///
    /// - Complexity: O(1): a few Newton steps, falling back to bisection when they stall.
    package func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }  // also NaN
        guard x < 1 else { return 1 }
        if isLinear { return x }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// Solves x(t) = x for t in 0…1. x(t) is monotonic there because both x control points are
    /// in 0…1, so the table brackets the root: safeguarded Newton from the interpolated guess,
    /// bisecting whenever a step would leave the bracket (near a flat end of the curve).
    private func parameter(forX x: Double) -> Double {
        let n = Double(TimingFunction.tableSegments)
        let i = min(TimingFunction.tableSegments - 1, Int(x * n))
        var lo = table[2 * i]
        var hi = table[2 * i + 2]
        let u = x * n - Double(i)
        // Cubic Hermite guess: usually within ~1e-9 of the root, then accepted with no Newton step
        // (no division) when the residual proves it. By the mean value theorem the t error is
        // err / x′(ξ) for some ξ between guess and root; both lie in [lo, hi], where x′ ≥ d − max|x″|·(hi − lo)
        // ≥ d/2, so the y error is at most 2·|err|·max|y′|/d — accepted under 1e-7 (10× inside
        // the promise; the usual error is ~1e-9).
        // An infinite end slope (flat curve) gives a NaN or infinite guess, which fails the range test.
        let s0 = table[2 * i + 1]
        let s1 = table[2 * i + 3]
        let u2 = u * u
        let u3 = u2 * u
        let guess = (2 * u3 - 3 * u2 + 1) * lo + (u3 - 2 * u2 + u) * s0 + (3 * u2 - 2 * u3) * hi + (u3 - u2) * s1
        let guessInBracket = guess >= lo && guess <= hi
        if guessInBracket {
            let err = sampleX(guess) - x
            let d = slopeX(guess)
            if d > 1e-2 && 2 * maxXCurvature * (hi - lo) <= d && 2 * abs(err) * maxYSlope < 1e-7 * d { return guess }
        }
        var t = guessInBracket ? guess : lo + (hi - lo) * u
        for _ in 0..<100 {
            let err = sampleX(t) - x
            if err == 0 { return t }
            if err < 0 { lo = t } else { hi = t }
            let d = slopeX(t)
            var next = d > 0 ? t - err / d : lo - 1
            var isNewton = true
            if !(next > lo && next < hi) {
                next = (lo + hi) / 2
                isNewton = false
            }  // also catches NaN
            let step = abs(next - t)
            // Newton converges quadratically: a step s at slope d leaves a t error of about
            // max|x″|·s²/(2d), so a y error below newtonBound·s²/d. Accept when that is under
            // 1e-8 (100× inside the promised 1e-6) at a healthy slope — from the 64-entry table
            // this is usually the first step. Otherwise keep going until the step or the bracket
            // is negligible.
            if d > 1e-2 && ((isNewton && newtonBound * step * step < 1e-8 * d) || step < 1e-7) { return next }
            if step < 1e-13 || hi - lo < 1e-14 { return next }
            t = next
        }
        return t
    }

    /// Plain bisection on x(t) = ((a·t + b)·t + c)·t (for building the table).
    private static func bisect(forX x: Double, _ a: Double, _ b: Double, _ c: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if ((a * mid + b) * mid + c) * mid < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
