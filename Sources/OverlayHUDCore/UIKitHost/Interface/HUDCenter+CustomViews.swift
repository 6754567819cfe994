#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    extension HUDCenter {
        /// Hands `view` to `host` for a slot, measured with `systemLayoutSizeFitting` at fitting
        /// priorities, and `sizeThatFits` for a side its constraints do not decide. Asked at a fixed
        /// width (it answered wider than the space it gets), it is measured as a self-sizing cell
        /// is: the width required, the height fitting, so wrapping labels wrap at that width. A view
        /// pinned to its slot is measured through the slot's container, which holds the pins
        /// (`ContentSlotContainerView.measuredView`).
        package static func registerMeasured(_ view: UIView, on host: UIKitHUDHost) -> HUDContentSlotID {
            host.registerContent(view) { proposal, measured in
                let target = proposal.size
                // A side no constraint decides comes back as the target it was pulled to: asked
                // twice, Auto Layout tells which sides are its own (`ContentViewMeasurement`).
                let horizontal: UILayoutPriority = proposal.widthIsFixed ? .required : .fittingSizeLevel
                @MainActor func fitting(_ target: CGSize) -> HUDSize {
                    let s = measured.systemLayoutSizeFitting(
                        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: .fittingSizeLevel)
                    return HUDSize(Double(s.width), Double(s.height))
                }
                let fitted = view.sizeThatFits(target)
                // At a fixed width only the height is asked: pulled towards zero, the width stays.
                let compressed =
                    proposal.widthIsFixed ? CGSize(width: target.width, height: 0) : UIView.layoutFittingCompressedSize
                let size = ContentViewMeasurement.size(
                    expanded: fitting(target), compressed: fitting(compressed),
                    fitted: HUDSize(Double(proposal.widthIsFixed ? target.width : fitted.width), Double(fitted.height)))
                return CGSize(width: size.width, height: size.height)
            }
        }

        /// Custom content for the waiting HUD's indicator (``WaitingHUDConfiguration/Mode/custom(_:)``) showing your
        /// own `view`, as MBProgressHUD's `customView`: parented inside the indicator's layer, so
        /// it fades and zooms with the bezel, and it takes touches (a button in it works; a masked
        /// HUD still blocks the app behind, and a tap on an enabled control in it is the
        /// control's alone). Its size is its `intrinsicContentSize` (else its bounds), clamped as
        /// popups clamp: a zero, negative or NaN side becomes 44 points, an infinite one or one
        /// above 240 points 240 — and the HUD cuts it further to the space it has, so the labels
        /// stay on screen. Each show
        /// takes the view over; when the HUD has gone, the view is removed from the overlay (the
        /// content value keeps it for the next show).
        ///
        /// ```swift
        /// let content = HUDCenter.shared.waitingContent(view: UIImageView(image: checkmark))
        /// HUDCenter.shared.showWaiting("Done", mode: .custom(content))
        /// ```
        public func waitingContent(view: UIView) -> WaitingHUDConfiguration.CustomContent {
            let s = view.intrinsicContentSize
            let raw = s.width > 0 && s.height > 0 ? s : view.bounds.size
            let size = ContentSlotSizing.clamp(
                HUDSize(Double(raw.width), Double(raw.height)), available: HUDSize(240, 240))
            let host = host as? UIKitHUDHost
            return WaitingHUDConfiguration.CustomContent(id: "view.\(ObjectIdentifier(view))", size: size) {
                let layer = HUDLayer(name: "customIndicator")
                layer.contentSlot = host?.registerTransientContent(view)
                layer.masksToBounds = true
                return layer
            }
        }
    }
#endif
