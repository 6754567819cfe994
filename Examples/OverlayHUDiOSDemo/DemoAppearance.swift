#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The look the demo forces on its elements, whatever the app's style: the configurations'
    /// `interfaceStyle` (OverlayHUD's `HUDInterfaceStyleOverride`).
    enum DemoLookOverride: Int, CaseIterable {
        case followApp, light, dark

        var title: String { ["Follow the app", "Light", "Dark"][rawValue] }
    }

    /// The app's look, set on the app's own window as an app would: every overlay element follows
    /// it (light or dark, text size, left to right or right to left), live while it shows.
    @available(iOS 17.0, *)
    @MainActor
    enum DemoAppearance {
        /// The text size of the "Large text" switch: AX3, the size of the gallery's large-text pictures.
        static let largeCategory = UIContentSizeCategory.accessibilityExtraLarge

        /// The demo's own window (not the overlay's).
        static var window: UIWindow? {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
                .first { $0.rootViewController is UITabBarController }
        }

        static var isDark: Bool { window?.overrideUserInterfaceStyle == .dark }
        static var isRightToLeft: Bool { window?.traitCollection.layoutDirection == .rightToLeft }
        static var isLargeText: Bool { window?.traitCollection.preferredContentSizeCategory == largeCategory }

        /// Dark, or the system's style again.
        static func setDark(_ on: Bool) { window?.overrideUserInterfaceStyle = on ? .dark : .unspecified }

        /// Right to left, or the system's direction again.
        static func setRightToLeft(_ on: Bool) {
            if on {
                window?.traitOverrides.layoutDirection = .rightToLeft
            } else {
                window?.traitOverrides.remove(UITraitLayoutDirection.self)
            }
        }

        /// AX3 text, or the reader's own size again.
        static func setLargeText(_ on: Bool) {
            if on {
                window?.traitOverrides.preferredContentSizeCategory = largeCategory
            } else {
                window?.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
            }
        }

        /// Gives the app's own popup content the app window's text size and direction. The system
        /// settings reach every window; the overrides this demo sets on its window do not reach the
        /// overlay's window, where custom views are shown, so the demo hands them on itself.
        static func follow(_ view: UIView) {
            guard let traits = window?.traitCollection else { return }
            view.traitOverrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
            view.traitOverrides.layoutDirection = traits.layoutDirection
            // Overrides apply at the view's next trait update (in a window, before its layout); the
            // popup measures the view before that, so its labels take the text size now.
            view.updateTraitsIfNeeded()
        }

        /// The same for SwiftUI content.
        static var dynamicTypeSize: DynamicTypeSize {
            DynamicTypeSize(window?.traitCollection.preferredContentSizeCategory ?? .large) ?? .large
        }
        static var layoutDirection: LayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }
    }

    /// The Appearance tab: switches for dark mode, right to left and large text on the app's
    /// window, the look forced on the elements, and a button for every element, so each can be seen
    /// under each setting.
    @available(iOS 17.0, *)
    final class DemoAppearanceViewController: UITableViewController {
        private let elements: [DemoRow]

        init(elements: [DemoRow]) {
            self.elements = elements
            super.init(style: .insetGrouped)
            title = "Appearance"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            tableView.reloadData()  // the switches show the window's state
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 2 }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "The app's window" : "Every element"
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0
                ? "The overlay follows the app's window; \"Elements\" forces a look on the HUD, banners and popups." : nil
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? 4 : elements.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            cell.accessoryView = nil
            cell.selectionStyle = indexPath.section == 0 ? .none : .default
            if indexPath.section == 1 {
                content.text = elements[indexPath.row].title
            } else if indexPath.row == 3 {
                content.text = "Elements"
                cell.accessoryView = lookControl()
            } else {
                let settings: [(String, Bool, @MainActor (Bool) -> Void)] = [
                    ("Dark mode", DemoAppearance.isDark, DemoAppearance.setDark),
                    ("Right to left", DemoAppearance.isRightToLeft, DemoAppearance.setRightToLeft),
                    ("Large text (AX3)", DemoAppearance.isLargeText, DemoAppearance.setLargeText),
                ]
                let (title, isOn, set) = settings[indexPath.row]
                content.text = title
                let toggle = UISwitch(
                    frame: .zero, primaryAction: UIAction { action in set((action.sender as? UISwitch)?.isOn ?? false) })
                toggle.isOn = isOn
                cell.accessoryView = toggle
            }
            cell.contentConfiguration = content
            return cell
        }

        /// Follow the app / light / dark.
        private func lookControl() -> UISegmentedControl {
            let control = UISegmentedControl(
                items: DemoLookOverride.allCases.map { $0 == .followApp ? "App" : $0.title })
            control.selectedSegmentIndex = Demo.lookOverride.rawValue
            control.addAction(
                UIAction { action in
                    let index = (action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? 0
                    Demo.lookOverride = DemoLookOverride(rawValue: index) ?? .followApp
                }, for: .valueChanged)
            control.sizeToFit()
            return control
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard indexPath.section == 1 else { return }
            elements[indexPath.row].action()
        }
    }
#endif
