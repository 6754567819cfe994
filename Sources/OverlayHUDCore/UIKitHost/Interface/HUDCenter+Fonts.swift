#if canImport(UIKit)
    // @preconcurrency: UIFont carries no Sendable annotation in the 17.4 SDK.
    @preconcurrency import UIKit

    extension HUDCenter {
        /// Sets every text whose font is named `name` in your own `font`, at the size the engine
        /// chooses for the reader's text size — the font's own size is ignored, so it grows with
        /// Dynamic Type as ``HUDFont/textStyle`` says:
        ///
        /// ```swift
        /// HUDCenter.shared.registerFont(UIFont(name: "Avenir-Heavy", size: 16)!, named: "Brand")
        /// var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Loading")
        /// config.labelFont = .custom("Brand", size: 16, relativeTo: .callout)
        /// ```
        /// It is measured and drawn in that font. A later call with the same name replaces it; on
        /// a center whose host is not the UIKit host nothing happens (the software host looks
        /// names up as TrueType families).
        public func registerFont(_ font: UIFont, named name: String) {
            (host as? UIKitHUDHost)?.registerFont(font, named: name)
        }
    }
#endif
