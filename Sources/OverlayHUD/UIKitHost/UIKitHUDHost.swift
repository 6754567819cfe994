#if canImport(UIKit)
import UIKit

@MainActor
final class UIKitHUDHost: HUDHost {
    func overlayDidBecomeVisible(_ overlay: Overlay) {}
    func overlayDidBecomeEmpty(_ overlay: Overlay) {}
    func commit(_ overlay: Overlay) {}
    func announce(_ text: String) {}
    func screenChanged(modal: Bool) {}
    func play(_ haptic: Haptic) {}
    var isReduceMotionEnabled: Bool { false }
    func measure(_ text: TextContent) -> Size { .zero }
}
#endif
