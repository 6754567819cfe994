// An app's SwiftUI screen that imports OverlayHUD beside SwiftUI and UIKit: every name below is
// SwiftUI's or Swift's, unqualified, and none is ambiguous with OverlayHUD's (HUDColor, HUDPath,
// HUDAnimation, HUDClock). Scripts/ios-typecheck.sh compiles it for iOS; elsewhere it is empty.
#if canImport(SwiftUI) && canImport(UIKit)
    import OverlayHUD
    import SwiftUI
    import UIKit

    @available(iOS 16.0, *)
    @MainActor
    struct ProfileScreen: View {
        @State private var isSaving = false
        @State private var badge: BannerInfo?
        @State private var failure: SaveFailure?
        @State private var copied = false
        let tint: Color = .orange
        let spring: Animation = .spring(response: 0.3, dampingFraction: 0.8)

        var body: some View {
            VStack(spacing: 16) {
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: 120, y: 0))
                }
                .stroke(tint, lineWidth: 2)
                .frame(height: 2)
                Button("Save") { Task { await save(using: ContinuousClock()) } }
                    .foregroundColor(Color(UIColor.systemBlue))
            }
            .animation(spring, value: isSaving)
            .waitingHUD(isPresented: $isSaving, label: "Saving…")
            .banner($badge)
            .message(item: $failure) { failure in .error("Not saved", body: failure.reason) }
            .message(isPresented: $copied, .success("Copied", position: .center, duration: .seconds(1.5)))
        }

        /// Why a save failed (shown as an error message while set).
        struct SaveFailure: Identifiable, Sendable {
            let id: Int
            let reason: String
        }

        /// Generic over Swift's own `Clock`, as apps write it.
        func save<C: Clock>(using clock: C) async where C.Duration == Duration {
            isSaving = true
            HUDCenter.shared.showWaiting("Saving…")
            try? await clock.sleep(for: .milliseconds(300))
            HUDCenter.shared.hideWaiting()
            HUDCenter.shared.showSuccess("Saved")
            isSaving = false
        }
    }
#endif
