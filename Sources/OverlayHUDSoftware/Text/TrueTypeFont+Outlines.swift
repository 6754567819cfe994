@_spi(Layers) import OverlayHUD

/// The `glyf` table: simple glyphs (quadratic contours) and composite glyphs (transformed components).
extension TrueTypeFont {
    /// A glyph's points before they become a path, in font units, y up.
    struct GlyphPoints {
        var xs: [Double] = []
        var ys: [Double] = []
        var onCurve: [Bool] = []
        /// Index one past the last point of each contour.
        var contourEnds: [Int] = []
    }

    /// Limits that keep hostile composite glyphs from recursing or growing without bound.
    static let maximumCompositeDepth = 8
    static let maximumComponents = 4096
    static let maximumPoints = 1 << 18

    /// The outline of `glyph` in font units, y up (an empty path for blank glyphs like space).
    /// - Throws: `FontError.invalid` for an out-of-range glyph or a malformed/runaway glyph,
    ///   `FontError.truncated(table: "glyf")` when the glyph data is cut short.
    package func outline(ofGlyph glyph: Int) throws -> HUDPath {
        var budget = (components: 0, points: 0)
        // Unsafe buffer: reads go through ByteReader, which checks every offset.
        let points = try data.withUnsafeBytes { raw in try glyphPoints(raw, glyph, depth: 0, budget: &budget) }
        return Self.path(from: points)
    }

    /// The bytes of `glyph` inside `glyf`, or `nil` for an empty glyph.
    func glyphData(_ raw: UnsafeRawBufferPointer, _ glyph: Int) throws -> ByteReader? {
        guard glyph >= 0, glyph < numberOfGlyphs else { throw FontError.invalid("glyph \(glyph) out of range") }
        guard let locaRange = tables["loca"], let glyfRange = tables["glyf"] else { throw FontError.missingTable("loca") }
        let loca = try ByteReader(raw, start: locaRange.offset, count: locaRange.length, table: "loca")
        let start: Int
        let end: Int
        if longLocaOffsets {
            start = Int(try loca.u32(glyph * 4))
            end = Int(try loca.u32(glyph * 4 + 4))
        } else {
            start = Int(try loca.u16(glyph * 2)) * 2
            end = Int(try loca.u16(glyph * 2 + 2)) * 2
        }
        guard end > start else { return nil }
        let glyf = try ByteReader(raw, start: glyfRange.offset, count: glyfRange.length, table: "glyf")
        return try glyf.subReader(at: start, count: end - start)
    }

    func glyphPoints(
        _ raw: UnsafeRawBufferPointer, _ glyph: Int, depth: Int,
        budget: inout (components: Int, points: Int)
    ) throws -> GlyphPoints {
        guard let r = try glyphData(raw, glyph) else { return GlyphPoints() }
        let contours = Int(try r.i16(0))
        let result =
            contours >= 0
            ? try Self.simpleGlyph(r, contours: contours)
            : try compositeGlyph(raw, r, depth: depth, budget: &budget)
        budget.points += result.xs.count
        guard budget.points <= Self.maximumPoints else { throw FontError.invalid("glyph \(glyph) has too many points") }
        return result
    }

    static func simpleGlyph(_ r: ByteReader, contours: Int) throws -> GlyphPoints {
        var g = GlyphPoints()
        guard contours > 0 else { return g }
        var previous = -1
        for i in 0..<contours {
            let end = Int(try r.u16(10 + i * 2))
            guard end > previous else { throw FontError.invalid("contour ends out of order") }
            g.contourEnds.append(end + 1)
            previous = end
        }
        let count = previous + 1
        let instructionLength = Int(try r.u16(10 + contours * 2))
        var at = 12 + contours * 2 + instructionLength
        var flags = [UInt8]()
        flags.reserveCapacity(count)
        while flags.count < count {
            let f = try r.u8(at)
            at += 1
            flags.append(f)
            if f & 0x08 != 0 {
                let repeats = Int(try r.u8(at))
                at += 1
                guard flags.count + repeats <= count else { throw FontError.invalid("flag repeat past the last point") }
                flags.append(contentsOf: repeatElement(f, count: repeats))
            }
        }
        g.xs = try coordinates(r, &at, flags, short: 0x02, same: 0x10)
        g.ys = try coordinates(r, &at, flags, short: 0x04, same: 0x20)
        g.onCurve = flags.map { $0 & 0x01 != 0 }
        return g
    }

    /// Delta-encoded coordinates: a byte with a sign flag, or a repeat of the previous, or a signed word.
    static func coordinates(_ r: ByteReader, _ at: inout Int, _ flags: [UInt8], short: UInt8, same: UInt8) throws -> [Double] {
        var values = [Double]()
        values.reserveCapacity(flags.count)
        var v = 0
        for f in flags {
            if f & short != 0 {
                let d = Int(try r.u8(at))
                at += 1
                v += f & same != 0 ? d : -d
            } else if f & same == 0 {
                v += Int(try r.i16(at))
                at += 2
            }
            values.append(Double(v))
        }
        return values
    }

    func compositeGlyph(
        _ raw: UnsafeRawBufferPointer, _ r: ByteReader, depth: Int,
        budget: inout (components: Int, points: Int)
    ) throws -> GlyphPoints {
        guard depth < Self.maximumCompositeDepth else { throw FontError.invalid("composite glyphs nested too deep") }
        var result = GlyphPoints()
        var at = 10
        var more = true
        while more {
            budget.components += 1
            guard budget.components <= Self.maximumComponents else { throw FontError.invalid("too many glyph components") }
            let flags = try r.u16(at)
            let component = Int(try r.u16(at + 2))
            at += 4
            more = flags & 0x20 != 0
            let words = flags & 0x01 != 0
            let xyValues = flags & 0x02 != 0
            var arg1 = 0
            var arg2 = 0
            switch (words, xyValues) {
            case (true, true):
                arg1 = Int(try r.i16(at))
                arg2 = Int(try r.i16(at + 2))
                at += 4
            case (true, false):
                arg1 = Int(try r.u16(at))
                arg2 = Int(try r.u16(at + 2))
                at += 4
            case (false, true):
                arg1 = Int(try r.i8(at))
                arg2 = Int(try r.i8(at + 1))
                at += 2
            case (false, false):
                arg1 = Int(try r.u8(at))
                arg2 = Int(try r.u8(at + 1))
                at += 2
            }
            var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
            if flags & 0x08 != 0 {
                a = try r.f2dot14(at)
                d = a
                at += 2
            } else if flags & 0x40 != 0 {
                a = try r.f2dot14(at)
                d = try r.f2dot14(at + 2)
                at += 4
            } else if flags & 0x80 != 0 {
                a = try r.f2dot14(at)
                b = try r.f2dot14(at + 2)
                c = try r.f2dot14(at + 4)
                d = try r.f2dot14(at + 6)
                at += 8
            }
            var part = try glyphPoints(raw, component, depth: depth + 1, budget: &budget)
            for i in part.xs.indices {
                let x = part.xs[i]
                let y = part.ys[i]
                part.xs[i] = a * x + c * y
                part.ys[i] = b * x + d * y
            }
            var dx: Double
            var dy: Double
            if xyValues {
                dx = Double(arg1)
                dy = Double(arg2)
                if flags & 0x0800 != 0 { (dx, dy) = (a * dx + c * dy, b * dx + d * dy) }
            } else {
                // Point matching: move the component so its point arg2 lands on the parent's point arg1.
                guard arg1 < result.xs.count, arg2 < part.xs.count else { throw FontError.invalid("bad anchor point") }
                dx = result.xs[arg1] - part.xs[arg2]
                dy = result.ys[arg1] - part.ys[arg2]
            }
            let base = result.xs.count
            result.xs.append(contentsOf: part.xs.map { $0 + dx })
            result.ys.append(contentsOf: part.ys.map { $0 + dy })
            result.onCurve.append(contentsOf: part.onCurve)
            result.contourEnds.append(contentsOf: part.contourEnds.map { $0 + base })
        }
        return result
    }

    /// Quadratic contours to a path: consecutive off-curve points imply an on-curve point halfway between.
    static func path(from g: GlyphPoints) -> HUDPath {
        var path = HUDPath()
        var first = 0
        for end in g.contourEnds {
            defer { first = end }
            let n = end - first
            guard n > 1, end <= g.xs.count else { continue }
            func point(_ k: Int) -> HUDPoint { HUDPoint(g.xs[first + k], g.ys[first + k]) }
            func on(_ k: Int) -> Bool { g.onCurve[first + k] }
            // Start on an on-curve point; with none, on the midpoint of the first two.
            let startIndex = (0..<n).first(where: on)
            let start =
                startIndex.map(point)
                ?? HUDPoint(
                    (g.xs[first] + g.xs[first + 1]) / 2,
                    (g.ys[first] + g.ys[first + 1]) / 2)
            let offset = startIndex ?? 0
            path.move(to: start)
            var control: HUDPoint?
            for k in 1...n {
                let i = (offset + k) % n
                let p: HUDPoint
                let isOn: Bool
                if k == n { (p, isOn) = (start, true) } else { (p, isOn) = (point(i), on(i)) }
                if startIndex == nil, k == n {
                    // All off-curve: the loop must still visit point 0 before returning to the start.
                    if let c = control {
                        path.addQuadCurve(to: HUDPoint((c.x + point(0).x) / 2, (c.y + point(0).y) / 2), control: c)
                    }
                    control = point(0)
                }
                if isOn {
                    if let c = control { path.addQuadCurve(to: p, control: c) } else if k < n { path.addLine(to: p) }
                    control = nil
                } else {
                    if let c = control { path.addQuadCurve(to: HUDPoint((c.x + p.x) / 2, (c.y + p.y) / 2), control: c) }
                    control = p
                }
            }
            path.closeSubpath()
        }
        return path
    }
}
