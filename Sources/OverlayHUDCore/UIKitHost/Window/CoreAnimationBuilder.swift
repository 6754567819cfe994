#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's QuartzCore classes carry no Sendable/isolation annotations.
    @preconcurrency import QuartzCore
    import Foundation

    /// Builds the `CAAnimation` a `CoreAnimationPlan` describes. Mechanical: every decision was
    /// made by the plan (platform-neutral, tested on Linux).
    enum CoreAnimationBuilder {
        /// The animation for a plan.
        static func make(_ plan: CoreAnimationPlan) -> CAAnimation {
            let animation: CAAnimation
            switch plan.kind {
            case .basic(let keyPath, let from, let to, let by):
                let b = CABasicAnimation(keyPath: keyPath)
                setValues(of: b, from: from, to: to, by: by)
                animation = b
            case .spring(let keyPath, let from, let to, let by, let mass, let stiffness, let damping, let velocity):
                let s = CASpringAnimation(keyPath: keyPath)
                setValues(of: s, from: from, to: to, by: by)
                s.mass = CGFloat(mass)
                s.stiffness = CGFloat(stiffness)
                s.damping = CGFloat(damping)
                s.initialVelocity = CGFloat(velocity)
                animation = s
            case .keyframe(let keyPath, let values, let keyTimes, let functions, let mode, let path):
                let k = CAKeyframeAnimation(keyPath: keyPath)
                if let path { k.path = path.cgPath } else { k.values = values.map(\.coreAnimationValue) }
                k.keyTimes = keyTimes.isEmpty ? nil : keyTimes.map { NSNumber(value: $0) }
                k.timingFunctions = functions.isEmpty ? nil : functions.map(timingFunction)
                k.calculationMode = CAAnimationCalculationMode(rawValue: mode)
                animation = k
            case .group(let children):
                let g = CAAnimationGroup()
                g.animations = children.map(make)
                animation = g
            }
            animation.beginTime = plan.beginTime
            animation.duration = plan.duration
            animation.speed = Float(plan.speed)
            animation.timeOffset = plan.timeOffset
            animation.repeatCount = Float(plan.repeatCount)
            animation.repeatDuration = plan.repeatDuration
            animation.autoreverses = plan.autoreverses
            animation.fillMode = CAMediaTimingFillMode(rawValue: plan.fillMode)
            animation.timingFunction = timingFunction(plan.timingFunction)
            animation.isRemovedOnCompletion = plan.isRemovedOnCompletion
            if let property = animation as? CAPropertyAnimation {
                property.isAdditive = plan.isAdditive
                property.isCumulative = plan.isCumulative
            }
            return animation
        }

        /// The from, to and by values of a basic or spring animation (a spring is a basic animation).
        private static func setValues(
            of animation: CABasicAnimation, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
        ) {
            animation.fromValue = from?.coreAnimationValue
            animation.toValue = to?.coreAnimationValue
            animation.byValue = by?.coreAnimationValue
        }

        /// `CAMediaTimingFunction(controlPoints:)` from x1, y1, x2, y2.
        static func timingFunction(_ p: [Double]) -> CAMediaTimingFunction {
            guard p.count == 4 else { return CAMediaTimingFunction(name: .linear) }
            return CAMediaTimingFunction(controlPoints: Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        }
    }
#endif
