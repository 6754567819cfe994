extension HUDAccessibilitySnapshot {
    /// What VoiceOver reaches in `overlay` now, its words read in `localization` (default: the
    /// overlay's). Focus is left unknown (`nil`): the engine's relay fills it in.
    /// - Complexity: O(n) in the number of layers (two walks, allocating only the elements), plus
    ///   each element's transform to the root.
    @MainActor
    package init(overlay: Overlay, localization: HUDLocalization? = nil) {
        let localization = localization ?? overlay.localization
        // Most of the time nothing is modal (banners, a HUD that lets touches through): one walk.
        var builder = SnapshotBuilder(localization: localization)
        builder.read(overlay.rootLayer, depth: 1, placement: .above, inModal: false)
        guard builder.sawModal else {
            self = builder.snapshot
            return
        }
        // A modal layer shows: find the topmost one in drawing order, then read from it up.
        builder = SnapshotBuilder(localization: localization)
        builder.findTopModal(overlay.rootLayer, depth: 1)
        builder.read(overlay.rootLayer, depth: 1, placement: .onPathToModal, inModal: false)
        self = builder.snapshot
    }
}

/// The two walks of a snapshot, kept in one value so they allocate nothing but the elements.
private struct SnapshotBuilder {
    let localization: HUDLocalization
    /// The topmost modal layer: the last visible one in drawing order (`nil`: not looked for yet,
    /// or none).
    var topModal: HUDLayer?
    /// Whether a walk that did not look for modal layers met one (the snapshot must be read again).
    var sawModal = false
    var snapshot = HUDAccessibilitySnapshot()

    /// Where a layer is drawn relative to the topmost modal layer.
    enum Placement {
        /// It or its subtree draws before the modal layer: out of reach.
        case below
        /// It is the modal layer, inside it, or drawn after it: reachable.
        case above
        /// An ancestor of the modal layer (drawn before it; some of its sublayers after).
        case onPathToModal
    }

    /// Walk 1, in drawing order: the last visible modal layer.
    mutating func findTopModal(_ layer: HUDLayer, depth: Int) {
        guard Self.isReachable(layer, depth: depth) else { return }
        if layer.isAccessibilityModal { topModal = layer }
        for child in layer.sublayersInDrawingOrder { findTopModal(child, depth: depth + 1) }
    }

    /// Walk 2, in reading order: the elements drawn from the topmost modal layer up.
    mutating func read(_ layer: HUDLayer, depth: Int, placement: Placement, inModal: Bool) {
        guard !sawModal, Self.isReachable(layer, depth: depth) else { return }
        var placement = placement
        var inModal = inModal
        if topModal == nil, layer.isAccessibilityModal {
            sawModal = true
            return
        }
        if let modal = topModal, layer === modal {
            placement = .above
            inModal = true
            snapshot.isModal = true
            snapshot.modalLayer = ObjectIdentifier(layer)
        }
        if placement == .above, let a = layer.accessibility, let label = localization.resolveWithLanguage(a.label) {
            let element = element(for: layer, a, label: label)
            snapshot.elements.append(element)
            if inModal {
                if snapshot.modalFirstElement == nil { snapshot.modalFirstElement = element.id }
                if a.performsEscape, snapshot.escapeElement == nil { snapshot.escapeElement = element.id }
            }
        }
        if placement == .above, let slot = layer.contentSlot, slot.rawValue < HUDContentSlotID.firstEngineIssued {
            snapshot.contentSlots.append(.init(slot: slot, position: snapshot.elements.count))
            if inModal, snapshot.modalFirstElement == nil, snapshot.modalFirstContentSlot == nil {
                snapshot.modalFirstContentSlot = slot
            }
        }
        let sublayers = layer.sublayers
        if sublayers.isEmpty { return }
        let children = Self.readingOrder(of: layer)
        guard placement == .onPathToModal, let modal = topModal else {
            for child in children { read(child, depth: depth + 1, placement: placement, inModal: inModal) }
            return
        }
        // The child on the way to the modal layer; its siblings drawn after it are reachable.
        guard let pathIndex = sublayers.firstIndex(where: { $0 === modal || modal.isDescendant(of: $0) }) else { return }
        let pathZ = sublayers[pathIndex].model.zPosition
        for child in children {
            let childPlacement: Placement
            if child === sublayers[pathIndex] {
                childPlacement = .onPathToModal
            } else {
                let z = child.model.zPosition
                let drawnAfter = z > pathZ || (z == pathZ && (sublayers.firstIndex { $0 === child } ?? 0) > pathIndex)
                childPlacement = drawnAfter ? .above : .below
            }
            read(child, depth: depth + 1, placement: childPlacement, inModal: false)
        }
    }

    /// Whether VoiceOver may reach `layer` and its sublayers.
    static func isReachable(_ layer: HUDLayer, depth: Int) -> Bool {
        depth <= HUDLayer.maximumTreeDepth && !layer.isHidden && !layer.accessibilityElementsHidden
            && !layer.opacity.isNaN && layer.opacity >= 0.01
    }

    /// Siblings front-most first (descending zPosition), equal ones in the order they were added:
    /// the drawing order (ascending, stable) with its runs of equal zPosition in reverse order
    /// (the array itself, not a copy, when all are equal).
    static func readingOrder(of layer: HUDLayer) -> [HUDLayer] {
        let drawing = layer.sublayersInDrawingOrder
        guard let first = drawing.first, let last = drawing.last, first.model.zPosition != last.model.zPosition else {
            return drawing
        }
        var out: [HUDLayer] = []
        out.reserveCapacity(drawing.count)
        var end = drawing.endIndex
        while end > drawing.startIndex {
            let z = drawing[end - 1].model.zPosition
            var start = end - 1
            while start > drawing.startIndex, drawing[start - 1].model.zPosition == z { start -= 1 }
            out.append(contentsOf: drawing[start..<end])
            end = start
        }
        return out
    }

    func element(
        for layer: HUDLayer, _ a: HUDAccessibility, label: (text: String, fallbackLanguage: String?)
    ) -> HUDAccessibilityElement {
        var traits = a.traits
        if traits.isEmpty { traits = layer.isInteractive ? .button : .staticText }
        let value = a.value.flatMap { localization.resolveWithLanguage($0) }
        let hint = a.hint.flatMap { localization.resolveWithLanguage($0) }
        var e = HUDAccessibilityElement(
            id: HUDAccessibilityElement.ID(layer), name: layer.name, label: label.text, value: value?.text,
            hint: hint?.text, traits: traits, frame: Self.frameInRoot(layer))
        e.textInputIndex = a.textInputIndex
        e.identifier = a.identifier
        e.performsEscape = a.performsEscape
        e.language = Self.language(of: [label, value, hint])
        return e
    }

    /// The element's language: the fallback table's when every part it reads is a built-in word
    /// read from that one table; `nil` when any part is the app's words or in the language asked for.
    static func language(of parts: [(text: String, fallbackLanguage: String?)?]) -> String? {
        var language: String?
        for case let part? in parts {
            guard let l = part.fallbackLanguage, language == nil || language == l else { return nil }
            language = l
        }
        return language
    }

    /// The bounding box of the layer's bounds transformed to the root; corners that are not
    /// finite are left out, and a frame with none is `.zero`.
    static func frameInRoot(_ layer: HUDLayer) -> HUDRect {
        let m = layer.transformToRoot
        let b = layer.bounds
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for (x, y) in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
            let p = m.apply(to: HUDPoint(x, y))
            guard p.isFinite else { continue }
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        guard x0 <= x1, y0 <= y1 else { return .zero }
        return HUDRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
