@_spi(Layers) import OverlayHUDCore

/// A stack whose elements a finger drags and swipes away (banners, messages): what differs
/// between them — where an element is, how far its layer follows the finger, when a release
/// swipes it away. The drag itself, ``handlePan(_:)``, is written once.
@MainActor
protocol DraggableStack: AnyObject {
    associatedtype Element: StackedElement
    /// The element a finger rests on and the one it drags.
    var touches: StackTouches<Element> { get }
    /// The clock a released element settles back on.
    var clock: any HUDClock { get }
    /// The animations a drag stops on an element's drag layer.
    static var animationsStoppedByDrag: [String] { get }
    /// How long a released element takes to settle back, in seconds.
    static var dragSettleDuration: Double { get }
    /// The element on screen under `point` (overlay coordinates), if any.
    func draggable(at point: HUDPoint) -> Element?
    /// Where `element`'s drag layer shows, vertically, for a drag of `ty` points.
    func dragOffset(_ ty: Double, for element: Element) -> Double
    /// Dismisses `element`, released after a drag of `ty` points at `vy` pt/s, when that swipes
    /// it away; returns whether it did (false: it settles back).
    func swipeAway(_ element: Element, translation ty: Double, velocity vy: Double) -> Bool
    /// Something moved: the stack asks for a commit.
    func dragDidChange()
}

extension DraggableStack {
    /// Drags and swipes: the element under the finger follows it (as ``dragOffset(_:for:)`` says)
    /// and its timer waits; on release it is swiped away (``swipeAway(_:translation:velocity:)``)
    /// or settles back. A new drag ends the one before. Non-finite translations and velocities
    /// count as zero; a drag beginning at a non-finite point takes nothing. Returns whether the
    /// stack took the event (false: it goes on to what lies below).
    func handlePan(_ event: BannerPanEvent) -> Bool {
        let ty = event.translation.y.isFinite ? event.translation.y : 0
        let vy = event.velocity.y.isFinite ? event.velocity.y : 0
        switch event.phase {
        case .began:
            if let previous = touches.endDrag() { settleBack(previous) }
            guard event.location.isFinite, let element = draggable(at: event.location) else { return false }
            touches.beginDrag(element)
            let layer = element.dragLayer
            for key in Self.animationsStoppedByDrag { layer.removeAnimation(forKey: key) }
            layer.transform = .translation(0, dragOffset(ty, for: element))
            dragDidChange()
            return true
        case .changed:
            guard let element = touches.dragged, element.isShown else { return false }
            element.dragLayer.transform = .translation(0, dragOffset(ty, for: element))
            dragDidChange()
            return true
        case .ended, .cancelled:
            guard let element = touches.endDrag() else { return false }
            guard element.isShown else { return true }
            if event.phase == .ended && swipeAway(element, translation: ty, velocity: vy) { return true }
            settleBack(element)
            return true
        }
    }

    private func settleBack(_ element: Element) {
        touches.settle(element, over: Self.dragSettleDuration, at: clock.now)
        dragDidChange()
    }
}
