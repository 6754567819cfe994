/// What VoiceOver reaches in the overlay: its elements in reading order, whether the overlay is
/// modal, which element holds VoiceOver's focus, and what the escape gesture would activate.
///
/// The engine makes one for its host (``HUDHost/accessibilityDidChange(_:)``); the headless host
/// keeps the latest for tests (`HeadlessHost.accessibilitySnapshot`) and dumps it as text
/// (`HeadlessHost.accessibilityDump`), in the spirit of AccessibilitySnapshot for iOS:
/// ```
/// modal; escape: "Dismiss"
/// > "SIGN UP" [header] (27.5, 194, 320, 30) cardTitle
///   "First name" = "" [textField] (67.5, 282, 240, 30) cardField.0
///   …
/// ```
///
/// Rules (decided here, for every host):
/// - A layer with a ``HUDLayer/accessibility`` whose label resolves to words is one element;
///   hidden or transparent (opacity < 0.01) layers, ``HUDLayer/accessibilityElementsHidden``
///   ones and everything below them are left out.
/// - Modality: the topmost visible ``HUDLayer/isAccessibilityModal`` layer in drawing order wins;
///   only it, its sublayers and what is drawn above it are reachable (a masking HUD above a popup
///   hides the popup; banners above both stay), and nothing of the app behind.
/// - Reading order: siblings front-most ``HUDLayer/zPosition`` first (banners, then the waiting
///   HUD, then popups; a popup's backdrop behind its content reads after it), equal ones in the
///   order they were added; a layer before its sublayers.
package struct HUDAccessibilitySnapshot: Equatable, Sendable {
    /// The elements VoiceOver reaches, in reading order.
    package internal(set) var elements: [HUDAccessibilityElement]
    /// Whether VoiceOver stays in the overlay (UIKit: the window's `accessibilityViewIsModal`).
    package internal(set) var isModal: Bool
    /// The element holding VoiceOver's focus, as far as the engine knows (where it sent focus, or
    /// where the host reported the user moved it); `nil`: the app, or not known.
    package internal(set) var focusedElement: HUDAccessibilityElement.ID?
    /// The element the two-finger escape gesture activates while something is modal: the topmost
    /// modal layer's first element that ``HUDAccessibility/performsEscape`` (a popup's "Dismiss"
    /// backdrop, a masking HUD's button); `nil`: none (with nothing modal, escape acts on the
    /// focused element if it performs escape: `HUDCenter.accessibilityPerformEscape()`).
    package internal(set) var escapeElement: HUDAccessibilityElement.ID?
    /// The topmost modal layer, and the element focus goes to when it appears (its first).
    var modalLayer: ObjectIdentifier?
    var modalFirstElement: HUDAccessibilityElement.ID?
    /// Where the app's own views in content slots are read, in reading order: VoiceOver reads what
    /// is inside a view there, so a host that lists its elements itself puts the view in its list
    /// at that place (UIKit: the slot's container view among the root view's elements). Only
    /// reachable slot layers count; the slots the engine issues (a card's text fields) do not:
    /// their fields' elements stand for them.
    package var contentSlots: [ContentSlotPlace] = []
    /// The topmost modal layer's first content slot when it is read before the layer's first
    /// element (or the layer has none): VoiceOver's focus goes into that view when the layer
    /// appears, as it would to a first element.
    var modalFirstContentSlot: HUDContentSlotID?

    /// One content slot read among the elements.
    package struct ContentSlotPlace: Equatable, Sendable {
        /// The slot.
        var slot: HUDContentSlotID
        /// How many of ``HUDAccessibilitySnapshot/elements`` are read before it.
        package var position: Int

        package init(slot: HUDContentSlotID, position: Int) {
            self.slot = slot
            self.position = position
        }
    }

    /// An empty overlay's snapshot.
    package init(elements: [HUDAccessibilityElement] = [], isModal: Bool = false) {
        self.elements = elements
        self.isModal = isModal
    }

    /// The element with `id`, if it is reachable.
    package func element(_ id: HUDAccessibilityElement.ID) -> HUDAccessibilityElement? { elements.first { $0.id == id } }

    /// The element holding focus.
    package var focused: HUDAccessibilityElement? { focusedElement.flatMap(element) }
}
