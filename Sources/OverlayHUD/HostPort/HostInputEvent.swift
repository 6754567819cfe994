/// A touch gesture as a platform host reports it to ``HUDHostEventReceiver/handle(_:)``, in overlay
/// coordinates. Hosts translate their recognisers into these (UIKit: a tap recogniser and a pan
/// recogniser on the overlay window); the engine decides what they do.
public enum HostInputEvent: Hashable, Sendable {
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
    /// A finger went down (pauses a banner's vanish timer while it stays there).
    case touchDown(HUDPoint)
    /// The finger lifted or the touch was cancelled.
    case touchUp(HUDPoint)

    /// The point of the event, if it has one.
    public var point: HUDPoint? {
        switch self {
        case .tap(let p), .panBegan(let p), .panChanged(let p, _), .panEnded(let p, _, _), .touchDown(let p), .touchUp(let p):
            return p
        case .panCancelled: return nil
        }
    }
}
