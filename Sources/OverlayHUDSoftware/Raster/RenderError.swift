@_spi(Layers) import OverlayHUD

/// Why ``SoftwareRenderer/render(_:canvas:scale:at:background:)`` refused to draw.
package enum RenderError: Error, Hashable, Sendable {
    /// The canvas in pixels exceeds ``SoftwareRenderer/maxPixelsPerSide`` on a side or
    /// ``SoftwareRenderer/maxPixelCount`` in total. Checked before anything is allocated.
    case canvasTooLarge(width: Double, height: Double)
    /// The canvas size or scale is NaN or infinite, or the scale is not positive.
    case invalidCanvas
    /// The layer tree is more than `maximumDepth` (`HUDLayer/maximumTreeDepth`) levels deep.
    /// Checked before anything is drawn.
    case layerTreeTooDeep(maximumDepth: Int)
}
