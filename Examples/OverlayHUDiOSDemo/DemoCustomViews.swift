#if canImport(UIKit)
    import SwiftUI
    import UIKit
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD

        /// Popups showing the app's own views: a UIKit view and a SwiftUI view, each inside the
        /// engine's motion (they scale and fade in with the popup, and stay below banners).
        @available(iOS 17.0, *)
        @MainActor
        enum DemoCustomViews {
            /// A plain UIKit card: a label and a button that dismisses the popup.
            static func uiViewPopup() {
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 140))
                card.backgroundColor = .secondarySystemBackground
                card.layer.cornerRadius = 16
                let label = UILabel()
                label.text = "A UIView of the app's own"
                label.font = .preferredFont(forTextStyle: .headline)
                label.textAlignment = .center
                label.frame = CGRect(x: 16, y: 24, width: 228, height: 30)
                label.autoresizingMask = [.flexibleWidth]
                let button = UIButton(
                    type: .system, primaryAction: UIAction(title: "Close") { _ in HUDCenter.shared.hidePopups() })
                button.frame = CGRect(x: 80, y: 80, width: 100, height: 40)
                button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
                card.addSubview(label)
                card.addSubview(button)
                HUDCenter.shared.showPopup(view: card)
            }

            /// A SwiftUI card whose height changes when its button is pressed (the popup re-lays out).
            static func swiftUIPopup() {
                HUDCenter.shared.showPopup {
                    DemoSwiftUICard()
                }
            }
        }

        /// The SwiftUI popup's content.
        @available(iOS 17.0, *)
        private struct DemoSwiftUICard: View {
            @State private var expanded = false

            var body: some View {
                VStack(spacing: 12) {
                    Text("A SwiftUI view").font(.headline)
                    if expanded { Text("It grew; the popup followed.").font(.subheadline) }
                    HStack {
                        Button(expanded ? "Less" : "More") { expanded.toggle() }
                        Button("Close") { HUDCenter.shared.hidePopups() }
                    }
                }
                .padding(24)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
        }
    #else
        /// The same demo with every OverlayHUD call compiled out.
        @available(iOS 17.0, *)
        @MainActor
        enum DemoCustomViews {
            static func uiViewPopup() {}
            static func swiftUIPopup() {}
        }
    #endif
#endif
