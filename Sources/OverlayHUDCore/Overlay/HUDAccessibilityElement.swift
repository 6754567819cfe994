/// One element VoiceOver reaches in the overlay, as the engine exposes it to hosts and tests: the
/// resolved words (in the overlay's language), traits and frame of one layer's ``HUDAccessibility``.
package struct HUDAccessibilityElement: Equatable, Sendable, Identifiable {
    /// An element's identity: its layer's, stable while the layer lives. A host keeps one platform
    /// element per identity and updates it in place, so VoiceOver's focus stays on it.
    package struct ID: Hashable, Sendable {
        let layer: ObjectIdentifier
        /// The identity of the element `layer` would be.
        init(_ layer: HUDLayer) { self.layer = ObjectIdentifier(layer) }
    }

    /// The element's identity.
    package internal(set) var id: ID
    /// Its layer's name (for dumps and tests), if it has one.
    package internal(set) var name: String?
    /// What VoiceOver reads first.
    package internal(set) var label: String
    /// What it reads after the label (a progress, a field's text), if anything.
    package internal(set) var value: String?
    /// What it reads after a pause, if anything.
    package internal(set) var hint: String?
    /// Kind and state (never empty: a layer without traits reads as a button when it takes taps,
    /// as static text otherwise).
    package internal(set) var traits: HUDAccessibilityTraits
    /// Where it is, in overlay coordinates: the bounding box of the layer's bounds as transformed
    /// on the way to the root (model geometry, as hit testing; corners that are not finite are
    /// left out, and a frame with none is `.zero`).
    package internal(set) var frame: HUDRect
    /// The stable name UI tests find it by (UIKit: `accessibilityIdentifier`), if it has one.
    package var identifier: String?
    /// The popup's text field it stands for (UIKit: the host's `UITextField` takes its place).
    package var textInputIndex: Int?
    /// Whether the two-finger escape gesture activates it (``HUDAccessibility/performsEscape``;
    /// which one escape takes: ``HUDAccessibilitySnapshot/escapeElement``).
    var performsEscape = false
    /// The language its words are in when it differs from the overlay's (UIKit:
    /// `accessibilityLanguage`, so the voice reads them with the right phonetics): the language of
    /// the table a built-in word was read from when the overlay's language has no table (or no
    /// entry) and every word it reads is built in — "en" for "Close" in a German app. `nil`: the
    /// app's own words, or built-in words in the overlay's language.
    package var language: String?

    /// Creates an element (tests build expected values with it).
    init(
        id: ID, name: String? = nil, label: String, value: String? = nil, hint: String? = nil,
        traits: HUDAccessibilityTraits, frame: HUDRect
    ) {
        self.id = id
        self.name = name
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
    }
}
