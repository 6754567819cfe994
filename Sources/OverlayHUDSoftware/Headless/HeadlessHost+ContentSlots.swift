@_spi(Layers) import OverlayHUD

extension HeadlessHost {
    /// Holds `view` for a content slot, as the UIKit host holds a `UIView` handed to
    /// `showPopup(view:)`; a view held by another slot is taken over (that slot is left empty).
    package func register(_ view: HeadlessContentView) -> HUDContentSlotID { contentViews.register(view).slot }

    /// The view `slot` holds (`nil` once released or taken over).
    package func view(in slot: HUDContentSlotID) -> HeadlessContentView? { contentViews.view(in: slot) }

    /// How many slots hold a view.
    package var contentViewCount: Int { contentViews.count }

    /// Measures the view in `slot` (zero for an empty slot).
    package func measureContent(_ slot: HUDContentSlotID, fitting: HUDSize) -> HUDSize {
        contentViews.view(in: slot)?.measure(.fitting(fitting)) ?? .zero
    }

    /// Measures the view in `slot` at a fixed `width` (``HeadlessContentView/sizeAtWidth``; zero
    /// for an empty slot).
    package func measureContent(_ slot: HUDContentSlotID, width: Double, fittingHeight: Double) -> HUDSize {
        contentViews.view(in: slot)?.measure(.width(width, fittingHeight: fittingHeight)) ?? .zero
    }

    /// Whether the view in `slot` holds a text input (``HeadlessContentView/holdsTextInput``).
    package func contentHoldsTextInput(_ slot: HUDContentSlotID) -> Bool {
        contentViews.view(in: slot)?.holdsTextInput ?? false
    }

    /// Drops the view in `slot`.
    package func releaseContent(_ slot: HUDContentSlotID) { contentViews.release(slot) }

    /// Reports that the view in `slot` changed size, as the UIKit host's slot container does
    /// when its layout pass measures a new size.
    package func contentViewDidChangeSize(_ slot: HUDContentSlotID) { receiver?.contentSizeDidChange(slot) }

    /// Whether a finger at `point` (overlay coordinates) is on one of the
    /// ``HeadlessContentView/tapHandlingFrames`` of the view in the content slot under it, as the
    /// UIKit host reads an enabled `UIControl` under the finger. `false` outside every slot, for
    /// an empty slot and for non-finite points.
    package func contentHandlesTap(at point: HUDPoint) -> Bool {
        guard let overlay = committedOverlay, var layer = overlay.hitTest(point) else { return false }
        while layer.contentSlot == nil {
            guard let up = layer.superlayer else { return false }
            layer = up
        }
        guard let slot = layer.contentSlot, let view = contentViews.view(in: slot),
            let local = layer.convert(point, from: nil)
        else { return false }
        return view.tapHandlingFrames.contains { $0.contains(local) }
    }

    /// Plays one finger's tap at `point` as the UIKit host reports it: the finger's down and up,
    /// each saying whether it is on a part of the app's view that takes taps itself
    /// (``contentHandlesTap(at:)``), then the tap recogniser's tap. Returns what the tap returned
    /// (`false`: the tap went to the app's view or the app below).
    @discardableResult
    package func tap(at point: HUDPoint) -> Bool {
        deliver(.touchDown(point, contentHandlesTap: contentHandlesTap(at: point)))
        deliver(.touchUp(point, contentHandlesTap: contentHandlesTap(at: point)))
        return deliver(.tap(point))
    }
}

extension HeadlessHost {
    /// One layout pass over the slots on `overlay`: a view whose size, measured again as it was
    /// last asked, differs from its last measurement is reported changed, as the UIKit host's
    /// slot container does (the engine bounds how often it answers).
    func remeasureContent(in overlay: Overlay) {
        var stack = [overlay.rootLayer]
        var changed: [HUDContentSlotID] = []
        while let layer = stack.popLast() {
            stack.append(contentsOf: layer.sublayers)
            guard let slot = layer.contentSlot, let view = contentViews.view(in: slot) else { continue }
            let before = view.lastMeasuredSize
            if view.measure(view.lastProposal ?? .fitting(overlay.size)) != before { changed.append(slot) }
        }
        for slot in changed { contentViewDidChangeSize(slot) }
    }
}
