// An iPad app with several windows: a UIKit screen shows on its own window's center, and SwiftUI
// modifiers find their window's scene themselves (or take a center, `.shared` as before).
// Scripts/ios-typecheck.sh compiles it for iOS; elsewhere it is empty.
#if canImport(SwiftUI) && canImport(UIKit)
    import OverlayHUD
    import SwiftUI
    import UIKit

    /// A document window's controller: its upload HUD stays in its window, also while another
    /// window beside it is the active one.
    @MainActor
    final class DocumentViewController: UIViewController {
        func upload() {
            guard let scene = view.window?.windowScene else { return }
            let hud = HUDCenter.center(for: scene)
            hud.showWaiting("Uploading…")
            hud.hideWaiting(afterDelay: 1)
        }
    }

    @available(iOS 14.0, *)
    @MainActor
    struct ShareButton: View {
        struct Target: Identifiable, Sendable { let id: String }
        @State private var sharing: Target?
        @State private var isLoading = false

        var body: some View {
            Button("Share") { sharing = Target(id: "doc") }
                .optionPopup(item: $sharing) { _ in
                    OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: "Mail")])
                } onSelect: { _, _ in
                }
                .waitingHUD(isPresented: $isLoading, center: .shared)
        }
    }
#endif
