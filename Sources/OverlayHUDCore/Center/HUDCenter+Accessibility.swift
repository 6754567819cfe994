// VoiceOver: the language of the built-in strings, what VoiceOver reaches, and the actions a host
// reports (activate, escape, focus moves).
extension HUDCenter {
    /// The language of the overlay's own words ("Close", "Dismiss", "40 percent", the cat's
    /// "Loading...", …) and the app's replacements for them; default `HUDLocalization()`
    /// (the app's language). Setting it while something shows re-reads every element at once (a
    /// Cancel button already shown keeps its title).
    ///
    /// ```swift
    /// HUDCenter.shared.localization = .simplifiedChinese
    /// ```
    public var localization: HUDLocalization {
        get { overlay.localization }
        set {
            guard newValue != overlay.localization else { return }
            overlay.localization = newValue
            waiting?.languageDidChange()
            if isShowingAnything { didChangeContent() }
        }
    }

    /// What VoiceOver reaches in the overlay now (as of the last commit): elements in reading
    /// order, modality, focus, the escape element.
    var accessibilitySnapshot: HUDAccessibilitySnapshot {
        relay.updateAccessibility()
        return relay.accessibility.snapshot
    }

    /// Works out what VoiceOver reaches now and tells the host if it changed (a host that asks for
    /// it: ``HUDAccessibilityDelivery/onRequest``; for the others it is already up to date).
    package func updateAccessibility() { relay.updateAccessibility() }

    /// VoiceOver activated `element`: does what a tap on its layer does (the waiting HUD's button,
    /// a status HUD a tap dismisses, a banner, its accessory or close button, an option, a card
    /// field or button, a popup's backdrop). Returns whether something handled it; an element that
    /// is not reachable now (gone, or below a modal one) is ignored.
    @discardableResult
    package func accessibilityActivate(_ element: HUDAccessibilityElement.ID) -> Bool {
        guard accessibilitySnapshot.element(element) != nil,
            let layer = Self.layer(element, in: overlay.rootLayer)
        else { return false }
        if waitingHandlesTap(on: layer) {
            if isShowingAnything { didChangeContent() }
            return true
        }
        let b = layer.bounds
        let point = layer.convert(HUDPoint(b.midX, b.midY), to: nil) ?? .zero
        for entry in touchTargets where entry.target.handleTap(on: layer, at: point) {
            didChangeContent()
            return true
        }
        return false
    }

    /// The two-finger escape gesture (UIKit's convention: it presses an alert's Cancel button,
    /// closes what is presented). While something modal shows, it activates that layer's
    /// ``HUDAccessibilitySnapshot/escapeElement``: a popup's "Dismiss" backdrop (when a tap outside
    /// dismisses it), a masking waiting HUD's action button (the same as a tap on it:
    /// ``WaitingHUDConfiguration/onButtonTap``, or the cancellable work cancelled), a masking status HUD a tap
    /// dismisses. While nothing is modal, it activates the element VoiceOver's focus is on when
    /// that one performs escape (a waiting HUD's button, a status HUD a tap dismisses, a message a
    /// tap dismisses). Returns `false` when there is none: a masking HUD without a button, a popup
    /// whose taps outside do nothing, focus on an element escape does not act on (or in the app).
    @discardableResult
    package func accessibilityPerformEscape() -> Bool {
        let snapshot = accessibilitySnapshot
        if let escape = snapshot.escapeElement { return accessibilityActivate(escape) }
        guard !snapshot.isModal, let focused = snapshot.focused, focused.performsEscape else { return false }
        return accessibilityActivate(focused.id)
    }

    /// VoiceOver's focus moved by the user (`nil`: out of the overlay); remembered so focus can be
    /// handed back there after a modal element leaves. An element that scrolls (a card popup
    /// taller than the screen) first brings the focused one into view, as a `UIScrollView` does.
    package func accessibilityFocusDidMove(to element: HUDAccessibilityElement.ID?) {
        if let element, let layer = Self.layer(element, in: overlay.rootLayer) {
            batch {
                var moved = false
                for part in parts where part.accessibilityFocusDidMove(to: layer) { moved = true }
                if moved { didChangeContent() }
            }
        }
        relay.accessibilityFocusDidMove(to: element)
    }

    /// The layer with the identity `element` under `root`, if it is there.
    private static func layer(_ element: HUDAccessibilityElement.ID, in root: HUDLayer) -> HUDLayer? {
        var stack: [HUDLayer] = [root]
        while let layer = stack.popLast() {
            if HUDAccessibilityElement.ID(layer) == element { return layer }
            stack.append(contentsOf: layer.sublayers)
        }
        return nil
    }
}
