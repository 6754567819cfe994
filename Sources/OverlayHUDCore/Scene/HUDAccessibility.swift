/// What VoiceOver reads for one layer and how it acts: the layer becomes one accessibility element
/// (UIKit: a `UIAccessibilityElement` over the layer's frame).
///
/// ```swift
/// button.accessibility = HUDAccessibility(label: .builtIn(.close), traits: .button)
/// bezel.accessibility = HUDAccessibility(label: "Uploading…", value: .builtIn(.percent(0.4)), traits: .updatesFrequently)
/// ```
/// VoiceOver reads the label, then the value, then (after a pause) the hint: "Uploading…, 40
/// percent". Activating the element (a double tap) does what a tap on the layer does
/// (``HUDHostEventReceiver/accessibilityActivate(_:)``). An element whose label is none (see
/// ``HUDAccessibilityText``) is left out.
@_spi(Layers) public struct HUDAccessibility: Equatable, Sendable {
    /// The longest text read, in characters; longer labels, values and hints are cut (1,000).
    public static let maximumTextLength = 1_000

    /// What the element is ("Close", an option's title).
    @_spi(Layers) public var label: HUDAccessibilityText
    /// Its current value ("40 percent", a field's text), if it has one.
    @_spi(Layers) public var value: HUDAccessibilityText?
    /// What activating it does, when the label does not say.
    @_spi(Layers) public var hint: HUDAccessibilityText?
    /// Its kind and state. Empty: a button when the layer takes taps, static text otherwise.
    @_spi(Layers) public var traits: HUDAccessibilityTraits
    /// Whether activating it is what the two-finger escape gesture does while its modal layer is
    /// the topmost one (a popup's backdrop that dismisses, a HUD's Cancel button: UIKit's
    /// `accessibilityPerformEscape`) — or, while nothing is modal, while VoiceOver's focus is on it.
    @_spi(Layers) public var performsEscape: Bool
    /// The stable name UI tests find the element by (UIKit: `accessibilityIdentifier`), such as
    /// `"OverlayHUD.waitingHUD"`; never read aloud. The UI-testing article lists every one.
    @_spi(Layers) public var identifier: String?
    /// The text field of the popup showing that this element stands for (a host that gives the
    /// field real text input exposes its own field in the element's place).
    package var textInputIndex: Int?

    /// Creates an element description.
    public init(
        label: HUDAccessibilityText, value: HUDAccessibilityText? = nil, hint: HUDAccessibilityText? = nil,
        traits: HUDAccessibilityTraits = [], performsEscape: Bool = false, identifier: String? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.performsEscape = performsEscape
        self.identifier = identifier
    }
}
