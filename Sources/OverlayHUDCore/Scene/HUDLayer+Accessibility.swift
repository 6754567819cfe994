extension HUDLayer {
    /// The VoiceOver label of this element: the app's words of ``accessibility``'s label. Setting
    /// it keeps the rest of ``accessibility`` (a new description when there was none); setting
    /// `nil` removes the element.
    @_spi(Layers) public var accessibilityLabel: String? {
        get { accessibility?.label.text }
        set {
            guard let newValue else {
                accessibility = nil
                return
            }
            if accessibility == nil {
                accessibility = HUDAccessibility(label: HUDAccessibilityText(newValue))
            } else {
                accessibility?.label.text = newValue
            }
        }
    }
}
