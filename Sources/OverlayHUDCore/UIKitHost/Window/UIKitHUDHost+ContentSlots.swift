#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    extension UIKitHUDHost {
        /// Holds `view` for a content slot and returns the slot's id. The view is parented inside
        /// the slot layer's view when that layer shows (leaving any hierarchy it was in); a view
        /// held by another slot is taken over (that slot is left empty, `ContentSlotViews`).
        /// `sizeThatFits` measures it, given the view Auto Layout measures (the view, or its
        /// container when it is pinned there; `nil`: it takes the size the slot gives); `retained` is
        /// kept alive as long as the slot (a `UIHostingController`).
        package func registerContent(
            _ view: UIView, retaining retained: AnyObject? = nil,
            sizeThatFits: ((ContentSlotContainerView.Proposal, UIView) -> CGSize)?
        ) -> HUDContentSlotID {
            let container = ContentSlotContainerView(content: view, retaining: retained, sizeThatFits: sizeThatFits)
            let (slot, taken) = mirror.backend.contentViews.register(container)
            if let taken { mirror.backend.contentViews.release(taken)?.detach() }
            // A view that answers a new size on each layout pass is bounded by the engine
            // (`ContentSlotTable`), so reporting every change cannot loop.
            container.onSizeChange = { [weak self] in self?.reportContentSizeChange(slot) }
            // A text field that came or went decides whether a popup showing the view takes key status.
            container.onTextInputChange = { [weak self] in self?.refreshKeyWindow() }
            return slot
        }

        /// Holds `view` for a slot that is released when its layer leaves the overlay, or after a
        /// commit its layer never reached (a waiting HUD's custom view); the view stays measured
        /// by its slot's bounds.
        func registerTransientContent(_ view: UIView) -> HUDContentSlotID {
            let container = ContentSlotContainerView(content: view, sizeThatFits: nil)
            let (slot, taken) = mirror.backend.contentViews.registerTransient(container)
            if let taken { mirror.backend.contentViews.release(taken)?.detach() }
            return slot
        }

        /// Lets go of the transient slots no layer on `overlay` holds (`held`: none, the overlay
        /// emptied): their layers left before the mirror saw them, or without it discarding them.
        func releaseTransientContent(keeping held: @autoclosure () -> [HUDContentSlotID]) {
            guard mirror.backend.contentViews.hasTransient else { return }
            for container in mirror.backend.contentViews.releaseTransient(keeping: held()) { container.detach() }
        }

        /// Holds `view` (a card field's text field) in the engine-issued `slot`.
        func setContent(_ view: UIView, in slot: HUDContentSlotID) {
            if mirror.backend.contentViews.view(in: slot)?.content === view { return }
            mirror.backend.contentViews.release(slot)?.detach()
            mirror.backend.contentViews.set(ContentSlotContainerView(content: view, sizeThatFits: nil), in: slot)
        }

        /// Measures the view in `slot` (`ContentSlotContainerView.measure(fitting:)`); zero for
        /// an empty slot (the engine clamps).
        package func measureContent(_ slot: HUDContentSlotID, fitting: HUDSize) -> HUDSize {
            mirror.backend.contentViews.view(in: slot)?.measure(fitting: fitting) ?? .zero
        }

        /// Measures the view in `slot` at exactly `width` wide (`ContentSlotContainerView.measure`);
        /// zero for an empty slot (the engine clamps).
        package func measureContent(_ slot: HUDContentSlotID, width: Double, fittingHeight: Double) -> HUDSize {
            mirror.backend.contentViews.view(in: slot)?.measure(fitting: HUDSize(width, fittingHeight), widthIsFixed: true)
                ?? .zero
        }

        /// Whether the view in `slot` holds a text input now (`ContentSlotContainerView.holdsTextInput`,
        /// a walk of its tree); `false` for an empty slot.
        package func contentHoldsTextInput(_ slot: HUDContentSlotID) -> Bool {
            mirror.backend.contentViews.view(in: slot)?.holdsTextInput ?? false
        }

        /// Removes the view in `slot` from the overlay and lets it go.
        package func releaseContent(_ slot: HUDContentSlotID) {
            mirror.backend.contentViews.release(slot)?.detach()
        }

        /// The platform view a touch at `point` (window coordinates) belongs to: the view in the
        /// content slot the engine's hit test finds there (`Overlay.contentSlot(at:)`), if it is
        /// on screen.
        func contentView(at point: CGPoint) -> UIView? {
            guard let overlay, let slot = overlay.contentSlot(at: HUDPoint(point)),
                let container = mirror.backend.contentViews.view(in: slot), container.window != nil
            else { return nil }
            return container
        }

        /// Whether a finger on `view` (a touch's view) is on something of the app's own view in a
        /// content slot that takes taps itself: what UIKit says of each view from `view` up to the
        /// slot's container, decided by `ContentTapOwnership` (`false` outside every slot).
        func contentHandlesTap(on view: UIView?) -> Bool {
            var chain: [ContentTapOwnership.ViewFacts] = []
            var current = view
            while let v = current {
                if v is ContentSlotContainerView { return ContentTapOwnership.handlesTap(chain) }
                let control = v as? UIControl
                let textView = v as? UITextView
                let recognizers = v.gestureRecognizers?.filter {
                    $0.isEnabled && ($0 is UITapGestureRecognizer || $0 is UILongPressGestureRecognizer)
                }
                chain.append(
                    ContentTapOwnership.ViewFacts(
                        isControl: control != nil, isEnabled: control?.isEnabled ?? true,
                        // Not any `UITextInput`: a view that adopts it for the keyboard alone takes no taps.
                        isTextInput: textView.map { $0.isEditable || $0.isSelectable } ?? false,
                        enabledTapRecognizers: recognizers?.count ?? 0))
                current = v.superview
            }
            return false
        }

        private func reportContentSizeChange(_ slot: HUDContentSlotID) {
            receiver?.contentSizeDidChange(slot)
        }
    }
#endif
