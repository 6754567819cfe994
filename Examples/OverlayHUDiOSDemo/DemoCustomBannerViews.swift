#if canImport(UIKit)
    import SwiftUI
    import UIKit
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD

        /// A banner and a message showing the app's own views: each stacks, swipes and leaves with
        /// its element; the `BannerInfo` / `MessageConfiguration` still give the id, the lifetime
        /// and what VoiceOver reads.
        @available(iOS 17.0, *)
        @MainActor
        enum DemoCustomBannerViews {
            /// A call banner drawn by the app in UIKit: an SF Symbol, a label and an Answer button in a
            /// capsule. A tap on the button is the button's alone (it ends the call banner), never
            /// the banner's tap as well; a swipe that starts on it still dismisses the banner, and
            /// the button runs no action.
            static func uiViewBanner() {
                let icon = UIImageView(image: UIImage(systemName: "video.fill"))
                icon.tintColor = .systemGreen
                let label = UILabel()
                label.text = "Mia Wong — video call"
                label.font = .preferredFont(forTextStyle: .headline)
                label.adjustsFontForContentSizeCategory = true
                label.numberOfLines = 0
                let answer = UIButton(
                    configuration: .filled(),
                    primaryAction: UIAction(title: "Answer") { _ in HUDCenter.shared.hideBanners(id: "own-view-call") })
                answer.setContentCompressionResistancePriority(.required, for: .horizontal)
                let row = UIStackView(arrangedSubviews: [icon, label, answer])
                row.spacing = 10
                row.alignment = .center
                row.translatesAutoresizingMaskIntoConstraints = false
                let pill = UIView()
                pill.backgroundColor = .secondarySystemBackground
                pill.layer.cornerRadius = 22
                pill.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: pill.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: pill.topAnchor, constant: 12),
                    row.bottomAnchor.constraint(equalTo: pill.bottomAnchor, constant: -12),
                ])
                DemoAppearance.follow(pill)
                HUDCenter.shared.showBanner(
                    BannerInfo(id: "own-view-call", title: "Mia Wong", subtitle: "video call"), view: pill)
            }

            /// A message drawn by the app in SwiftUI.
            static func swiftUIMessage() {
                HUDCenter.shared.showMessage(.success("Synced", id: "own-view-sync")) {
                    Label("Synced to iCloud", systemImage: "checkmark.icloud")
                        .font(.headline)
                        .padding()
                        .background(.regularMaterial, in: Capsule())
                        .dynamicTypeSize(DemoAppearance.dynamicTypeSize)
                        .environment(\.layoutDirection, DemoAppearance.layoutDirection)
                }
            }
        }
    #else
        /// The same demo with every OverlayHUD call compiled out.
        @available(iOS 17.0, *)
        @MainActor
        enum DemoCustomBannerViews {
            static func uiViewBanner() {}
            static func swiftUIMessage() {}
        }
    #endif
#endif
