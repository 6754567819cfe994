@_spi(Layers) import OverlayHUDCore

/// What a line's measured size depends on in the software fonts: its string, family, weight, size
/// and kerning — not its colour, alignment or truncation (a label measures at its natural width).
///
/// The headless host remembers measurements under this key, and ``FontLibrary`` its laid-out
/// outlines under it plus the alignment, truncation and bounds. Hashing it combines the string and
/// the size only (equal keys hash alike; two lines of one string in two weights share a bucket and
/// the synthesized `==`, comparing every field, tells them apart), so a remembered line costs one
/// string hash, not a hash of every field of ``TextContent`` (its colour's four components and
/// three enums hashed through their raw strings).
struct MeasureKey: Hashable {
    let string: String
    let fontFamily: String?
    let fontSize: Double
    let weight: FontWeight
    let kerning: Double

    init(_ text: TextContent) {
        string = text.string
        fontFamily = text.fontFamily
        fontSize = text.fontSize
        weight = text.weight
        kerning = text.kerning
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(fontSize)
    }
}
