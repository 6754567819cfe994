import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// Reading an app view's size from Auto Layout's two answers and its `sizeThatFits`.
final class ContentViewMeasurementTests: XCTestCase {
    private let available = HUDSize(358, 780)

    /// A card built with frames (the iOS demo's 260 × 140): no constraint decides either side, so
    /// Auto Layout returns each target; the view's own size is `sizeThatFits`.
    func testAViewLaidOutWithFramesTakesItsSizeThatFits() {
        XCTAssertEqual(
            ContentViewMeasurement.size(expanded: available, compressed: .zero, fitted: HUDSize(260, 140)),
            HUDSize(260, 140))
    }

    /// Constraints that decide both sides give the same answer whatever the target.
    func testAViewItsConstraintsSizeTakesThatSize() {
        XCTAssertEqual(
            ContentViewMeasurement.size(expanded: HUDSize(240, 120), compressed: HUDSize(240, 120), fitted: .zero),
            HUDSize(240, 120))
        XCTAssertEqual(
            ContentViewMeasurement.size(
                expanded: HUDSize(240.3, 120), compressed: HUDSize(240, 119.8), fitted: HUDSize(10, 10)),
            HUDSize(240.3, 120), "half a point of rounding")
    }

    /// A width its constraints decide and a height they leave open (a view pinned on the sides only).
    func testEachSideIsReadOnItsOwn() {
        XCTAssertEqual(
            ContentViewMeasurement.size(expanded: HUDSize(300, 780), compressed: HUDSize(300, 0), fitted: HUDSize(50, 90)),
            HUDSize(300, 90))
    }

    /// NaN, ±∞, negatives and zero: a side Auto Layout cannot answer finitely is `fitted`'s,
    /// whatever that is (the engine clamps it: zero, negative or NaN sides become 44 points).
    func testBadAnswers() {
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(
                ContentViewMeasurement.size(expanded: HUDSize(bad, 100), compressed: HUDSize(bad, 100), fitted: HUDSize(70, 5)),
                HUDSize(70, 100))
            let s = ContentViewMeasurement.size(expanded: available, compressed: .zero, fitted: HUDSize(bad, -3))
            XCTAssertEqual(s.width.isNaN, bad.isNaN)
            if !bad.isNaN { XCTAssertEqual(s.width, bad) }
            XCTAssertEqual(s.height, -3)
        }
        XCTAssertEqual(
            ContentViewMeasurement.size(expanded: .zero, compressed: .zero, fitted: HUDSize(10, 10)), .zero,
            "constraints that make the view empty decide it")
        XCTAssertEqual(
            ContentViewMeasurement.size(
                expanded: HUDSize(Double(Int.max), 1), compressed: HUDSize(Double(Int.min), 1), fitted: HUDSize(8, 8)),
            HUDSize(8, 1))
    }
}
