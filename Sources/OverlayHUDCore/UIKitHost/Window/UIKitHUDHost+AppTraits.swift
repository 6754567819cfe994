#if canImport(UIKit)
    // @preconcurrency: see CoreGraphicsConversions.swift.
    @preconcurrency import UIKit

    extension UIKitHUDHost {
        /// Gives the overlay window the text size and layout direction of the app's window `app`,
        /// so the app's own views shown in the overlay (popups, banners, messages, a waiting HUD's
        /// view) read what the app's views read: from iOS 17 an app may override them on its window
        /// (`traitOverrides`), which reaches no other window. The light/dark style is carried by
        /// the window's `overrideUserInterfaceStyle` (`followAppAppearance`). Before iOS 17 a window
        /// has no trait overrides of its own, so the two windows of a scene already read the same
        /// text size and direction. Without an app window, earlier overrides are removed.
        ///
        /// A change here changes the overlay window's traits: views with
        /// `adjustsFontForContentSizeCategory` take their new fonts, and each slot measures them
        /// again when the engine lays out for the new traits (the window's traits are updated here
        /// at once, and `ContentSlotContainerView.measure` applies pending trait changes first).
        func carryAppTraits(from app: UIWindow?, to window: OverlayWindow) {
            guard #available(iOS 17.0, *) else { return }
            guard let app else {
                window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
                window.traitOverrides.remove(UITraitLayoutDirection.self)
                return
            }
            let wanted = app.traitCollection
            var changed = false
            if window.traitCollection.preferredContentSizeCategory != wanted.preferredContentSizeCategory {
                window.traitOverrides.preferredContentSizeCategory = wanted.preferredContentSizeCategory
                changed = true
            }
            if window.traitCollection.layoutDirection != wanted.layoutDirection {
                window.traitOverrides.layoutDirection = wanted.layoutDirection
                changed = true
            }
            // UIKit applies overrides at its next trait update, top-down; a slot's
            // `updateTraitsIfNeeded()` updates only the slot's own subtree from the traits its
            // ancestors have. Updated now, the engine's re-layout for the new text size (reported
            // right after this) measures the app's views in their new fonts, not the old ones.
            if changed { window.updateTraitsIfNeeded() }
        }
    }
#endif
