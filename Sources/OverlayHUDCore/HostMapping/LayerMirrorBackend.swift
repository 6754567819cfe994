/// What a platform host does to its own layer objects when it mirrors the engine's layer tree.
/// ``LayerTreeMirror`` decides *when*; a backend only carries out each step (UIKit: `CALayer`s
/// and `CAAnimation`s). The seam is narrow on purpose: everything above it is tested on Linux.
@MainActor
package protocol LayerMirrorBackend: AnyObject {
    /// The platform's layer object (or a wrapper around it).
    associatedtype MirroredLayer: AnyObject

    /// Makes the platform layer for `layer`, of the class `kind` names.
    func makeLayer(for layer: HUDLayer, kind: LayerKind) -> MirroredLayer
    /// Detaches a platform layer that no longer mirrors anything (and drops its animations).
    func discardLayer(_ mirrored: MirroredLayer)
    /// Copies `state` — `layer`'s model, or its presentation while it is driven, already made safe
    /// by ``PlatformValueGuard`` (read no numbers from `layer` itself) — into `mirrored`; `force`
    /// says the platform layer shows other values than the ones last copied (it was driven frame
    /// by frame), so nothing may be skipped.
    func apply(_ state: LayerState, of layer: HUDLayer, to mirrored: MirroredLayer, force: Bool)
    /// Makes `sublayers` the children of `mirrored`, in this order.
    func setSublayers(_ sublayers: [MirroredLayer], of mirrored: MirroredLayer)
    /// Adds the animation a plan describes under `key`.
    func addAnimation(_ plan: CoreAnimationPlan, forKey key: String, to mirrored: MirroredLayer)
    /// Removes the animation under `key`.
    func removeAnimation(forKey key: String, from mirrored: MirroredLayer)
    /// Whether the platform layer still has an animation under `key` (the system may drop some).
    func hasAnimation(forKey key: String, on mirrored: MirroredLayer) -> Bool
    /// Reports that `layer` is evaluated by the engine frame by frame, and why (a debug log).
    func didFallBack(_ layer: HUDLayer, reason: String)
}
