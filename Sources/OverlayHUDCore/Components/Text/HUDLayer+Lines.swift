extension HUDLayer {
    /// Makes this layer's sublayers the `count` lines of a text of several lines: the line layers
    /// it holds (`line0`, `line1`, …) are reused in order and the missing ones made, each set by
    /// `set(index, line)`; the extra ones are removed (`count` 0 removes them all). A text keeps
    /// its line layers across layouts — and, on iOS, the labels the host made for them.
    package func reuseLines(_ count: Int, _ set: (Int, HUDLayer) -> Void) {
        let existing = sublayers
        let count = max(0, count)
        for i in 0..<count {
            let line = i < existing.count ? existing[i] : HUDLayer(name: "line\(i)")
            set(i, line)
            if line.superlayer !== self { addSublayer(line) }
        }
        for extra in existing.dropFirst(count) { extra.removeFromSuperlayer() }
    }
}
