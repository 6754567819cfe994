import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The touch sequence the center keeps from the host's downs and ups: whether the tap that ends it
/// is the app's own view's.
final class HostTouchSequenceTests: XCTestCase {
    func testOneFingerOnContentThatTakesTapsMakesTheTapTheContents() {
        var s = HostTouchSequence()
        s.fingerDown(contentHandlesTap: true)
        XCTAssertEqual(s.fingersDown, 1)
        s.fingerUp(contentHandlesTap: true)
        XCTAssertEqual(s.fingersDown, 0)
        XCTAssertTrue(s.tapIsContents())
        XCTAssertFalse(s.tapIsContents(), "the tap ended the sequence")
        XCTAssertFalse(s.contentHandlesTap)
    }

    func testTheFirstFingerDownStartsAfresh() {
        var s = HostTouchSequence()
        s.fingerDown(contentHandlesTap: true)
        s.fingerUp(contentHandlesTap: true)
        // No tap came (a long press): the next sequence starts afresh.
        s.fingerDown(contentHandlesTap: false)
        s.fingerUp(contentHandlesTap: false)
        XCTAssertFalse(s.tapIsContents())
    }

    func testAnyFingerAndEitherEndCounts() {
        var s = HostTouchSequence()
        s.fingerDown(contentHandlesTap: false)
        s.fingerDown(contentHandlesTap: true)
        s.fingerUp(contentHandlesTap: false)
        XCTAssertEqual(s.fingersDown, 1)
        s.fingerDown(contentHandlesTap: false)
        XCTAssertTrue(s.contentHandlesTap, "a finger still down keeps the sequence going")
        var upOnly = HostTouchSequence()
        upOnly.fingerDown(contentHandlesTap: false)
        upOnly.fingerUp(contentHandlesTap: true)
        XCTAssertTrue(upOnly.tapIsContents(), "a control enabled meanwhile")
    }

    func testUpsWithoutDownsAndResetNeverGoBelowZero() {
        var s = HostTouchSequence()
        for _ in 0..<3 { s.fingerUp(contentHandlesTap: false) }
        XCTAssertEqual(s.fingersDown, 0)
        s.fingerDown(contentHandlesTap: true)
        s.fingerDown(contentHandlesTap: true)
        s.reset()
        XCTAssertEqual(s, HostTouchSequence())
    }
}
