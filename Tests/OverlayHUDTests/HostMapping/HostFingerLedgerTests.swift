import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The fingers the UIKit host reported down: an up only for a reported down, and the ups UIKit
/// never sent it (a system gesture that took the touches) reported before the next event's, so no
/// banner stays paused.
final class HostFingerLedgerTests: XCTestCase {
    func testAnUpIsReportedOnlyForAReportedDown() {
        var ledger = HostFingerLedger<Int>()
        ledger.down(1)
        XCTAssertFalse(ledger.up(2), "its down was not the overlay's (a presented controller's)")
        XCTAssertTrue(ledger.up(1))
        XCTAssertFalse(ledger.up(1), "once")
        XCTAssertEqual(ledger.reported, [])
    }

    func testFingersAnEventNoLongerCarriesLostTheirUps() {
        var ledger = HostFingerLedger<Int>()
        XCTAssertEqual(ledger.lostUps { _ in false }, 0, "nothing reported")
        ledger.down(1)
        ledger.down(2)
        XCTAssertEqual(ledger.lostUps { [1, 2, 3].contains($0) }, 0, "both still down, a third comes")
        XCTAssertEqual(ledger.lostUps { [2].contains($0) }, 1, "finger 1 went without an up")
        XCTAssertEqual(ledger.reported, [2])
        XCTAssertFalse(ledger.up(1), "its up was reported as lost")
        XCTAssertEqual(ledger.lostUps { [7].contains($0) }, 1, "a new touch after a lost one")
        XCTAssertEqual(ledger.reported, [])
        ledger.down(Int.min)
        ledger.down(Int.max)
        XCTAssertEqual(ledger.lostUps { _ in false }, 2)
    }
}
