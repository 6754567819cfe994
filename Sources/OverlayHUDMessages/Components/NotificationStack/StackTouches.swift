@_spi(Layers) import OverlayHUDCore

/// A banner or a message, as a finger sees it: whether it is on screen, the timer a finger pauses,
/// and the layer a drag moves (a banner's pill, a message's card).
@MainActor
protocol StackedElement: AnyObject {
    /// Whether the element is on screen (not arriving from the queue, not leaving).
    var isShown: Bool { get }
    /// Its lifetime, paused while a finger holds the element.
    var timer: PausableTimer { get }
    /// The layer that follows a drag.
    var dragLayer: HUDLayer { get }
}

/// The finger on a stack of banners or messages, one of each kind of hold: the element it rests
/// on (its timer paused until the finger lifts) and the one it drags (paused until the drag ends).
/// What a tap or a swipe does is the stack's; this keeps the bookkeeping both stacks share.
///
/// ```swift
/// touches.touchDown(on: banner(at: point))   // paused while the finger rests
/// touches.touchUp()                          // runs on with the time it had left
/// ```
@MainActor
final class StackTouches<Element: StackedElement> {
    /// The element a finger rests on.
    private(set) weak var touched: Element?
    /// The element being dragged.
    private(set) weak var dragged: Element?

    /// A finger went down on `element` (nil: on none): the element touched before lets go, and
    /// `element`'s timer pauses until ``touchUp()``. Returns whether the finger is on an element.
    func touchDown(on element: Element?) -> Bool {
        if let previous = touched {
            touched = nil
            Self.release(previous, .touch)
        }
        guard let element else { return false }
        touched = element
        Self.hold(element, .touch)
        return true
    }

    /// The finger lifted: the touched element's timer runs on with the time it had left. Returns
    /// whether it rested on one.
    @discardableResult
    func touchUp() -> Bool {
        guard let element = touched else { return false }
        touched = nil
        Self.release(element, .touch)
        return true
    }

    /// A drag takes `element`: its timer pauses until ``settle(_:over:at:)`` lets it go.
    func beginDrag(_ element: Element) {
        dragged = element
        Self.hold(element, .pan)
    }

    /// Ends the drag: the element that was dragged, if any, which the caller settles or dismisses.
    func endDrag() -> Element? {
        let element = dragged
        dragged = nil
        return element
    }

    /// Brings a released element's drag layer back to rest from where it is shown, easing out over
    /// `duration` seconds (as the "settle" animation), and lets its timer run on.
    func settle(_ element: Element, over duration: Double, at now: Double) {
        element.dragLayer.settleBack(over: duration, at: now)
        Self.release(element, .pan)
    }

    /// Pauses `element`'s timer for `hold`, if it is on screen.
    private static func hold(_ element: Element, _ hold: PausableTimer.Hold) {
        guard element.isShown else { return }
        element.timer.hold(hold)
    }

    /// Ends `hold` on `element`'s timer, if it is on screen.
    private static func release(_ element: Element, _ hold: PausableTimer.Hold) {
        guard element.isShown else { return }
        element.timer.release(hold)
    }
}
