/// A node of the retained scene tree with `CALayer`'s model properties.
///
/// A layer's model values hold what the app set; animations added with
/// ``add(_:forKey:at:)`` change what is shown over time without touching the
/// model, exactly as in Core Animation. Layers are not thread-safe: the scene
/// belongs to the main actor that owns the overlay.
///
/// ```swift
/// let dot = HUDLayer(name: "dot")
/// dot.bounds = HUDRect(0, 0, 10, 10)
/// dot.position = HUDPoint(50, 50)
/// dot.backgroundColor = HUDColor(hex: 0xFF9500)
/// root.addSublayer(dot)
/// ```
@_spi(Layers) public final class HUDLayer {
    /// A stable name used by tests, dumps and the UIKit mirror.
    @_spi(Layers) public var name: String?

    /// The deepest layer tree the engine walks: the software renderer refuses deeper trees with
    /// a typed error, hit testing and diagnostics ignore what lies below this many levels.
    public static let maximumTreeDepth = 256
    /// Whether the layer receives touches (hit testing skips non-interactive layers; their
    /// interactive sublayers can still be hit).
    @_spi(Layers) public var isInteractive: Bool = false
    /// The platform view the host parents inside this layer's view, sized to its bounds (see
    /// ``HUDContentSlotID``); `nil`: none. Engine renderers draw nothing for it.
    @_spi(Layers) public var contentSlot: HUDContentSlotID?
    /// What VoiceOver reads for this layer; `nil`: the layer is no accessibility element (its
    /// sublayers may be). See ``HUDAccessibility`` and ``accessibilityLabel``.
    @_spi(Layers) public var accessibility: HUDAccessibility?
    /// Whether, while this layer is visible, VoiceOver stays in the overlay and reaches only what
    /// is drawn from this layer up (UIKit's `accessibilityViewIsModal`): a masking HUD, a popup's
    /// backdrop. The topmost such layer wins.
    @_spi(Layers) public var isAccessibilityModal = false
    /// Whether VoiceOver skips this layer and its sublayers (UIKit's `accessibilityElementsHidden`):
    /// a banner on its way out.
    @_spi(Layers) public var accessibilityElementsHidden = false
    /// The model values.
    package var model = LayerState()
    /// A platform effect behind the layer's content (UIKit: a `UIVisualEffectView`), in place of
    /// the background colour, which is drawn over it as its tint (unless
    /// ``backgroundEffectTint`` is set). The software renderer blurs what lies beneath the
    /// layer's rounded bounds as well.
    @_spi(Layers) public var backgroundEffect: BackgroundEffect?
    /// The colour drawn over the ``backgroundEffect`` (UIKit: the effect view's content colour);
    /// `nil` draws the `backgroundColor` there. A layer keeps one value of a colour: a dynamic
    /// one's light value (as for ``backgroundColor``).
    @_spi(Layers) public var backgroundEffectTint: HUDColor? {
        get { effectTint.map(HUDColor.init) }
        set { effectTint = newValue?.light }
    }
    /// ``backgroundEffectTint``'s one value: 32 bytes in every layer, not a dynamic colour's 128.
    private var effectTint: HUDColor.Components?

    /// The parent layer.
    @_spi(Layers) public var superlayer: HUDLayer? { parent }
    /// The parent; weak because the parent holds this layer in its `sublayers`.
    private weak var parent: HUDLayer?
    /// Children, back to front (before `zPosition` ordering).
    public private(set) var sublayers: [HUDLayer] = []
    /// Running animations in the order they were added (see `HUDLayer+Animation.swift`).
    var animationEntries: [AnimationEntry] = [] {
        didSet { evaluators = EvaluatorList.make(animationEntries.map(\.evaluator)) }
    }
    /// The entries' evaluators (rebuilt whenever the entries change): all a frame reads of them.
    private(set) var evaluators: EvaluatorList?

    /// Creates an empty layer.
    public init(name: String? = nil) { self.name = name }

    // MARK: Tree

    /// Appends `layer` as the front-most child, removing it from its old parent first.
    @inline(never)  // ~55 call sites in the components (iOS code size)
    @_spi(Layers) public func addSublayer(_ layer: HUDLayer) { insertSublayer(layer, at: sublayers.count) }

    /// Inserts `layer` at `index` (clamped to 0…count), removing it from its old parent first.
    /// Adding a layer to itself or to one of its descendants is a no-op (it would make a cycle).
    @_spi(Layers) public func insertSublayer(_ layer: HUDLayer, at index: Int) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(0, index), sublayers.count))
        layer.parent = self
    }

    /// Inserts `layer` just below `sibling` (appends when `sibling` is not a child).
    @_spi(Layers) public func insertSublayer(_ layer: HUDLayer, below sibling: HUDLayer) {
        if let i = sublayers.firstIndex(where: { $0 === sibling }) { insertSublayer(layer, at: i) } else { addSublayer(layer) }
    }

    /// Inserts `layer` just above `sibling` (appends when `sibling` is not a child).
    @_spi(Layers) public func insertSublayer(_ layer: HUDLayer, above sibling: HUDLayer) {
        if let i = sublayers.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: sublayer(layer, isBefore: i) ? i : i + 1)
        } else {
            addSublayer(layer)
        }
    }

    private func sublayer(_ layer: HUDLayer, isBefore index: Int) -> Bool {
        guard let j = sublayers.firstIndex(where: { $0 === layer }) else { return false }
        return j < index
    }

    /// Detaches this layer from its parent. A no-op for a root layer.
    @inline(never)  // ~20 call sites in the components; one copy of the search is enough (iOS code size)
    @_spi(Layers) public func removeFromSuperlayer() {
        guard let parent else { return }
        parent.sublayers.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child.
    @_spi(Layers) public func removeAllSublayers() {
        for l in sublayers { l.parent = nil }
        sublayers.removeAll()
    }

    /// Whether `ancestor` is this layer's parent, grandparent, ….
    package func isDescendant(of ancestor: HUDLayer) -> Bool {
        var p = parent
        while let l = p {
            if l === ancestor { return true }
            p = l.parent
        }
        return false
    }

    /// The first layer in this subtree (depth-first, self included) with the given name.
    ///
    /// Walks with an explicit stack, so a tree of any depth is searched without recursion.
    @inline(never)  // one copy of the walk, not one per call site (iOS code size)
    package func firstLayer(named name: String) -> HUDLayer? {
        var stack: [HUDLayer] = [self]
        while let layer = stack.popLast() {
            if layer.name == name { return layer }
            stack.append(contentsOf: layer.sublayers.reversed())
        }
        return nil
    }

    /// Whether this subtree has more than `maximum` levels (this layer is level 1).
    /// Walks with an explicit stack, so it is safe on trees of any depth.
    package func subtreeIsDeeper(than maximum: Int) -> Bool {
        var stack: [(layer: HUDLayer, depth: Int)] = [(self, 1)]
        while let (layer, depth) = stack.popLast() {
            if depth > maximum { return true }
            for child in layer.sublayers { stack.append((child, depth + 1)) }
        }
        return false
    }

    /// Children sorted for drawing: by `zPosition`, ties in insertion order (stable).
    ///
    /// Returns `sublayers` itself (no new array) when it is already in order, the common case.
    package var sublayersInDrawingOrder: [HUDLayer] {
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
