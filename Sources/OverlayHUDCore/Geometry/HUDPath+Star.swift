import Foundation

extension HUDPath {
    /// The most tips a star has: ``init(starAround:outerRadius:innerRadius:points:)`` clamps to it.
    public static let maximumStarPoints = 10_000

    /// A closed star with `points` tips (clamped to 2…``maximumStarPoints``) pointing up, its tips on a circle of
    /// `outerRadius` around `center` and its inner corners at `innerRadius`.
    ///
    /// ```swift
    /// let star = HUDPath(starAround: HUDPoint(18, 18), outerRadius: 18, innerRadius: 7.5)
    /// ```
    public init(starAround center: HUDPoint, outerRadius: Double, innerRadius: Double, points: Int = 5) {
        self.init()
        let n = min(max(2, points), HUDPath.maximumStarPoints) * 2
        for i in 0..<n {
            let r = i % 2 == 0 ? outerRadius : innerRadius
            let a = Double(i) * .pi * 2 / Double(n) - .pi / 2
            let pt = HUDPoint(center.x + r * cos(a), center.y + r * sin(a))
            if i == 0 { move(to: pt) } else { addLine(to: pt) }
        }
        closeSubpath()
    }
}
