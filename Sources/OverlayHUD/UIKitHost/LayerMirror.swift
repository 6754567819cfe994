#if canImport(UIKit)
// @preconcurrency: the 17.4 SDK's QuartzCore classes carry no Sendable/isolation annotations.
@preconcurrency import UIKit
@preconcurrency import QuartzCore
import os

/// Mirrors the engine's layer tree into Core Animation, generically: every engine ``Layer``
/// becomes a `CALayer` of the class its content needs, properties are copied one to one, and
/// each engine animation is added as the `CAAnimation` of the same meaning, under the same key.
///
/// The mirror knows no overlay element: banners, popups and HUDs are all just layers, so new
/// elements need no host change.
@MainActor
final class LayerMirror {
    /// Called when a mirrored animation stops (`finished` as Core Animation reports it).
    var animationDidStop: (@MainActor @Sendable (Bool) -> Void)?

    private var nodes: [ObjectIdentifier: MirrorNode] = [:]
    private static let log = OSLog(subsystem: "OverlayHUD", category: "UIKitHost")

    /// The nodes the display link must evaluate (layers with animations Core Animation cannot express).
    private(set) var drivenNodes: [MirrorNode] = []

    /// Brings the Core Animation tree under `container` in line with `root`'s subtree.
    /// Call inside a `CATransaction` with actions disabled.
    func sync(_ root: Layer, into container: CALayer, conversion: MediaTimeConversion, scale: CGFloat) {
        var visited = Set<ObjectIdentifier>()
        var driven: [MirrorNode] = []
        let top = sync(root, conversion: conversion, scale: scale, visited: &visited, driven: &driven)
        if container.sublayers?.count != 1 || container.sublayers?.first !== top { container.sublayers = [top] }
        for (id, node) in nodes where !visited.contains(id) {
            node.layer.removeAllAnimations()
            node.layer.removeFromSuperlayer()
            nodes[id] = nil
        }
        drivenNodes = driven
    }

    /// Removes every mirrored layer (the overlay became empty).
    func reset() {
        for node in nodes.values { node.layer.removeAllAnimations(); node.layer.removeFromSuperlayer() }
        nodes.removeAll()
        drivenNodes = []
    }

    /// Copies `layer`'s presentation at `time` into its mirror (display-link evaluation).
    func applyPresentation(of node: MirrorNode, at time: Double, scale: CGFloat) {
        guard let source = node.source else { return }
        node.apply(source.presentation(at: time), effect: source.backgroundEffect, scale: scale)
    }

    private func sync(_ layer: Layer, conversion: MediaTimeConversion, scale: CGFloat,
                      visited: inout Set<ObjectIdentifier>, driven: inout [MirrorNode]) -> CALayer {
        let id = ObjectIdentifier(layer)
        let kind = LayerKind(layer.model.content)
        var node: MirrorNode
        if let existing = nodes[id], existing.source === layer, existing.kind == kind {
            node = existing
        } else {
            if let stale = nodes[id] { stale.layer.removeAllAnimations(); stale.layer.removeFromSuperlayer() }
            node = MirrorNode(source: layer, kind: kind)
            nodes[id] = node
        }
        visited.insert(id)
        syncAnimations(node, layer, conversion: conversion)
        if node.isDriven {
            driven.append(node)
        } else {
            node.apply(layer.model, effect: layer.backgroundEffect, scale: scale)
        }
        var desired: [CALayer] = []
        if let effect = node.effectView?.layer { desired.append(effect) }
        for child in layer.sublayers {
            desired.append(sync(child, conversion: conversion, scale: scale, visited: &visited, driven: &driven))
        }
        let current = node.layer.sublayers ?? []
        if current.count != desired.count || zip(current, desired).contains(where: { $0 !== $1 }) {
            node.layer.sublayers = desired.isEmpty ? nil : desired
        }
        return node.layer
    }

    /// Adds new engine animations, removes finished or replaced ones, re-adds ones the system
    /// dropped; switches the layer to display-link evaluation while it has an animation Core
    /// Animation cannot express.
    private func syncAnimations(_ node: MirrorNode, _ layer: Layer, conversion: MediaTimeConversion) {
        let entries = layer.animationEntries
        let engine = entries.map {
            AnimationSyncPlan.EngineAnimation(key: $0.key, identity: UInt(bitPattern: ObjectIdentifier($0.token)))
        }
        // Plan the animations not seen before; remember the ones Core Animation cannot express.
        let known = Set(node.mirrored.values).union(node.unsupported)
        for (i, e) in engine.enumerated() where !known.contains(e.identity) {
            if case .failure(let why) = CoreAnimationPlan.make(entries[i].animation, conversion: conversion) {
                node.unsupported.insert(e.identity)
                os_log("layer %{public}@: display-link fallback: %{public}@", log: Self.log, type: .debug,
                       layer.name ?? "unnamed", why.reason)
            }
        }
        // Identities are addresses: keep every current attachment alive while it is remembered.
        node.retainedTokens = entries.map(\.token)
        let live = Set(engine.map(\.identity))
        node.unsupported.formIntersection(live)
        let mustDrive = !node.unsupported.isEmpty
        if mustDrive {
            // The whole layer is evaluated by the engine: Core Animation runs none of its animations.
            if !node.isDriven {
                for key in node.mirrored.keys { node.layer.removeAnimation(forKey: key) }
                node.mirrored = [:]
                node.isDriven = true
            }
            return
        }
        if node.isDriven {
            node.isDriven = false
            node.lastState = nil  // the display link wrote presentation values: copy the model again
        }
        let missing = Set(node.mirrored.keys.filter { node.layer.animation(forKey: $0) == nil })
        let plan = AnimationSyncPlan(engine: engine, mirrored: node.mirrored, missing: missing)
        for key in plan.removals { node.layer.removeAnimation(forKey: key) }
        for addition in plan.additions {
            guard case .success(let p) = CoreAnimationPlan.make(entries[addition.index].animation, conversion: conversion) else { continue }
            let animation = CoreAnimationBuilder.make(p)
            let stop = animationDidStop
            animation.delegate = AnimationStopDelegate { finished in stop?(finished) }
            node.layer.add(animation, forKey: addition.coreAnimationKey)
        }
        node.mirrored = plan.mirrored
    }
}
#endif
