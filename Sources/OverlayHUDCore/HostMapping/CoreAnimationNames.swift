/// The one-to-one names a UIKit host hands to Core Animation and UIKit, as plain data.
///
/// Every table here is a total function over an engine enum, so the compiler proves each engine
/// case has a Core Animation counterpart, and Linux tests check every row. The UIKit host only
/// wraps the strings in their typed constants (`CAMediaTimingFillMode(rawValue:)` and so on):
/// Core Animation's constants *are* these strings (`kCAFillModeForwards == "forwards"`).
///
/// ```swift
/// CoreAnimationNames.fillMode(.both)              // "both"
/// CoreAnimationNames.layerClassName(for: .shape(s)) // "CAShapeLayer"
/// ```
enum CoreAnimationNames {
    /// The Core Animation key path for an engine key path (`transform.rotation` → `transform.rotation.z`).
    static func keyPath(_ keyPath: AnimationKeyPath) -> String { keyPath.coreAnimationKeyPath }

    /// `CAMediaTimingFillMode` raw values.
    static func fillMode(_ mode: FillMode) -> String {
        switch mode {
        case .removed: return "removed"
        case .forwards: return "forwards"
        case .backwards: return "backwards"
        case .both: return "both"
        }
    }

    /// `CAAnimationCalculationMode` raw values.
    static func calculationMode(_ mode: CalculationMode) -> String {
        switch mode {
        case .linear: return "linear"
        case .discrete: return "discrete"
        case .paced: return "paced"
        }
    }

    /// The four control points of `CAMediaTimingFunction(controlPoints:_:_:_:)`, in order
    /// x1, y1, x2, y2 (already clamped and sanitised by ``TimingFunction``).
    static func controlPoints(_ function: TimingFunction) -> [Double] {
        [function.x1, function.y1, function.x2, function.y2]
    }

    /// The class of the `CALayer` that mirrors a layer with this content.
    static func layerClassName(for content: LayerContent) -> String { LayerKind(content).coreAnimationClassName }

    /// `CAGradientLayerType` raw values.
    static func gradientType(_ kind: GradientContent.Kind) -> String {
        switch kind {
        case .axial: return "axial"
        case .radial: return "radial"
        }
    }

    /// `CAShapeLayerFillRule` raw values.
    static func fillRule(_ rule: FillRule) -> String {
        switch rule {
        case .nonZero: return "non-zero"
        case .evenOdd: return "even-odd"
        }
    }

    /// `CAShapeLayerLineCap` raw values.
    static func lineCap(_ cap: LineCap) -> String {
        switch cap {
        case .butt: return "butt"
        case .round: return "round"
        case .square: return "square"
        }
    }

    /// `CAShapeLayerLineJoin` raw values.
    static func lineJoin(_ join: LineJoin) -> String {
        switch join {
        case .miter: return "miter"
        case .round: return "round"
        case .bevel: return "bevel"
        }
    }

    /// `CACornerMask` raw value (`layerMinXMinYCorner` = 1, `MaxXMinY` = 2, `MinXMaxY` = 4, `MaxXMaxY` = 8).
    static func cornerMask(_ mask: CornerMask) -> UInt {
        var raw: UInt = 0
        if mask.contains(.topLeft) { raw |= 1 }
        if mask.contains(.topRight) { raw |= 2 }
        if mask.contains(.bottomLeft) { raw |= 4 }
        if mask.contains(.bottomRight) { raw |= 8 }
        return raw
    }

    /// `UIWindow.Level` raw value (normal 0, status bar 1000, alert 2000, custom as given; NaN → 1000).
    static func windowLevel(_ level: WindowLevel) -> Double { level.rawLevel }

    /// `UIFont.Weight` raw value for a font weight (Apple's published constants).
    static func fontWeight(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// The font weight for a `UIFont.Weight` raw value: the step whose constant is nearest (each
    /// of UIKit's nine maps to its own; a value between two steps to the nearer, the lighter on a
    /// tie; below ultra light, above black, NaN and ±∞ to the nearest end, NaN to regular).
    package static func fontWeight(uiKitRawValue raw: Double) -> FontWeight {
        guard !raw.isNaN else { return .regular }
        // Past the ends (±∞ too) the distances would all be alike: clamp first.
        let raw = min(max(raw, fontWeight(.ultraLight)), fontWeight(.black))
        var best = FontWeight.regular
        var distance = Double.infinity
        for weight in FontWeight.allCases {
            let d = abs(fontWeight(weight) - raw)
            if d < distance {
                best = weight
                distance = d
            }
        }
        return best
    }

    /// `UIBlurEffect.Style` raw value for a background effect.
    static func blurStyle(_ effect: BackgroundEffect) -> Int {
        switch effect {
        case .lightBlur: return 1  // .light
        case .darkBlur: return 2  // .dark
        case .systemMaterial: return 8  // .systemMaterial (iOS 13)
        }
    }

    /// The engine orientation for a `UIInterfaceOrientation` raw value; `nil` for `.unknown` (0)
    /// and anything else (the host then keeps the previous orientation).
    static func interfaceOrientation(uiKitRawValue raw: Int) -> HUDInterfaceOrientation? {
        switch raw {
        case 1: return .portrait
        case 2: return .portraitUpsideDown
        case 3: return .landscapeRight
        case 4: return .landscapeLeft
        default: return nil
        }
    }
}
