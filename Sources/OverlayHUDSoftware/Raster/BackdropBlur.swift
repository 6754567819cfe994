/// The Gaussian blur of what lies beneath a layer with a background effect, approximated as the
/// renderer's shadows are — three box blurs — but on a copy of the backdrop shrunk by a whole
/// factor, so a blur of any radius costs about the same.
///
/// ``prepare(area:sigma:tint:bounds:sample:)`` samples the backdrop into cells of `factor` ×
/// `factor` pixels (each the mean of up to 4 × 4 evenly spread samples: a cell is far smaller than
/// the blur, so sparse samples change nothing visible and keep the cost independent of the
/// radius) and box-blurs the cells three times each way for σ / factor (clamped at the ends, so
/// the canvas edge extends outward as a backdrop blur does). The factor keeps σ / factor between
/// 4 and 8 cells, where three boxes are already close to a Gaussian and interpolation is smooth.
/// The blend methods then interpolate the cells back bilinearly as the rasterizer sweeps the
/// layer's shape row by row (each row of cells once across, each pixel row a blend of two of
/// those), tint them and put them in place through the coverage: no full-size copy is made.
/// Channels are premultiplied, in 8.8 fixed point between passes.
///
/// - Complexity: O(area / factor² + covered pixels), independent of σ.
final class BackdropBlur {
    /// The cells, four channels each (r, g, b, a), 8.8 fixed point, row-major.
    private var cells: [UInt32] = []
    /// One line of cells, four channels each, for the box passes.
    private var line: [UInt32] = []
    /// Two rows of cells interpolated across (packed, tinted pixels), `span` each: cell rows
    /// `loaded.0` and `loaded.1`.
    private var rows: [UInt32] = []
    private var loaded = (-1, -1)
    /// Per pixel column from `area.x0`: the first of the two cells it reads (× 4), and its weight
    /// towards the second (0…256).
    private var columnCell: [Int] = []
    private var columnWeight: [UInt32] = []
    private var grid = Grid(area: .empty, sigma: 0)
    private var area = PixelRect.empty
    /// Pixels per interpolated row: the area's width and two more (the rasterizer's edge pixels).
    private var span = 0
    private var tint: UInt32 = 0

    /// Cells of `factor` pixels starting at (`x0`, `y0`), `columns` × `rows` of them, reaching
    /// past the area as far as the three boxes do, plus one cell for the interpolation.
    struct Grid {
        let factor: Int
        let x0: Int, y0: Int
        let columns: Int, rows: Int
        let boxes: (Int, Int, Int)

        init(area: PixelRect, sigma: Double) {
            let f = max(1, Int(sigma / 3))
            factor = f
            boxes = SoftwareRenderer.boxRadii(sigma: sigma / Double(f))
            let reach = boxes.0 + boxes.1 + boxes.2 + 1
            x0 = area.x0 - reach * f
            y0 = area.y0 - reach * f
            columns = (area.x1 - area.x0 + f + 1) / f + 2 * reach
            rows = (area.y1 - area.y0 + f + 1) / f + 2 * reach
        }
    }

    /// Blurs the backdrop around `area` with deviation `sigma` (pixels), ready for the blend
    /// methods, which draw it with `tint` (premultiplied, 0 for none) over it. `sample(x, y)` reads
    /// the premultiplied backdrop pixel at canvas coordinates already clamped to `bounds`.
    func prepare(area: PixelRect, sigma: Double, tint: UInt32, bounds: PixelRect, sample: (Int, Int) -> UInt32) {
        grid = Grid(area: area, sigma: sigma)
        self.area = area
        self.tint = tint
        downsample(bounds: bounds, sample: sample)
        for r in [grid.boxes.0, grid.boxes.1, grid.boxes.2] where r > 0 {
            boxPass(count: grid.columns, lines: grid.rows, along: 4, across: 4 * grid.columns, radius: r)
            boxPass(count: grid.rows, lines: grid.columns, along: 4 * grid.columns, across: 4, radius: r)
        }
        span = area.x1 - area.x0 + 2
        if columnCell.count < span {
            columnCell = [Int](repeating: 0, count: span)
            columnWeight = [UInt32](repeating: 0, count: span)
        }
        if rows.count < 2 * span { rows = [UInt32](repeating: 0, count: 2 * span) }
        for x in 0..<span {
            let (i, weight) = Self.tap(area.x0 + x, origin: grid.x0, factor: grid.factor, cells: grid.columns)
            columnCell[x] = 4 * i
            columnWeight[x] = weight
        }
        loaded = (-1, -1)
    }

    /// Puts `count` blurred pixels of row `y` from column `x` into `destination` (their first
    /// pixel), mixed with what is there by `coverage` (1…255). Fully covered runs go two pixels
    /// per step (four 16-bit lanes per multiply).
    func blend(row y: Int, x: Int, count: Int, coverage c: UInt32, into destination: UnsafeMutableRawPointer) {
        let wy = load(y)
        let wt = 256 &- wy
        let span = self.span
        let first = min(max(0, x &- area.x0), span &- count)
        // Unsafe buffer: `first + count` stays within the `span` pixels of each interpolated row.
        rows.withUnsafeBufferPointer { rb in
            guard let r = rb.baseAddress else { return }
            var i = 0
            if c == 255 {
                let upper = UnsafeRawPointer(r + first)
                let lower = UnsafeRawPointer(r + (span &+ first))
                let wt64 = UInt64(wt)
                let wy64 = UInt64(wy)
                let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
                while i &+ 2 <= count {
                    let a = upper.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
                    let b = lower.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
                    let lo = (((a & lanes) &* wt64 &+ (b & lanes) &* wy64) >> 8) & lanes
                    let hi = (((a >> 8) & lanes) &* wt64 &+ ((b >> 8) & lanes) &* wy64) & (lanes << 8)
                    destination.storeBytes(of: lo | hi, toByteOffset: i &* 4, as: UInt64.self)
                    i &+= 2
                }
            }
            while i < count {
                let a = r[first &+ i]
                let b = r[span &+ first &+ i]
                let lo = (((a & 0x00FF_00FF) &* wt &+ (b & 0x00FF_00FF) &* wy) >> 8) & 0x00FF_00FF
                let hi = (((a >> 8) & 0x00FF_00FF) &* wt &+ ((b >> 8) & 0x00FF_00FF) &* wy) & 0xFF00_FF00
                var p = lo | hi
                if c != 255 {
                    let d = destination.load(fromByteOffset: i &* 4, as: UInt32.self)
                    p = PixelMath.scale(p, c) &+ PixelMath.scale(d, 255 &- c)
                }
                destination.storeBytes(of: p, toByteOffset: i &* 4, as: UInt32.self)
                i &+= 1
            }
        }
    }

    /// Puts `count` blurred pixels of row `y` from column `x` into `destination`, each mixed
    /// with what is there by its coverage times `alpha` (0…255).
    func blend(
        row y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>, alpha: UInt32, into destination: UnsafeMutableRawPointer
    ) {
        let wy = load(y)
        let wt = 256 &- wy
        let span = self.span
        let x0 = area.x0
        // Unsafe buffer: edge pixels outside the area read the nearest interpolated column.
        rows.withUnsafeBufferPointer { rb in
            guard let r = rb.baseAddress else { return }
            for i in 0..<count {
                let c = alpha == 255 ? UInt32(coverages[i]) : PixelMath.scale(UInt32(coverages[i]), alpha) & 0xFF
                if c == 0 { continue }
                let k = min(max(0, x &+ i &- x0), span &- 1)
                let a = r[k]
                let b = r[span &+ k]
                let lo = (((a & 0x00FF_00FF) &* wt &+ (b & 0x00FF_00FF) &* wy) >> 8) & 0x00FF_00FF
                let hi = (((a >> 8) & 0x00FF_00FF) &* wt &+ ((b >> 8) & 0x00FF_00FF) &* wy) & 0xFF00_FF00
                let d = destination.load(fromByteOffset: i &* 4, as: UInt32.self)
                destination.storeBytes(
                    of: PixelMath.scale(lo | hi, c) &+ PixelMath.scale(d, 255 &- c), toByteOffset: i &* 4, as: UInt32.self)
            }
        }
    }

    /// Makes the two interpolated rows around pixel row `y` ready; returns the weight of the lower.
    private func load(_ y: Int) -> UInt32 {
        let (j, weight) = Self.tap(y, origin: grid.y0, factor: grid.factor, cells: grid.rows)
        if loaded.0 != j {
            if loaded.1 == j {
                let span = self.span
                // Unsafe buffer: two rows of `span` pixels, allocated for this span in `prepare`.
                rows.withUnsafeMutableBufferPointer { rb in
                    for x in 0..<span { rb[x] = rb[span &+ x] }
                }
            } else {
                interpolateRow(j, into: 0)
            }
            loaded.0 = j
        }
        if loaded.1 != j + 1 {
            interpolateRow(j + 1, into: span)
            loaded.1 = j + 1
        }
        return weight
    }

    /// The first of the two cells pixel `pixel` lies between, and its weight towards the second (0…256).
    private static func tap(_ pixel: Int, origin: Int, factor: Int, cells: Int) -> (Int, UInt32) {
        let u = (Double(pixel - origin) + 0.5) / Double(factor) - 0.5
        let i = Int(u.rounded(.down))
        let weight = UInt32(min(256, max(0, ((u - Double(i)) * 256).rounded())))
        return (min(max(i, 0), cells - 2), weight)
    }

    /// Row `row` of cells interpolated across into packed, tinted pixels at `rows[offset...]`.
    private func interpolateRow(_ row: Int, into offset: Int) {
        let rowBase = 4 * row * grid.columns
        let tint = self.tint
        let keep = 255 - (tint >> 24)
        let span = self.span
        // Unsafe buffer: `columnCell` holds cells of this grid's rows (4 × (column ≤ columns − 2)).
        cells.withUnsafeBufferPointer { cb in
            columnCell.withUnsafeBufferPointer { cc in
                columnWeight.withUnsafeBufferPointer { cw in
                    rows.withUnsafeMutableBufferPointer { rb in
                        guard let c = cb.baseAddress, let out = rb.baseAddress else { return }
                        for x in 0..<span {
                            let a = c + (rowBase &+ cc[x])
                            let wx = cw[x]
                            let wl = 256 &- wx
                            let alpha = min(255, ((a[3] &* wl &+ a[7] &* wx) >> 8 &+ 128) >> 8)
                            let r = min(alpha, ((a[0] &* wl &+ a[4] &* wx) >> 8 &+ 128) >> 8)
                            let g = min(alpha, ((a[1] &* wl &+ a[5] &* wx) >> 8 &+ 128) >> 8)
                            let b = min(alpha, ((a[2] &* wl &+ a[6] &* wx) >> 8 &+ 128) >> 8)
                            let p = r | g << 8 | b << 16 | alpha << 24
                            out[offset &+ x] = tint == 0 ? p : tint &+ PixelMath.scale(p, keep)
                        }
                    }
                }
            }
        }
    }

    /// Fills the cells with the mean of up to 4 × 4 samples each.
    private func downsample(bounds: PixelRect, sample: (Int, Int) -> UInt32) {
        let g = grid
        let f = g.factor
        let step = max(1, f / 4)
        let taps = f / step
        let first = (f - taps * step) / 2 + step / 2
        let count = UInt32(taps * taps)
        if cells.count < 4 * g.columns * g.rows { cells = [UInt32](repeating: 0, count: 4 * g.columns * g.rows) }
        func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int { min(max(v, lo), hi - 1) }
        // Unsafe buffer: 4 values for each of the grid's cells, allocated just above.
        cells.withUnsafeMutableBufferPointer { cells in
            for j in 0..<g.rows {
                for i in 0..<g.columns {
                    var r: UInt32 = 0
                    var gr: UInt32 = 0
                    var b: UInt32 = 0
                    var a: UInt32 = 0
                    for ty in 0..<taps {
                        let y = clamp(g.y0 + j * f + first + ty * step, bounds.y0, bounds.y1)
                        for tx in 0..<taps {
                            let p = sample(clamp(g.x0 + i * f + first + tx * step, bounds.x0, bounds.x1), y)
                            r &+= p & 0xFF
                            gr &+= (p >> 8) & 0xFF
                            b &+= (p >> 16) & 0xFF
                            a &+= p >> 24
                        }
                    }
                    let o = 4 * (j * g.columns + i)
                    cells[o] = (r << 8 + count / 2) / count
                    cells[o + 1] = (gr << 8 + count / 2) / count
                    cells[o + 2] = (b << 8 + count / 2) / count
                    cells[o + 3] = (a << 8 + count / 2) / count
                }
            }
        }
    }

    /// One box blur of `radius` along `lines` lines of `count` cells (cell k of line l at
    /// 4 × … offset `l * across + k * along`), each end repeated outward.
    private func boxPass(count: Int, lines: Int, along: Int, across: Int, radius: Int) {
        if line.count < 4 * count { line = [UInt32](repeating: 0, count: 4 * count) }
        let width = UInt32(2 * radius + 1)
        // Unsafe buffer: the loops stay inside `count` cells of `lines` lines, both from the grid.
        cells.withUnsafeMutableBufferPointer { c in
            line.withUnsafeMutableBufferPointer { l in
                for n in 0..<lines {
                    let base = n * across
                    for k in 0..<count {
                        for ch in 0..<4 { l[4 * k + ch] = c[base + k * along + ch] }
                    }
                    for ch in 0..<4 {
                        var sum: UInt32 = 0
                        for k in -radius...radius { sum &+= l[4 * min(max(k, 0), count - 1) + ch] }
                        for k in 0..<count {
                            c[base + k * along + ch] = (sum + width / 2) / width
                            let add = min(k + radius + 1, count - 1)
                            let drop = max(k - radius, 0)
                            sum = sum &+ l[4 * add + ch] &- l[4 * drop + ch]
                        }
                    }
                }
            }
        }
    }
}
