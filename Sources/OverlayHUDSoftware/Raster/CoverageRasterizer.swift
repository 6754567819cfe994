@_spi(Layers) import OverlayHUD

/// Anti-aliased polygon coverage by signed-area accumulation (the font-rs / stb_truetype method).
///
/// Each edge adds, to the cells of the rows it crosses, the signed area it leaves to its
/// right; a running sum along a row then gives the exact area-weighted winding number of
/// each pixel. Non-zero coverage is `min(1, |sum|)`; even-odd folds `|sum|` modulo 2, as
/// FreeType's gray rasterizer does (exact wherever a pixel is not crossed by two edges).
///
/// Only the device-space bounding box of the current polygon set is used, and the cells
/// are zeroed while they are read, so the buffers stay clean and are reused across draws.
final class CoverageRasterizer {
    private var cells: [Float] = []
    private var rowMin: [Int] = []
    private var rowMax: [Int] = []
    private var coverage: [UInt8] = []
    private(set) var originX = 0
    private(set) var originY = 0
    private(set) var width = 0
    private(set) var height = 0
    private var stride = 0

    /// Starts a new polygon set covering device pixels `r` (already clipped to the target).
    func begin(_ r: PixelRect) {
        originX = r.x0
        originY = r.y0
        width = max(0, r.x1 - r.x0)
        height = max(0, r.y1 - r.y0)
        stride = width + 2
        let need = stride * height
        if cells.count < need { cells = [Float](repeating: 0, count: need) }
        if rowMin.count < height {
            rowMin = [Int](repeating: Int.max, count: height)
            rowMax = [Int](repeating: -1, count: height)
        }
        if coverage.count < stride { coverage = [UInt8](repeating: 0, count: stride) }
    }

    /// Adds the edge from (ax, ay) to (bx, by), in device pixels.
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        var x0 = ax - Double(originX)
        var y0 = ay - Double(originY)
        var x1 = bx - Double(originX)
        var y1 = by - Double(originY)
        if y0 == y1 || !(x0.isFinite && x1.isFinite && y0.isFinite && y1.isFinite) { return }
        var dir: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            dir = -1
        }
        let h = Double(height)
        if y1 <= 0 || y0 >= h { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        guard dxdy.isFinite else { return }  // a near-horizontal sliver covers no area
        if y0 < 0 {
            x0 -= y0 * dxdy
            y0 = 0
        }
        if y1 > h {
            x1 -= (y1 - h) * dxdy
            y1 = h
        }
        let wmax = Double(width)
        var x = x0
        var row = Int(y0)
        let rowEnd = min(height, Int(y1.rounded(.up)))
        let stride = self.stride
        // Unsafe buffer: per-cell loops for every edge crossing; indices are clipped to the buffers first.
        cells.withUnsafeMutableBufferPointer { c in
            rowMin.withUnsafeMutableBufferPointer { rmin in
                rowMax.withUnsafeMutableBufferPointer { rmax in
                    while row < rowEnd {
                        let dy = min(Double(row + 1), y1) - max(Double(row), y0)
                        let xnext = x + dxdy * dy
                        let d = Float(dy) * dir
                        let xa = min(max(min(x, xnext), 0), wmax)
                        let xb = min(max(max(x, xnext), 0), wmax)
                        if xa.isNaN || xb.isNaN { break }
                        let xaFloor = xa.rounded(.down)
                        let xai = Int(xaFloor)
                        let xbCeil = xb.rounded(.up)
                        let xbi = Int(xbCeil)
                        let line = row &* stride
                        if xbi <= xai + 1 {
                            let xmf = Float(0.5 * (xa + xb) - xaFloor)
                            c[line + xai] += d - d * xmf
                            c[line + xai + 1] += d * xmf
                            if xai < rmin[row] { rmin[row] = xai }
                            if xai + 1 > rmax[row] { rmax[row] = xai + 1 }
                        } else {
                            let s = Float(1 / (xb - xa))
                            let xaf = Float(xa - xaFloor)
                            let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
                            let xbf = Float(xb - xbCeil + 1)
                            let am = 0.5 * s * xbf * xbf
                            c[line + xai] += d * a0
                            if xbi == xai + 2 {
                                c[line + xai + 1] += d * (1 - a0 - am)
                            } else {
                                let a1 = s * (1.5 - xaf)
                                c[line + xai + 1] += d * (a1 - a0)
                                var xi = xai + 2
                                while xi < xbi - 1 {
                                    c[line + xi] += d * s
                                    xi += 1
                                }
                                let a2 = a1 + Float(xbi - xai - 3) * s
                                c[line + xbi - 1] += d * (1 - a2 - am)
                            }
                            c[line + xbi] += d * am
                            if xai < rmin[row] { rmin[row] = xai }
                            if xbi > rmax[row] { rmax[row] = xbi }
                        }
                        x = xnext
                        row += 1
                    }
                }
            }
        }
    }

    /// Resolves coverage row by row and hands it out in runs, leaving the cells zeroed:
    /// `span(y, x, count, coverage)` for a run of pixels with one coverage 1…255 (the interior
    /// of a shape, no per-pixel work), and `pixels(y, x, coverages, count)` for pixels along edges.
    func sweep(
        evenOdd: Bool,
        span: (Int, Int, Int, UInt32) -> Void,
        pixels: (Int, Int, UnsafePointer<UInt8>, Int) -> Void
    ) {
        let width = self.width
        let stride = self.stride
        // Unsafe buffer: per-cell loops for every edge crossing; indices are clipped to the buffers first.
        coverage.withUnsafeMutableBufferPointer { covBuffer in
            cells.withUnsafeMutableBufferPointer { cellBuffer in
                rowMin.withUnsafeMutableBufferPointer { rmin in
                    rowMax.withUnsafeMutableBufferPointer { rmax in
                        guard let cov = covBuffer.baseAddress, let cellBase = cellBuffer.baseAddress else { return }
                        for row in 0..<height {
                            let lo = rmin[row]
                            let hi = rmax[row]
                            if lo > hi { continue }
                            rmin[row] = Int.max
                            rmax[row] = -1
                            let c = cellBase + row &* stride
                            let last = min(hi, width - 1)
                            let y = originY &+ row
                            var acc: Float = 0
                            var i = lo
                            while i <= last {
                                if c[i] == 0 {
                                    var j = i &+ 1
                                    while j <= last && c[j] == 0 { j &+= 1 }
                                    let k = CoverageRasterizer.coverage(acc, evenOdd: evenOdd)
                                    if k != 0 { span(y, originX &+ i, j &- i, UInt32(k)) }
                                    i = j
                                } else {
                                    var j = i
                                    while j <= last && c[j] != 0 {
                                        acc += c[j]
                                        c[j] = 0
                                        cov[j &- i] = CoverageRasterizer.coverage(acc, evenOdd: evenOdd)
                                        j &+= 1
                                    }
                                    pixels(y, originX &+ i, UnsafePointer(cov), j &- i)
                                    i = j
                                }
                            }
                            while i <= hi {
                                c[i] = 0
                                i &+= 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// Coverage 0…255 of an accumulated signed area under the fill rule.
    @inline(__always)
    static func coverage(_ acc: Float, evenOdd: Bool) -> UInt8 {
        var v = abs(acc)
        if evenOdd {
            v -= 2 * (v * 0.5).rounded(.down)
            if v > 1 { v = 2 - v }
        } else if v >= 1 {
            return 255
        }
        return UInt8(v * 255 + 0.5)
    }
}
