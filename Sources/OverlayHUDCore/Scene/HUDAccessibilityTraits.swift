/// What kind of element VoiceOver is on and what state it is in (UIKit's `UIAccessibilityTraits`,
/// as far as the overlay's elements use them).
///
/// ```swift
/// layer.accessibility = HUDAccessibility(label: "Close", traits: .button)
/// ```
@_spi(Layers) public struct HUDAccessibilityTraits: OptionSet, Hashable, Sendable {
    @_spi(Layers) public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts when activated (`.button`).
    public static let button = HUDAccessibilityTraits(rawValue: 1 << 0)
    /// Text that does not change and does nothing (`.staticText`).
    public static let staticText = HUDAccessibilityTraits(rawValue: 1 << 1)
    /// The chosen one of a set (`.selected`): a marked option, a filled like heart.
    public static let selected = HUDAccessibilityTraits(rawValue: 1 << 2)
    /// A heading (`.header`): a card's title.
    public static let header = HUDAccessibilityTraits(rawValue: 1 << 3)
    /// A picture (`.image`).
    public static let image = HUDAccessibilityTraits(rawValue: 1 << 4)
    /// Its value changes often (`.updatesFrequently`): a progress HUD.
    public static let updatesFrequently = HUDAccessibilityTraits(rawValue: 1 << 5)
    /// It cannot be used now (`.notEnabled`).
    public static let notEnabled = HUDAccessibilityTraits(rawValue: 1 << 6)
    /// A text field (UIKit: the host's own `UITextField`, which carries UIKit's text-field trait).
    public static let textField = HUDAccessibilityTraits(rawValue: 1 << 7)
}
