import Foundation
@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration.Icon {
    /// A gear drawn as an outline — SKChoosePopView's demo icon (`mn_icon_setting_25x25_`): eight
    /// wide teeth with narrow notches between them, a round hole in the middle.
    ///
    /// ```swift
    /// OptionPopupConfiguration.Option(title: "one", icon: .gear(.black), selectedIcon: .musicNote(.black))
    /// ```
    package static func gear(_ color: HUDColor) -> OptionPopupConfiguration.Icon {
        .shape(Glyphs.gear, fill: color)
    }

    /// A beamed pair of notes in a ring broken twice at the upper left — the icon SKChoosePopView's
    /// demo marks the chosen option with (`v3player_0081_25x25_`).
    package static func musicNote(_ color: HUDColor) -> OptionPopupConfiguration.Icon {
        .shape(Glyphs.musicNote, fill: color)
    }

    /// The outlines, in the unit square (y down), built once. Every contour winds the same way
    /// (holes the other way), so the non-zero fill never cancels where parts overlap.
    enum Glyphs {
        /// The gear's radius (unit square) at `degrees`: 8 teeth, notches 12° wide at every 45°,
        /// 6° flanks, 21° tooth tops (the demo icon at @3x: teeth out to 26 of 75 px, notches 21).
        static func gearRadius(_ degrees: Double, tooth: Double, notch: Double) -> Double {
            let local = degrees.truncatingRemainder(dividingBy: 45)
            let d = min(abs(local), 45 - abs(local))
            if d <= 6 { return notch }
            if d <= 12 { return notch + (tooth - notch) * (d - 6) / 6 }
            return tooth
        }

        /// A closed polygon through `points`, turned to wind clockwise on screen (or anticlockwise: a hole).
        static func add(_ points: [HUDPoint], hole: Bool = false, to path: inout HUDPath) {
            var area = 0.0
            for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { area += a.x * b.y - b.x * a.y }
            let ordered = (area > 0) != hole ? points : points.reversed()
            guard let first = ordered.first else { return }
            path.move(to: first)
            for p in ordered.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
        }

        static func circle(_ c: HUDPoint, _ r: Double, _ steps: Int = 48) -> [HUDPoint] {
            (0..<steps).map { i in
                let a = Double(i) / Double(steps) * 2 * Double.pi
                return HUDPoint(c.x + r * cos(a), c.y + r * sin(a))
            }
        }

        static let gear: HUDPath = {
            let c = HUDPoint(0.5, 0.5)
            let line = 0.045
            func outline(_ inset: Double) -> [HUDPoint] {
                stride(from: 0.0, to: 360, by: 1.5).map { d in
                    let r = gearRadius(d, tooth: 0.345 - inset, notch: 0.28 - inset)
                    let a = d / 180 * Double.pi
                    return HUDPoint(c.x + r * cos(a), c.y + r * sin(a))
                }
            }
            var p = HUDPath()
            add(outline(0), to: &p)
            add(outline(line), hole: true, to: &p)
            add(circle(c, 0.12), to: &p)
            add(circle(c, 0.12 - line), hole: true, to: &p)
            return p
        }()

        static let musicNote: HUDPath = {
            let c = HUDPoint(0.5, 0.5)
            var p = HUDPath()
            // The ring, in two pieces: gaps 10° wide centred at −150° and −105°.
            func onRing(_ r: Double, _ degrees: Double) -> HUDPoint {
                HUDPoint(c.x + r * cos(degrees / 180 * .pi), c.y + r * sin(degrees / 180 * .pi))
            }
            for (from, to) in [(-145.0, -110.0), (-100.0, 205.0)] {
                let outer = stride(from: from, through: to, by: 2.5).map { onRing(0.47, $0) }
                let inner = stride(from: to, through: from, by: -2.5).map { onRing(0.385, $0) }
                add(outer + inner, to: &p)
            }
            // Two note heads, tilted, each with a stem, and the beam rising to the right.
            for (head, stemX, stemTop) in [(HUDPoint(0.33, 0.62), 0.355, 0.42), (HUDPoint(0.615, 0.6), 0.645, 0.32)] {
                add(
                    (0..<24).map { i in
                        let a = Double(i) / 24 * 2 * Double.pi
                        let (x, y) = (0.075 * cos(a), 0.052 * sin(a))
                        let t = -20.0 / 180 * Double.pi
                        return HUDPoint(head.x + x * cos(t) - y * sin(t), head.y + x * sin(t) + y * cos(t))
                    }, to: &p)
                add(
                    [
                        HUDPoint(stemX, stemTop), HUDPoint(stemX + 0.05, stemTop), HUDPoint(stemX + 0.05, head.y),
                        HUDPoint(stemX, head.y),
                    ], to: &p)
            }
            add([HUDPoint(0.355, 0.38), HUDPoint(0.695, 0.28), HUDPoint(0.695, 0.36), HUDPoint(0.355, 0.46)], to: &p)
            return p
        }()
    }
}
