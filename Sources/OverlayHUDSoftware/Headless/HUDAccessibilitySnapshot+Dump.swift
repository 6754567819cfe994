@_spi(Layers) import OverlayHUD

// Reading an accessibility snapshot in tests: lookups by label and a text dump, in the spirit of
// AccessibilitySnapshot for iOS (`HeadlessHost.accessibilityDump`).
extension HUDAccessibilitySnapshot {
    /// The labels in reading order.
    package var labels: [String] { elements.map(\.label) }

    /// The first element whose label is `label`.
    package func element(labeled label: String) -> HUDAccessibilityElement? { elements.first { $0.label == label } }

    /// A text dump: a header line (modal or not, the escape element), then one line per element —
    /// `>` marks focus, then the label, ` = value`, ` (hint)`, ` {language}` when it differs from
    /// the overlay's, the traits, the frame and the layer's name.
    /// ```
    /// modal; escape: "Dismiss"
    /// > "Photo" [button] (70, 392, 83, 60) option.0
    ///   "Dismiss" [button] (0, 0, 390, 844) popupBackdrop
    /// ```
    package var dump: String {
        var header = isModal ? "modal" : "not modal"
        if let e = escapeElement.flatMap(element) { header += "; escape: \"\(e.label)\"" }
        let lines = elements.map { e -> String in
            var line = (e.id == focusedElement ? "> " : "  ") + "\"\(e.label)\""
            if let v = e.value { line += " = \"\(v)\"" }
            if let h = e.hint { line += " (\(h))" }
            if let l = e.language { line += " {\(l)}" }
            line += " [\(e.traits.names.joined(separator: ", "))] \(Self.format(e.frame))"
            if let n = e.name { line += " \(n)" }
            return line
        }
        return ([header] + lines).joined(separator: "\n")
    }

    /// A frame as `(x, y, width, height)`, whole numbers without a fraction, others to 0.01.
    private static func format(_ r: HUDRect) -> String {
        func n(_ v: Double) -> String {
            let rounded = (v * 100).rounded() / 100
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
        }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))"
    }
}

extension HUDAccessibilityElement {
    /// What VoiceOver says on reaching it: label, value and hint, comma-separated (trait names aside).
    package var spokenText: String {
        [label, value, hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

extension HUDAccessibilityTraits {
    /// The names of the traits set, in declaration order (for dumps and test messages).
    package var names: [String] {
        let all: [(HUDAccessibilityTraits, String)] = [
            (.button, "button"), (.staticText, "staticText"), (.selected, "selected"), (.header, "header"),
            (.image, "image"), (.updatesFrequently, "updatesFrequently"), (.notEnabled, "notEnabled"),
            (.textField, "textField"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
