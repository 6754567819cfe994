/// A part of the package that adds elements to a center — banners and messages
/// (OverlayHUDMessages), popups and their queue (OverlayHUDPopups) — and the state it keeps in
/// each center.
///
/// The core references no element of a part: a center holds its parts as this protocol, makes
/// each on first use (``HUDCenter/part(_:)``), and asks them what only they know — a pan, a
/// finger down or up, everything leaving, a scene's center taking the shared one's settings, the
/// text fields a popup shows. So an app that links only the core (the waiting HUD, status HUDs,
/// the MBProgressHUD API) links none of the parts' code.
@MainActor
package protocol HUDCenterPart: AnyObject {
    /// Makes the part's state for `center` (its settings at their defaults, nothing shown).
    init(center: HUDCenter)
    /// Takes `other`'s settings (the same kind of part in another center): a scene's center
    /// looks and behaves as the shared one is configured.
    func adoptSettings(of other: any HUDCenterPart)
    /// Everything the part shows or keeps waiting leaves at once, without animation (the scene is gone).
    func hideEverything()
    /// One step of a pan over the overlay; returns whether the part took the drag.
    func handlePan(_ event: BannerPanEvent) -> Bool
    /// A finger went down at `point`; returns whether it landed on one of the part's elements.
    func touchDown(at point: HUDPoint) -> Bool
    /// The finger lifted (or the touch was cancelled); returns whether an element was being touched.
    func touchUp() -> Bool
    /// The part's answer to the host's text input (popups with fields), if it has one.
    var textInput: (any TextInputSource)? { get }
    /// VoiceOver's focus moved to `layer`: an element that scrolls brings it into view. Returns
    /// whether anything moved (the center then commits).
    func accessibilityFocusDidMove(to layer: HUDLayer) -> Bool
    /// Adds what the part shows now to `state` (banner and message ids, the popup).
    func addShown(to state: inout OverlayShownState)
}

extension HUDCenterPart {
    /// Takes no drag.
    package func handlePan(_ event: BannerPanEvent) -> Bool { false }
    /// Takes no touch.
    package func touchDown(at point: HUDPoint) -> Bool { false }
    /// Had no touch.
    package func touchUp() -> Bool { false }
    /// Has no text input.
    package var textInput: (any TextInputSource)? { nil }
    /// Scrolls nothing.
    package func accessibilityFocusDidMove(to layer: HUDLayer) -> Bool { false }
    /// Shows nothing of its own.
    package func addShown(to state: inout OverlayShownState) {}
}

extension HUDCenter {
    /// The part of type `type`, made (at its defaults) on first use.
    package func part<Part: HUDCenterPart>(_ type: Part.Type) -> Part {
        if let p = existingPart(type) { return p }
        let p = Part(center: self)
        parts.append(p)
        return p
    }

    /// The part of type `type` if it was made; `nil` otherwise (nothing of it was set or shown).
    package func existingPart<Part: HUDCenterPart>(_ type: Part.Type) -> Part? {
        existingPart(ofKind: type) as? Part
    }

    /// Takes `other`'s parts' settings, making each part here first (see ``adoptSettings(of:)``).
    func adoptPartSettings(of other: HUDCenter) {
        for theirs in other.parts {
            let kind = type(of: theirs)
            (existingPart(ofKind: kind) ?? makePart(kind)).adoptSettings(of: theirs)
        }
    }

    /// The part whose type is exactly `kind`: parts are looked up by type identity, a comparison
    /// of metatypes per part (a center has a few), not a dynamic cast (several per show).
    private func existingPart(ofKind kind: any HUDCenterPart.Type) -> (any HUDCenterPart)? {
        let id = ObjectIdentifier(kind)
        for p in parts where ObjectIdentifier(type(of: p)) == id { return p }
        return nil
    }

    /// Makes the part of type `kind` (at its defaults) and keeps it.
    private func makePart(_ kind: any HUDCenterPart.Type) -> any HUDCenterPart {
        let p = kind.init(center: self)
        parts.append(p)
        return p
    }

    /// Adds `target` to the elements that take taps, front-most first by `zPosition` (the
    /// element kind's ``OverlayZOrder``); a target already there stays where it is.
    package func addTouchTarget(_ target: any OverlayTouchTarget, zPosition: Double) {
        guard !touchTargets.contains(where: { $0.target === target }) else { return }
        let index = touchTargets.firstIndex { $0.zPosition < zPosition } ?? touchTargets.endIndex
        touchTargets.insert(TouchTargetEntry(target: target, zPosition: zPosition), at: index)
    }

    /// Removes `target` from the elements that take taps (it has emptied).
    package func removeTouchTarget(_ target: any OverlayTouchTarget) {
        touchTargets.removeAll { $0.target === target }
    }
}

/// An element that takes taps, with the z-position of its kind (front-most first in the center's list).
struct TouchTargetEntry {
    let target: any OverlayTouchTarget
    let zPosition: Double
}
