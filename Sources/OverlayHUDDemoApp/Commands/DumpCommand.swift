import Foundation
import OverlayHUD

/// Prints the presentation of a scene's overlay layers at given times as JSON.
///
/// One object per time: `{"time": t, "layers": [{"name", "position": [x, y], "bounds": [x, y, w, h],
/// "anchorPoint": [x, y], "opacity", "transform": [m11 … m44]}]}`. `position` is where the layer's
/// anchor point is shown, in the overlay's points (its ancestors' presentation applied);
/// `bounds`, `anchorPoint`, `opacity` and `transform` are the layer's own presentation values.
/// Only named layers are listed, in tree order. t = 0 is the moment the scene's animations start.
@MainActor
enum DumpCommand {
    static func run(_ scene: DemoScene, times: [Double]) -> String {
        let run = scene.make(scene)
        var objects: [String] = []
        for t in times.sorted() where t.isFinite && t >= 0 {
            run.advance(to: t)
            var layers: [String] = []
            visit(run.overlayRoot) { layer in
                guard let name = layer.name else { return }
                let s = layer.presentation(at: t)
                let anchor = Point(s.bounds.minX + s.anchorPoint.x * s.bounds.width, s.bounds.minY + s.anchorPoint.y * s.bounds.height)
                let p = layer.presentationTransformToRoot(at: t).apply(to: anchor)
                let fields = [
                    "\"name\": \(json(name))",
                    "\"position\": [\(num(p.x)), \(num(p.y))]",
                    "\"bounds\": [\(num(s.bounds.x)), \(num(s.bounds.y)), \(num(s.bounds.width)), \(num(s.bounds.height))]",
                    "\"anchorPoint\": [\(num(s.anchorPoint.x)), \(num(s.anchorPoint.y))]",
                    "\"opacity\": \(num(s.opacity))",
                    "\"transform\": [\(s.transform.entries.map(num).joined(separator: ", "))]",
                ]
                layers.append("{\(fields.joined(separator: ", "))}")
            }
            objects.append("{\"time\": \(num(t)), \"layers\": [\(layers.joined(separator: ", "))]}")
        }
        return "[\(objects.joined(separator: ",\n"))]"
    }

    static func visit(_ layer: Layer, _ body: (Layer) -> Void) {
        body(layer)
        for l in layer.sublayers { visit(l, body) }
    }

    static func num(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%.9g", v)
    }

    static func json(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out += c.value < 0x20 ? String(format: "\\u%04x", c.value) : String(c)
            }
        }
        return out + "\""
    }
}
