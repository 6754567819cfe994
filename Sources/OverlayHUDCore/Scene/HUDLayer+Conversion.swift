extension HUDLayer {
    /// Maps this layer's coordinates to the root layer's coordinates, using model values.
    @inline(never)  // one copy of the walk, not one per call site (iOS code size)
    package var transformToRoot: HUDTransform3D {
        var m = HUDTransform3D.identity
        var layer: HUDLayer? = self
        while let l = layer, let parent = l.superlayer {
            m = m.concatenating(l.model.transformToSuperlayer).concatenating(parent.sublayerTransformAboutCenter)
            layer = parent
        }
        return m
    }

    /// `sublayerTransform` applied about the centre of the bounds, as Core Animation does.
    var sublayerTransformAboutCenter: HUDTransform3D {
        let t = model.sublayerTransform
        if t.isIdentity { return .identity }
        let c = model.bounds.center
        return HUDTransform3D.translation(-c.x, -c.y).concatenating(t).concatenating(.translation(c.x, c.y))
    }

    /// Converts `point` from this layer's coordinates to `other`'s (`CALayer.convert(_:to:)`),
    /// or to the root's when `other` is `nil`. Returns `nil` when the layers share no root or
    /// a transform cannot be inverted.
    @_spi(Layers) public func convert(_ point: HUDPoint, to other: HUDLayer?) -> HUDPoint? {
        guard let other else { return transformToRoot.apply(to: point) }
        guard rootLayer === other.rootLayer else { return nil }
        let inRoot = transformToRoot.apply(to: point)
        return other.transformToRoot.unproject(inRoot)
    }

    /// Converts `point` from `other`'s coordinates (or the root's when `nil`) to this layer's.
    @_spi(Layers) public func convert(_ point: HUDPoint, from other: HUDLayer?) -> HUDPoint? {
        let inRoot = other.map { $0.transformToRoot.apply(to: point) } ?? point
        if let other, other.rootLayer !== rootLayer { return nil }
        return transformToRoot.unproject(inRoot)
    }

    /// The top of this layer's tree.
    package var rootLayer: HUDLayer {
        var l = self
        while let p = l.superlayer { l = p }
        return l
    }
}

extension HUDLayer {
    /// Maps this layer's coordinates to the root's as shown at `time` (presentation values of
    /// this layer and every ancestor).
    package func presentationTransformToRoot(at time: Double) -> HUDTransform3D {
        var m = HUDTransform3D.identity
        var layer: HUDLayer? = self
        while let l = layer, let parent = l.superlayer {
            let parentState = parent.presentation(at: time)
            var sub = HUDTransform3D.identity
            if !parentState.sublayerTransform.isIdentity {
                let c = parentState.bounds.center
                sub = HUDTransform3D.translation(-c.x, -c.y).concatenating(parentState.sublayerTransform).concatenating(
                    .translation(c.x, c.y))
            }
            m = m.concatenating(l.presentation(at: time).transformToSuperlayer).concatenating(sub)
            layer = parent
        }
        return m
    }

    /// Where the centre of this layer's bounds is shown in root coordinates at `time`.
    func presentationCenterInRoot(at time: Double) -> HUDPoint {
        presentationTransformToRoot(at: time).apply(to: presentation(at: time).bounds.center)
    }
}
