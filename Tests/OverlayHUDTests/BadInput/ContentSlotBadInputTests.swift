import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Your own view at its worst (issue 21, "Bad input"): sizes it cannot mean, a view handed in
/// twice, a view that changes size on every layout pass. Each has a documented answer
/// (`ContentSlotSizing`, `ContentSlotViews`, `ContentSlotTable`) and nothing traps or loops.
final class ContentSlotBadInputTests: XCTestCase {
    /// The space a popup's slot may use on the 390 × 844 screen: less 16-point margins.
    private let available = HUDSize(358, 812)

    func testZeroNegativeNaNAndTinySidesBecomeTheMinimum() {
        for bad in [0.0, -0.0, -1, -.infinity, .nan, -Double.greatestFiniteMagnitude, .leastNonzeroMagnitude, 3] {
            let s = ContentSlotSizing.clamp(HUDSize(bad, bad), available: available)
            XCTAssertEqual(s, HUDSize(44, 44), "\(bad)")
        }
    }

    func testInfiniteAndHugeSidesBecomeTheSpaceAvailable() {
        for huge in [Double.infinity, .greatestFiniteMagnitude, 1e9, 10_000, Double(Int.max)] {
            XCTAssertEqual(ContentSlotSizing.clamp(HUDSize(huge, huge), available: available), available, "\(huge)")
        }
        XCTAssertEqual(ContentSlotSizing.clamp(HUDSize(200, 100), available: available), HUDSize(200, 100), "sane sizes kept")
    }

    func testTheSpaceAvailableIsNeverBelowTheMinimum() {
        for side in [0.0, -5, .nan, .infinity, -.infinity, 10] {
            let a = ContentSlotSizing.available(in: HUDRect(0, 0, side, side))
            XCTAssertTrue(a.width >= 44 && a.height >= 44 && a.width.isFinite && a.height.isFinite, "\(side): \(a)")
        }
    }

    func testAPopupWithAViewOfEveryBadSizeShowsAUsableSlot() throws {
        try onMainThrowing {
            for bad in SpecialValues.doubles {
                let env = HUDTestEnvironment()
                let slot = env.host.register(HeadlessContentView(size: HUDSize(bad, bad)))
                env.center.showPopup(contentSlot: slot)
                let b = try XCTUnwrap(env.layer("contentSlot")).bounds
                XCTAssertTrue(b.width >= 44 && b.width <= 358 && b.height >= 44 && b.height <= 812, "\(bad): \(b)")
            }
        }
    }

    func testTheSameViewHandedToTwoPopupsIsTakenOverByTheSecond() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment.withoutPauseBetweenPopups()
            let view = HeadlessContentView(size: HUDSize(200, 100))
            let first = env.host.register(view)
            let second = env.host.register(view)
            XCTAssertNotEqual(first, second)
            XCTAssertNil(env.host.view(in: first), "the earlier slot is left empty")
            XCTAssertTrue(env.host.view(in: second) === view)
            env.center.showPopup(contentSlot: first)
            env.center.showPopup(contentSlot: second)
            XCTAssertEqual(
                try XCTUnwrap(env.layer("contentSlot")).bounds, HUDRect(0, 0, 44, 44),
                "the empty slot measures zero: the minimum place, nothing in it")
            env.center.hidePopups()
            env.clock.advance(by: 0.3)
            XCTAssertTrue(env.host.view(in: second) === view, "releasing the empty slot leaves the view with the second")
            XCTAssertEqual(try XCTUnwrap(env.layer("contentSlot")).contentSlot, second)
            XCTAssertEqual(try XCTUnwrap(env.layer("contentSlot")).bounds, HUDRect(0, 0, 200, 100))
        }
    }

    func testContentSlotViewsTakeOverAndRelease() {
        final class Box {}
        var views = ContentSlotViews<Box>()
        let a = Box()
        let (s1, taken1) = views.register(a)
        XCTAssertNil(taken1)
        let (s2, taken2) = views.register(a)
        XCTAssertEqual(taken2, s1)
        XCTAssertNil(views.view(in: s1))
        XCTAssertTrue(views.view(in: s2) === a)
        XCTAssertNil(views.release(s1), "an empty or unknown slot: no-op")
        XCTAssertNil(views.release(HUDContentSlotID(rawValue: .max)))
        let engineSlot = HUDContentSlotID(rawValue: HUDContentSlotID.firstEngineIssued)
        views.set(a, in: engineSlot)
        XCTAssertNil(views.view(in: s2), "set(_:in:) takes the view over too")
        XCTAssertTrue(views.release(engineSlot) === a)
        XCTAssertEqual(views.count, 0)
        XCTAssertLessThan(s2.rawValue, HUDContentSlotID.firstEngineIssued, "host ids never meet engine ids")
    }

    func testAViewThatChangesSizeOnEveryLayoutPassDoesNotLoop() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var side = 100.0
            let view = HeadlessContentView { _ in
                side += 1
                return HUDSize(side, side)
            }
            let slot = env.host.register(view)
            env.host.remeasuresContentOnCommit = true
            env.center.showPopup(contentSlot: slot)
            XCTAssertEqual(ContentSlotTable.maximumRelayoutsPerWindow, 3)
            // One show: the first measurement, then each commit's layout pass re-measures (and
            // each of the 3 accepted re-layouts measures) until the budget stops accepting reports.
            XCTAssertLessThanOrEqual(view.measureCount, 9, "bounded, no loop")
            let before = view.measureCount
            env.clock.advance(by: 0.3)
            XCTAssertLessThanOrEqual(view.measureCount - before, 14, "the retry and the commit after the window are bounded too")
            let b = try XCTUnwrap(env.layer("contentSlot")).bounds
            XCTAssertTrue(b.width > 100 && b.width <= 358, "the last accepted size: \(b)")
        }
    }

    func testAViewThatChangesSizeOnEveryLayoutPassStopsWhenTimeIsNewOnEveryRead() throws {
        try onMainThrowing {
            // SystemClock on a device: every report comes at a new time.
            let clock = ReadAdvancingClock()
            let host = HeadlessHost(fonts: TestFonts.library())
            let center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            var side = 100.0
            var answers = 0
            // Grows on every measurement; stops after 200 so a failing bound ends too.
            let view = HeadlessContentView { _ in
                answers += 1
                if answers < 200 { side += 1 }
                return HUDSize(side, side)
            }
            let slot = host.register(view)
            host.remeasuresContentOnCommit = true
            center.showPopup(contentSlot: slot)
            clock.base.run(for: 2)
            // Each report after a 0.1 s window (here: after the popup's own commits) has a fresh
            // budget of 3 re-layouts, each measuring twice (the re-layout and the layout pass of
            // its commit); once the engine commits no more, the last refusal ends it.
            XCTAssertLessThan(view.measureCount, 40, "bounded, no loop")
            let stopped = view.measureCount
            clock.base.run(for: 10)
            XCTAssertEqual(view.measureCount, stopped, "nothing runs any more")
            XCTAssertEqual(clock.base.pendingCount, 0, "nothing left running")
        }
    }

    func testUnknownSlotsAndOwnersThatLeftAreIgnored() throws {
        try onMainThrowing {
            let table = ContentSlotTable()
            XCTAssertFalse(table.sizeDidChange(HUDContentSlotID(rawValue: 7), clock: ManualClock()))
            let env = HUDTestEnvironment()
            env.center.contentSizeDidChange(HUDContentSlotID(rawValue: 0))
            env.center.contentSizeDidChange(HUDContentSlotID(rawValue: .max))
            env.assertIdle()
        }
    }
}
