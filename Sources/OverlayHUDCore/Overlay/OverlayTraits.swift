/// The reader's display settings every overlay element follows: light or dark, the preferred text
/// size and the layout direction. A host reports them (UIKit: from the app's window, so the
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

    /// Creates traits; the defaults are the system's defaults (light, large text, left to right).
    package init(
        interfaceStyle: HUDInterfaceStyle = .light, contentSizeCategory: HUDContentSizeCategory = .large,
        layoutDirection: HUDLayoutDirection = .leftToRight
    ) {
        self.interfaceStyle = interfaceStyle
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// Whether the dark look applies.
    package var isDark: Bool { interfaceStyle == .dark }
    /// Whether layouts run right to left.
    package var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
