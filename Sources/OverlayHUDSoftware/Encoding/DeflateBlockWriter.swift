@_spi(Layers) import OverlayHUD

/// Collects LZ77 symbols for one deflate block and writes the block in the cheapest of the three
/// block types: dynamic Huffman, fixed Huffman or stored (RFC 1951 §3.2.3).
struct DeflateBlockWriter {
    /// A literal byte (bit 31 clear) or a match: bit 31 set, `length - 3` in bits 16…23, `distance - 1` in bits 0…14.
    private var symbols: [UInt32] = []
    private var literalFrequencies = [UInt32](repeating: 0, count: 286)
    private var distanceFrequencies = [UInt32](repeating: 0, count: 30)
    /// Extra bits the symbols need; the same whichever Huffman code is used.
    private var extraBits = 0

    init() { symbols.reserveCapacity(DeflateCompressor.blockSymbolLimit) }

    /// Symbols collected since the last flush.
    var symbolCount: Int { symbols.count }

    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        symbols.append(UInt32(byte))
        literalFrequencies[Int(byte)] &+= 1
    }

    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        symbols.append(0x8000_0000 | UInt32(length - 3) << 16 | UInt32(distance - 1))
        let lengthCode = Int(DeflateTables.lengthCodeForLength[length - 3])
        let distanceCode = Int(DeflateTables.distanceCodeForDistance[distance - 1])
        literalFrequencies[257 + lengthCode] &+= 1
        distanceFrequencies[distanceCode] &+= 1
        extraBits += Int(DeflateTables.lengthExtraBits[lengthCode]) + Int(DeflateTables.distanceExtraBits[distanceCode])
    }

    /// Writes the collected symbols (which encode `input[range]`) as one or more blocks and resets.
    mutating func flush(input: UnsafeBufferPointer<UInt8>, range: Range<Int>, isFinal: Bool, into writer: inout DeflateBitWriter)
    {
        literalFrequencies[256] += 1
        let dynamic = DynamicHeader(literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies)
        let dynamicBits =
            3 + dynamic.headerBits + extraBits
            + cost(literalFrequencies, dynamic.literalLengths) + cost(distanceFrequencies, dynamic.distanceLengths)
        let fixedBits =
            3 + extraBits
            + cost(literalFrequencies, DeflateTables.fixedLiteralLengths)
            + cost(distanceFrequencies, DeflateTables.fixedDistanceLengths)
        let storedChunks = max(1, (range.count + 65534) / 65535)
        let storedBits = storedChunks * (3 + 7 + 32) + range.count * 8

        if storedBits < min(dynamicBits, fixedBits) {
            writeStored(input: input, range: range, isFinal: isFinal, into: &writer)
        } else if fixedBits <= dynamicBits {
            writer.write(isFinal ? 1 : 0, width: 1)
            writer.write(1, width: 2)
            writeSymbols(
                literalLengths: DeflateTables.fixedLiteralLengths, distanceLengths: DeflateTables.fixedDistanceLengths,
                into: &writer)
        } else {
            writer.write(isFinal ? 1 : 0, width: 1)
            writer.write(2, width: 2)
            dynamic.write(into: &writer)
            writeSymbols(literalLengths: dynamic.literalLengths, distanceLengths: dynamic.distanceLengths, into: &writer)
        }
        symbols.removeAll(keepingCapacity: true)
        for i in literalFrequencies.indices { literalFrequencies[i] = 0 }
        for i in distanceFrequencies.indices { distanceFrequencies[i] = 0 }
        extraBits = 0
    }

    private func cost(_ frequencies: [UInt32], _ lengths: [UInt8]) -> Int {
        var bits = 0
        for i in frequencies.indices where frequencies[i] > 0 { bits += Int(frequencies[i]) * Int(lengths[i]) }
        return bits
    }

    private func writeStored(
        input: UnsafeBufferPointer<UInt8>, range: Range<Int>, isFinal: Bool, into writer: inout DeflateBitWriter
    ) {
        var start = range.lowerBound
        repeat {
            let end = min(range.upperBound, start + 65535)
            let length = UInt32(end - start)
            writer.write(isFinal && end == range.upperBound ? 1 : 0, width: 1)
            writer.write(0, width: 2)
            writer.alignToByte()
            writer.write(length, width: 16)
            writer.write(~length & 0xFFFF, width: 16)
            writer.appendAligned(UnsafeBufferPointer(rebasing: input[start..<end]))
            start = end
        } while start < range.upperBound
    }

    private func writeSymbols(literalLengths: [UInt8], distanceLengths: [UInt8], into writer: inout DeflateBitWriter) {
        let literalCodes = HuffmanCode.reversedCodes(for: literalLengths)
        let distanceCodes = HuffmanCode.reversedCodes(for: distanceLengths)
        // Unsafe buffer: per-symbol loop; every index is a deflate symbol bounded by its table.
        literalCodes.withUnsafeBufferPointer { literalCodes in
            literalLengths.withUnsafeBufferPointer { literalLengths in
                distanceCodes.withUnsafeBufferPointer { distanceCodes in
                    distanceLengths.withUnsafeBufferPointer { distanceLengths in
                        DeflateTables.lengthCodeForLength.withUnsafeBufferPointer { lengthCodeFor in
                            DeflateTables.distanceCodeForDistance.withUnsafeBufferPointer { distanceCodeFor in
                                for symbol in symbols {
                                    if symbol & 0x8000_0000 == 0 {
                                        let byte = Int(symbol)
                                        writer.write(literalCodes[byte], width: Int(literalLengths[byte]))
                                        continue
                                    }
                                    let lengthMinus3 = Int((symbol >> 16) & 0xFF)
                                    let distanceMinus1 = Int(symbol & 0x7FFF)
                                    let lengthCode = Int(lengthCodeFor[lengthMinus3])
                                    writer.write(literalCodes[257 + lengthCode], width: Int(literalLengths[257 + lengthCode]))
                                    let lengthExtra = Int(DeflateTables.lengthExtraBits[lengthCode])
                                    if lengthExtra > 0 {
                                        writer.write(
                                            UInt32(lengthMinus3 + 3 - Int(DeflateTables.lengthBase[lengthCode])),
                                            width: lengthExtra)
                                    }
                                    let distanceCode = Int(distanceCodeFor[distanceMinus1])
                                    writer.write(distanceCodes[distanceCode], width: Int(distanceLengths[distanceCode]))
                                    let distanceExtra = Int(DeflateTables.distanceExtraBits[distanceCode])
                                    if distanceExtra > 0 {
                                        writer.write(
                                            UInt32(distanceMinus1 + 1 - Int(DeflateTables.distanceBase[distanceCode])),
                                            width: distanceExtra)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        writer.write(literalCodes[256], width: Int(literalLengths[256]))
    }
}

/// The code lengths of a dynamic block and their run-length coded header (RFC 1951 §3.2.7).
private struct DynamicHeader {
    let literalLengths: [UInt8]
    let distanceLengths: [UInt8]
    private let literalCount: Int
    private let distanceCount: Int
    /// Code-length symbols 0…18, each with its extra-bit value.
    private var runs: [(symbol: UInt8, extra: UInt8)] = []
    private let codeLengthLengths: [UInt8]
    private let codeLengthCount: Int
    /// Size of the header after the 3 block-type bits.
    private(set) var headerBits = 0

    init(literalFrequencies: [UInt32], distanceFrequencies: [UInt32]) {
        literalLengths = HuffmanCode.lengths(for: literalFrequencies, limit: 15)
        var distances = HuffmanCode.lengths(for: distanceFrequencies, limit: 15)
        if distances.allSatisfy({ $0 == 0 }) {
            distances[0] = 1
            distances[1] = 1
        }
        distanceLengths = distances
        literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        runs = DynamicHeader.runLengthCode(Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount]))
        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[Int(run.symbol)] += 1 }
        codeLengthLengths = HuffmanCode.lengths(for: frequencies, limit: 7)
        var count = 19
        while count > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[count - 1]] == 0 { count -= 1 }
        codeLengthCount = count
        var bits = 5 + 5 + 4 + 3 * count
        for run in runs {
            bits += Int(codeLengthLengths[Int(run.symbol)])
            switch run.symbol {
            case 16: bits += 2
            case 17: bits += 3
            case 18: bits += 7
            default: break
            }
        }
        headerBits = bits
    }

    /// Run-length codes a sequence of code lengths with symbols 16 (repeat previous 3–6),
    /// 17 (zeros 3–10) and 18 (zeros 11–138).
    private static func runLengthCode(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt8)] {
        var result: [(symbol: UInt8, extra: UInt8)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    result.append((18, UInt8(n - 11)))
                    run -= n
                }
                if run >= 3 {
                    result.append((17, UInt8(run - 3)))
                    run = 0
                }
                while run > 0 {
                    result.append((0, 0))
                    run -= 1
                }
            } else {
                result.append((value, 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    result.append((16, UInt8(n - 3)))
                    run -= n
                }
                while run > 0 {
                    result.append((value, 0))
                    run -= 1
                }
            }
        }
        return result
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the run-length coded lengths.
    func write(into writer: inout DeflateBitWriter) {
        writer.write(UInt32(literalCount - 257), width: 5)
        writer.write(UInt32(distanceCount - 1), width: 5)
        writer.write(UInt32(codeLengthCount - 4), width: 4)
        for i in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthLengths[DeflateTables.codeLengthOrder[i]]), width: 3)
        }
        let codes = HuffmanCode.reversedCodes(for: codeLengthLengths)
        for run in runs {
            let symbol = Int(run.symbol)
            writer.write(codes[symbol], width: Int(codeLengthLengths[symbol]))
            switch symbol {
            case 16: writer.write(UInt32(run.extra), width: 2)
            case 17: writer.write(UInt32(run.extra), width: 3)
            case 18: writer.write(UInt32(run.extra), width: 7)
            default: break
            }
        }
    }
}
