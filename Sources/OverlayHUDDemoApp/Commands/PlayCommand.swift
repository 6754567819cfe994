import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Plays scenes live in the terminal: 24-bit colour half blocks, up to 30 fps, Ctrl-C to stop.
@MainActor
enum PlayCommand {
    static let framesPerSecond = 30.0

    /// Plays `scenes` one after another, each for `seconds` (default: two of its loops, at least 3 s).
    static func run(
        _ scenes: [DemoScene], seconds: Double? = nil,
        fontNotice: MissingFontNotice = MissingFontNotice()
    ) throws {
        let renderer = SoftwareRenderer(fontLibrary: DemoFonts.library())
        if Terminal.isStandardOutputATerminal { fontNotice.check(scenes, fonts: renderer.fontLibrary) }
        try Terminal.withPlaybackSession { isCancelled in
            var encoder = TerminalFrameEncoder(background: (16, 16, 16))
            for scene in scenes where !isCancelled() {
                let run = scene.make(scene)
                let length = seconds ?? max(3, scene.duration * 2)
                let start = DispatchTime.now().uptimeNanoseconds
                var frame = 0
                while !isCancelled() {
                    let t = Double(frame) / framesPerSecond
                    if t > length { break }
                    let (cols, rows) = Terminal.size() ?? (80, 24)
                    // Fit the scene into the terminal: one pixel per column, two per row (leave a status line).
                    let scale = min(Double(cols) / run.canvas.width, Double(max(1, rows - 1) * 2) / run.canvas.height)
                    run.advance(to: t)
                    let image = try renderer.render(run.renderRoot, canvas: run.canvas, scale: max(0.05, scale), at: t)
                    var bytes = encoder.encode(image)
                    bytes.append(
                        contentsOf: Array(
                            "\r\n\u{1B}[0m\u{1B}[K \(scene.name) — \(scene.summary)  t=\(String(format: "%.2f", t))s  (Ctrl-C to stop)"
                                .utf8))
                    Terminal.write(bytes)
                    frame += 1
                    // Pace to real time: the demo app, not the engine, waits on the wall clock.
                    let due = start + UInt64(Double(frame) / framesPerSecond * 1e9)
                    let now = DispatchTime.now().uptimeNanoseconds
                    if due > now { usleep(useconds_t((due - now) / 1000)) }
                }
            }
        }
    }
}
