@_spi(Layers) import OverlayHUDCore

/// A popup that takes text (the card popup's fields, which a host gives real text input and, on
/// UIKit, key-window status: `KeyWindowPolicy`). When its text input ends before it calls app
/// code — the card's action — it first calls ``onTextInputEnd``, and its owner commits: the host
/// then sees no field taking text and hands key status back to the app's window before the app's
/// callback runs, so an alert the callback presents from the key window lands in the app, not in
/// the overlay that is about to go.
@MainActor
protocol TextInputPopup: Popup {
    /// Set by the center that shows the popup: commits the overlay now.
    var onTextInputEnd: (@MainActor () -> Void)? { get set }
}
