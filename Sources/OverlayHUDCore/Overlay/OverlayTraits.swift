/// The reader's display settings every overlay element follows: light or dark, the preferred text
/// size, the layout direction and Increase Contrast. A host reports them (UIKit: from the app's window, so the
/// overlay matches the app; ``HUDHostEventReceiver/traitsDidChange(to:)``); tests and the
/// software host set them directly.
///
/// ```swift
/// center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark, contentSizeCategory: .accessibilityLarge))
/// ```
package struct OverlayTraits: Hashable, Sendable {
    /// Light or dark.
    package var interfaceStyle: HUDInterfaceStyle
    /// The preferred text size.
    package var contentSizeCategory: HUDContentSizeCategory
    /// Left to right or right to left.
    package var layoutDirection: HUDLayoutDirection
    /// Whether the reader turned on Increase Contrast (UIKit: `accessibilityContrast == .high`):
    /// every element's default text and glyph colours then reach WCAG's 4.5 : 1 against their
    /// background; colours the app set stay.
    package var increasesContrast: Bool

    /// Creates traits; the defaults are the system's defaults (light, large text, left to right,
    /// normal contrast).
    package init(
        interfaceStyle: HUDInterfaceStyle = .light, contentSizeCategory: HUDContentSizeCategory = .large,
        layoutDirection: HUDLayoutDirection = .leftToRight, increasesContrast: Bool = false
    ) {
        self.interfaceStyle = interfaceStyle
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.increasesContrast = increasesContrast
    }

    /// Whether the dark look applies.
    package var isDark: Bool { interfaceStyle == .dark }
    /// Whether layouts run right to left.
    var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
