import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A host that applies the key-window rule at every commit, as the UIKit host does: asks its
/// receiver whether the overlay should be key and updates a `KeyWindowPolicy`, recording each
/// step; when the overlay empties it hands key status back, as the UIKit host does. Text and the
/// app's own views (content slots) are its `base` headless host's.
@MainActor
final class KeyWindowSpyHost: HUDHost {
    let base: HeadlessHost
    var policy = KeyWindowPolicy()
    /// Every step other than `.none`, in order.
    var steps: [KeyWindowPolicy.Step] = []
    private weak var receiver: (any HUDHostEventReceiver)?
    init(base: HeadlessHost = HeadlessHost(fonts: TestFonts.library())) { self.base = base }
    func attach(_ receiver: any HUDHostEventReceiver) { self.receiver = receiver }
    func overlayDidBecomeVisible(_ overlay: Overlay) {}
    func overlayDidBecomeEmpty(_ overlay: Overlay) { record(policy.update(wantsKey: false)) }
    var onCommit: ((Overlay) -> Void)?
    func commit(_ overlay: Overlay) {
        onCommit?(overlay)
        let wantsKey = (receiver as? any TextInputReceiver)?.wantsKeyWindow ?? false
        record(policy.update(wantsKey: wantsKey))
    }
    func record(_ step: KeyWindowPolicy.Step) {
        if step != .none { steps.append(step) }
    }
    func announce(_ text: String) {}
    func screenChanged(modal: Bool) {}
    func play(_ haptic: Haptic) {}
    var isReduceMotionEnabled: Bool { false }
    func measure(_ text: TextContent) -> HUDSize { base.measure(text) }
    func measureContent(_ slot: HUDContentSlotID, fitting: HUDSize) -> HUDSize {
        base.measureContent(slot, fitting: fitting)
    }
    func measureContent(_ slot: HUDContentSlotID, width: Double, fittingHeight: Double) -> HUDSize {
        base.measureContent(slot, width: width, fittingHeight: fittingHeight)
    }
    func contentHoldsTextInput(_ slot: HUDContentSlotID) -> Bool { base.contentHoldsTextInput(slot) }
    func releaseContent(_ slot: HUDContentSlotID) { base.releaseContent(slot) }
}
