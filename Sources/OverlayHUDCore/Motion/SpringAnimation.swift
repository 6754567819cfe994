import Foundation

/// A damped spring moving one property from a start to an end value (`CASpringAnimation`).
///
/// The progress from start (0) to end (1) follows a damped harmonic oscillator,
/// `m·x″ + c·x′ + k·x = 0` for the displacement from the end, solved in closed form for the
/// under-, critically and over-damped cases. The endpoints follow ``BasicAnimation``'s rules.
/// The animation's own `duration` decides how long it runs; ``HUDAnimation/spring(_:from:to:by:mass:stiffness:damping:initialVelocity:)``
/// sets it to ``settlingDuration`` as `CASpringAnimation` users do.
///
/// Bad input: mass ≤ 0 or non-finite → 1, stiffness ≤ 0 or non-finite → 100, damping < 0 or
/// non-finite → 10, non-finite initial velocity → 0 (Core Animation's defaults). Damping 0
/// never settles: ``settlingDuration`` is then `.infinity`.
@_spi(Layers) public struct SpringAnimation: Sendable {
    /// The endpoints (from/to/by) and the property.
    @_spi(Layers) public let values: BasicAnimation
    /// The mass on the spring.
    @_spi(Layers) public let mass: Double
    /// The spring constant.
    @_spi(Layers) public let stiffness: Double
    /// The friction coefficient.
    @_spi(Layers) public let damping: Double
    /// Start velocity in units of the whole distance per second, positive towards the end value.
    @_spi(Layers) public let initialVelocity: Double

    /// Creates a spring; see the type's notes for how bad parameters are clamped.
    public init(
        values: BasicAnimation, mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0
    ) {
        self.values = values
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        let w0 = (self.stiffness / self.mass).squareRoot()
        let zeta = self.damping / (2 * (self.stiffness * self.mass).squareRoot())
        self.w0 = w0
        self.zeta = zeta
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            self.wd = wd
            r1 = 0
            r2 = 0
            // x0·cos(wd·t) + b·sin(wd·t) = amplitude·cos(wd·t − phase): one cosine per frame.
            let x0 = -1.0
            let b = (self.initialVelocity + zeta * w0 * x0) / wd
            amplitude = (x0 * x0 + b * b).squareRoot()
            phase = atan2(b, x0)
        } else if zeta > 1 {
            let s = (zeta * zeta - 1).squareRoot()
            wd = 0
            r1 = -w0 * (zeta - s)
            r2 = -w0 * (zeta + s)
            amplitude = 0
            phase = 0
        } else {
            wd = 0
            r1 = 0
            r2 = 0
            amplitude = 0
            phase = 0
        }
        decay = zeta * w0
    }

    // Derived once: natural frequency, damping ratio, damped frequency, over-damped roots, and
    // for the under-damped case the decay rate and the oscillation's amplitude and phase.
    private let w0: Double, zeta: Double, wd: Double, r1: Double, r2: Double
    private let decay: Double, amplitude: Double, phase: Double

    /// Displacement (below 1e-3 of the distance) beyond which the spring counts as settled.
    public static let settlingThreshold = 1e-3

    /// Progress from start (0) to end (1) `t` seconds after the start; overshoots past 1 when under-damped.
    func fraction(atTime t: Double) -> Double { 1 + displacement(t) }

    /// Displacement from the end value, as a fraction of the distance (−1 at t = 0).
    func displacement(_ t: Double) -> Double {
        let x0 = -1.0
        let v0 = initialVelocity
        if t == 0 { return x0 }  // exact start, whatever rounding the closed forms do
        if zeta < 1 {
            return exp(-decay * t) * amplitude * cos(wd * t - phase)
        } else if zeta == 1 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let a = (v0 - r2 * x0) / (r1 - r2)
            return a * exp(r1 * t) + (x0 - a) * exp(r2 * t)
        }
    }

    /// The time after which the displacement stays below ``settlingThreshold`` for good
    /// (`CASpringAnimation.settlingDuration`); `.infinity` when undamped.
    ///
    /// Found from a decaying bound on the displacement, then refined by scanning back in 1 ms steps.
    @_spi(Layers) public var settlingDuration: Double {
        guard zeta > 0 else { return .infinity }
        // |x(t)| ≤ C·e^(−rate·t) with a generous C; past `bound` the spring is settled for sure.
        // Half the slowest decay rate, so polynomial factors (critical damping) stay under the bound.
        let rate = 0.5 * (zeta < 1 ? zeta * w0 : w0 * (zeta - (zeta * zeta - 1).squareRoot()))
        let c = 2 + abs(initialVelocity) / max(w0 * 1e-3, rate) + abs(initialVelocity) * 10
        let bound = max(0, log(c / Self.settlingThreshold) / max(rate, 1e-9))
        let cappedBound = min(bound, 3600)
        let step = 1e-3
        var t = cappedBound
        while t > 0 {
            if abs(displacement(t)) >= Self.settlingThreshold { return min(cappedBound, t + step) }
            t -= step
        }
        return 0
    }
}
