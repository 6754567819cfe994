// Exists where there is no UIKit (Linux, tests, tools); on iOS MBBackgroundView is a `UIView`
// (UIKitHost/Interface/MBProgressHUD+Views.swift).
// `@preconcurrency @MainActor` and `Sendable`, as MBProgressHUD (MBProgressHUDBehavior says why).
#if !canImport(UIKit)
    /// MBProgressHUD's `MBBackgroundView` for the bezel and the background: a style, a colour, a
    /// blur material, and the HUD it belongs to.
    @preconcurrency @MainActor
    final class MBBackgroundView: Sendable {
        /// Which of the HUD's two background views this is.
        enum Role { case bezel, background }

        let role: Role
        /// The HUD the view belongs to (`UIView.superview`).
        weak var superview: MBProgressHUD?
        /// Solid colour or blur (bezel: `.blur`; background: `.solidColor`).
        var style: MBProgressHUDBackgroundStyle { didSet { superview?.backgroundsChanged() } }
        /// The colour (blur: its tint); `nil` uses the default.
        var color: HUDColor? { didSet { superview?.backgroundsChanged() } }
        /// The material the blur uses while ``style`` is `.blur` (MBProgressHUD's `blurEffectStyle`);
        /// `nil` (the default) follows the look, as MBProgressHUD's adaptive material does: a light
        /// blur, a dark one in the dark look. Only the bezel blurs.
        var blurEffectStyle: BackgroundEffect? { didSet { superview?.backgroundsChanged() } }

        init(role: Role, style: MBProgressHUDBackgroundStyle, color: HUDColor?) {
            self.role = role
            self.style = style
            self.color = color
        }

        /// The view's alpha: 1 while shown, 0 while hidden or hiding (the model value, as UIKit reports it).
        var alpha: Double { superview?.engine.bezelAlpha ?? 0 }

        /// The layer that draws the view (`UIView.layer`) while the HUD is on screen, `nil` otherwise:
        /// the bezel, or the background covering the container. A blur is the layer's
        /// ``HUDLayer/backgroundEffect``, behind all of its sublayers.
        var layer: HUDLayer? {
            guard let view = superview?.engine.shownView else { return nil }
            return role == .bezel ? view.bezel : view.background
        }
    }
#endif
