#if canImport(UIKit)
    import UIKit

    /// The app's delegate; its one scene is `DemoSceneDelegate` (Info.plist's scene manifest).
    @available(iOS 17.0, *)
    @objc(DemoAppDelegate)
    final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            configurationForConnecting session: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = DemoSceneDelegate.self
            return configuration
        }
    }

    /// Makes the app's window: a tab bar with one tab per element.
    @available(iOS 17.0, *)
    @objc(DemoSceneDelegate)
    final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            let tabs = UITabBarController()
            tabs.viewControllers =
                [DemoTabs.appearanceScreen(), DemoTabs.deviceChecksScreen()]
                + DemoTabs.all.map { tab in
                    let list = DemoListViewController(title: tab.title, rows: tab.rows)
                    let nav = UINavigationController(rootViewController: list)
                    nav.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: 0)
                    return nav
                } + [DemoTabs.swiftUIScreen()]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    /// A list of buttons, one per demo.
    @available(iOS 17.0, *)
    final class DemoListViewController: UITableViewController {
        private let rows: [DemoRow]

        init(title: String, rows: [DemoRow]) {
            self.rows = rows
            super.init(style: .insetGrouped)
            self.title = title
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row].title
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            rows[indexPath.row].action()
        }
    }
#endif
