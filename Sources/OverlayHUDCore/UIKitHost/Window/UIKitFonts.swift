#if canImport(UIKit)
    // @preconcurrency: UIFont and NSParagraphStyle carry no Sendable annotations in the 17.4 SDK.
    @preconcurrency import UIKit

    /// The fonts a UIKit host sets text in, and the one place text becomes a `UIFont` and an
    /// attributed string: ``measure(_:)`` and the text layers' `UILabel`s (``MirrorNode``) both go
    /// through ``font(for:)`` and ``attributes(for:font:color:)``, from one ``TextDrawingPlan``,
    /// so text is drawn in the font it was measured in.
    ///
    /// The system font is `UIFont.systemFont(ofSize:weight:)` at the size the engine chose for the
    /// reader's text size (iOS's own Dynamic Type sizes); an app's own `UIFont` is registered by
    /// name (``register(_:named:)``) and used at that size too.
    @MainActor
    final class UIKitFonts {
        private var registered: [String: UIFont] = [:]

        /// Registers `font` under `name`: text whose ``HUDFont/name`` (``TextContent/fontFamily``)
        /// is `name` is set in it, at the size the engine chose. A later call replaces it.
        func register(_ font: UIFont, named name: String) { registered[name] = font }

        /// The plan for `text`.
        func plan(for text: TextContent) -> TextDrawingPlan {
            TextDrawingPlan(text) { registered[$0] != nil }
        }

        /// The font a plan names, at its size.
        func font(for plan: TextDrawingPlan) -> UIFont {
            let size = CGFloat(plan.pointSize)
            switch plan.face {
            case .registered(let name):
                if let font = registered[name] { return font.withSize(size) }
            case .named(let name):
                // An installed family ("Avenir") at its face nearest the weight, as the software host
                // picks a family's face; `UIFont(name:size:)` takes one face's full name
                // ("Avenir-Heavy") and knows no weight.
                if !UIFont.fontNames(forFamilyName: name).isEmpty {
                    let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: CGFloat(plan.weight)]
                    return UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: name, .traits: traits]), size: size)
                }
                if let font = UIFont(name: name, size: size) { return font }
            case .system:
                break
            }
            return UIFont.systemFont(ofSize: size, weight: UIFont.Weight(rawValue: CGFloat(plan.weight)))
        }

        /// The attributed-string attributes of a plan: font, kerning, alignment and line breaking.
        func attributes(for plan: TextDrawingPlan, font: UIFont, color: UIColor? = nil) -> [NSAttributedString.Key: Any] {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = NSTextAlignment(rawValue: plan.alignment) ?? .center
            paragraph.lineBreakMode = NSLineBreakMode(rawValue: plan.lineBreakMode) ?? .byTruncatingTail
            var attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: paragraph]
            if plan.kerning != 0 { attributes[.kern] = CGFloat(plan.kerning) }
            if let color { attributes[.foregroundColor] = color }
            return attributes
        }

        /// The size one line of `text` needs in the font it is drawn in, rounded up to whole points;
        /// nothing to draw (empty text, a bad size) measures as zero.
        func measure(_ text: TextContent) -> HUDSize {
            let plan = plan(for: text)
            guard !plan.isEmpty else { return .zero }
            let attributes = attributes(for: plan, font: font(for: plan))
            let s = NSAttributedString(string: plan.string, attributes: attributes).size()
            return HUDSize(Double(ceil(s.width)), Double(ceil(s.height)))
        }

        /// Sets `label` to draw `text` on one line, as it was measured.
        func apply(_ text: TextContent, to label: UILabel) {
            let plan = plan(for: text)
            let font = font(for: plan)
            label.numberOfLines = 1
            label.adjustsFontSizeToFitWidth = false
            label.font = font
            label.textAlignment = NSTextAlignment(rawValue: plan.alignment) ?? .center
            label.lineBreakMode = NSLineBreakMode(rawValue: plan.lineBreakMode) ?? .byTruncatingTail
            label.attributedText =
                plan.isEmpty
                ? nil
                : NSAttributedString(
                    string: plan.string, attributes: attributes(for: plan, font: font, color: text.color.uiColor))
        }
    }
#endif
