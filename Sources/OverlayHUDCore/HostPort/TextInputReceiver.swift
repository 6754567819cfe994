/// The text-input side of the host port: what a host that gives a popup's fields real text input
/// (UIKit: `UITextField`s over the card's fields, key-window status for those and for the app's
/// own views) asks for and reports. ``HUDCenter`` is one; the
/// host finds it by asking its attached ``HUDHostEventReceiver``.
@MainActor
package protocol TextInputReceiver: HUDHostEventReceiver, TextInputSource {}

/// What answers a host's text input: the center (``TextInputReceiver``), and the part of it whose
/// popups have fields (the center asks its parts, see `HUDCenterPart.textInput`).
@MainActor
package protocol TextInputSource: AnyObject {
    /// The fields that take text now (none while nothing does). A host that draws them itself
    /// passes `hostDrawsText`, and the engine then hides its own text.
    func textInputFields(hostDrawsText: Bool) -> [TextInputField]
    /// Whether the overlay window should be the key window now (UIKit: `KeyWindowPolicy`): while
    /// fields take text, or while a popup showing the app's own view takes the keyboard.
    var wantsKeyWindow: Bool { get }
    /// The host's field `index` began editing (UIKit: became first responder).
    func textInputDidBegin(field index: Int)
    /// The host's field `index` now holds `text`.
    func textInputDidChange(_ text: String, field index: Int)
    /// The host's field `index` stopped editing (`nil`: whichever was editing). Focus that already
    /// moved to another field (Return, ``textInputDidReturn(field:)``) stays where it is.
    func textInputDidEnd(field index: Int?)
    /// The user pressed Return in the host's field `index` (UIKit: `textFieldShouldReturn(_:)`):
    /// the engine moves focus to the next field or submits (``TextInputTraits/ReturnKey``), and
    /// the host follows the focus it lists.
    func textInputDidReturn(field index: Int)
}
