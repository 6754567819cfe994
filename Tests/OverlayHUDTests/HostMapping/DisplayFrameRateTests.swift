import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

final class DisplayFrameRateTests: XCTestCase {
    func testRunsAtTheScreensRate() {
        let pro = DisplayFrameRate(screenMaximum: 120)
        XCTAssertEqual([pro.minimum, pro.maximum, pro.preferred], [60, 120, 120])
        XCTAssertEqual(pro.frameDuration, 1.0 / 120)
        let classic = DisplayFrameRate(screenMaximum: 60)
        XCTAssertEqual([classic.minimum, classic.maximum, classic.preferred], [60, 60, 60])
        let slow = DisplayFrameRate(screenMaximum: 30)
        XCTAssertEqual([slow.minimum, slow.maximum], [30, 30])
        XCTAssertEqual(DisplayFrameRate(screenMaximum: 0).maximum, 60)
    }

    func testAFrameIsEvaluatedAtItsTargetTimestamp() {
        let c = MediaTimeConversion(engineNow: 10, mediaNow: 5000)
        XCTAssertEqual(
            DisplayFrameRate.engineTime(forTargetTimestamp: 5000 + 1.0 / 120, conversion: c), 10 + 1.0 / 120, accuracy: 1e-9)
        XCTAssertEqual(DisplayFrameRate.engineTime(forTargetTimestamp: 4999, conversion: c), 10)
        XCTAssertEqual(DisplayFrameRate.engineTime(forTargetTimestamp: .nan, conversion: c), 10)
    }
}
