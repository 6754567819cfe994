#if canImport(UIKit)
    import UIKit

    extension HUDImage {
        /// A `UIImage`: an SF Symbol with its symbol configuration, an asset-catalog image (its
        /// dark and high-contrast variants follow the overlay's traits) or any bitmap image, fitted
        /// into the element's icon box keeping its aspect ratio.
        ///
        /// The reference holds the image only as long as a configuration or an element on screen
        /// does: nothing keeps it after the element hides.
        ///
        /// ```swift
        /// let bolt = UIImage(systemName: "bolt.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))!
        /// HUDCenter.shared.showMessage(MessageConfiguration(title: "Charging", icon: .image(HUDImage(bolt))))
        /// ```
        /// - Parameters:
        ///   - image: the image; one of zero size draws nothing and keeps the icon box.
        ///   - tinted: `true` draws it as a template in the element's content colour, `false` in
        ///     its own colours; `nil` (the default) as its `renderingMode` says (SF Symbols and
        ///     template images are tinted).
        public init(_ image: UIImage, tinted: Bool? = nil) {
            self.init(source: .platform(PlatformImage(image)), tinted: tinted)
        }
    }
#endif
