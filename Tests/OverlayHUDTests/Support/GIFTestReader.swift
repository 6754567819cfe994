@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// An independent GIF89a reader for tests: parses every block, LZW-decodes the frames and
/// composes them on a canvas the way browsers do (start transparent; disposal 2 clears the
/// frame's rectangle to transparent; disposal 3 restores the previous canvas).
struct GIFTestReader {
    struct Frame {
        var x = 0, y = 0, width = 0, height = 0
        var delay = 0
        var disposal = 0
        var transparentIndex: Int?
        var hasLocalTable = false
        var colorTable: [(UInt8, UInt8, UInt8)] = []
        var minimumCodeSize = 0
        var indices: [UInt8] = []
        /// The canvas right after this frame was drawn; transparent pixels are (0, 0, 0, 0).
        var canvas = RGBAImage(width: 0, height: 0)
    }

    enum Failure: Error, Equatable {
        case badSignature, truncated
        case badBlock(UInt8)
        case badLZW(String)
    }

    var width = 0, height = 0
    var globalTable: [(UInt8, UInt8, UInt8)] = []
    var backgroundIndex = 0
    /// The NETSCAPE2.0 loop count, when the extension is present.
    var loopCount: Int?
    var frames: [Frame] = []

    private var bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { throw Failure.badSignature }
        offset = 6
        width = try u16()
        height = try u16()
        let packed = try u8()
        backgroundIndex = Int(try u8())
        _ = try u8()
        if packed & 0x80 != 0 { globalTable = try colorTable(bits: Int(packed & 7) + 1) }
        var pending = Frame()
        var canvas = RGBAImage(width: width, height: height)
        while true {
            switch try u8() {
            case 0x3B:
                return
            case 0x21:
                let label = try u8()
                let blocks = try subBlocks()
                if label == 0xF9, let data = blocks.first, data.count == 4 {
                    pending.disposal = Int(data[0] >> 2) & 7
                    pending.delay = Int(data[1]) | Int(data[2]) << 8
                    pending.transparentIndex = data[0] & 1 != 0 ? Int(data[3]) : nil
                } else if label == 0xFF, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8), blocks[1].count == 3 {
                    loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                var frame = pending
                pending = Frame()
                frame.x = try u16()
                frame.y = try u16()
                frame.width = try u16()
                frame.height = try u16()
                let packed = try u8()
                if packed & 0x80 != 0 {
                    frame.hasLocalTable = true
                    frame.colorTable = try colorTable(bits: Int(packed & 7) + 1)
                }
                frame.minimumCodeSize = Int(try u8())
                frame.indices = try GIFTestReader.lzwDecode(
                    try subBlocks().flatMap { $0 }, minimumCodeSize: frame.minimumCodeSize,
                    pixelCount: frame.width * frame.height)
                let table = frame.hasLocalTable ? frame.colorTable : globalTable
                let before = canvas
                for row in 0..<frame.height {
                    for column in 0..<frame.width {
                        let index = Int(frame.indices[row * frame.width + column])
                        if index == frame.transparentIndex { continue }
                        let cx = frame.x + column
                        let cy = frame.y + row
                        guard cx < width, cy < height, index < table.count else { continue }
                        let i = (cy * width + cx) * 4
                        canvas.pixels[i] = table[index].0
                        canvas.pixels[i + 1] = table[index].1
                        canvas.pixels[i + 2] = table[index].2
                        canvas.pixels[i + 3] = 255
                    }
                }
                frame.canvas = canvas
                if frame.disposal == 2 {
                    for row in frame.y..<min(height, frame.y + frame.height) {
                        for column in frame.x..<min(width, frame.x + frame.width) {
                            let i = (row * width + column) * 4
                            for c in 0..<4 { canvas.pixels[i + c] = 0 }
                        }
                    }
                } else if frame.disposal == 3 {
                    canvas = before
                }
                frames.append(frame)
            case let other:
                throw Failure.badBlock(other)
            }
        }
    }

    private mutating func u8() throws -> UInt8 {
        guard offset < bytes.count else { throw Failure.truncated }
        offset += 1
        return bytes[offset - 1]
    }

    private mutating func u16() throws -> Int { Int(try u8()) | Int(try u8()) << 8 }

    private mutating func colorTable(bits: Int) throws -> [(UInt8, UInt8, UInt8)] {
        try (0..<(1 << bits)).map { _ in (try u8(), try u8(), try u8()) }
    }

    private mutating func subBlocks() throws -> [[UInt8]] {
        var blocks: [[UInt8]] = []
        while true {
            let size = Int(try u8())
            if size == 0 { return blocks }
            guard offset + size <= bytes.count else { throw Failure.truncated }
            blocks.append(Array(bytes[offset..<(offset + size)]))
            offset += size
        }
    }

    /// Textbook GIF LZW decoding (a separate implementation from the encoder's).
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, pixelCount: Int) throws -> [UInt8] {
        guard (2...8).contains(minimumCodeSize) else { throw Failure.badLZW("code size \(minimumCodeSize)") }
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var dictionary: [[UInt8]] = []
        func reset() { dictionary = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var codeSize = minimumCodeSize + 1
        var bitPosition = 0
        var previous: [UInt8]?
        var output: [UInt8] = []
        var sawClearFirst = false
        while true {
            guard bitPosition + codeSize <= data.count * 8 else { throw Failure.badLZW("no end code") }
            var code = 0
            for bit in 0..<codeSize {
                let p = bitPosition + bit
                code |= Int((data[p / 8] >> (p % 8)) & 1) << bit
            }
            bitPosition += codeSize
            if !sawClearFirst {
                guard code == clear else { throw Failure.badLZW("first code is not clear") }
                sawClearFirst = true
            }
            if code == clear {
                reset()
                codeSize = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < dictionary.count {
                entry = dictionary[code]
            } else if code == dictionary.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Failure.badLZW("code \(code) beyond table \(dictionary.count)")
            }
            output += entry
            if let previous, dictionary.count < 4096 {
                dictionary.append(previous + [entry[0]])
                if dictionary.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
        guard output.count == pixelCount else { throw Failure.badLZW("\(output.count) indices for \(pixelCount) pixels") }
        return output
    }
}
