extension AnimationKeyPath {
    /// The property's current value in `state` (nil colours read as clear, as Core Animation does).
    func read(_ s: LayerState) -> AnimationValue {
        var copy = s
        return read(&copy)
    }

    /// Same as ``read(_:)``, reading in place: `inout` spares a per-frame copy of the whole state.
    func read(_ s: inout LayerState) -> AnimationValue {
        switch self {
        case .position: return .point(s.position)
        case .positionX: return .scalar(s.position.x)
        case .positionY: return .scalar(s.position.y)
        case .bounds: return .rect(s.bounds)
        case .boundsOrigin: return .point(s.bounds.origin)
        case .boundsSize: return .size(s.bounds.size)
        case .boundsWidth: return .scalar(s.bounds.size.width)
        case .boundsHeight: return .scalar(s.bounds.size.height)
        case .anchorPoint: return .point(s.anchorPoint)
        case .zPosition: return .scalar(s.zPosition)
        case .opacity: return .scalar(s.opacity)
        case .backgroundColor: return .color(s.backgroundColor ?? .clear)
        case .cornerRadius: return .scalar(s.cornerRadius)
        case .borderWidth: return .scalar(s.borderWidth)
        case .borderColor: return .color(s.borderColor)
        case .shadowOpacity: return .scalar(s.shadowOpacity)
        case .shadowRadius: return .scalar(s.shadowRadius)
        case .shadowOffset: return .size(s.shadowOffset)
        case .shadowColor: return .color(s.shadowColor)
        case .strokeStart, .strokeEnd, .lineWidth, .fillColor, .strokeColor: return readShape(&s)
        case .transform: return .transform(s.transform)
        case .sublayerTransform: return .transform(s.sublayerTransform)
        case .transformScale, .transformScaleX, .transformScaleY, .transformScaleZ,
            .transformRotationX, .transformRotationY, .transformRotationZ,
            .transformTranslation, .transformTranslationX, .transformTranslationY, .transformTranslationZ:
            return readComponent(TransformComponents(s.transform))
        }
    }

    private func readShape(_ s: inout LayerState) -> AnimationValue {
        let isShape = s.hasShape
        switch self {
        case .strokeStart: return .scalar(isShape ? s.shapePaint.strokeStart : 0)
        case .strokeEnd: return .scalar(isShape ? s.shapePaint.strokeEnd : 1)
        case .lineWidth: return .scalar(isShape ? s.shapePaint.lineWidth : 1)
        case .fillColor: return .color((isShape ? s.shapePaint.fillColor : nil) ?? .clear)
        default: return .color((isShape ? s.shapePaint.strokeColor : nil) ?? .clear)
        }
    }

    private func readComponent(_ c: TransformComponents) -> AnimationValue {
        switch self {
        case .transformScale: return .scalar((c.scale.0 + c.scale.1 + c.scale.2) / 3)  // CA: the average of the three
        case .transformScaleX: return .scalar(c.scale.0)
        case .transformScaleY: return .scalar(c.scale.1)
        case .transformScaleZ: return .scalar(c.scale.2)
        case .transformRotationX: return .scalar(c.rotation.0)
        case .transformRotationY: return .scalar(c.rotation.1)
        case .transformRotationZ: return .scalar(c.rotation.2)
        case .transformTranslation: return .size(HUDSize(c.translation.0, c.translation.1))
        case .transformTranslationX: return .scalar(c.translation.0)
        case .transformTranslationY: return .scalar(c.translation.1)
        default: return .scalar(c.translation.2)
        }
    }

    /// Writes `value` (already of ``valueKind``) into `state`.
    func write(_ value: AnimationValue, into s: inout LayerState) {
        switch (self, value) {
        case (.position, .point(let p)): s.position = p
        case (.positionX, .scalar(let v)): s.position.x = v
        case (.positionY, .scalar(let v)): s.position.y = v
        case (.bounds, .rect(let r)): s.bounds = r
        case (.boundsOrigin, .point(let p)): s.bounds.origin = p
        case (.boundsSize, .size(let z)): s.bounds.size = z
        case (.boundsWidth, .scalar(let v)): s.bounds.size.width = v
        case (.boundsHeight, .scalar(let v)): s.bounds.size.height = v
        case (.anchorPoint, .point(let p)): s.anchorPoint = p
        case (.zPosition, .scalar(let v)): s.zPosition = v
        case (.opacity, .scalar(let v)): s.opacity = v
        case (.backgroundColor, .color(let c)): s.backgroundColor = c
        case (.cornerRadius, .scalar(let v)): s.cornerRadius = v
        case (.borderWidth, .scalar(let v)): s.borderWidth = v
        case (.borderColor, .color(let c)): s.borderColor = c
        case (.shadowOpacity, .scalar(let v)): s.shadowOpacity = v
        case (.shadowRadius, .scalar(let v)): s.shadowRadius = v
        case (.shadowOffset, .size(let z)): s.shadowOffset = z
        case (.shadowColor, .color(let c)): s.shadowColor = c
        case (.strokeStart, _), (.strokeEnd, _), (.lineWidth, _), (.fillColor, _), (.strokeColor, _):
            writeShape(value, into: &s)
        case (.transform, .transform(let m)): s.transform = m
        case (.sublayerTransform, .transform(let m)): s.sublayerTransform = m
        case (.transformScale, _), (.transformScaleX, _), (.transformScaleY, _), (.transformScaleZ, _),
            (.transformRotationX, _), (.transformRotationY, _), (.transformRotationZ, _),
            (.transformTranslation, _), (.transformTranslationX, _), (.transformTranslationY, _),
            (.transformTranslationZ, _):
            var c = TransformComponents(s.transform)
            writeComponent(value, into: &c)
            s.transform = c.matrix
        default: break  // kind mismatch: prevented at construction
        }
    }

    /// Writes a scalar property without going through ``AnimationValue`` (the per-frame fast path).
    func writeScalar(_ v: Double, into s: inout LayerState) {
        switch self {
        case .positionX: s.position.x = v
        case .positionY: s.position.y = v
        case .boundsWidth: s.bounds.size.width = v
        case .boundsHeight: s.bounds.size.height = v
        case .zPosition: s.zPosition = v
        case .opacity: s.opacity = v
        case .cornerRadius: s.cornerRadius = v
        case .borderWidth: s.borderWidth = v
        case .shadowOpacity: s.shadowOpacity = v
        case .shadowRadius: s.shadowRadius = v
        case .transformScale, .transformScaleX, .transformScaleY, .transformScaleZ,
            .transformRotationX, .transformRotationY, .transformRotationZ,
            .transformTranslationX, .transformTranslationY, .transformTranslationZ:
            // As `write` does, without the ``AnimationValue`` round trip.
            if s.transform.isIdentity, let m = Self.fromIdentity(self, v) {
                s.transform = m
                return
            }
            var c = TransformComponents(s.transform)
            switch self {
            case .transformScale: c.scale = (v, v, v)
            case .transformScaleX: c.scale.0 = v
            case .transformScaleY: c.scale.1 = v
            case .transformScaleZ: c.scale.2 = v
            case .transformRotationX: c.rotation.0 = v
            case .transformRotationY: c.rotation.1 = v
            case .transformRotationZ: c.rotation.2 = v
            case .transformTranslationX: c.translation.0 = v
            case .transformTranslationY: c.translation.1 = v
            default: c.translation.2 = v
            }
            s.transform = c.matrix
        default: write(.scalar(v), into: &s)
        }
    }

    /// What replacing component `path` of the identity with `v` and recomposing gives (the
    /// decomposition of the identity is exact), for the components that need no trigonometry.
    @inline(__always)
    private static func fromIdentity(_ path: AnimationKeyPath, _ v: Double) -> HUDTransform3D? {
        var m = HUDTransform3D.identity
        switch path {
        case .transformScale:
            m.m11 = v
            m.m22 = v
            m.m33 = v
        case .transformScaleX: m.m11 = v
        case .transformScaleY: m.m22 = v
        case .transformScaleZ: m.m33 = v
        case .transformTranslationX: m.m41 = v
        case .transformTranslationY: m.m42 = v
        case .transformTranslationZ: m.m43 = v
        default: return nil
        }
        return m
    }

    /// Writes a point property without going through ``AnimationValue``.
    func writePoint(_ p: HUDPoint, into s: inout LayerState) {
        switch self {
        case .position: s.position = p
        case .anchorPoint: s.anchorPoint = p
        default: write(.point(p), into: &s)
        }
    }

    /// Writes a colour property without going through ``AnimationValue``.
    func writeColor(_ c: HUDColor, into s: inout LayerState) {
        switch self {
        case .backgroundColor: s.backgroundColor = c
        case .borderColor: s.borderColor = c
        case .shadowColor: s.shadowColor = c
        default: write(.color(c), into: &s)
        }
    }

    /// Shape values live inline in the state (see `LayerState+Content.swift`): no content copy.
    private func writeShape(_ value: AnimationValue, into s: inout LayerState) {
        guard s.hasShape else { return }
        switch (self, value) {
        case (.strokeStart, .scalar(let v)): s.shapePaint.strokeStart = v
        case (.strokeEnd, .scalar(let v)): s.shapePaint.strokeEnd = v
        case (.lineWidth, .scalar(let v)): s.shapePaint.lineWidth = v
        case (.fillColor, .color(let c)): s.shapePaint.fillColor = c
        case (.strokeColor, .color(let c)): s.shapePaint.strokeColor = c
        default: return
        }
    }

    private func writeComponent(_ value: AnimationValue, into c: inout TransformComponents) {
        switch (self, value) {
        case (.transformScale, .scalar(let v)): c.scale = (v, v, v)
        case (.transformScaleX, .scalar(let v)): c.scale.0 = v
        case (.transformScaleY, .scalar(let v)): c.scale.1 = v
        case (.transformScaleZ, .scalar(let v)): c.scale.2 = v
        case (.transformRotationX, .scalar(let v)): c.rotation.0 = v
        case (.transformRotationY, .scalar(let v)): c.rotation.1 = v
        case (.transformRotationZ, .scalar(let v)): c.rotation.2 = v
        case (.transformTranslation, .size(let z)):
            c.translation.0 = z.width
            c.translation.1 = z.height
        case (.transformTranslationX, .scalar(let v)): c.translation.0 = v
        case (.transformTranslationY, .scalar(let v)): c.translation.1 = v
        case (.transformTranslationZ, .scalar(let v)): c.translation.2 = v
        default: break
        }
    }
}
