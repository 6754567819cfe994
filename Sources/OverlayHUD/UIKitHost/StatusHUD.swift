#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore

    /// A status HUD for SwiftUI's `.statusHUD(item:center:status:)`: a checkmark, cross or "i"
    /// with a text, for a while (as ``HUDCenter/showSuccess(_:duration:dismissesOnTap:icon:)``).
    ///
    /// ```swift
    /// .statusHUD(item: $saved) { _ in .success("Saved", duration: .seconds(1.5)) }
    /// ```
    public struct StatusHUD: Hashable, Sendable {
        let kind: WaitingHUDConfiguration.Mode
        let text: String?
        let duration: HUDDuration
        let dismissesOnTap: Bool

        /// A checkmark with `text`; plays the success haptic.
        /// - Parameters:
        ///   - text: the status (`nil` or empty: the icon alone).
        ///   - duration: how long it stays; bad values are answered as in
        ///     ``HUDCenter/showSuccess(_:duration:dismissesOnTap:icon:)`` (NaN and negatives: it
        ///     hides after showing; +∞ and above one hour: one hour).
        ///   - dismissesOnTap: whether a tap on it hides it.
        public static func success(_ text: String? = nil, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false)
            -> StatusHUD
        { StatusHUD(kind: .success, text: text, duration: duration, dismissesOnTap: dismissesOnTap) }

        /// A cross with `text`; plays the error haptic. Parameters as in ``success(_:duration:dismissesOnTap:)``.
        public static func error(_ text: String? = nil, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false)
            -> StatusHUD
        { StatusHUD(kind: .error, text: text, duration: duration, dismissesOnTap: dismissesOnTap) }

        /// An "i" with `text`; plays the warning haptic. Parameters as in ``success(_:duration:dismissesOnTap:)``.
        public static func info(_ text: String? = nil, duration: HUDDuration = .automatic, dismissesOnTap: Bool = false)
            -> StatusHUD
        { StatusHUD(kind: .info, text: text, duration: duration, dismissesOnTap: dismissesOnTap) }
    }
#endif
