import OverlayHUDSoftware
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class OverlayTraitsTests: XCTestCase {
    func testHostReportsTraitsToTheCenterAndAppearanceKeepsTheRest() {
        onMain {
            let host = HeadlessHost()
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: ManualClock()))
            let big = OverlayTraits(
                interfaceStyle: .light, contentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft)
            host.traitsDidChange(to: big)
            XCTAssertEqual(center.overlay.traits, big)
            host.appearanceDidChange(dark: true)
            XCTAssertEqual(center.overlay.traits.contentSizeCategory, .accessibilityExtraLarge)
            XCTAssertEqual(center.overlay.traits.layoutDirection, .rightToLeft)
            XCTAssertTrue(center.overlay.isDarkAppearance)
        }
    }

    func testOverlayTellsObserversOnlyWhenTraitsChange() {
        onMain {
            final class Counter: OverlayLayoutObserver {
                var count = 0
                func overlayDidChangeLayout(_ overlay: Overlay) { count += 1 }
            }
            let overlay = Overlay()
            let c = Counter()
            overlay.addLayoutObserver(c)
            overlay.updateTraits(OverlayTraits())
            XCTAssertEqual(c.count, 0)
            overlay.updateTraits(OverlayTraits(contentSizeCategory: .small))
            XCTAssertEqual(c.count, 1)
            overlay.updateAppearance(dark: false)
            XCTAssertEqual(c.count, 1)
            overlay.updateAppearance(dark: true)
            XCTAssertEqual(c.count, 2)
            XCTAssertEqual(overlay.traits.contentSizeCategory, .small)
        }
    }
}
