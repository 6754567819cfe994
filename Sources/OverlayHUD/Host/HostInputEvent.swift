/// A touch gesture as a platform host reports it to ``HUDCenter/handle(_:)``, in overlay
/// coordinates. Hosts translate their recognisers into these (UIKit: a tap recogniser and a pan
/// recogniser on the overlay window); the engine decides what they do.
public enum HostInputEvent: Hashable, Sendable {
    /// A tap ended at a point.
    case tap(Point)
    /// A pan began at a point.
    case panBegan(Point)
    /// A pan moved: current point and total translation since it began.
    case panChanged(Point, translation: Size)
    /// A pan ended: last point, total translation and velocity in points per second.
    case panEnded(Point, translation: Size, velocity: Size)
    /// The system cancelled the pan.
    case panCancelled
    /// A finger went down (pauses a banner's vanish timer while it stays there).
    case touchDown(Point)
    /// The finger lifted or the touch was cancelled.
    case touchUp(Point)

    /// The point of the event, if it has one.
    public var point: Point? {
        switch self {
        case .tap(let p), .panBegan(let p), .panChanged(let p, _), .panEnded(let p, _, _), .touchDown(let p), .touchUp(let p):
            return p
        case .panCancelled: return nil
        }
    }
}
