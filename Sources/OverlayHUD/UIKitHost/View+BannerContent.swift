#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDMessages
    import SwiftUI

    @available(iOS 14.0, *)
    extension View {
        /// Shows a banner drawn by your own SwiftUI view (in the banner stack, above everything)
        /// while `isPresented` is true, and sets it back to false when the banner has left — by its
        /// timer, a tap, a swipe, its close button or code — or at once when the stack drops it as a
        /// repeat (``BannerConfiguration/isRepeat``). Setting it to false hides the banner.
        ///
        /// When this view disappears, a timed banner stays and finishes (then sets the flag to
        /// false); one that lives ``HUDDuration/untilHidden`` (its ``BannerInfo/duration``) is
        /// hidden, as nothing would hide it any more, and the flag set to false.
        ///
        /// ```swift
        /// .banner(isPresented: $showsSynced, info: BannerInfo(id: "sync", title: "Synced")) {
        ///     Label("Synced", systemImage: "checkmark.icloud").padding().background(.regularMaterial, in: Capsule())
        /// }
        /// ```
        /// - Parameters:
        ///   - isPresented: whether the banner shows.
        ///   - info: the banner's lifetime and what VoiceOver reads (see
        ///     ``HUDCenter/showBanner(_:content:)``); its `id` is replaced by one of the modifier's own.
        ///   - center: the center to show in (default: the center of this view's window scene when
        ///     the app has several windows; else ``HUDCenter/shared``).
        ///   - content: the banner's view (touches as in ``HUDCenter/showBanner(_:content:)``).
        public func banner<Content: View>(
            isPresented: Binding<Bool>, info: BannerInfo, center: HUDCenter? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            modifier(
                FlagItemModifier(isPresented: isPresented) { item in
                    BannerContentModifier(item: item, info: info, center: center, content: content)
                })
        }
    }

    /// Shows a SwiftUI banner per run of the flag through `ItemElementModifier`; a `ShownWatcher`
    /// clears the run when the banner has left.
    @available(iOS 14.0, *)
    struct BannerContentModifier<Shown: View>: ViewModifier {
        let item: Binding<FlagRun?>
        let info: BannerInfo
        let center: HUDCenter?
        let content: () -> Shown
        @State private var lifetime = ShownBannerLifetime()

        func body(content view: Content) -> some View {
            let info = info
            let build = BannerContentBox(content)
            let lifetime = lifetime
            return view.modifier(
                ItemElementModifier(
                    item: item, kind: "banner", center: center,
                    show: { center, _, id, clear in
                        var shown = info
                        shown.id = id
                        MainActor.assumeIsolated {
                            // The lifetime the banner gets now: the settings of the center it goes
                            // to (the view's scene's in a multi-window app), as they are at the show.
                            lifetime.seconds = .some(center.bannerConfiguration.lifetime(of: shown))
                            center.showBanner(shown) { build.make() }
                            ShownWatcher.start(.banner(id), on: center) { clear.clear() }
                        }
                    },
                    hide: { center, id in center.hideBanners(id: id) },
                    // The lifetime the banner got at its show, not what `info` or the center's
                    // settings say later (a later `.untilHidden` would hide a timed banner, a later
                    // timed duration would leave an `.untilHidden` one up for good).
                    hidesOnDisappear: { shownOn, _ in
                        MainActor.assumeIsolated {
                            ModifierDisappearance.hidesOnDisappear(
                                .timed(seconds: lifetime.seconds ?? shownOn.bannerConfiguration.lifetime(of: info)))
                        }
                    }))
        }
    }

    /// The lifetime the modifier's last banner got at its show (`nil` inside: until hidden; none:
    /// not shown yet).
    // @unchecked Sendable: as `StatusPresentations`, SwiftUI and the show use it on the main thread only.
    private final class ShownBannerLifetime: @unchecked Sendable {
        var seconds: Double??
    }

    /// Carries a view's builder into the main actor, where the banner is built.
    // @unchecked Sendable: made and used on the main thread only (SwiftUI's update, then the show).
    private final class BannerContentBox<Shown: View>: @unchecked Sendable {
        let make: () -> Shown
        init(_ make: @escaping () -> Shown) { self.make = make }
    }
#endif
