import Foundation
@_spi(Layers) import OverlayHUD

/// Finding font files, choosing a face for a family and weight, and per-character fallback.
extension FontLibrary {
    /// Font files under `paths`, recursively, sorted; .otf (CFF) and other files are skipped.
    static func scan(_ paths: [String]) -> [String] {
        var found = Set<String>()
        let fm = FileManager.default
        for root in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
                let walker = fm.enumerator(atPath: root)
            else { continue }
            while let relative = walker.nextObject() as? String {
                let lower = relative.lowercased()
                if lower.hasSuffix(".ttf") || lower.hasSuffix(".ttc") { found.insert(root + "/" + relative) }
            }
        }
        return found.sorted()
    }

    /// Lowercase letters and digits only, so "DejaVu Sans", "dejavu-sans" and "DejaVuSans" agree.
    static func normalized(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
    }

    /// The ids of the faces in `file`, parsing it on first use (an empty list when it does not parse).
    func loadFaces(_ file: String) -> [Int] {
        if let ids = facesByFile[file] { return ids }
        var ids: [Int] = []
        if let data = try? Data(contentsOf: URL(fileURLWithPath: file), options: .mappedIfSafe),
            let count = try? TrueTypeFont.faceCount(in: data)
        {
            for index in 0..<min(count, 64) {
                guard let font = try? TrueTypeFont(data: data, faceIndex: index) else { continue }
                ids.append(faces.count)
                faces.append(LoadedFace(path: file, font: font))
            }
        }
        facesByFile[file] = ids
        return ids
    }

    /// The primary face for `request`: the family if installed, else a default sans, else any face;
    /// `nil` (after one warning) when there is no usable font at all.
    func primaryFace(_ request: FaceRequest) -> Int? {
        if let cached = primaryFaces[request] { return cached }
        var family = request.family.map(Self.normalized) ?? ""
        var candidates = family.isEmpty ? [] : facesOfFamily(family)
        for fallback in Self.defaultFamilies where candidates.isEmpty {
            family = Self.normalized(fallback)
            candidates = facesOfFamily(family)
        }
        if candidates.isEmpty {
            for file in fontFiles where candidates.isEmpty { candidates = loadFaces(file) }
        }
        let target = request.weight.cssWeight
        // Ties keep the earliest face, so the choice follows the sorted file order.
        let chosen = candidates.min { score($0, target) < score($1, target) }
        if chosen == nil, !warnedAboutMissingFonts {
            warnedAboutMissingFonts = true
            warn(
                "OverlayHUD: no TrueType (.ttf/.ttc) font found in \(searchPaths.joined(separator: ", ")); text draws as placeholder boxes."
            )
        }
        primaryFaces[request] = .some(chosen)
        return chosen
    }

    /// How far a face is from the wanted weight; italic and condensed faces only when nothing else fits.
    private func score(_ id: Int, _ target: Int) -> Int {
        let font = faces[id].font
        let style = (font.subfamilyName ?? "").lowercased()
        let weight = font.weightClass ?? (style.contains("bold") ? 700 : 400)
        var s = abs(weight - target)
        if font.isItalic { s += 10_000 }
        if style.contains("condensed") || style.contains("narrow") { s += 5_000 }
        return s
    }

    /// Faces whose family (name ID 1, else ID 16) is `family` (normalized). Files whose names start with
    /// the family are parsed first; only when none matches is every file parsed.
    func facesOfFamily(_ family: String) -> [Int] {
        let files = fontFiles
        let likely = files.filter {
            Self.normalized(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent).hasPrefix(family)
        }
        for group in [likely, files] {
            let ids = group.flatMap(loadFaces)
            let exact = ids.filter { faces[$0].font.familyName.map(Self.normalized) == family }
            if !exact.isEmpty { return exact }
            let typographic = ids.filter { faces[$0].font.typographicFamilyName.map(Self.normalized) == family }
            if !typographic.isEmpty { return typographic }
        }
        return []
    }

    /// The characters of `text` that no font under ``searchPaths`` has, in order, repeats included: they
    /// draw as the primary face's missing-glyph box, or as placeholder boxes when there is no font at all.
    /// Spaces and invisible characters never count. The demo app uses it to say which font to install.
    package func missingCharacters(in text: TextContent) -> [Unicode.Scalar] {
        let primary = primaryFace(FaceRequest(family: text.fontFamily, weight: text.weight))
        return Self.displayScalars(text.string).filter { scalar in
            guard !scalar.properties.isWhitespace else { return false }
            let resolved = resolve(scalar, primary: primary)
            return resolved == .placeholder || resolved.glyph == 0
        }
    }

    /// The face and glyph that draw `scalar` for text whose primary face is `primary`.
    ///
    /// The primary face first; then the default sans; then every other file in sorted order, upright
    /// faces before italic ones. A character nobody has draws as the primary face's `.notdef`.
    func resolve(_ scalar: Unicode.Scalar, primary: Int?) -> ResolvedGlyph {
        guard let primary else { return .placeholder }
        if let g = faces[primary].font.glyphIndex(for: scalar) { return ResolvedGlyph(face: primary, glyph: g) }
        let key = CharacterKey(primary: primary, scalar: scalar)
        if let cached = resolvedCharacters[key] { return cached }
        var result = ResolvedGlyph(face: primary, glyph: 0)
        search: do {
            if let fallback = primaryFace(FaceRequest(family: nil, weight: .regular)),
                let g = faces[fallback].font.glyphIndex(for: scalar)
            {
                result = ResolvedGlyph(face: fallback, glyph: g)
                break search
            }
            for italic in [false, true] {
                for file in fontFiles {
                    for id in loadFaces(file) where faces[id].font.isItalic == italic {
                        if let g = faces[id].font.glyphIndex(for: scalar) {
                            result = ResolvedGlyph(face: id, glyph: g)
                            break search
                        }
                    }
                }
            }
        }
        resolvedCharacters[key] = result
        return result
    }
}
