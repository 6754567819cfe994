/// Where a view controller presented on the overlay window's root controller shows: over the
/// overlay, or from the app's front-most controller.
///
/// Two kinds of presentation reach the overlay's root. App code that presents from the key
/// window's root while a card popup takes text (the overlay is key), or from the top-most window,
/// means the app's screen: it goes to the app's front-most controller, so an alert presented from
/// `onAction` stays when the card goes (issue 22). UIKit's own presentations for text the user is
/// editing in the overlay — Share, Look Up and Translate from the edit menu of a card field or of a
/// text field in the app's own popup view — mean the overlay: forwarded, they would show beneath
/// the overlay window, behind the popup. So while the overlay is the key window and one of its text
/// fields is first responder, a presentation stays over the overlay (app code presenting at that
/// moment shows over the popup too, and stays with it). A presentation the overlay's own content
/// makes (a SwiftUI popup's `.sheet` or `.alert`, which UIKit may hand up to the root) stays over
/// the overlay too. Otherwise it goes to the app, and stays over the overlay only when the app has
/// no controller to take it.
///
/// ```swift
/// PresentationRouting.route(
///     overlayIsKey: true, overlayFieldIsEditing: true, fromOverlayContent: false, appHasController: true)
/// // → .overlay (Share from a card field's edit menu)
/// ```
enum PresentationRouting {
    /// Who presents.
    enum Route: Sendable {
        /// The overlay's root controller (over the overlay's elements).
        case overlay
        /// The app's front-most controller (under the overlay window).
        case app
    }

    /// The route of one presentation.
    /// - Parameters:
    ///   - overlayIsKey: whether the overlay window is the key window (a card popup or a popup
    ///     with the app's own view takes the keyboard: `KeyWindowPolicy`).
    ///   - overlayFieldIsEditing: whether one of the overlay's text fields (a card's, or one in
    ///     the app's own view) is first responder.
    ///   - fromOverlayContent: whether content shown in the overlay (a SwiftUI popup's hosting
    ///     controller) is presenting.
    ///   - appHasController: whether the app's window has a front-most controller other than the
    ///     overlay's root.
    static func route(
        overlayIsKey: Bool, overlayFieldIsEditing: Bool, fromOverlayContent: Bool, appHasController: Bool
    ) -> Route {
        guard appHasController, !fromOverlayContent else { return .overlay }
        return overlayIsKey && overlayFieldIsEditing ? .overlay : .app
    }
}
