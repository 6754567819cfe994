#if canImport(UIKit)
    import SwiftUI
    import UIKit
    #if !OVERLAYHUD_COMPILED_OUT
        import OverlayHUD

        /// Popups showing the app's own views: a UIKit view and a SwiftUI view, each inside the
        /// engine's motion (they scale and fade in with the popup, and stay below banners), and a
        /// form of each kind whose text field takes the keyboard.
        @available(iOS 17.0, *)
        @MainActor
        enum DemoCustomViews {
            /// A plain UIKit card: two labels and a button that dismisses the popup, laid out with
            /// a stack view (measured with Auto Layout), in the system's colours and text styles, so it
            /// follows dark mode, the text size and the layout direction.
            static func uiViewPopup() {
                let title = label("A UIView of the app's own", .headline)
                let body = label("It scales and fades with the popup and stays below banners.", .subheadline)
                body.textColor = .secondaryLabel
                let close = UIButton(
                    type: .system, primaryAction: UIAction(title: "Close") { _ in HUDCenter.shared.hidePopups() })
                close.titleLabel?.adjustsFontForContentSizeCategory = true
                HUDCenter.shared.showPopup(view: card([title, body, close]))
            }

            /// A UIKit card with a text field: the overlay becomes the key window while the popup
            /// shows (it has a backdrop: `PopupPresentation.KeyWindow.automatic`), so the field takes the keyboard;
            /// the popup rises above the keyboard, and key status goes back to the app as it leaves.
            static func uiViewFormPopup() {
                let title = label("Rename", .headline)
                let field = UITextField()
                field.borderStyle = .roundedRect
                field.placeholder = "New name"
                field.font = .preferredFont(forTextStyle: .body)
                field.adjustsFontForContentSizeCategory = true
                field.returnKeyType = .done
                let save = UIButton(
                    type: .system,
                    primaryAction: UIAction(title: "Save") { [weak field] _ in
                        let name = field?.text ?? ""
                        HUDCenter.shared.hidePopups()
                        HUDCenter.shared.showMessage(.success(name.isEmpty ? "Nothing to save" : "Saved \"\(name)\""))
                    })
                field.addAction(UIAction { _ in save.sendActions(for: .primaryActionTriggered) }, for: .editingDidEndOnExit)
                HUDCenter.shared.showPopup(view: card([title, field, save]))
            }

            /// A SwiftUI form whose field takes focus as the popup appears (`@FocusState`).
            static func swiftUIFormPopup() {
                HUDCenter.shared.showPopup {
                    DemoSwiftUIForm()
                        .dynamicTypeSize(DemoAppearance.dynamicTypeSize)
                        .environment(\.layoutDirection, DemoAppearance.layoutDirection)
                }
            }

            /// A 280 pt card stacking `views` vertically, in the system's grouped background, following
            /// the demo's appearance switches.
            private static func card(_ views: [UIView]) -> UIView {
                let stack = UIStackView(arrangedSubviews: views)
                stack.axis = .vertical
                stack.spacing = 12
                stack.translatesAutoresizingMaskIntoConstraints = false
                let panel = UIView()
                panel.backgroundColor = .secondarySystemBackground
                panel.layer.cornerRadius = 16
                panel.addSubview(stack)
                NSLayoutConstraint.activate([
                    panel.widthAnchor.constraint(equalToConstant: 280),
                    stack.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20),
                    stack.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -20),
                    stack.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20),
                    stack.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -12),
                ])
                DemoAppearance.follow(panel)
                return panel
            }

            /// A label in a text style that grows with Dynamic Type, wrapping at the card's width.
            private static func label(_ text: String, _ style: UIFont.TextStyle) -> UILabel {
                let label = UILabel()
                label.text = text
                label.font = .preferredFont(forTextStyle: style)
                label.adjustsFontForContentSizeCategory = true
                label.numberOfLines = 0
                label.textAlignment = .natural
                label.preferredMaxLayoutWidth = 240
                return label
            }

            /// A SwiftUI card whose height changes when its button is pressed (the popup re-lays out).
            static func swiftUIPopup() {
                HUDCenter.shared.showPopup {
                    DemoSwiftUICard()
                        .dynamicTypeSize(DemoAppearance.dynamicTypeSize)
                        .environment(\.layoutDirection, DemoAppearance.layoutDirection)
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
                    if expanded { Text("It grew; the popup followed.").font(.subheadline).multilineTextAlignment(.center) }
                    HStack {
                        Button(expanded ? "Less" : "More") { expanded.toggle() }
                        Button("Close") { HUDCenter.shared.hidePopups() }
                    }
                }
                .padding(24)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            }
        }

        /// The SwiftUI form popup's content: a text field focused as it appears, and a Send button.
        @available(iOS 17.0, *)
        private struct DemoSwiftUIForm: View {
            @State private var note = ""
            @FocusState private var focused: Bool

            var body: some View {
                VStack(spacing: 12) {
                    Text("Leave a note").font(.headline)
                    TextField("Your note", text: $note)
                        .textFieldStyle(.roundedBorder)
                        .focused($focused)
                        .submitLabel(.send)
                        .onSubmit(send)
                    HStack {
                        Button("Cancel") { HUDCenter.shared.hidePopups() }
                        Spacer()
                        Button("Send", action: send).disabled(note.isEmpty)
                    }
                }
                .frame(width: 260)
                .padding(24)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                .onAppear { focused = true }
            }

            /// Send and Return alike; Return on an empty note does nothing, as the disabled Send button.
            private func send() {
                guard !note.isEmpty else { return }
                HUDCenter.shared.hidePopups()
                HUDCenter.shared.showMessage(.success("Sent", body: note))
            }
        }
    #else
        /// The same demo with every OverlayHUD call compiled out.
        @available(iOS 17.0, *)
        @MainActor
        enum DemoCustomViews {
            static func uiViewPopup() {}
            static func swiftUIPopup() {}
            static func uiViewFormPopup() {}
            static func swiftUIFormPopup() {}
        }
    #endif
#endif
