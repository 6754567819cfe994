/// A system material behind a layer, which only a platform host can draw (the layer API's
/// ``HUDLayer/backgroundEffect``; the waiting HUD's blurred bezel and mask use it).
@_spi(Layers) public enum BackgroundEffect: String, Hashable, Sendable {
    /// A light blur (`UIBlurEffect.Style.light`).
    case lightBlur
    /// A dark blur (`UIBlurEffect.Style.dark`).
    case darkBlur
    /// The adaptive material (`UIBlurEffect.Style.systemMaterial`).
    case systemMaterial
}

extension BackgroundEffect {
    /// The blur's deviation in points, as UIKit blurs these styles (light 30: SCCatWaitingHUD's
    /// preview.gif shows its light blur as σ ≈ 28–30 pt; dark 20; the adaptive material as light).
    /// The software renderer blurs with it.
    package var blurRadius: Double {
        switch self {
        case .lightBlur, .systemMaterial: return 30
        case .darkBlur: return 20
        }
    }

    /// The colour the style itself lays over its blur, which UIKit draws as part of the effect and
    /// the software renderer draws after blurring: light, white at 25 % (preview.gif's light blur
    /// is its backdrop blurred and a quarter of the way to white); dark, a near-black 73 %; the
    /// material, white at 60 %.
    package var veil: HUDColor {
        switch self {
        case .lightBlur: return HUDColor(white: 1, alpha: 0.25)
        case .darkBlur: return HUDColor(white: 0.11, alpha: 0.73)
        case .systemMaterial: return HUDColor(white: 1, alpha: 0.6)
        }
    }
}
