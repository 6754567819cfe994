#if canImport(UIKit)
    import SwiftUI
    import UIKit
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD
    #endif

    /// One device check: a title, what to look for, and the one tap that runs it. The same list,
    /// with steps and expected results, is docs/DEVICE-CHECKS.md.
    @available(iOS 17.0, *)
    struct DeviceCheck {
        let title: String
        let lookFor: String
        let run: @MainActor (DeviceChecksViewController) -> Void
    }

    /// The "Checks" tab: the scenarios only a device shows, each one tap, each with a line saying
    /// what to look for. A text field (for the keyboard check) and a result line (window counts,
    /// recogniser reports) sit above the list.
    @available(iOS 17.0, *)
    final class DeviceChecksViewController: UITableViewController {
        private let checks = DeviceChecks.all
        /// Where checks write what they saw (window counts, taps on a banner).
        let result = UILabel()
        /// A field of the app's own, to type in before a popup shows (the keyboard check).
        let field = UITextField()

        init() {
            super.init(style: .insetGrouped)
            title = "Device checks"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "check")
            field.borderStyle = .roundedRect
            field.placeholder = "Type here first (keyboard check)"
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            result.numberOfLines = 0
            result.font = .preferredFont(forTextStyle: .footnote)
            result.adjustsFontForContentSizeCategory = true
            result.text = "Results appear here. See docs/DEVICE-CHECKS.md for the steps."
            let stack = UIStackView(arrangedSubviews: [field, result])
            stack.axis = .vertical
            stack.spacing = 8
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
            tableView.tableHeaderView = stack
            sizeHeader()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            sizeHeader()
        }

        /// Sizes the header to its content at the table's width (a table header has no Auto Layout of its own).
        private func sizeHeader() {
            guard let header = tableView.tableHeaderView else { return }
            let size = header.systemLayoutSizeFitting(
                CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            guard abs(header.frame.height - size.height) > 0.5 || header.frame.width != tableView.bounds.width else { return }
            header.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: size.height)
            tableView.tableHeaderView = header
        }

        /// Writes `text` in the result line.
        func report(_ text: String) {
            result.text = text
            sizeHeader()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { checks.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "check", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "\(indexPath.row + 1). \(checks[indexPath.row].title)"
            content.secondaryText = "Look for: \(checks[indexPath.row].lookFor)"
            content.secondaryTextProperties.numberOfLines = 0
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            checks[indexPath.row].run(self)
        }
    }

    /// The checks themselves.
    @available(iOS 17.0, *)
    @MainActor
    enum DeviceChecks {
        static let sentence =
            "This sentence is long on purpose: it must wrap onto several lines inside its element, never run off the "
            + "screen or be cut, and the element must grow to hold every line."

        static let all: [DeviceCheck] = [
            DeviceCheck(
                title: "Wrapping label in a popup",
                lookFor: "the sentence wraps inside the popup, every line visible, the popup narrower than the screen."
            ) { _ in popup() },
            DeviceCheck(
                title: "Wrapping label in a banner",
                lookFor: "the banner is as wide as the others, the sentence wraps, the banner grows to hold it."
            ) { _ in banner() },
            DeviceCheck(
                title: "Wrapping label in a message",
                lookFor: "the message wraps the sentence and grows; nothing is cut at the edges."
            ) { _ in message() },
            DeviceCheck(
                title: "Largest text size on / off",
                lookFor: "the app's text turns huge (AX5); run checks 1–3 again: still wrapped, nothing cut."
            ) { checks in checks.report(toggleLargestText(in: checks.view.window)) },
            DeviceCheck(
                title: "Text size change while shown",
                lookFor: "the popup shows, the text size jumps to AX5 after 2 s and back after 5 s; it re-wraps each time."
            ) { checks in textSizeChangeWhileShown(in: checks) },
            DeviceCheck(
                title: "Typing, then a backdrop popup without fields",
                lookFor: "first tap the field above and type: after this tap the keyboard stays up behind the popup."
            ) { _ in popup() },
            DeviceCheck(
                title: "SwiftUI banner: tap, swipe",
                lookFor: "a tap is reported below and dismisses it; an upward swipe dismisses it."
            ) { checks in swiftUIBanner(contextMenu: false, checks: checks) },
            DeviceCheck(
                title: "SwiftUI banner with .contextMenu",
                lookFor: "a long press opens the menu (the banner waits); a tap and a swipe still work."
            ) { checks in swiftUIBanner(contextMenu: true, checks: checks) },
            DeviceCheck(
                title: "Windows after one showSuccess",
                lookFor: "while it shows one window at level 1000 more; 3 s after, the same count as before, none at 1000."
            ) { checks in windowsAfterSuccess(checks: checks) },
            DeviceCheck(
                title: "showWaiting in a Share extension",
                lookFor: "steps below (the demo has no extension): the waiting HUD shows inside the share sheet."
            ) { checks in checks.report(shareExtensionSteps) },
            DeviceCheck(
                title: "Wrapping own view at the largest text size",
                lookFor:
                    "one tap: the text turns AX5 and a popup wraps the sentence, every line visible; check 4 undoes the size."
            ) { checks in checks.report(largestTextPopup(in: checks.view.window)) },
        ]

        static let shareExtensionSteps = """
            Share extension (see docs/DEVICE-CHECKS.md): add a Share Extension target that links OverlayHUD; in its \
            view controller's viewDidLoad set HUDCenter.shared.appExtensionView = view and call \
            HUDCenter.shared.showWaiting("Sending…"), then hideWaiting() after 3 s. Share a photo from Photos to it: \
            the cat shows over the extension's sheet, taps outside it reach the sheet's buttons, and it leaves after 3 s.
            """

        /// A label that wraps: no fixed width, as many lines as it needs.
        static func wrappingLabel(_ text: String = sentence) -> UILabel {
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            return label
        }

        /// The label on a padded, rounded panel (no width constraint: the element decides).
        static func panel(_ label: UILabel) -> UIView {
            let panel = UIView()
            panel.backgroundColor = .secondarySystemBackground
            panel.layer.cornerRadius = 16
            label.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -12),
            ])
            return panel
        }

        /// The same panel laid out by Auto Layout itself (`translatesAutoresizingMaskIntoConstraints`
        /// off), so the overlay pins it to its slot and measures it through the slot.
        static func autoLayoutPanel(_ label: UILabel) -> UIView {
            let view = panel(label)
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }

        /// Sets the largest accessibility text size on the app's window (kept if already set) and
        /// shows the wrapping label in a popup: the wrapping own view at AX5, in one tap. The
        /// override is applied at once (UIKit applies it at the window's next trait update
        /// otherwise), so the overlay reads AX5 from the window as the popup shows, not a moment
        /// later as a text-size change while shown (that is check 5).
        static func largestTextPopup(in window: UIWindow?) -> String {
            guard let window else { return "No window." }
            if window.traitOverrides.preferredContentSizeCategory != .accessibilityExtraExtraExtraLarge {
                window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
                window.updateTraitsIfNeeded()
            }
            largestTextPopupShow()
            return "Text size: accessibilityExtraExtraExtraLarge on this window (check 4 undoes it)."
        }

        /// Toggles the largest accessibility text size on the app's window (`traitOverrides`, iOS 17);
        /// the overlay follows the app window's text size. Returns what it did.
        @discardableResult
        static func toggleLargestText(in window: UIWindow?) -> String {
            guard let window else { return "No window." }
            if window.traitOverrides.contains(UITraitPreferredContentSizeCategory.self) {
                window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
                return "Text size: the system's again."
            }
            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            return "Text size: accessibilityExtraExtraExtraLarge on this window. Tap again to undo."
        }

        /// The windows UIKit lists for the app, as `UIApplication.shared.windows` (read by key, as
        /// MBProgressHUD-era code reads it, without naming the deprecated property): count and levels.
        static func windowSummary() -> String {
            let windows = (UIApplication.shared.value(forKey: "windows") as? [UIWindow]) ?? []
            let levels = windows.map { w in "\(Int(w.windowLevel.rawValue))\(w.isHidden ? " hidden" : "")" }
            return "\(windows.count) window(s), levels [\(levels.joined(separator: ", "))]"
        }

        #if !OVERLAYHUD_COMPILED_OUT
            static func popup() {
                HUDCenter.shared.showPopup(view: panel(wrappingLabel()))
            }

            static func largestTextPopupShow() {
                HUDCenter.shared.showPopup(view: autoLayoutPanel(wrappingLabel()))
            }

            static func banner() {
                HUDCenter.shared.showBanner(
                    BannerInfo(id: "device-check-banner", title: "Wrapping", duration: .seconds(8)), view: panel(wrappingLabel()))
            }

            static func message() {
                HUDCenter.shared.showMessage(
                    .info("Wrapping", id: "device-check-message"), view: panel(wrappingLabel()))
            }

            static func textSizeChangeWhileShown(in checks: DeviceChecksViewController) {
                popup()
                Task { @MainActor [weak checks] in
                    try? await Task.sleep(nanoseconds: 2_000_000_000)
                    checks?.report(toggleLargestText(in: checks?.view.window))
                    try? await Task.sleep(nanoseconds: 3_000_000_000)
                    checks?.report(toggleLargestText(in: checks?.view.window))
                }
            }

            static func swiftUIBanner(contextMenu: Bool, checks: DeviceChecksViewController) {
                let id = contextMenu ? "device-check-menu" : "device-check-plain"
                var info = BannerInfo(id: id, title: "SwiftUI", duration: .seconds(10))
                info.onTap = { [weak checks] info in
                    checks?.report("Banner tap: \(info.id) at \(Date.now.formatted(date: .omitted, time: .standard))")
                }
                HUDCenter.shared.bannerConfiguration.dismissesOnTap = true
                HUDCenter.shared.showBanner(info) {
                    let label = Label(
                        contextMenu ? "Long-press me, tap me, swipe me up" : "Tap me or swipe me up",
                        systemImage: "hand.tap"
                    )
                    .font(.headline)
                    .padding()
                    .frame(maxWidth: .infinity)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                    if contextMenu {
                        label.contextMenu {
                            Button("Menu item") { checks.report("Context menu item chosen") }
                        }
                    } else {
                        label
                    }
                }
            }

            static func windowsAfterSuccess(checks: DeviceChecksViewController) {
                let before = windowSummary()
                HUDCenter.shared.showSuccess("Saved", duration: .seconds(1))
                let shown = windowSummary()
                checks.report("Before: \(before)\nShowing: \(shown)\nAfter: (in 3 s)")
                Task { @MainActor [weak checks] in
                    try? await Task.sleep(nanoseconds: 3_000_000_000)
                    checks?.report("Before: \(before)\nShowing: \(shown)\nAfter: \(windowSummary())")
                }
            }
        #else
            static func popup() {}
            static func largestTextPopupShow() {}
            static func banner() {}
            static func message() {}
            static func textSizeChangeWhileShown(in checks: DeviceChecksViewController) {}
            static func swiftUIBanner(contextMenu: Bool, checks: DeviceChecksViewController) {}
            static func windowsAfterSuccess(checks: DeviceChecksViewController) {}
        #endif
    }
#endif
