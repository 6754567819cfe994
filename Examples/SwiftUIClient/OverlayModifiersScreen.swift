// Every SwiftUI modifier of OverlayHUD on one screen, as an app writes them: the waiting HUD in any
// mode with progress and Cancel, a status HUD per result, own-view popups, banners and messages,
// and a button that follows what the overlay shows. Scripts/ios-typecheck.sh and
// Scripts/ios-public-clients.sh compile it for iOS; elsewhere it is empty.
#if canImport(SwiftUI) && canImport(UIKit)
    import OverlayHUD
    import SwiftUI

    @available(iOS 15.0, *)
    @MainActor
    struct OverlayModifiersScreen: View {
        struct SaveResult: Identifiable, Sendable {
            let id: Int
            let failure: String?
        }

        struct Contact: Identifiable, Sendable {
            let id: String
            let name: String
        }

        @StateObject private var overlay = OverlayActivity()
        @State private var isUploading = false
        @State private var uploaded = 0.0
        @State private var result: SaveResult?
        @State private var showsRating = false
        @State private var editing: Contact?
        @State private var showsSynced = false
        @State private var copied = false

        var body: some View {
            VStack(spacing: 12) {
                Button("Upload") { isUploading = true }
                    .disabled(overlay.isWaitingVisible)
                Button("Edit Mia") { editing = Contact(id: "mia", name: "Mia") }
                Text(overlay.popupID ?? "no popup")
                Text("\(overlay.bannerIDs.count) banners, \(overlay.messageIDs.count) messages")
            }
            .waitingHUD(
                isPresented: $isUploading,
                configuration: WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…"),
                progress: uploaded,
                onCancel: { result = SaveResult(id: 0, failure: "Cancelled") }
            )
            .statusHUD(item: $result) { result in
                if let failure = result.failure { return .error(failure) }
                return .success("Saved", duration: .seconds(1.5))
            }
            .popup(isPresented: $showsRating, presentation: PopupPresentation(priority: .high)) {
                VStack {
                    Text("Enjoying the app?")
                    Button("Not now") { showsRating = false }
                }
                .padding()
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
            .popup(item: $editing) { contact in
                Text(contact.name).padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
            .banner(isPresented: $showsSynced, info: BannerInfo(id: "sync", title: "Synced")) {
                Label("Synced", systemImage: "checkmark.icloud").padding().background(.regularMaterial, in: Capsule())
            }
            .message(isPresented: $copied, .info("Copied", position: .center, duration: .seconds(1.5))) {
                Label("Copied", systemImage: "doc.on.doc").padding().background(.thinMaterial, in: Capsule())
            }
        }
    }
#endif
