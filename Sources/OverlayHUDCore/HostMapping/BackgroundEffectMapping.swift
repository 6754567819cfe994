/// How a layer with a ``BackgroundEffect`` is mirrored: a blur view (UIKit: a
/// `UIVisualEffectView` in the view hierarchy, never faded itself: the layer that contains it
/// fades) behind the layer's content, tinted by the layer's effect tint, else its background colour.
///
/// A host puts the blur at the back of the layer and draws the tint over it, so the mirrored
/// layer itself gets no background colour — otherwise the colour would be hidden below the
/// blur. The software renderer draws the same: the blurred backdrop, the style's veil, the tint.
enum BackgroundEffectMapping {
    /// The colours to apply.
    struct Split: Equatable, Sendable {
        /// The mirrored layer's own background colour.
        var layerBackground: HUDColor?
        /// The colour drawn over the blur, if any.
        var effectTint: HUDColor?
        /// The `UIBlurEffect.Style` raw value, when there is an effect.
        var blurStyle: Int?
    }

    /// The split for a layer's effect, background colour and effect tint (``HUDLayer/backgroundEffectTint``).
    static func split(effect: BackgroundEffect?, backgroundColor: HUDColor?, effectTint: HUDColor? = nil) -> Split {
        guard let effect else { return Split(layerBackground: backgroundColor, effectTint: nil, blurStyle: nil) }
        return Split(
            layerBackground: nil, effectTint: effectTint ?? backgroundColor, blurStyle: CoreAnimationNames.blurStyle(effect))
    }
}
