@_spi(Layers) import OverlayHUD

/// Bounds-checked big-endian reads from one region (a table) of a font file.
///
/// Offsets passed to the accessors are relative to the region start; any read outside the region throws
/// `FontError.truncated(table:)` naming the region. Only valid inside the `withUnsafeBytes` call that made it.
struct ByteReader {
    /// The whole file.
    let bytes: UnsafeRawBufferPointer
    /// First byte of the region in `bytes`.
    let start: Int
    /// Length of the region in bytes.
    let count: Int
    /// Name used in errors (a table tag or `"file"`).
    let table: String

    /// A reader over all of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer, table: String = "file") {
        self.bytes = bytes
        start = 0
        count = bytes.count
        self.table = table
    }

    /// A reader over `start ..< start + count` of `bytes`; throws when that range leaves the file.
    init(_ bytes: UnsafeRawBufferPointer, start: Int, count: Int, table: String) throws {
        guard start >= 0, count >= 0, start <= bytes.count, count <= bytes.count - start else {
            throw FontError.truncated(table: table)
        }
        self.bytes = bytes
        self.start = start
        self.count = count
        self.table = table
    }

    /// A reader over a sub-range of this region, with the same error name.
    func subReader(at offset: Int, count length: Int) throws -> ByteReader {
        try check(offset, length)
        return try ByteReader(bytes, start: start + offset, count: length, table: table)
    }

    /// A reader from `offset` to the end of this region.
    func subReader(from offset: Int) throws -> ByteReader {
        try check(offset, 0)
        return try ByteReader(bytes, start: start + offset, count: count - offset, table: table)
    }

    /// Whether `size` bytes at `offset` lie inside the region.
    @inline(__always)
    func contains(_ offset: Int, _ size: Int) -> Bool {
        offset >= 0 && size >= 0 && offset <= count && size <= count - offset
    }

    @inline(__always)
    func check(_ offset: Int, _ size: Int) throws {
        guard contains(offset, size) else { throw FontError.truncated(table: table) }
    }

    @inline(__always)
    func u8(_ offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    @inline(__always)
    func i8(_ offset: Int) throws -> Int8 { Int8(bitPattern: try u8(offset)) }

    @inline(__always)
    func u16(_ offset: Int) throws -> UInt16 {
        try check(offset, 2)
        let p = start + offset
        return UInt16(bytes[p]) << 8 | UInt16(bytes[p + 1])
    }

    @inline(__always)
    func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

    @inline(__always)
    func u32(_ offset: Int) throws -> UInt32 {
        try check(offset, 4)
        let p = start + offset
        return UInt32(bytes[p]) << 24 | UInt32(bytes[p + 1]) << 16 | UInt32(bytes[p + 2]) << 8 | UInt32(bytes[p + 3])
    }

    /// A 2.14 fixed-point number.
    @inline(__always)
    func f2dot14(_ offset: Int) throws -> Double { Double(try i16(offset)) / 16384 }

    /// Four bytes as a tag string (non-printable bytes become "?").
    func tag(_ offset: Int) throws -> String {
        try check(offset, 4)
        var s = ""
        for i in 0..<4 {
            let b = bytes[start + offset + i]
            s.unicodeScalars.append((32...126).contains(b) ? Unicode.Scalar(b) : "?")
        }
        return s
    }
}
