import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The fingers the UIKit host reported down: an up only for a reported down, and the ups UIKit
/// never sent it (a system gesture that took the touches) reported before the next event's, so no
/// banner stays paused. Fingers are held weakly (UIKit's `UITouch` objects).
final class HostFingerLedgerTests: XCTestCase {
    /// A stand-in for a `UITouch`: an object, compared by identity.
    private final class Finger {}

    func testAnUpIsReportedOnlyForAReportedDown() {
        let one = Finger()
        let two = Finger()
        var ledger = HostFingerLedger<Finger>()
        ledger.down(one)
        ledger.down(one)
        XCTAssertEqual(ledger.count, 1, "once")
        XCTAssertFalse(ledger.up(two), "its down was not the overlay's (a presented controller's)")
        XCTAssertTrue(ledger.up(one))
        XCTAssertFalse(ledger.up(one), "once")
        XCTAssertEqual(ledger.count, 0)
    }

    func testFingersAnEventNoLongerCarriesLostTheirUps() {
        let fingers = (0..<4).map { _ in Finger() }
        var ledger = HostFingerLedger<Finger>()
        XCTAssertEqual(ledger.lostUps { _ in false }, 0, "nothing reported")
        ledger.down(fingers[1])
        ledger.down(fingers[2])
        XCTAssertEqual(ledger.lostUps { f in fingers[1...3].contains { $0 === f } }, 0, "both still down, a third comes")
        XCTAssertEqual(ledger.lostUps { $0 === fingers[2] }, 1, "finger 1 went without an up")
        XCTAssertFalse(ledger.contains(fingers[1]))
        XCTAssertTrue(ledger.contains(fingers[2]))
        XCTAssertFalse(ledger.up(fingers[1]), "its up was reported as lost")
        XCTAssertEqual(ledger.lostUps { $0 === fingers[3] }, 1, "a new touch after a lost one")
        XCTAssertEqual(ledger.count, 0)
        ledger.down(fingers[0])
        ledger.down(fingers[3])
        XCTAssertEqual(ledger.lostUps { _ in false }, 2)
    }

    /// The ledger keeps no finger alive, and a finger UIKit freed without an up the overlay saw
    /// lost its up — even when the next event carries a new touch UIKit made at its address (an
    /// address key would have taken it for the freed one: `carries` answers yes for everything).
    func testAFreedFingerIsPrunedAndItsUpReportedLost() {
        var ledger = HostFingerLedger<Finger>()
        weak var freed: Finger?
        do {
            let finger = Finger()
            freed = finger
            ledger.down(finger)
        }
        XCTAssertNil(freed, "held weakly")
        XCTAssertEqual(ledger.count, 1, "until pruned")
        XCTAssertEqual(ledger.lostUps { _ in true }, 1, "freed: its up was lost")
        XCTAssertEqual(ledger.count, 0, "pruned")
        XCTAssertEqual(ledger.lostUps { _ in true }, 0, "once")
    }
}
