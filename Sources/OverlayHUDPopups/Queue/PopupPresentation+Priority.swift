@_spi(Layers) import OverlayHUDCore

extension PopupPresentation {
    /// How urgent a popup is: a value in 0…1000 with named levels (SwiftEntryKit's `Priority`,
    /// XBPopUpView's `priority`). Higher shows first. XBPopUpView's five levels are 100, ``low``,
    /// ``normal``, ``high`` and 900, in that order, inside 0…1000; ``required`` is the top.
    ///
    /// ```swift
    /// let p: PopupPresentation.Priority = .high          // 750
    /// let q = PopupPresentation.Priority(900)            // between high and required
    /// ```
    /// Bad input: values are clamped to 0…1000; NaN becomes ``normal``.
    public struct Priority: Hashable, Comparable, Sendable {
        /// The clamped value, 0…1000.
        package let value: Double

        /// Creates a priority, clamping `value` to 0…1000 (NaN → ``normal``).
        public init(_ value: Double) {
            if value.isNaN { self.value = 500 } else { self.value = min(1000, max(0, value)) }
        }

        /// Creates a priority from an integer, clamped to 0…1000.
        package init(_ value: Int) { self.init(Double(min(max(value, -1), 1001))) }

        /// 100: XBPopUpView's `XBPopUpPriorityVeryLow` (its lowest of five levels, 0).
        package static let veryLow = Priority(100)
        /// 900: XBPopUpView's `XBPopUpPriorityVeryHigh` (its highest of five levels, 4).
        package static let veryHigh = Priority(900)

        /// 0: shown only when nothing else waits.
        package static let minimum = Priority(0)
        /// 250: tips, promotions (XBPopUpView's `XBPopUpPriorityLow`).
        public static let low = Priority(250)
        /// 500: the default (XBPopUpView's `XBPopUpPriorityNormal`).
        public static let normal = Priority(500)
        /// 750: things the user asked for (XBPopUpView's `XBPopUpPriorityHigh`).
        public static let high = Priority(750)
        /// 1000: must be seen (e.g. a forced update).
        public static let required = Priority(1000)

        /// Orders by value.
        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

        /// The value, e.g. "750" (test and log output).
        package var description: String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
    }
}
