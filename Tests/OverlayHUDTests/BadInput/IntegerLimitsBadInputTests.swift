import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every public integer setting or input that takes part in arithmetic, at `Int.max` and
/// `Int.min`: it reads back inside its documented range, and the element it belongs to shows,
/// runs on the clock and draws without trapping (a trap would end the test run).
final class IntegerLimitsBadInputTests: XCTestCase {
    static let limits = [Int.max, Int.min]

    /// Runs the clock over every element's transitions, draws the overlay, then clears it.
    @MainActor
    private static func runAndDraw(_ env: HUDTestEnvironment, _ label: String, line: UInt = #line) {
        env.clock.run(for: 2, step: 0.1)
        XCTAssertNoThrow(
            try SoftwareRenderer(fontLibrary: TestFonts.library()).render(
                env.center.overlay.rootLayer, canvas: HUDSize(60, 120), scale: 1, at: env.clock.now), label, line: line)
        env.center.hideWaiting(animated: false)
        env.center.hideBanners()
        env.center.hidePopups(.all)
        env.clock.advance(by: 60)
        env.assertIdle(label, line: line)
    }

    func testQueueCapacityAtIntegerLimits() {
        onMain {
            for n in Self.limits {
                let env = HUDTestEnvironment()
                env.center.popupQueueConfiguration.capacity = n
                let capacity = env.center.popupQueueConfiguration.capacity
                XCTAssertTrue((0...PopupQueueConfiguration.maximumCapacity).contains(capacity), "capacity \(n) → \(capacity)")
                XCTAssertEqual(PopupQueueConfiguration(capacity: n).capacity, capacity)
                for name in ["a", "b", "c"] { env.center.showPopup(TestPopup(name)) }
                XCTAssertEqual(env.center.currentPopup.map { ($0 as? TestPopup)?.name }, "a", "capacity \(n)")
                XCTAssertEqual(env.center.queuedPopups.count, n > 0 ? 2 : 0, "capacity \(n)")
                Self.runAndDraw(env, "capacity \(n)")
            }
        }
    }

    func testBannerMaxCountAtIntegerLimits() {
        onMain {
            for n in Self.limits {
                let env = HUDTestEnvironment()
                env.center.bannerConfiguration.capacity = n
                XCTAssertEqual(env.center.bannerConfiguration.capacity, n > 0 ? BannerConfiguration.maximumCapacity : 1)
                for id in ["a", "b", "c"] { env.center.showBanner(BannerInfo(id: id, title: id)) }
                XCTAssertEqual(env.center.visibleBannerIDs, n > 0 ? ["a", "b", "c"] : ["c"], "capacity \(n)")
                Self.runAndDraw(env, "capacity \(n)")
            }
        }
    }

    func testOptionPopupGridAndSelectionAtIntegerLimits() throws {
        try onMainThrowing {
            let options = (0..<5).map { OptionPopupConfiguration.Option(title: "o\($0)", icon: .circle(.black)) }
            for n in Self.limits {
                for layout in [OptionPopupConfiguration.Layout.screenWidth, .fitted] {
                    var columns = OptionPopupConfiguration(options: options)
                    columns.columns = n
                    var rows = OptionPopupConfiguration(options: options)
                    rows.rows = n
                    var both = OptionPopupConfiguration(options: options, columns: n, rows: n)
                    both.isAnimated = true
                    var selection = OptionPopupConfiguration(options: options)
                    selection.initialSelection = n
                    for (name, var config) in [("columns", columns), ("rows", rows), ("both", both), ("selection", selection)] {
                        config.layout = layout
                        let env = HUDTestEnvironment()
                        // Below 1 is a typed error at once; otherwise it shows.
                        if n < 1 && name != "selection" {
                            XCTAssertThrowsError(try env.center.showOptionPopup(config), "\(name) \(n)") {
                                XCTAssertEqual(
                                    $0 as? OptionPopupConfiguration.ValidationError,
                                    .invalidGrid(columns: config.columns, rows: config.rows))
                            }
                            continue
                        }
                        try env.center.showOptionPopup(config)
                        let popup = try XCTUnwrap(env.center.currentPopup as? OptionPopup, "\(name) \(n)")
                        XCTAssertNil(popup.selectedIndex, "\(name) \(n)")
                        popup.choose(n)
                        XCTAssertNil(popup.chosenThisTime, "choose(\(n)) is ignored")
                        Self.runAndDraw(env, "\(name) \(n) \(layout)")
                    }
                }
            }
        }
    }

    func testRecordedSelectionAtIntegerLimits() throws {
        try onMainThrowing {
            for n in Self.limits {
                let env = HUDTestEnvironment()
                env.center.optionSelectionStore.setSelection(n, forID: "menu")
                var config = OptionPopupConfiguration(options: [
                    OptionPopupConfiguration.Option(title: "a"), OptionPopupConfiguration.Option(title: "b"),
                ])
                config.recordsSelection = true
                config.presentation.id = "menu"
                try env.center.showOptionPopup(config)
                XCTAssertNil((env.center.currentPopup as? OptionPopup)?.selectedIndex, "record \(n) is ignored")
                Self.runAndDraw(env, "record \(n)")
            }
        }
    }

    func testPopupPriorityAtIntegerLimits() {
        onMain {
            XCTAssertEqual(PopupPresentation.Priority(Int.max), .required)
            XCTAssertEqual(PopupPresentation.Priority(Int.min), .minimum)
            let env = HUDTestEnvironment()
            env.center.showPopup(TestPopup("low", priority: PopupPresentation.Priority(Int.min)))
            env.center.showPopup(TestPopup("high", priority: PopupPresentation.Priority(Int.max)))
            XCTAssertEqual(env.center.queuedPopups.count, 1)
            Self.runAndDraw(env, "priority")
        }
    }

    func testCardPopupFieldIndicesAtIntegerLimits() throws {
        try onMainThrowing {
            for n in Self.limits {
                let env = HUDTestEnvironment()
                env.center.showCardPopup(CardPopupConfiguration())
                let card = try XCTUnwrap(env.center.currentPopup as? CardPopup)
                card.focus(field: n)
                card.setText("x", forField: n)
                XCTAssertNil(card.focusedField, "field \(n)")
                XCTAssertEqual(card.values, ["", "", ""], "field \(n)")
                Self.runAndDraw(env, "card field \(n)")
            }
        }
    }

    func testMBProgressHUDNumberOfLinesAtIntegerLimits() throws {
        try onMainThrowing {
            for n in Self.limits {
                let env = HUDTestEnvironment()
                let view = HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
                let hud = MBProgressHUD.showAdded(to: view, animated: true)
                hud.label.text = "A label long enough to wrap over more than one line of the bezel"
                hud.detailsLabel.text = "Details long enough to wrap over more than one line of the bezel"
                hud.label.numberOfLines = n
                hud.detailsLabel.numberOfLines = n
                XCTAssertEqual(hud.label.numberOfLines, max(0, n))
                env.clock.run(for: 1, step: 0.1)
                XCTAssertNoThrow(
                    try SoftwareRenderer(fontLibrary: TestFonts.library()).render(
                        hud.overlay.rootLayer, canvas: HUDSize(390, 844), scale: 1, at: env.clock.now), "lines \(n)")
                hud.hide(animated: false)
                XCTAssertEqual(hud.engine.pendingTimerCount, 0)
            }
        }
    }

    func testLayerInsertionIndexAtIntegerLimits() {
        onMain {
            let parent = HUDLayer()
            let first = HUDLayer(name: "first")
            let last = HUDLayer(name: "last")
            parent.addSublayer(HUDLayer())
            parent.insertSublayer(first, at: Int.min)
            parent.insertSublayer(last, at: Int.max)
            XCTAssertTrue(parent.sublayers.first === first)
            XCTAssertTrue(parent.sublayers.last === last)
        }
    }

    func testImageAndFontIndicesAtIntegerLimits() throws {
        let image = RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 4))
        let font = try TrueTypeFont(contentsOf: TestFonts.regular)
        for n in Self.limits {
            XCTAssertEqual(image[n, n].a, 0)
            XCTAssertEqual(image[n, 0].a, 0)
            XCTAssertEqual(image[0, n].a, 0)
            XCTAssertThrowsError(try font.outline(ofGlyph: n))
            XCTAssertEqual(font.advanceWidth(ofGlyph: n), 0)
            XCTAssertEqual(font.kerning(between: n, and: n), 0)
            XCTAssertThrowsError(try TrueTypeFont(data: font.data, faceIndex: n)) {
                guard case .faceIndexOutOfRange? = $0 as? FontError else { return XCTFail("\($0)") }
            }
        }
    }
}
