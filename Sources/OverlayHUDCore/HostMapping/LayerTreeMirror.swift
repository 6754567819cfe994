/// Keeps a platform layer tree in step with the engine's, through a ``LayerMirrorBackend``.
///
/// On each ``sync(_:conversion:)``:
/// - every engine layer has one platform layer, made for its `LayerKind`; a layer whose kind
///   changed gets a new platform layer, layers that left the tree are discarded;
/// - models are copied (the backend skips unchanged values), children are set in engine order;
///   every model and presentation goes through ``PlatformValueGuard`` first, so no NaN or
///   infinity reaches a platform layer, whatever a component computed;
/// - animations follow `AnimationSyncPlan`: added once, under the same key, removed when the
///   engine drops or replaces them, re-added when the system dropped them;
/// - a layer with an animation `CoreAnimationPlan` cannot express is *driven*: none of its
///   animations go to the platform, and the host copies its presentation every frame
///   (``drivenLayers``) until that animation is gone.
///
/// The mirror knows no overlay element: HUDs, banners and popups are all layers.
@MainActor
final class LayerTreeMirror<Backend: LayerMirrorBackend> {
    /// One mirrored engine layer.
    final class Node {
        weak var source: HUDLayer?
        let kind: LayerKind
        let mirrored: Backend.MirroredLayer
        /// Platform key → engine identity of the animations handed to the platform.
        var animations: [String: UInt] = [:]
        /// Identities of animations the platform cannot express (a few at most, usually none).
        var unsupported: [UInt] = []
        /// The engine attachments behind the identities, kept alive so addresses are not reused.
        var tokens: [AnyObject] = []
        var isDriven = false
        /// The last sync that reached this layer (see ``LayerTreeMirror/pass``).
        var pass: UInt64 = 0

        init(source: HUDLayer, kind: LayerKind, mirrored: Backend.MirroredLayer) {
            self.source = source
            self.kind = kind
            self.mirrored = mirrored
        }
    }

    /// The backend doing the platform work.
    let backend: Backend
    private var nodes: [ObjectIdentifier: Node] = [:]
    /// The number of the sync under way: a node stamped with an earlier one has left the tree.
    private var pass: UInt64 = 0
    /// Layers the host must copy presentation values of every frame, with their platform layers.
    private(set) var drivenLayers: [(layer: HUDLayer, mirrored: Backend.MirroredLayer)] = []

    /// Creates a mirror over a backend.
    init(backend: Backend) { self.backend = backend }

    /// The number of mirrored layers.
    var count: Int { nodes.count }

    /// Brings the platform tree in line with `root`'s subtree; returns the platform layer of `root`.
    @discardableResult
    func sync(_ root: HUDLayer, conversion: MediaTimeConversion) -> Backend.MirroredLayer {
        pass &+= 1
        var driven: [(layer: HUDLayer, mirrored: Backend.MirroredLayer)] = []
        let top = sync(root, depth: 1, conversion: conversion, driven: &driven)
        for (id, node) in nodes where node.pass != pass {
            backend.discardLayer(node.mirrored)
            nodes[id] = nil
        }
        drivenLayers = driven
        return top
    }

    /// Copies each driven layer's presentation at `time` (a display-link frame), made safe.
    func applyDrivenPresentations(at time: Double) {
        for (layer, mirrored) in drivenLayers {
            backend.apply(PlatformValueGuard.state(layer.presentation(at: time)), of: layer, to: mirrored, force: false)
        }
    }

    /// Discards every platform layer (the overlay became empty).
    func reset() {
        for node in nodes.values { backend.discardLayer(node.mirrored) }
        nodes.removeAll()
        drivenLayers = []
    }

    /// Mirrors `layer` and its subtree down to ``HUDLayer/maximumTreeDepth`` levels (the walk recurses per level).
    private func sync(
        _ layer: HUDLayer, depth: Int, conversion: MediaTimeConversion,
        driven: inout [(layer: HUDLayer, mirrored: Backend.MirroredLayer)]
    ) -> Backend.MirroredLayer {
        let id = ObjectIdentifier(layer)
        let kind = LayerKind(layer.model.content)
        let node: Node
        if let existing = nodes[id], existing.source === layer, existing.kind == kind {
            node = existing
        } else {
            if let stale = nodes[id] { backend.discardLayer(stale.mirrored) }
            node = Node(source: layer, kind: kind, mirrored: backend.makeLayer(for: layer, kind: kind))
            nodes[id] = node
        }
        node.pass = pass
        let wasDriven = node.isDriven
        syncAnimations(node, layer, conversion: conversion)
        if node.isDriven {
            driven.append((layer, node.mirrored))
        } else {
            backend.apply(PlatformValueGuard.state(layer.model), of: layer, to: node.mirrored, force: wasDriven)
        }
        let children =
            depth >= HUDLayer.maximumTreeDepth
            ? []
            : layer.sublayers.map { sync($0, depth: depth + 1, conversion: conversion, driven: &driven) }
        backend.setSublayers(children, of: node.mirrored)
        return node.mirrored
    }

    private func syncAnimations(_ node: Node, _ layer: HUDLayer, conversion: MediaTimeConversion) {
        let entries = layer.animationEntries
        let engine = entries.map {
            AnimationSyncPlan.EngineAnimation(key: $0.key, identity: UInt(bitPattern: ObjectIdentifier($0.token)))
        }
        // Each new animation is checked once: known ones were handed over or found unsupported.
        for (i, e) in engine.enumerated()
        where !node.unsupported.contains(e.identity) && !node.animations.values.contains(e.identity) {
            if case .failure(let why) = CoreAnimationPlan.make(entries[i].animation, conversion: conversion) {
                node.unsupported.append(e.identity)
                backend.didFallBack(layer, reason: why.reason)
            }
        }
        node.tokens = entries.map(\.token)
        node.unsupported.removeAll { id in !engine.contains { $0.identity == id } }
        if !node.unsupported.isEmpty {
            // Driven: the engine evaluates the whole layer, the platform runs none of its animations
            // (all go, in the order a plan with no engine animations removes them).
            let removals = AnimationSyncPlan(engine: [], mirrored: node.animations).removals
            for key in removals { backend.removeAnimation(forKey: key, from: node.mirrored) }
            node.animations = [:]
            node.isDriven = true
            return
        }
        node.isDriven = false
        let missing = node.animations.keys.filter { !backend.hasAnimation(forKey: $0, on: node.mirrored) }
        let plan = AnimationSyncPlan(engine: engine, mirrored: node.animations, missing: missing)
        for key in plan.removals { backend.removeAnimation(forKey: key, from: node.mirrored) }
        for addition in plan.additions {
            guard case .success(let p) = CoreAnimationPlan.make(entries[addition.index].animation, conversion: conversion) else {
                continue
            }
            backend.addAnimation(p, forKey: addition.coreAnimationKey, to: node.mirrored)
        }
        node.animations = plan.mirrored
    }
}
