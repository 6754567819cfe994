/// A touch gesture as a platform host reports it to ``HUDHostEventReceiver/handle(_:)``, in overlay
/// coordinates. Hosts translate their recognisers into these (UIKit: a tap recogniser and a pan
/// recogniser on the overlay window); the engine decides what they do.
///
/// A finger on the app's own view in a content slot (a banner's, message's or popup's `UIView` or
/// SwiftUI view) may land on something there that takes taps itself (UIKit: an enabled
/// `UIControl`, an editable or selectable text view, a view with its own enabled tap or
/// long-press recogniser). The host says so with the finger's ``touchDown(_:contentHandlesTap:)``
/// and ``touchUp(_:contentHandlesTap:)``, and reports a tap after the ups of its fingers. The
/// engine decides: a ``tap(_:)`` that ends a touch sequence (the first finger down to the last
/// finger up) in which any down or up said so is that view's tap alone, not the element's (no
/// banner or message tap, no tap-to-dismiss, no backdrop tap); pans are not affected, so a drag
/// that starts on such a control still swipes its banner or message away (the UIKit host then
/// cancels the control's touch, as a scroll view's pan does).
package enum HostInputEvent: Sendable {
    /// A tap ended at a point.
    case tap(HUDPoint)
    /// A pan began at a point.
    case panBegan(HUDPoint)
    /// A pan moved: current point and total translation since it began.
    case panChanged(HUDPoint, translation: HUDSize)
    /// A pan ended: last point, total translation and velocity in points per second.
    case panEnded(HUDPoint, translation: HUDSize, velocity: HUDSize)
    /// The system cancelled the pan.
    case panCancelled
    /// A finger went down (pauses a banner's vanish timer while it stays there); `contentHandlesTap`:
    /// on something of the app's own view in a content slot that takes taps itself.
    case touchDown(HUDPoint, contentHandlesTap: Bool = false)
    /// The finger lifted or the touch was cancelled; `contentHandlesTap`: what the host reads now
    /// of the view the finger went down on (a control may have been enabled or disabled meanwhile:
    /// `true` at either end makes the sequence's tap the view's).
    case touchUp(HUDPoint, contentHandlesTap: Bool = false)

    /// The point of the event, if it has one.
    var point: HUDPoint? {
        switch self {
        case .tap(let p), .panBegan(let p), .panChanged(let p, _), .panEnded(let p, _, _):
            return p
        case .touchDown(let p, _), .touchUp(let p, _):
            return p
        case .panCancelled: return nil
        }
    }
}
