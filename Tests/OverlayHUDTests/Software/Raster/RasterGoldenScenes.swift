import Foundation

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Small scenes exercising one rasterizer feature each, for the golden-image tests.
enum RasterGoldenScenes {
    /// A named scene: its layer tree, canvas in points and scale.
    struct Scene: Sendable {
        let name: String
        let canvas: HUDSize
        let scale: Double
        let build: @Sendable () -> HUDLayer
    }

    static let all: [Scene] = [
        Scene(name: "aa-edges", canvas: HUDSize(120, 80), scale: 2, build: antialiasedEdges),
        Scene(name: "caps", canvas: HUDSize(120, 80), scale: 2, build: caps),
        Scene(name: "joins", canvas: HUDSize(150, 70), scale: 2, build: joins),
        Scene(name: "dashes", canvas: HUDSize(120, 80), scale: 2, build: dashes),
        Scene(name: "stroke-trim", canvas: HUDSize(80, 80), scale: 2, build: strokeTrim),
        Scene(name: "fill-rules", canvas: HUDSize(160, 80), scale: 1, build: fillRules),
        Scene(name: "gradient-linear", canvas: HUDSize(120, 80), scale: 1, build: linearGradient),
        Scene(name: "gradient-radial", canvas: HUDSize(120, 80), scale: 1, build: radialGradient),
        Scene(name: "rounded-clip", canvas: HUDSize(120, 80), scale: 2, build: roundedClip),
        Scene(name: "group-opacity", canvas: HUDSize(160, 80), scale: 1, build: groupOpacity),
        Scene(name: "shadow", canvas: HUDSize(120, 90), scale: 2, build: shadow),
        Scene(name: "perspective", canvas: HUDSize(160, 100), scale: 1, build: perspective),
        Scene(name: "image", canvas: HUDSize(120, 60), scale: 1, build: image),
        Scene(name: "border", canvas: HUDSize(120, 60), scale: 2, build: border),
    ]

    static func root(_ size: HUDSize, _ background: HUDColor = .white) -> HUDLayer {
        let r = HUDLayer(name: "root")
        r.frame = HUDRect(0, 0, size.width, size.height)
        r.backgroundColor = background
        return r
    }

    static func shape(_ frame: HUDRect, _ content: ShapeContent) -> HUDLayer {
        let l = HUDLayer()
        l.frame = frame
        l.shape = content
        return l
    }

    static func line(_ pts: [HUDPoint]) -> HUDPath {
        var p = HUDPath()
        for (i, q) in pts.enumerated() { if i == 0 { p.move(to: q) } else { p.addLine(to: q) } }
        return p
    }

    static func antialiasedEdges() -> HUDLayer {
        let r = root(HUDSize(120, 80))
        r.addSublayer(
            shape(r.bounds, ShapeContent(path: HUDPath(ellipseIn: HUDRect(8, 10, 50, 50)), fillColor: HUDColor(hex: 0x007AFF))))
        let rotated = HUDLayer()
        rotated.frame = HUDRect(70, 20, 36, 36)
        rotated.backgroundColor = HUDColor(hex: 0xFF3B30)
        rotated.transform = HUDTransform3D.rotation(Double.pi / 7)
        r.addSublayer(rotated)
        r.addSublayer(
            shape(
                r.bounds, ShapeContent(path: line([HUDPoint(10, 75), HUDPoint(110, 66), HUDPoint(110, 76)]), fillColor: .black)))
        return r
    }

    static func caps() -> HUDLayer {
        let r = root(HUDSize(120, 80))
        for (i, cap) in [LineCap.butt, .square, .round].enumerated() {
            let y = 18.0 + Double(i) * 22
            r.addSublayer(
                shape(
                    r.bounds,
                    ShapeContent(
                        path: line([HUDPoint(25, y), HUDPoint(95, y)]), fillColor: nil,
                        strokeColor: HUDColor(hex: 0x34C759), lineWidth: 12, lineCap: cap)))
        }
        r.addSublayer(
            shape(
                r.bounds,
                ShapeContent(
                    path: {
                        var p = line([HUDPoint(25, 4), HUDPoint(25, 76)])
                        p.addPath(line([HUDPoint(95, 4), HUDPoint(95, 76)]))
                        return p
                    }(),
                    fillColor: nil, strokeColor: .black, lineWidth: 0.5)))
        return r
    }

    static func joins() -> HUDLayer {
        let r = root(HUDSize(150, 70))
        for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
            let x = 10.0 + Double(i) * 48
            let pts = [HUDPoint(x, 60), HUDPoint(x + 16, 18), HUDPoint(x + 32, 60)]
            r.addSublayer(
                shape(
                    r.bounds,
                    ShapeContent(
                        path: line(pts), fillColor: nil, strokeColor: HUDColor(hex: 0x5856D6),
                        lineWidth: 10, lineJoin: join)))
            r.addSublayer(shape(r.bounds, ShapeContent(path: line(pts), fillColor: nil, strokeColor: .white, lineWidth: 0.5)))
        }
        return r
    }

    static func dashes() -> HUDLayer {
        let r = root(HUDSize(120, 80))
        r.addSublayer(
            shape(
                r.bounds,
                ShapeContent(
                    path: line([HUDPoint(10, 12), HUDPoint(110, 12)]), fillColor: nil, strokeColor: .black,
                    lineWidth: 4, lineDashPattern: [12, 6])))
        r.addSublayer(
            shape(
                r.bounds,
                ShapeContent(
                    path: line([HUDPoint(10, 26), HUDPoint(110, 26)]), fillColor: nil, strokeColor: .black,
                    lineWidth: 4, lineCap: .round, lineDashPattern: [8, 8], lineDashPhase: 4)))
        r.addSublayer(
            shape(
                r.bounds,
                ShapeContent(
                    path: HUDPath(roundedRect: HUDRect(15, 38, 90, 34), cornerRadius: 10), fillColor: nil,
                    strokeColor: HUDColor(hex: 0xFF9500), lineWidth: 3, lineDashPattern: [10, 4, 2, 4])))
        return r
    }

    static func strokeTrim() -> HUDLayer {
        let r = root(HUDSize(80, 80))
        var p = HUDPath()
        p.addArc(center: HUDPoint(40, 40), radius: 26, startAngle: -Double.pi / 2, endAngle: 1.5 * Double.pi, clockwise: true)
        r.addSublayer(shape(r.bounds, ShapeContent(path: p, fillColor: nil, strokeColor: HUDColor(white: 0.85), lineWidth: 8)))
        r.addSublayer(
            shape(
                r.bounds,
                ShapeContent(
                    path: p, fillColor: nil, strokeColor: HUDColor(hex: 0x007AFF), lineWidth: 8,
                    lineCap: .round, strokeStart: 0.1, strokeEnd: 0.65)))
        return r
    }

    static func star(_ cx: Double, _ cy: Double) -> HUDPath {
        var p = HUDPath()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let q = HUDPoint(cx + 35 * cos(a), cy + 35 * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    static func fillRules() -> HUDLayer {
        let r = root(HUDSize(160, 80))
        r.addSublayer(shape(r.bounds, ShapeContent(path: star(40, 42), fillColor: HUDColor(hex: 0xAF52DE), fillRule: .nonZero)))
        r.addSublayer(shape(r.bounds, ShapeContent(path: star(120, 42), fillColor: HUDColor(hex: 0xAF52DE), fillRule: .evenOdd)))
        return r
    }

    static func linearGradient() -> HUDLayer {
        let r = root(HUDSize(120, 80))
        let g = HUDLayer()
        g.frame = HUDRect(10, 10, 100, 60)
        g.content = .gradient(
            GradientContent(
                colors: [HUDColor(hex: 0xFF2D55), HUDColor(hex: 0xFFCC00), HUDColor(hex: 0x5AC8FA)],
                locations: [0, 0.3, 1], startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 1)))
        r.addSublayer(g)
        return r
    }

    static func radialGradient() -> HUDLayer {
        let r = root(HUDSize(120, 80))
        let g = HUDLayer()
        g.frame = HUDRect(10, 10, 100, 60)
        g.content = .gradient(
            GradientContent(
                kind: .radial, colors: [.white, HUDColor(hex: 0x007AFF), HUDColor(hex: 0x001A40)],
                locations: [0, 0.6, 1], startPoint: HUDPoint(0.5, 0.5), endPoint: HUDPoint(1, 1)))
        r.addSublayer(g)
        return r
    }

    static func roundedClip() -> HUDLayer {
        let r = root(HUDSize(120, 80))
        let card = HUDLayer()
        card.frame = HUDRect(10, 10, 100, 60)
        card.cornerRadius = 16
        card.masksToBounds = true
        card.backgroundColor = HUDColor(hex: 0xE5E5EA)
        let band = HUDLayer()
        band.frame = HUDRect(-20, 20, 140, 20)
        band.backgroundColor = HUDColor(hex: 0xFF3B30)
        band.transform = HUDTransform3D.rotation(-0.3)
        card.addSublayer(band)
        let dot = HUDLayer()
        dot.frame = HUDRect(70, 30, 50, 50)
        dot.cornerRadius = 25
        dot.backgroundColor = HUDColor(hex: 0x34C759)
        card.addSublayer(dot)
        r.addSublayer(card)
        return r
    }

    static func groupOpacity() -> HUDLayer {
        let r = root(HUDSize(160, 80))
        for (i, grouped) in [true, false].enumerated() {
            let g = HUDLayer()
            g.frame = HUDRect(Double(i) * 80, 0, 80, 80)
            for (j, hex) in [UInt32(0xFF3B30), 0x007AFF].enumerated() {
                let c = HUDLayer()
                c.frame = HUDRect(10 + Double(j) * 22, 15 + Double(j) * 12, 38, 38)
                c.cornerRadius = 19
                c.backgroundColor = HUDColor(hex: hex)
                if !grouped { c.opacity = 0.5 }
                g.addSublayer(c)
            }
            if grouped { g.opacity = 0.5 }
            r.addSublayer(g)
        }
        return r
    }

    static func shadow() -> HUDLayer {
        let r = root(HUDSize(120, 90), HUDColor(hex: 0xF2F2F7))
        let card = HUDLayer()
        card.frame = HUDRect(20, 15, 80, 50)
        card.cornerRadius = 12
        card.backgroundColor = .white
        card.shadowOpacity = 0.35
        card.shadowOffset = HUDSize(0, 6)
        card.shadowRadius = 8
        r.addSublayer(card)
        return r
    }

    static func perspective() -> HUDLayer {
        let r = root(HUDSize(160, 100))
        let card = HUDLayer()
        card.frame = HUDRect(30, 15, 100, 70)
        card.cornerRadius = 10
        card.content = .gradient(
            GradientContent(
                colors: [HUDColor(hex: 0x5856D6), HUDColor(hex: 0xFF2D55)], startPoint: HUDPoint(0, 0.5),
                endPoint: HUDPoint(1, 0.5)))
        card.masksToBounds = true
        var t = HUDTransform3D.identity
        t.m34 = -1.0 / 250
        card.transform = t.rotatedBy(Double.pi / 4, x: 0, y: 1, z: 0)
        r.addSublayer(card)
        return r
    }

    static func image() -> HUDLayer {
        let r = root(HUDSize(120, 60))
        var px: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                let on = (x + y) % 2 == 0
                px += on ? [255, 149, 0, 255] : [0, 122, 255, x == 3 ? 0 : 255]
            }
        }
        guard let bitmap = Bitmap(width: 4, height: 4, pixels: px) else { return r }
        let l = HUDLayer()
        l.frame = HUDRect(10, 10, 100, 40)
        l.content = .image(bitmap)
        r.addSublayer(l)
        return r
    }

    static func border() -> HUDLayer {
        let r = root(HUDSize(120, 60))
        let a = HUDLayer()
        a.frame = HUDRect(10, 10, 45, 40)
        a.borderWidth = 3
        a.borderColor = HUDColor(hex: 0x007AFF)
        a.backgroundColor = HUDColor(hex: 0xE5F1FF)
        r.addSublayer(a)
        let b = HUDLayer()
        b.frame = HUDRect(65, 10, 45, 40)
        b.cornerRadius = 12
        b.maskedCorners = [.topLeft, .bottomRight]
        b.borderWidth = 4
        b.borderColor = HUDColor(hex: 0xFF9500, alpha: 0.8)
        r.addSublayer(b)
        return r
    }
}
