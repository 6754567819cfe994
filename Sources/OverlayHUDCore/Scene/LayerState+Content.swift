extension LayerState {
    /// What the layer draws.
    package var content: LayerContent {
        get {
            guard let box = contentBox else { return .none }
            guard box.isShape, case .shape(var shape) = box.value else { return box.value }
            shapePaint.write(into: &shape)
            return .shape(shape)
        }
        set {
            if case .shape(var shape) = newValue {
                shapePaint = ShapePaint(shape)
                ShapePaint.canonical.write(into: &shape)
                contentBox = LayerContentBox(.shape(shape))
            } else {
                shapePaint = .canonical
                if case .none = newValue { contentBox = nil } else { contentBox = LayerContentBox(newValue) }
            }
        }
    }
}

/// An immutable holder of a ``LayerContent`` (compared by value).
final class LayerContentBox: Equatable, Sendable {
    let value: LayerContent
    /// Whether `value` is a shape (read every frame by shape animations, without copying `value`).
    let isShape: Bool

    init(_ value: LayerContent) {
        self.value = value
        if case .shape = value { isShape = true } else { isShape = false }
    }

    static func == (a: LayerContentBox, b: LayerContentBox) -> Bool { a === b || a.value == b.value }
}

/// The animatable values of a shape (stroke range, line width, paint colours), stored inline in
/// ``LayerState`` so a frame can change them without rebuilding the content.
struct ShapePaint: Equatable, Sendable {
    var strokeStart: Double
    var strokeEnd: Double
    var lineWidth: Double
    /// The fill's one value (see ``LayerState/backgroundColor``).
    private var fill: HUDColor.Components?
    /// The stroke's one value.
    private var stroke: HUDColor.Components?
    var fillColor: HUDColor? {
        get { fill.map(HUDColor.init) }
        set { fill = newValue?.light }
    }
    var strokeColor: HUDColor? {
        get { stroke.map(HUDColor.init) }
        set { stroke = newValue?.light }
    }

    init(_ s: ShapeContent) {
        strokeStart = s.strokeStart
        strokeEnd = s.strokeEnd
        lineWidth = s.lineWidth
        fill = s.fillColor?.light
        stroke = s.strokeColor?.light
    }

    /// `ShapeContent`'s defaults; what is stored when the content is not a shape.
    static let canonical = ShapePaint(ShapeContent(path: HUDPath()))

    func write(into s: inout ShapeContent) {
        s.strokeStart = strokeStart
        s.strokeEnd = strokeEnd
        s.lineWidth = lineWidth
        s.fillColor = fillColor
        s.strokeColor = strokeColor
    }
}

extension LayerState: CustomReflectable {
    /// The public properties, `content` included (not its internal split into box and paint),
    /// so `dump`, `print` and test failure messages read as before.
    package var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "bounds": bounds, "position": position, "anchorPoint": anchorPoint, "zPosition": zPosition,
                "transform": transform, "sublayerTransform": sublayerTransform, "opacity": opacity,
                "isHidden": isHidden, "masksToBounds": masksToBounds, "backgroundColor": backgroundColor as Any,
                "cornerRadius": cornerRadius, "maskedCorners": maskedCorners, "borderWidth": borderWidth,
                "borderColor": borderColor, "shadowColor": shadowColor, "shadowOpacity": shadowOpacity,
                "shadowOffset": shadowOffset, "shadowRadius": shadowRadius, "content": content,
            ], displayStyle: .struct)
    }
}
