/// The reader's display settings every overlay element follows: light or dark, the preferred text
/// size and the layout direction. A host reports them (UIKit: from the app's window, so the
/// overlay matches the app; ``HUDHostEventReceiver/traitsDidChange(to:)``); tests and the
/// software host set them directly.
///
/// ```swift
/// center.traitsDidChange(to: OverlayTraits(interfaceStyle: .dark, contentSizeCategory: .accessibilityLarge))
/// ```
public struct OverlayTraits: Hashable, Sendable {
    /// Light or dark.
    public var interfaceStyle: HUDInterfaceStyle
    /// The preferred text size.
    public var contentSizeCategory: HUDContentSizeCategory
    /// Left to right or right to left.
    public var layoutDirection: HUDLayoutDirection

    /// Creates traits; the defaults are the system's defaults (light, large text, left to right).
    public init(
        interfaceStyle: HUDInterfaceStyle = .light, contentSizeCategory: HUDContentSizeCategory = .large,
        layoutDirection: HUDLayoutDirection = .leftToRight
    ) {
        self.interfaceStyle = interfaceStyle
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// Whether the dark look applies.
    public var isDark: Bool { interfaceStyle == .dark }
    /// Whether layouts run right to left.
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}
