@_spi(Layers) import OverlayHUD

/// Chooses a palette of at most `maxColors` colours for opaque pixels and maps colours to it.
///
/// Colours are first counted in a reduced histogram of 5 bits per channel (32 768 bins). When
/// the used bins fit in the palette and each bin only ever saw one exact colour, the palette is
/// those exact colours and mapping is lossless. When they fit but some bin mixes colours, an
/// exact count decides (lossless up to `maxColors` distinct colours). Otherwise median cut splits
/// the bins: the box with the most pixels × widest channel range is split at the weighted
/// median of that channel until there are `maxColors` boxes; each box's colour is its mean.
/// Everything is ordered by bin number, so the result is deterministic.
struct ColorQuantizer {
    static let binCount = 1 << 15

    /// Pixel count per bin.
    private var counts = [UInt32](repeating: 0, count: binCount)
    /// Channel sums per bin, for mean colours.
    private var sums = [UInt64](repeating: 0, count: binCount * 3)
    /// The first exact colour seen in each bin (0xRRGGBB).
    private var firstColor = [UInt32](repeating: 0, count: binCount)
    /// Whether a bin saw more than one exact colour.
    private var mixed = [Bool](repeating: false, count: binCount)
    /// Bins with a non-zero count, in first-seen order.
    private var usedBins: [Int] = []

    init() {}

    /// The bin of an RGB colour.
    @inline(__always)
    static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
    }

    /// Counts one opaque pixel.
    @inline(__always)
    mutating func add(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        let bin = ColorQuantizer.bin(r, g, b)
        let rgb = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        if counts[bin] == 0 {
            usedBins.append(bin)
            firstColor[bin] = rgb
        } else if firstColor[bin] != rgb {
            mixed[bin] = true
        }
        counts[bin] &+= 1
        sums[bin * 3] &+= UInt64(r)
        sums[bin * 3 + 1] &+= UInt64(g)
        sums[bin * 3 + 2] &+= UInt64(b)
    }

    /// Whether no pixel has been counted.
    var isEmpty: Bool { usedBins.isEmpty }

    /// Builds the palette. `exactColors` is consulted only when the bins fit but some bin is
    /// mixed; it must list the distinct colours counted (or more than `maxColors` entries when
    /// there are too many), and is called at most once.
    func makePalette(maxColors: Int, exactColors: () -> [UInt32]) -> GIFPalette {
        let bins = usedBins.sorted()
        let maxColors = max(1, maxColors)
        if bins.count <= maxColors {
            if !bins.contains(where: { mixed[$0] }) {
                var binIndex = [UInt8](repeating: 0, count: ColorQuantizer.binCount)
                for (i, bin) in bins.enumerated() { binIndex[bin] = UInt8(i) }
                return GIFPalette(colors: bins.map { firstColor[$0] }, lookup: .bins(binIndex))
            }
            let exact = exactColors()
            if exact.count <= maxColors {
                let sorted = exact.sorted()
                var table: [UInt32: UInt8] = [:]
                for (i, color) in sorted.enumerated() { table[color] = UInt8(i) }
                return GIFPalette(colors: sorted, lookup: .exact(table))
            }
        }
        return medianCut(bins: bins, maxColors: maxColors)
    }

    private struct Box {
        var bins: [Int]
        var population: UInt64
        var ranges: (Int, Int, Int)
    }

    @inline(__always)
    private static func channel(_ bin: Int, _ c: Int) -> Int { (bin >> (10 - 5 * c)) & 31 }

    private func makeBox(_ bins: [Int]) -> Box {
        var low = [31, 31, 31]
        var high = [0, 0, 0]
        var population: UInt64 = 0
        for bin in bins {
            population += UInt64(counts[bin])
            for c in 0..<3 {
                let v = ColorQuantizer.channel(bin, c)
                low[c] = min(low[c], v)
                high[c] = max(high[c], v)
            }
        }
        return Box(bins: bins, population: population, ranges: (high[0] - low[0], high[1] - low[1], high[2] - low[2]))
    }

    private func medianCut(bins: [Int], maxColors: Int) -> GIFPalette {
        var boxes = [makeBox(bins)]
        while boxes.count < maxColors {
            // The splittable box with the largest population × widest range (first on ties).
            var chosen = -1
            var bestScore: UInt64 = 0
            for (i, box) in boxes.enumerated() where box.bins.count > 1 {
                let range = UInt64(max(box.ranges.0, box.ranges.1, box.ranges.2))
                let score = box.population * range
                if chosen < 0 || score > bestScore {
                    chosen = i
                    bestScore = score
                }
            }
            guard chosen >= 0 else { break }
            let box = boxes[chosen]
            let ranges = box.ranges
            let axis = ranges.0 >= ranges.1 && ranges.0 >= ranges.2 ? 0 : (ranges.1 >= ranges.2 ? 1 : 2)
            let sorted = box.bins.sorted {
                (ColorQuantizer.channel($0, axis), $0) < (ColorQuantizer.channel($1, axis), $1)
            }
            var running: UInt64 = 0
            var cut = 1
            for (i, bin) in sorted.enumerated() {
                running += UInt64(counts[bin])
                if running * 2 >= box.population {
                    cut = i + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[chosen] = makeBox(Array(sorted[..<cut]))
            boxes.append(makeBox(Array(sorted[cut...])))
        }
        var binIndex = [UInt8](repeating: 0, count: ColorQuantizer.binCount)
        var colors: [UInt32] = []
        for (i, box) in boxes.enumerated() {
            var r: UInt64 = 0
            var g: UInt64 = 0
            var b: UInt64 = 0
            for bin in box.bins {
                binIndex[bin] = UInt8(i)
                r += sums[bin * 3]
                g += sums[bin * 3 + 1]
                b += sums[bin * 3 + 2]
            }
            let n = max(1, box.population)
            colors.append(UInt32((r + n / 2) / n) << 16 | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n))
        }
        return GIFPalette(colors: colors, lookup: .bins(binIndex))
    }
}

/// A palette of opaque colours (0xRRGGBB) and the way pixels find their index in it.
struct GIFPalette {
    enum Lookup {
        /// Index per 5-5-5 histogram bin.
        case bins([UInt8])
        /// Index per exact colour.
        case exact([UInt32: UInt8])
    }

    let colors: [UInt32]
    let lookup: Lookup

    /// The palette index for an opaque pixel.
    @inline(__always)
    func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        switch lookup {
        case .bins(let table): return table[ColorQuantizer.bin(r, g, b)]
        case .exact(let table): return table[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)] ?? 0
        }
    }
}
