@_spi(Layers) import OverlayHUD

/// Decodes zlib (RFC 1950) and raw deflate (RFC 1951) streams: stored, fixed and dynamic blocks.
///
/// Never traps on bad input: every malformed stream ends in an `InflateError`.
///
///     let bytes = try Inflater.zlibDecompress(data, outputLimit: expectedSize)
struct Inflater {
    /// How many blocks of each type the last stream held (for tests and diagnostics).
    struct BlockCounts: Equatable, Sendable {
        var stored = 0
        var fixed = 0
        var dynamic = 0
    }

    /// Decodes a zlib stream and checks its Adler-32.
    /// - Parameter outputLimit: the most bytes the caller accepts; more throws `.outputLimitExceeded`.
    static func zlibDecompress(_ data: [UInt8], outputLimit: Int = Int.max) throws -> [UInt8] {
        try zlibDecompressCounting(data, outputLimit: outputLimit).bytes
    }

    /// Like `zlibDecompress`, also reporting the block types met.
    static func zlibDecompressCounting(_ data: [UInt8], outputLimit: Int = Int.max) throws -> (
        bytes: [UInt8], blocks: BlockCounts
    ) {
        guard data.count >= 2 else { throw InflateError.truncated }
        let cmf = UInt16(data[0])
        let flg = UInt16(data[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else {
            throw InflateError.invalidHeader
        }
        // The closure returns a Result so the error stays an InflateError through the untyped
        // (rethrows) withUnsafeBufferPointer.
        let outcome = data.withUnsafeBufferPointer { buffer -> Result<([UInt8], BlockCounts, UInt32), InflateError> in
            var reader = InflateBitReader(data: UnsafeBufferPointer(rebasing: buffer[2...]))
            var inflater = Inflater(outputLimit: outputLimit)
            do { try inflater.run(&reader) } catch { return .failure(InflateError(error)) }
            let checksumStart = 2 + reader.alignedByteOffset()
            guard checksumStart + 4 <= buffer.count else { return .failure(.truncated) }
            var expected: UInt32 = 0
            for i in 0..<4 { expected = expected << 8 | UInt32(buffer[checksumStart + i]) }
            return .success((inflater.output, inflater.blocks, expected))
        }
        let result: ([UInt8], BlockCounts, UInt32)
        switch outcome {
        case .success(let value): result = value
        case .failure(let error): throw error
        }
        guard Adler32.checksum(result.0) == result.2 else { throw InflateError.checksumMismatch }
        return (result.0, result.1)
    }

    /// Decodes a raw deflate stream (no header or checksum).
    static func inflate(_ data: [UInt8], outputLimit: Int = Int.max) throws -> [UInt8] {
        // Result instead of a throwing closure: see zlibDecompressCounting.
        // Unsafe buffer: reads every input bit; the bit reader checks the end before each read.
        let outcome = data.withUnsafeBufferPointer { buffer -> Result<[UInt8], InflateError> in
            var reader = InflateBitReader(data: buffer)
            var inflater = Inflater(outputLimit: outputLimit)
            do { try inflater.run(&reader) } catch { return .failure(InflateError(error)) }
            return .success(inflater.output)
        }
        switch outcome {
        case .success(let bytes): return bytes
        case .failure(let error): throw error
        }
    }

    private var output: [UInt8] = []
    private var blocks = BlockCounts()
    private let outputLimit: Int

    private init(outputLimit: Int) {
        self.outputLimit = max(0, outputLimit)
        output.reserveCapacity(min(self.outputLimit, 1 << 24))
    }

    private static let fixedLiteral = try? HuffmanDecoder(lengths: DeflateTables.fixedLiteralLengths)
    private static let fixedDistance = try? HuffmanDecoder(lengths: DeflateTables.fixedDistanceLengths)

    private mutating func run(_ reader: inout InflateBitReader) throws {
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                blocks.stored += 1
                try copyStored(&reader)
            case 1:
                blocks.fixed += 1
                guard let literal = Inflater.fixedLiteral, let distance = Inflater.fixedDistance else {
                    throw InflateError.invalidCodeLengths
                }
                try decodeSymbols(&reader, literal: literal, distance: distance)
            case 2:
                blocks.dynamic += 1
                let (literal, distance) = try readDynamicTables(&reader)
                try decodeSymbols(&reader, literal: literal, distance: distance)
            default:
                throw InflateError.invalidBlockType
            }
        }
    }

    private mutating func copyStored(_ reader: inout InflateBitReader) throws {
        reader.dropToByteBoundary()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw InflateError.storedLengthMismatch }
        guard Int(length) <= outputLimit - output.count else { throw InflateError.outputLimitExceeded }
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
    }

    private func readDynamicTables(_ reader: inout InflateBitReader) throws -> (HuffmanDecoder, HuffmanDecoder) {
        let literalCount = Int(try reader.bits(5)) + 257
        let distanceCount = Int(try reader.bits(5)) + 1
        let codeLengthCount = Int(try reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw InflateError.invalidCodeLengths }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[DeflateTables.codeLengthOrder[i]] = UInt8(try reader.bits(3)) }
        let codeLengthDecoder = try HuffmanDecoder(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try reader.decode(codeLengthDecoder)
            var repeated: UInt8 = 0
            var count = 0
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let last = lengths.last else { throw InflateError.invalidCodeLengths }
                repeated = last
                count = 3 + Int(try reader.bits(2))
            case 17: count = 3 + Int(try reader.bits(3))
            default: count = 11 + Int(try reader.bits(7))
            }
            guard lengths.count + count <= literalCount + distanceCount else { throw InflateError.invalidCodeLengths }
            lengths.append(contentsOf: repeatElement(repeated, count: count))
        }
        guard lengths[256] > 0 else { throw InflateError.invalidCodeLengths }
        let literal = try HuffmanDecoder(lengths: Array(lengths[0..<literalCount]))
        let distanceLengths = Array(lengths[literalCount...])
        // A block of literals only may declare no distance codes at all.
        let hasDistances = distanceLengths.contains { $0 != 0 }
        let distance = try hasDistances ? HuffmanDecoder(lengths: distanceLengths) : HuffmanDecoder.empty
        return (literal, distance)
    }

    private mutating func decodeSymbols(_ reader: inout InflateBitReader, literal: HuffmanDecoder, distance: HuffmanDecoder)
        throws
    {
        while true {
            let symbol = try reader.decode(literal)
            if symbol < 256 {
                guard output.count < outputLimit else { throw InflateError.outputLimitExceeded }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < 29 else { throw InflateError.invalidSymbol }
            let length =
                Int(DeflateTables.lengthBase[lengthCode]) + Int(try reader.bits(Int(DeflateTables.lengthExtraBits[lengthCode])))
            let distanceCode = try reader.decode(distance)
            guard distanceCode < 30 else { throw InflateError.invalidSymbol }
            let distanceValue =
                Int(DeflateTables.distanceBase[distanceCode])
                + Int(try reader.bits(Int(DeflateTables.distanceExtraBits[distanceCode])))
            guard distanceValue <= output.count else { throw InflateError.distanceTooFar }
            guard length <= outputLimit - output.count else { throw InflateError.outputLimitExceeded }
            let start = output.count - distanceValue
            // Byte by byte: the source may overlap the bytes being written (distance < length).
            for i in 0..<length { output.append(output[start + i]) }
        }
    }
}

extension HuffmanDecoder {
    /// A table with no codes: any lookup fails with `.invalidSymbol`.
    static let empty = HuffmanDecoder(emptyTable: ())

    private init(emptyTable: Void) {
        table = [0, 0]
        tableBits = 1
    }
}
