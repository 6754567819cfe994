import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Encoder figures: the eye-orbit GIF (2 s at 30 fps, 390×844) and PNG compression.
@MainActor
enum EncodingBench {
    static func figures() -> [BenchCommand.Figure] {
        let renderer = SoftwareRenderer(fontLibrary: DemoFonts.library())
        let scene = EngineScenes.eyeOrbit
        let run = scene.make(scene)
        var frames: [GIFFrame] = []
        for i in 0..<60 {
            let t = Double(i) / 30
            run.advance(to: t)
            if let image = try? renderer.render(run.renderRoot, canvas: run.canvas, scale: 1, at: t) {
                frames.append(GIFFrame(image: image, delay: 1.0 / 30))
            }
        }
        let g0 = BenchCommand.nanos()
        let gifBytes = (try? GIFEncoder().encode(frames))?.count ?? 0
        let gifSeconds = Double(BenchCommand.nanos() - g0) / 1e9

        var ratio = 0.0
        if let image = try? renderer.render(makeReferenceScene(), canvas: HUDSize(390, 844), scale: 3, at: 0),
            let png = try? PNGEncoder().encode(image)
        {
            ratio = Double(png.count) / Double(image.pixels.count)
        }
        return [
            .init(
                key: "gif_eye_orbit_seconds", label: "GIF encode, eye orbit 60 frames 390×844 (\(gifBytes / 1024) KiB)",
                value: gifSeconds, unit: "s", goal: "< 2"),
            .init(
                key: "png_compression_ratio", label: "PNG bytes / raw bytes, reference scene 3x", value: ratio, unit: "ratio",
                goal: "small"),
        ]
    }
}
