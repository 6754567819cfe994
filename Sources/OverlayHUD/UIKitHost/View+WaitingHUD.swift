#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Shows the waiting HUD while a binding is true.
@available(iOS 14.0, *)
struct WaitingHUDModifier: ViewModifier {
    @Binding var isPresented: Bool
    let label: String?
    let center: HUDCenter

    func body(content: Content) -> some View {
        content
            .onAppear { if isPresented { center.showWaiting(label) } }
            .onChange(of: isPresented) { shown in
                if shown { center.showWaiting(label) } else { center.hideWaiting() }
            }
            .onChange(of: label) { newLabel in
                if isPresented { center.updateWaiting { $0.label = newLabel } }
            }
            .onDisappear { if isPresented { center.hideWaiting() } }
    }
}

@available(iOS 14.0, *)
extension View {
    /// Shows OverlayHUD's waiting HUD (in its overlay window, above everything) while
    /// `isPresented` is true, and hides it when it turns false or this view disappears.
    ///
    /// ```swift
    /// List(items) { … }
    ///     .waitingHUD(isPresented: $isLoading, label: "Loading…")
    /// ```
    /// - Parameters:
    ///   - isPresented: whether the HUD shows.
    ///   - label: the text under the indicator; changing it updates the shown HUD.
    ///   - center: the center to show in (default ``HUDCenter/shared``).
    public func waitingHUD(isPresented: Binding<Bool>, label: String? = nil, center: HUDCenter = .shared) -> some View {
        modifier(WaitingHUDModifier(isPresented: isPresented, label: label, center: center))
    }
}
#endif
