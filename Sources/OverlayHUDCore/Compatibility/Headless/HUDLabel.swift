// Exists where there is no UIKit (Linux, tests, tools): on iOS MBProgressHUD's labels are `UILabel`s.
// `@preconcurrency @MainActor` and `Sendable`, as MBProgressHUD (MBProgressHUDBehavior says why).
#if !canImport(UIKit)
    /// A label's text and the `UILabel` properties that change its layout, like MBProgressHUD's
    /// `label` and `detailsLabel` (colour: ``MBProgressHUD/contentColor``).
    @preconcurrency @MainActor
    final class HUDLabel: Sendable {
        /// The text; `nil` or empty hides the label.
        ///
        /// Settable from any thread, as apps set it from background callbacks: off the main thread
        /// the HUD shows it after one hop to the main queue, in order with the HUD's other
        /// any-thread calls from that thread (``MBProgressHUD/show(animated:)``, ``MBProgressHUD/progress``,
        /// ``MBProgressHUD/mode``). Reading it on any thread gives the text last set.
        nonisolated package var text: String? {
            get { requestedText.value }
            set { requestedText.request(newValue, on: self) { label, text in label.show(text) } }
        }
        /// The text the HUD shows: the last ``text`` applied on the main actor.
        private(set) var shownText: String?
        /// The font (`label`: bold 16, `detailsLabel`: bold 12, as MBProgressHUD's bold system
        /// fonts), growing with the reader's text size (the center's) unless it is fixed.
        var font: HUDFont {
            get { format.font }
            set { format.font = newValue }
        }
        /// The font's point size at the default text size (``font``'s size).
        var fontSize: Double {
            get { format.fontSize }
            set { format.fontSize = newValue }
        }
        /// The font's weight (MBProgressHUD: bold).
        var fontWeight: FontWeight {
            get { format.weight }
            set { format.weight = newValue }
        }
        /// Most lines shown, 0 for as many as needed (`label`: 1, `detailsLabel`: 0); a longer text
        /// wraps at spaces and its last line ends with "…".
        var numberOfLines: Int {
            get { format.numberOfLines }
            set { format.numberOfLines = max(0, newValue) }
        }
        /// How the lines sit in the label (default centred).
        var textAlignment: HUDTextAlignment {
            get { format.alignment }
            set { format.alignment = newValue }
        }
        var format: WaitingHUDLabelFormat { didSet { if format != oldValue { onChange() } } }
        private let requestedText = RequestedSetting<String?>(nil)
        /// Tells the HUD what the label shows changed (set by the HUD once it exists).
        var onChange: () -> Void = {}
        init(format: WaitingHUDLabelFormat) { self.format = format }

        private func show(_ text: String?) {
            shownText = text
            onChange()
        }
    }
#endif
