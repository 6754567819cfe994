import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class MediaTimeConversionTests: XCTestCase {
    func testConvertsByTheSampledOffset() {
        let c = MediaTimeConversion(engineNow: 10, mediaNow: 5000)
        XCTAssertEqual(c.mediaTime(forEngineTime: 10), 5000)
        XCTAssertEqual(c.mediaTime(forEngineTime: 12.5), 5002.5)
        XCTAssertEqual(c.mediaTime(forEngineTime: 9), 4999)
        XCTAssertEqual(c.engineTime(forMediaTime: 5002.5), 12.5)
    }

    func testBadInput() {
        let c = MediaTimeConversion(engineNow: .nan, mediaNow: .infinity)
        XCTAssertEqual(c.engineNow, 0)
        XCTAssertEqual(c.mediaNow, 0)
        let d = MediaTimeConversion(engineNow: 1, mediaNow: 2)
        XCTAssertEqual(d.mediaTime(forEngineTime: .nan), 2)
        XCTAssertEqual(d.engineTime(forMediaTime: -.infinity), 1)
    }

    func testNeverProducesCoreAnimationsNowSentinel() {
        let c = MediaTimeConversion(engineNow: 3, mediaNow: 0)
        let m = c.mediaTime(forEngineTime: 3)
        XCTAssertGreaterThan(m, 0, "beginTime 0 would mean 'at commit' to Core Animation")
        XCTAssertLessThan(m, 1e-300)
    }
}

final class MediaTimeFrameAlignmentTests: XCTestCase {
    func testAnAnimationStampedNowStartsAtTheNextFrame() {
        let c = MediaTimeConversion(engineNow: 10, mediaNow: 5000, frameDuration: 1.0 / 60)
        XCTAssertEqual(c.nextFrameTime, 5000 + 1.0 / 60)
        XCTAssertEqual(c.mediaTime(forEngineTime: 10), 5000 + 1.0 / 60, "its first frame shows its start")
        XCTAssertEqual(c.mediaTime(forEngineTime: 9.995), 5000 + 1.0 / 60, "stamped a moment before the commit")
    }

    func testAnimationsBegunEarlierOrLaterKeepTheirTimes() {
        let c = MediaTimeConversion(engineNow: 10, mediaNow: 5000, frameDuration: 1.0 / 60)
        XCTAssertEqual(c.mediaTime(forEngineTime: 9), 4999, "a running loop keeps its phase")
        XCTAssertEqual(c.mediaTime(forEngineTime: 10.5), 5000.5, "a delayed start is unchanged")
        XCTAssertEqual(
            MediaTimeConversion(engineNow: 10, mediaNow: 5000).mediaTime(forEngineTime: 10), 5000,
            "no frame duration: no alignment")
        XCTAssertEqual(MediaTimeConversion(engineNow: 1, mediaNow: 2, frameDuration: .nan).frameDuration, 0)
        XCTAssertEqual(MediaTimeConversion(engineNow: 1, mediaNow: 2, frameDuration: -1).frameDuration, 0)
    }
}
