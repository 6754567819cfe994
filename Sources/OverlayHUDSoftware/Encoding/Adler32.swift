@_spi(Layers) import OverlayHUD

/// Adler-32, the checksum that ends a zlib stream (RFC 1950 §8.2).
///
///     Adler32.checksum(Array("Wikipedia".utf8))  // 0x11E60398
///
/// - Complexity: O(n); the modulo is taken once per 5552 bytes, the most that cannot overflow.
struct Adler32: Sendable {
    private static let modulus: UInt32 = 65521
    /// The largest run of bytes whose sums still fit in 32 bits before reducing (zlib's NMAX).
    private static let maxRun = 5552

    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// A fresh checksum of zero bytes (value 1).
    init() {}

    /// The checksum of all bytes fed so far.
    var value: UInt32 { (b << 16) | a }

    /// Feeds the bytes of a buffer into the checksum.
    mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
        var a = self.a
        var b = self.b
        var index = 0
        while index < buffer.count {
            let end = min(buffer.count, index + Adler32.maxRun)
            while index < end {
                a &+= UInt32(buffer[index])
                b &+= a
                index += 1
            }
            a %= Adler32.modulus
            b %= Adler32.modulus
        }
        self.a = a
        self.b = b
    }

    /// The Adler-32 of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var adler = Adler32()
        // Unsafe buffer: reads every byte once; the buffer is the whole array.
        bytes.withUnsafeBufferPointer { adler.update($0) }
        return adler.value
    }
}
