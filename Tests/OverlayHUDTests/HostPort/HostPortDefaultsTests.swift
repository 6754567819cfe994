import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What the host port's defaults do for a host or receiver that implements only what it must, and
/// the small public values hosts and apps read (text styles, localisation, traits).
final class HostPortDefaultsTests: XCTestCase {
    /// A host that implements `screenChanged(modal:)` but keeps the default accessibility delivery.
    @MainActor
    private final class ModalityHost: HUDHost {
        var screenChanges: [Bool] = []
        func overlayDidBecomeVisible(_ overlay: Overlay) {}
        func overlayDidBecomeEmpty(_ overlay: Overlay) {}
        func commit(_ overlay: Overlay) {}
        func announce(_ text: String) {}
        func screenChanged(modal: Bool) { screenChanges.append(modal) }
        func play(_ haptic: Haptic) {}
        var isReduceMotionEnabled: Bool { true }
        func measure(_ text: TextContent) -> HUDSize { HUDSize(Double(text.string.count) * 8, 20) }
    }

    /// A host with nothing but the requirements.
    @MainActor
    private final class BareHost: HUDHost {
        var commits = 0
        func overlayDidBecomeVisible(_ overlay: Overlay) {}
        func overlayDidBecomeEmpty(_ overlay: Overlay) {}
        func commit(_ overlay: Overlay) { commits += 1 }
        func announce(_ text: String) {}
        func play(_ haptic: Haptic) {}
        var isReduceMotionEnabled: Bool { true }
        func measure(_ text: TextContent) -> HUDSize { .zero }
    }

    /// A receiver with nothing but the requirements.
    @MainActor
    private final class BareReceiver: HUDHostEventReceiver {
        let clock: any HUDClock = ManualClock()
        func handle(_ event: HostInputEvent) -> Bool { false }
        func keyboardDidChange(to frame: HUDRect?, animation: KeyboardAnimation?) {}
        func screenDidChange(to metrics: ScreenMetrics, transitionDuration: Double) {}
        func traitsDidChange(to traits: OverlayTraits) {}
    }

    func testTheDefaultDeliveryTellsAHostWhenModalityChanges() throws {
        try onMainThrowing {
            let host = ModalityHost()
            let clock = ManualClock()
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            try center.showOptionPopup(
                OptionPopupConfiguration(options: (1...6).map { OptionPopupConfiguration.Option(title: "\($0)") }))
            clock.advance(by: 1)
            XCTAssertEqual(host.screenChanges, [true], "a modal popup appeared")
            center.hidePopups()
            clock.advance(by: 1)
            XCTAssertEqual(host.screenChanges, [true, false], "and left")

            let update = HUDAccessibilityUpdate(
                snapshot: HUDAccessibilitySnapshot(), modalityChanged: true, elementsChanged: false, focus: nil)
            XCTAssertTrue(update.modalityChanged)
            XCTAssertFalse(update.elementsChanged)
        }
    }

    func testABareHostAndReceiverTakeTheDefaults() {
        onMain {
            let host = BareHost()
            host.screenChanged(modal: true)
            XCTAssertEqual(host.commits, 0, "the default screen change does nothing")
            XCTAssertEqual(host.accessibilityDelivery, .afterEveryCommit)

            let env = HUDTestEnvironment()
            env.center.showBanner(BannerInfo(id: "a", title: "Anna"))
            let element = env.host.accessibilitySnapshot.elements[0].id
            let receiver = BareReceiver()
            receiver.updateAccessibility()
            XCTAssertFalse(receiver.accessibilityActivate(element), "a receiver without accessibility activates nothing")
            XCTAssertFalse(receiver.accessibilityPerformEscape())
            receiver.accessibilityFocusDidMove(to: element)
            receiver.accessibilityFocusDidMove(to: nil)
        }
    }

    func testSmallPublicValues() {
        // iOS's text styles at the default (Large) size: title2 22, title3 20, footnote 13, caption2 11 pt.
        XCTAssertEqual(HUDTextStyle.title2.pointSize(at: .large), 22)
        XCTAssertEqual(HUDTextStyle.title3.pointSize(at: .large), 20)
        XCTAssertEqual(HUDTextStyle.footnote.pointSize(at: .large), 13)
        XCTAssertEqual(HUDTextStyle.caption2.pointSize(at: .large), 11)
        // SCCatWaitingHUD.m: the title in the system font at 20 pt.
        XCTAssertEqual(WaitingHUDConfiguration().catTitleFont, .system(size: 20, relativeTo: .title3))
        var localization = HUDLocalization(language: "zh-Hans")
        XCTAssertEqual(localization.language, "zh-Hans")
        localization.language = nil
        XCTAssertNil(localization.language)
        XCTAssertEqual(HUDBuiltInString.information.key, "information")
        let traits: HUDAccessibilityTraits = [.button, .notEnabled]
        XCTAssertTrue(traits.contains(.notEnabled))
        XCTAssertNotEqual(HUDAccessibilityTraits.notEnabled, .button)
    }
}
