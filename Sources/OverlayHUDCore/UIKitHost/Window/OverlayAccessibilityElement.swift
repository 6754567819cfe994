#if canImport(UIKit)
    // @preconcurrency: see UIKitHUDHost.swift.
    @preconcurrency import UIKit

    /// The platform element for one engine element (``HUDAccessibilityElement``): words, traits
    /// and frame come from the engine's snapshot; a double tap and the two-finger escape go back
    /// to the engine through the host's receiver. It decides nothing.
    final class OverlayAccessibilityElement: UIAccessibilityElement {
        /// The engine element it stands for.
        let elementID: HUDAccessibilityElement.ID
        /// The host whose receiver gets activations and escapes.
        weak var host: UIKitHUDHost?

        init(container: Any, elementID: HUDAccessibilityElement.ID, host: UIKitHUDHost) {
            self.elementID = elementID
            self.host = host
            super.init(accessibilityContainer: container)
        }

        /// Copies the engine's description (its language too: built-in words read from the English
        /// table in a German app are read with English phonetics).
        func apply(_ e: HUDAccessibilityElement) {
            accessibilityLabel = e.label
            accessibilityValue = e.value
            accessibilityHint = e.hint
            accessibilityIdentifier = e.identifier
            accessibilityLanguage = e.language
            accessibilityTraits = Self.traits(e.traits)
            accessibilityFrameInContainerSpace = e.frame.cgRect
        }

        /// A double tap: what a tap on the engine layer does (`false`: nothing handled it, and
        /// VoiceOver taps the activation point instead).
        override func accessibilityActivate() -> Bool {
            MainActor.assumeIsolated { host?.receiver?.accessibilityActivate(elementID) ?? false }
        }

        /// The two-finger escape: the engine's escape element, if any.
        override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated { host?.receiver?.accessibilityPerformEscape() ?? false }
        }

        /// VoiceOver's focus arrived: the engine follows it (to hand it back here after a modal
        /// element leaves).
        override func accessibilityElementDidBecomeFocused() {
            MainActor.assumeIsolated { host?.reportFocus(on: elementID) }
        }

        /// VoiceOver's focus left (to another element, which reports itself, or to the app).
        override func accessibilityElementDidLoseFocus() {
            MainActor.assumeIsolated { host?.reportFocus(on: nil, leaving: elementID) }
        }

        /// The UIKit traits of the same names (a text field has none here: the host's own
        /// `UITextField` stands in its place when there is one).
        static func traits(_ t: HUDAccessibilityTraits) -> UIAccessibilityTraits {
            var out: UIAccessibilityTraits = []
            let pairs: [(HUDAccessibilityTraits, UIAccessibilityTraits)] = [
                (.button, .button), (.staticText, .staticText), (.selected, .selected), (.header, .header),
                (.image, .image), (.updatesFrequently, .updatesFrequently), (.notEnabled, .notEnabled),
            ]
            for (engine, platform) in pairs where t.contains(engine) { out.insert(platform) }
            return out
        }
    }
#endif
