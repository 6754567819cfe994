#if canImport(UIKit)
    import SwiftUI

    /// Something to share: the option popup's item.
    struct DemoShareTarget: Identifiable, Sendable {
        let id: String
    }

    /// The SwiftUI tab: a waiting HUD bound to state, an option popup per item, a banner.
    @available(iOS 17.0, *)
    struct DemoSwiftUIScreen: View {
        @State private var isLoading = false
        @State private var sharing: DemoShareTarget?
        @State private var call: DemoBannerInfo?

        var body: some View {
            VStack(spacing: 20) {
                Button(isLoading ? "Stop loading" : "Start loading") { isLoading.toggle() }
                Button("Share A") { sharing = DemoShareTarget(id: "A") }
                Button("Share B (replaces A)") { sharing = DemoShareTarget(id: "B") }
                Button("Incoming call") { call = DemoBannerInfo(id: "swiftui", title: "SwiftUI caller") }
            }
            .demoOverlays(isLoading: $isLoading, sharing: $sharing, call: $call)
        }
    }
#endif
