import Foundation

/// A classic twelve-spoke activity spinner (`UIActivityIndicatorView.Style.large`, 37 pt),
/// stepping one spoke per twelfth of a second-long turn.
enum SpinnerIndicator {
    static let size = HUDSize(37, 37)
    static let spokes = 12

    static func make(color: HUDColor) -> HUDLayer {
        let root = HUDLayer(name: "spinner")
        root.bounds = HUDRect(origin: .zero, size: size)
        for i in 0..<spokes {
            let spoke = HUDLayer(name: "spoke\(i)")
            spoke.bounds = HUDRect(0, 0, 3.5, 10)
            spoke.cornerRadius = 1.75
            spoke.backgroundColor = color.withAlpha(color.alpha * (0.25 + 0.75 * Double(spokes - i) / Double(spokes)))
            spoke.anchorPoint = HUDPoint(0.5, 1.85)
            spoke.position = HUDPoint(size.width / 2, size.height / 2)
            spoke.transform = .rotation(Double(i) * 2 * .pi / Double(spokes))
            root.addSublayer(spoke)
        }
        return root
    }

    /// Turns the spinner in twelve discrete steps per `period` (a calmer, slower turn with Reduce Motion).
    static func start(_ layer: HUDLayer, period: Double, at now: Double) {
        let steps = (0...spokes).map { AnimationValue.scalar(Double($0) * 2 * .pi / Double(spokes)) }
        guard
            var turn = AnimationRecipes.keyframe(
                .transformRotationZ, values: steps, calculationMode: .discrete, duration: period)
        else { return }
        turn.repeatCount = .infinity
        layer.add(turn, forKey: "spin", at: now)
    }
}
