@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Prints the presentation of a scene's overlay layers at given times as a JSON array
/// (see ``PresentationDump``). t = 0 is the moment the scene's animations start.
@MainActor
enum DumpCommand {
    static func run(_ scene: DemoScene, times: [Double]) -> String {
        let run = scene.make(scene)
        var objects: [String] = []
        for t in times.sorted() where t.isFinite && t >= 0 {
            run.advance(to: t)
            objects.append(PresentationDump.object(of: run.overlayRoot, at: t))
        }
        return "[\(objects.joined(separator: ",\n"))]"
    }

    static func num(_ v: Double) -> String { PresentationDump.number(v) }
}
