import Foundation
@_spi(Layers) import OverlayHUD

/// A JSON description of what a layer tree shows at a time, so behaviour can be checked from
/// outside the package (the demo app's `dump` command prints it).
///
/// One object per time: `{"time": t, "layers": [{"name", "position": [x, y], "bounds": [x, y, w, h],
/// "anchorPoint": [x, y], "opacity", "transform": [m11, m12, …, m44]}]}`. Only named layers are
/// listed, depth first. `position` is where the layer's anchor point is shown, in the root's points
/// (every ancestor's presentation applied); `bounds`, `anchorPoint`, `opacity` and `transform` are
/// the layer's own presentation values (the transform is not accumulated with its parents').
/// Layers more than `HUDLayer/maximumTreeDepth` levels below `root` are left out.
package enum PresentationDump {
    /// The JSON object for `root` at `time`.
    package static func object(of root: HUDLayer, at time: Double) -> String {
        var layers: [String] = []
        visit(root) { layer in
            guard let name = layer.name else { return }
            let s = layer.presentation(at: time)
            let anchor = HUDPoint(
                s.bounds.minX + s.anchorPoint.x * s.bounds.width, s.bounds.minY + s.anchorPoint.y * s.bounds.height)
            let p = layer.presentationTransformToRoot(at: time).apply(to: anchor)
            let fields = [
                "\"name\": \(string(name))",
                "\"position\": [\(number(p.x)), \(number(p.y))]",
                "\"bounds\": [\(number(s.bounds.x)), \(number(s.bounds.y)), \(number(s.bounds.width)), \(number(s.bounds.height))]",
                "\"anchorPoint\": [\(number(s.anchorPoint.x)), \(number(s.anchorPoint.y))]",
                "\"opacity\": \(number(s.opacity))",
                "\"transform\": [\(s.transform.entries.map(number).joined(separator: ", "))]",
            ]
            layers.append("{\(fields.joined(separator: ", "))}")
        }
        return "{\"time\": \(number(time)), \"layers\": [\(layers.joined(separator: ", "))]}"
    }

    private static func visit(_ root: HUDLayer, _ body: (HUDLayer) -> Void) {
        var stack: [(layer: HUDLayer, depth: Int)] = [(root, 1)]
        while let (layer, depth) = stack.popLast() {
            body(layer)
            guard depth < HUDLayer.maximumTreeDepth else { continue }
            for child in layer.sublayers.reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// A JSON number (integers without a fraction; non-finite values become `null`).
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%.9g", v)
    }

    /// A JSON string literal.
    package static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += c.value < 0x20 ? String(format: "\\u%04x", c.value) : String(c)
            }
        }
        return out + "\""
    }
}
