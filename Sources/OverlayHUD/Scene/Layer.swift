/// A node of the retained scene tree with `CALayer`'s model properties.
///
/// A layer's ``model`` holds what the app set; animations added with
/// ``add(_:forKey:at:)`` change what is shown over time without touching the
/// model, exactly as in Core Animation. Layers are not thread-safe: the scene
/// belongs to the main actor that owns the overlay.
///
/// ```swift
/// let dot = Layer(name: "dot")
/// dot.bounds = Rect(0, 0, 10, 10)
/// dot.position = Point(50, 50)
/// dot.backgroundColor = Color(hex: 0xFF9500)
/// root.addSublayer(dot)
/// ```
public final class Layer {
    /// A stable name used by tests, dumps and the UIKit mirror.
    public var name: String?
    /// Whether the layer receives touches (hit testing skips non-interactive layers; their
    /// interactive sublayers can still be hit).
    // Unchecked exclusivity, like `model` below (set on every popup hand-over, read per touch).
    @exclusivity(unchecked) public var isInteractive: Bool = false
    /// The VoiceOver label of this element.
    public var accessibilityLabel: String?
    /// The model values.
    // Unchecked exclusivity: the presentation walk reads these once per layer per frame, and the
    // dynamic check showed up in profiles. Layers are confined to one actor, and no method hands
    // out overlapping inout access to them, so the check can never fire.
    @exclusivity(unchecked) public var model = LayerState()
    /// A platform effect behind the layer's content (UIKit: a `UIVisualEffectView`); the software
    /// renderer draws the layer's `backgroundColor` as its translucent stand-in.
    public var backgroundEffect: BackgroundEffect?

    /// The parent layer.
    public var superlayer: Layer? { parent }
    /// The parent, unretained: the parent holds this layer in its `sublayers` for exactly as
    /// long as this points at it (adding and removing set both sides; a parent that goes away
    /// clears its children's pointers in `deinit`), so it never dangles. A `weak` reference
    /// would give every layer with children a side table, and every retain of such a layer
    /// (the presentation walk, hit testing, popup hand-overs) would take the slow path.
    @exclusivity(unchecked) private unowned(unsafe) var parent: Layer?
    /// Children, back to front (before `zPosition` ordering).
    // Unchecked exclusivity for the same reason as `model`: the presentation walk reads it per layer.
    @exclusivity(unchecked) public private(set) var sublayers: [Layer] = []
    /// Running animations in the order they were added (see `Layer+Animation.swift`).
    @exclusivity(unchecked) var animationEntries: [AnimationEntry] = [] {
        didSet {
            evaluators = animationEntries.map { Unmanaged.passUnretained($0.evaluator) }
            let e = evaluators
            inlineEvaluators = (e.count > 0 ? e[0] : nil, e.count > 1 ? e[1] : nil, e.count > 2 ? e[2] : nil,
                                e.count > 3 ? e[3] : nil)
        }
    }
    /// The entries' evaluators, unretained (`animationEntries` owns them), so a frame's walk
    /// calls them without a retain/release pair each. Rebuilt whenever the entries change.
    @exclusivity(unchecked) private(set) var evaluators: [Unmanaged<AnimationEvaluator>] = []
    /// The first four of `evaluators`, kept in the layer itself: a layer with at most four
    /// animations (nearly all) is evaluated without loading the array's buffer.
    @exclusivity(unchecked) private(set) var inlineEvaluators: (Unmanaged<AnimationEvaluator>?,
        Unmanaged<AnimationEvaluator>?, Unmanaged<AnimationEvaluator>?, Unmanaged<AnimationEvaluator>?) = (nil, nil, nil, nil)

    /// Creates an empty layer.
    public init(name: String? = nil) { self.name = name }

    deinit {
        // The children may outlive this layer (someone else holds them): they become roots.
        for l in sublayers where l.parent === self { l.parent = nil }
    }

    // MARK: Tree

    /// Appends `layer` as the front-most child, removing it from its old parent first.
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: sublayers.count) }

    /// Inserts `layer` at `index` (clamped to 0…count), removing it from its old parent first.
    /// Adding a layer to itself or to one of its descendants is a no-op (it would make a cycle).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(0, index), sublayers.count))
        layer.parent = self
    }

    /// Inserts `layer` just below `sibling` (appends when `sibling` is not a child).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        if let i = sublayers.firstIndex(where: { $0 === sibling }) { insertSublayer(layer, at: i) } else { addSublayer(layer) }
    }

    /// Inserts `layer` just above `sibling` (appends when `sibling` is not a child).
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        if let i = sublayers.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: sublayer(layer, isBefore: i) ? i : i + 1)
        } else { addSublayer(layer) }
    }

    private func sublayer(_ layer: Layer, isBefore index: Int) -> Bool {
        guard let j = sublayers.firstIndex(where: { $0 === layer }) else { return false }
        return j < index
    }

    /// Detaches this layer from its parent. A no-op for a root layer.
    public func removeFromSuperlayer() {
        guard let parent else { return }
        parent.sublayers.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child.
    public func removeAllSublayers() {
        for l in sublayers { l.parent = nil }
        sublayers.removeAll()
    }

    /// Whether `ancestor` is this layer's parent, grandparent, ….
    public func isDescendant(of ancestor: Layer) -> Bool {
        var p = parent
        while let l = p { if l === ancestor { return true }; p = l.parent }
        return false
    }

    /// The first layer in this subtree (depth-first, self included) with the given name.
    public func firstLayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for l in sublayers { if let f = l.firstLayer(named: name) { return f } }
        return nil
    }

    /// Children sorted for drawing: by `zPosition`, ties in insertion order (stable).
    ///
    /// Returns `sublayers` itself (no new array) when it is already in order, the common case.
    public var sublayersInDrawingOrder: [Layer] {
        var sorted = true
        for i in sublayers.indices.dropFirst() where sublayers[i - 1].model.zPosition > sublayers[i].model.zPosition {
            sorted = false
            break
        }
        if sorted { return sublayers }
        return sublayers.enumerated().sorted {
            $0.element.model.zPosition != $1.element.model.zPosition
                ? $0.element.model.zPosition < $1.element.model.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }
}
