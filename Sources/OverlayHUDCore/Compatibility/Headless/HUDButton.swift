// Exists where there is no UIKit (Linux, tests, tools): on iOS MBProgressHUD's button is a `UIButton`.
// `@preconcurrency @MainActor` and `Sendable`, as MBProgressHUD (MBProgressHUDBehavior says why).
#if !canImport(UIKit)
    /// MBProgressHUD's `button`: shown when it has both a title and a tap handler (MBProgressHUD:
    /// a title and a target).
    @preconcurrency @MainActor
    final class HUDButton: Sendable {
        /// The title; `nil` hides the button.
        var title: String? { didSet { onChange() } }
        /// Called when the button is tapped (the target/action of `UIButton`).
        var onTap: (@MainActor () -> Void)? { didSet { onChange() } }
        let onChange: () -> Void
        init(onChange: @escaping () -> Void) { self.onChange = onChange }
    }
#endif
