#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDMessages
    import SwiftUI

    /// Posts a banner each time `banner` is set, then resets it to nil.
    @available(iOS 14.0, *)
    package struct BannerPostModifier: ViewModifier {
        @Binding var banner: BannerInfo?
        let center: HUDCenter?
        @State private var place = ModifierCenter()

        package func body(content: Content) -> some View {
            content.modifier(OverlayModifierCore(watched: banner?.id, place: place, appeared: { post() }, changed: { post() }))
        }

        private func post() {
            guard let info = banner else { return }
            place.forShowing(given: center).showBanner(info)
            banner = nil
        }
    }

    @available(iOS 14.0, *)
    extension View {
        /// Posts `banner` to the stacked banners each time it is set, then resets it to nil. This
        /// view disappearing hides nothing: a posted banner leaves by its own timer, a tap, its
        /// close button or code.
        ///
        /// ```swift
        /// .banner($incomingCall)     // incomingCall = BannerInfo(id: caller.id, title: caller.name)
        /// ```
        public func banner(_ banner: Binding<BannerInfo?>, center: HUDCenter? = nil) -> some View {
            modifier(BannerPostModifier(banner: banner, center: center))
        }
    }
#endif
