@_spi(Layers) import OverlayHUDCore

extension PopupPresentation {
    /// Where a popup sits on screen (SwiftEntryKit's `position`, SwiftMessages' `presentationStyle`).
    ///
    /// ```swift
    /// var presentation = PopupPresentation()
    /// presentation.placement = .bottomSheet
    /// presentation.dismissesOnDrag = true
    /// ```
    public enum Placement: Hashable, Sendable {
        /// Centred on the screen (above the keyboard while one is up), as the popup lays itself out.
        case center
        /// A sheet along the bottom edge: the full width of the screen, its top corners rounded
        /// (16 pt), the popup's content centred in it above the home indicator. It is as tall as
        /// the content, at most the screen less its top safe area (less the keyboard while one is
        /// up: the sheet then sits on the keyboard); taller content is clipped at the bottom (an
        /// app's own view is measured within that height, so a scroll view in it scrolls). It takes
        /// the content's background colour (white in light mode, near-black in dark mode when the
        /// content has none), shows a grabber while it can be dragged away, slides up in 0.3 s and
        /// down in 0.25 s, and under Reduce Motion fades in and out instead. Its entry and exit
        /// replace the popup's own transitions.
        case bottomSheet
    }

    /// Whether the stage wraps the popup in a frame of its own (a sheet, or a layer a drag moves).
    var isFramed: Bool { placement == .bottomSheet || dismissesOnDrag }
}
