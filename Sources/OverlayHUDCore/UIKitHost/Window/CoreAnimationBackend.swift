#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's QuartzCore classes carry no Sendable/isolation annotations.
    @preconcurrency import UIKit
    @preconcurrency import QuartzCore
    import os

    /// The Core Animation side of ``LayerTreeMirror``: makes `CALayer`s, copies models, adds and
    /// removes `CAAnimation`s. Every decision (when to make, replace, add, remove, drive) is taken by
    /// the platform-neutral mirror, which is tested on Linux.
    @MainActor
    final class CoreAnimationBackend: LayerMirrorBackend {
        /// The screen scale for `contentsScale`.
        var scale: CGFloat = 1
        /// The fonts text layers are set in (the host's, which measures with them too).
        let fonts: UIKitFonts

        init(fonts: UIKitFonts) { self.fonts = fonts }
        /// The platform views in content slots (the app's own views, the card's text fields); a
        /// transient slot (a waiting HUD's custom view) is released when its layer leaves the
        /// mirror, or by the host after a commit when no layer holds it (it never showed).
        var contentViews = ContentSlotViews<ContentSlotContainerView>()
        private static let log = OSLog(subsystem: "OverlayHUD", category: "UIKitHost")

        func makeLayer(for layer: HUDLayer, kind: LayerKind) -> MirrorNode { MirrorNode(source: layer, kind: kind) }

        func discardLayer(_ node: MirrorNode) {
            if let slot = node.mountedSlot, contentViews.isTransient(slot) { contentViews.release(slot)?.detach() }
            node.layer.removeAllAnimations()
            node.view.removeFromSuperview()
            if node.layer.superlayer != nil { node.layer.removeFromSuperlayer() }  // mounted as a bare layer (ViewLayerHost)
        }

        package func apply(_ state: LayerState, of layer: HUDLayer, to node: MirrorNode, force: Bool) {
            if force { node.lastState = nil }
            node.apply(
                state, effect: layer.backgroundEffect, effectTint: layer.backgroundEffectTint, scale: scale, fonts: fonts)
        }

        /// The blur's effect view (if any) stays at the back, then a text layer's label, then the
        /// children's views in engine order, then the platform view of the layer's content slot
        /// (sized to the layer's bounds).
        func setSublayers(_ sublayers: [MirrorNode], of node: MirrorNode) {
            var desired: [UIView] = []
            if let effect = node.effectView { desired.append(effect) }
            if let label = node.contentView { desired.append(label) }
            desired.append(contentsOf: sublayers.map(\.view))
            node.mountedSlot = node.source?.contentSlot
            if let slot = node.mountedSlot, let content = contentViews.view(in: slot) {
                if content.frame != node.view.bounds { content.frame = node.view.bounds }
                desired.append(content)
            }
            let current = node.view.subviews
            guard current.count != desired.count || zip(current, desired).contains(where: { $0 !== $1 }) else { return }
            for view in current where !desired.contains(where: { $0 === view }) { view.removeFromSuperview() }
            for (i, view) in desired.enumerated() { node.view.insertSubview(view, at: i) }
        }

        func addAnimation(_ plan: CoreAnimationPlan, forKey key: String, to node: MirrorNode) {
            // No delegate: completions run on the engine's clock (HostRelay), the same on every host.
            node.layer.add(CoreAnimationBuilder.make(plan), forKey: key)
        }

        func removeAnimation(forKey key: String, from node: MirrorNode) { node.layer.removeAnimation(forKey: key) }

        func hasAnimation(forKey key: String, on node: MirrorNode) -> Bool { node.layer.animation(forKey: key) != nil }

        func didFallBack(_ layer: HUDLayer, reason: String) {
            os_log(
                "layer %{public}@: display-link fallback: %{public}@", log: Self.log, type: .debug,
                layer.name ?? "unnamed", reason)
        }
    }
#endif
