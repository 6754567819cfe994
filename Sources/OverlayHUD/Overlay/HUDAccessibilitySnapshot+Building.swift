extension HUDAccessibilitySnapshot {
    /// What VoiceOver reaches in `overlay` now, its words read in `localization` (default: the
    /// overlay's). Focus is left unknown (`nil`): the engine's relay fills it in.
    /// - Complexity: O(n) in the number of layers (two walks), plus the elements' transforms.
    @MainActor
    public init(overlay: Overlay, localization: HUDLocalization? = nil) {
        self.init()
        let localization = localization ?? overlay.localization
        // 1. Drawing order: the topmost modal layer, and which candidate elements are drawn from it up.
        var paintIndex = 0
        var topModal: (layer: HUDLayer, index: Int)?
        var candidates: [(ObjectIdentifier, Int)] = []
        func paint(_ layer: HUDLayer, depth: Int) {
            guard Self.isReachable(layer, depth: depth) else { return }
            paintIndex += 1
            if layer.isAccessibilityModal { topModal = (layer, paintIndex) }
            if layer.accessibility != nil { candidates.append((ObjectIdentifier(layer), paintIndex)) }
            for child in layer.sublayersInDrawingOrder { paint(child, depth: depth + 1) }
        }
        paint(overlay.rootLayer, depth: 1)
        let threshold = topModal?.index ?? 0
        let kept = Set(candidates.filter { $0.1 >= threshold }.map(\.0))
        isModal = topModal != nil
        modalLayer = topModal.map { ObjectIdentifier($0.layer) }
        // 2. Reading order.
        var out: [HUDAccessibilityElement] = []
        func read(_ layer: HUDLayer, depth: Int, inModal: Bool) {
            guard Self.isReachable(layer, depth: depth) else { return }
            let inModal = inModal || layer === topModal?.layer
            if let a = layer.accessibility, kept.contains(ObjectIdentifier(layer)), let label = localization.resolve(a.label) {
                let element = Self.element(for: layer, a, label: label, localization: localization)
                out.append(element)
                if inModal {
                    if modalFirstElement == nil { modalFirstElement = element.id }
                    if a.performsEscape, escapeElement == nil { escapeElement = element.id }
                }
            }
            for child in Self.readingOrder(layer.sublayers) { read(child, depth: depth + 1, inModal: inModal) }
        }
        read(overlay.rootLayer, depth: 1, inModal: false)
        elements = out
    }

    /// Whether VoiceOver may reach `layer` and its sublayers.
    @MainActor
    private static func isReachable(_ layer: HUDLayer, depth: Int) -> Bool {
        depth <= HUDLayer.maximumTreeDepth && !layer.isHidden && !layer.accessibilityElementsHidden
            && !layer.opacity.isNaN && layer.opacity >= 0.01
    }

    /// Siblings front-most first (descending zPosition), equal ones in the order they were added.
    @MainActor
    private static func readingOrder(_ layers: [HUDLayer]) -> [HUDLayer] {
        var sorted = true
        for i in layers.indices.dropFirst() where layers[i - 1].model.zPosition < layers[i].model.zPosition {
            sorted = false
            break
        }
        if sorted { return layers }
        return layers.enumerated().sorted {
            $0.element.model.zPosition != $1.element.model.zPosition
                ? $0.element.model.zPosition > $1.element.model.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

    @MainActor
    private static func element(for layer: HUDLayer, _ a: HUDAccessibility, label: String, localization: HUDLocalization)
        -> HUDAccessibilityElement
    {
        let m = layer.transformToRoot
        let b = layer.bounds
        let corners = [HUDPoint(b.minX, b.minY), HUDPoint(b.maxX, b.minY), HUDPoint(b.maxX, b.maxY), HUDPoint(b.minX, b.maxY)]
        let frame = HUDPath.bounds(of: corners.map { m.apply(to: $0) })
        var traits = a.traits
        if traits.isEmpty { traits = layer.isInteractive ? .button : .staticText }
        var e = HUDAccessibilityElement(
            id: HUDAccessibilityElement.ID(layer), name: layer.name, label: label,
            value: a.value.flatMap { localization.resolve($0) }, hint: a.hint.flatMap { localization.resolve($0) },
            traits: traits, frame: frame)
        e.textInputIndex = a.textInputIndex
        return e
    }
}
