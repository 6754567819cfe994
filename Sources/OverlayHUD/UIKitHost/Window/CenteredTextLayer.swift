#if canImport(UIKit)
    // @preconcurrency: CATextLayer's draw(in:) is unannotated in the 17.4 SDK.
    @preconcurrency import QuartzCore
    import CoreGraphics

    /// A `CATextLayer` that centres its line vertically, as the engine's text content is drawn
    /// (a plain `CATextLayer` draws at the top of its bounds).
    final class CenteredTextLayer: CATextLayer {
        /// The height of one line in the current font (`UIFont.lineHeight`).
        var lineHeight: CGFloat = 0 {
            didSet { if lineHeight != oldValue { setNeedsDisplay() } }
        }

        override func draw(in ctx: CGContext) {
            let offset = max(0, (bounds.height - lineHeight) / 2)
            ctx.saveGState()
            ctx.translateBy(x: 0, y: offset)
            super.draw(in: ctx)
            ctx.restoreGState()
        }
    }
#endif
