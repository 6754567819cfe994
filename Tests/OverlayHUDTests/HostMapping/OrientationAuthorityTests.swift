import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class OrientationAuthorityTests: XCTestCase {
    typealias C = OrientationAuthority.Controller
    let portrait: UInt = 2, landscape: UInt = 24, all: UInt = 30

    func testTheTopFullScreenControllerDecides() {
        let chain = [C(supportedOrientations: all), C(coversScreen: true, supportedOrientations: landscape)]
        XCTAssertEqual(OrientationAuthority.decidingIndex(in: chain), 1)
        XCTAssertEqual(OrientationAuthority.supportedOrientations(of: chain), landscape)
    }

    func testASheetOrAControllerBeingDismissedDoesNotDecide() {
        let sheet = [C(supportedOrientations: portrait), C(coversScreen: false, supportedOrientations: landscape)]
        XCTAssertEqual(OrientationAuthority.supportedOrientations(of: sheet), portrait)
        let leaving = [
            C(supportedOrientations: portrait), C(isBeingDismissed: true, supportedOrientations: landscape),
            C(supportedOrientations: all),
        ]
        XCTAssertEqual(OrientationAuthority.decidingIndex(in: leaving), 0, "nor anything it presents")
        XCTAssertEqual(
            OrientationAuthority.decidingIndex(in: [C(isBeingDismissed: true, supportedOrientations: portrait)]), 0,
            "the root always counts")
    }

    func testEmptyAnswersFallBack() {
        XCTAssertEqual(OrientationAuthority.supportedOrientations(of: []), all)
        XCTAssertEqual(
            OrientationAuthority.supportedOrientations(of: [C(supportedOrientations: landscape), C(supportedOrientations: 0)]),
            landscape)
        XCTAssertEqual(OrientationAuthority.supportedOrientations(of: [C(supportedOrientations: 0)]), all)
    }
}
