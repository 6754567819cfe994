import Dispatch
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// The reference scene of the renderer benchmark (390×844 pt): a grouped-background screen,
/// a full-screen 40 % dim, a centred 110 pt HUD box with a 270° arc, and three pills each
/// holding an orange circle.
func makeReferenceScene() -> HUDLayer {
    let root = HUDLayer(name: "root")
    root.frame = HUDRect(0, 0, 390, 844)
    root.backgroundColor = HUDColor(hex: 0xF2F2F7)

    let dim = HUDLayer(name: "dim")
    dim.frame = root.bounds
    dim.backgroundColor = HUDColor(white: 0, alpha: 0.4)
    root.addSublayer(dim)

    let box = HUDLayer(name: "hud")
    box.frame = HUDRect((390 - 110) / 2, (844 - 110) / 2, 110, 110)
    box.cornerRadius = 14
    box.backgroundColor = HUDColor(white: 0, alpha: 0.8)
    root.addSublayer(box)

    let arc = HUDLayer(name: "arc")
    arc.frame = box.bounds
    var arcPath = HUDPath()
    arcPath.addArc(center: HUDPoint(55, 55), radius: 18, startAngle: 0, endAngle: 1.5 * Double.pi, clockwise: true)
    arc.shape = ShapeContent(path: arcPath, fillColor: nil, strokeColor: .white, lineWidth: 3, lineCap: .round)
    box.addSublayer(arc)

    for (i, top) in [60.0, 118, 176].enumerated() {
        let pill = HUDLayer(name: "pill\(i)")
        pill.frame = HUDRect((390 - 170) / 2, top, 170, 48)
        pill.cornerRadius = 24
        pill.backgroundColor = .white
        let dot = HUDLayer(name: "dot\(i)")
        dot.frame = HUDRect(4, 4, 40, 40)
        dot.cornerRadius = 20
        dot.backgroundColor = HUDColor(hex: 0xFF9500)
        pill.addSublayer(dot)
        root.addSublayer(pill)
    }
    return root
}

/// The reference scene with one 200 × 200 pt light blur (a blurred HUD bezel, corner radius 14)
/// over the pills and the dim, so it blurs real content.
func makeReferenceBlurScene() -> HUDLayer {
    let root = makeReferenceScene()
    let blur = HUDLayer(name: "blur")
    blur.frame = HUDRect(95, 40, 200, 200)
    blur.cornerRadius = 14
    blur.backgroundEffect = .lightBlur
    blur.backgroundColor = HUDColor(white: 0.9, alpha: 0.6)
    root.addSublayer(blur)
    return root
}

/// Renders the reference scene (or `scene`) 50 times at 1170×2532 (3x) and returns the mean
/// milliseconds per frame.
func runReferenceSceneBenchmark(_ scene: HUDLayer = makeReferenceScene()) -> Double {
    let renderer = SoftwareRenderer(fontLibrary: DemoFonts.library())
    let frames = 50
    _ = try? renderer.render(scene, canvas: HUDSize(390, 844), scale: 3, at: 0)
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<frames {
        _ = try? renderer.render(scene, canvas: HUDSize(390, 844), scale: 3, at: Double(i) / 60)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    return Double(elapsed) / 1e6 / Double(frames)
}
