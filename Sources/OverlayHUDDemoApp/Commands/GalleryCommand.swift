import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Renders every scene as PNG stills at 0/25/50/75/100 % and an animated GIF, plus an index.html.
@MainActor
enum GalleryCommand {
    static let stillFractions = [0.0, 0.25, 0.5, 0.75, 1.0]
    static let gifFramesPerSecond = 20.0

    static func run(
        output: String, scenes: [DemoScene], stillScale: Double = 2,
        fontNotice: MissingFontNotice = MissingFontNotice()
    ) throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let renderer = SoftwareRenderer(fontLibrary: DemoFonts.library())
        var sections: [String] = []
        for scene in scenes {
            let run = scene.make(scene)
            var stills: [String] = []
            for f in stillFractions {
                let t = f * scene.duration
                run.advance(to: t)
                fontNotice.check(run.renderRoot, fonts: renderer.fontLibrary)
                let image = try renderer.render(run.renderRoot, canvas: run.canvas, scale: stillScale, at: t)
                let file = "\(scene.name)_\(String(format: "%03d", Int(f * 100))).png"
                try PNGEncoder().write(image, to: "\(output)/\(file)")
                stills.append(file)
            }
            let gif = "\(scene.name).gif"
            try writeGIF(scene, renderer: renderer, to: "\(output)/\(gif)")
            sections.append(section(scene, stills: stills, gif: gif))
            print("  \(scene.name): \(stills.count) stills + \(gif)")
        }
        try page(sections).write(toFile: "\(output)/index.html", atomically: true, encoding: .utf8)
    }

    static func writeGIF(_ scene: DemoScene, renderer: SoftwareRenderer, to path: String) throws {
        let run = scene.make(scene)
        let count = max(1, Int((scene.duration * gifFramesPerSecond).rounded()))
        var frames: [GIFFrame] = []
        for i in 0..<count {
            let t = Double(i) / gifFramesPerSecond
            run.advance(to: t)
            frames.append(
                GIFFrame(
                    image: try renderer.render(run.renderRoot, canvas: run.canvas, scale: 1, at: t), delay: 1 / gifFramesPerSecond
                ))
        }
        try GIFEncoder().write(frames, to: path)
    }

    private static func section(_ scene: DemoScene, stills: [String], gif: String) -> String {
        let imgs = stills.map { "<figure><img src=\"\($0)\" width=\"195\"><figcaption>\($0)</figcaption></figure>" }.joined()
        return
            "<section><h2>\(scene.name)</h2><p>\(scene.summary)</p><div class=\"row\"><figure><img src=\"\(gif)\" width=\"195\"><figcaption>\(gif)</figcaption></figure>\(imgs)</div></section>"
    }

    private static func page(_ sections: [String]) -> String {
        """
        <!doctype html><html><head><meta charset="utf-8"><title>OverlayHUD gallery</title>
        <style>body{font-family:sans-serif;margin:24px;background:#fafafa}.row{display:flex;gap:12px;flex-wrap:wrap}
        figure{margin:0}figcaption{font-size:11px;color:#666}img{border:1px solid #ddd}</style></head><body>
        <h1>OverlayHUD gallery</h1><p>Rendered by the software renderer; GIFs at \(Int(gifFramesPerSecond)) fps, stills at 0/25/50/75/100 %.</p>
        \(sections.joined(separator: "\n"))
        </body></html>
        """
    }
}
