import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A host that knows a real screen other than the ``ScreenMetrics/iPhone`` default, as the UIKit
/// host knows its window scene: it answers the screen up front when asked, and, as the UIKit host's
/// `windowDidChangeLayout` does inside the first commit, reports what differs when the overlay
/// becomes visible. It counts the commits it mirrors and the layout passes each one carried.
@MainActor
final class ScreenKnowingHost: HUDHost {
    /// The real screen: a 430 × 932 pt iPhone (15 Pro Max), 59 pt top safe area.
    static let realMetrics = ScreenMetrics(
        size: HUDSize(430, 932), scale: 3, safeAreaInsets: HUDEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// The real display settings: dark, a large text size.
    static let realTraits = OverlayTraits(interfaceStyle: .dark, contentSizeCategory: .extraExtraLarge)

    /// The screen as the host sees it now (a test turns it while nothing shows).
    var screen = realMetrics
    /// The display settings as the host sees them now.
    var traits = realTraits
    /// Whether the host can read its screen before showing (the UIKit host cannot before the app
    /// has a window scene with a window): when not, it reports the screen only as the overlay
    /// becomes visible.
    var canReadScreen = true
    private(set) weak var receiver: (any HUDHostEventReceiver)?
    private let fonts = TestFonts.library()
    /// How many commits the engine made (each one a mirror on a real host).
    private(set) var commitCount = 0
    /// The metrics and traits the overlay had at each commit, oldest first.
    private(set) var committed: [(metrics: ScreenMetrics, traits: OverlayTraits)] = []

    func overlayDidBecomeVisible(_ overlay: Overlay) {
        // What the UIKit host does when it has made its window: read it and report what differs.
        if overlay.traits != traits { receiver?.traitsDidChange(to: traits) }
        if overlay.metrics != screen { receiver?.screenDidChange(to: screen, transitionDuration: 0) }
    }
    func overlayDidBecomeEmpty(_ overlay: Overlay) {}
    func commit(_ overlay: Overlay) {
        commitCount += 1
        committed.append((overlay.metrics, overlay.traits))
    }
    func attach(_ receiver: any HUDHostEventReceiver) { self.receiver = receiver }
    func announce(_ text: String) {}
    func play(_ haptic: Haptic) {}
    var isReduceMotionEnabled: Bool { false }
    func measure(_ text: TextContent) -> HUDSize { fonts.measure(text) }
}

extension ScreenKnowingHost: HostScreenReading {
    /// The screen as the host sees it now, as the UIKit host reads it from the app's window.
    func currentScreen() -> HostScreen? { canReadScreen ? HostScreen(metrics: screen, traits: traits) : nil }
}
