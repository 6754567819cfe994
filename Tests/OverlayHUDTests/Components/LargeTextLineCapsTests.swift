import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// At the largest text size (AX5), in portrait and landscape (844 × 390), a text that shows
/// whole within its line cap at the default size shows whole (issue 32): the caps grow with the
/// text (`TextCap.lines(_:at:)`). The laid-out lines are checked against the string.
final class LargeTextLineCapsTests: XCTestCase {
    static let ax5 = HUDContentSizeCategory.accessibilityExtraExtraExtraLarge
    static let screens = [ScreenMetrics.iPhone, ScreenMetrics.iPhone.rotated(to: .landscapeLeft)]

    @MainActor
    static func environment(_ metrics: ScreenMetrics, _ category: HUDContentSizeCategory) -> HUDTestEnvironment {
        let env = HUDTestEnvironment(metrics: metrics)
        env.host.traitsDidChange(to: OverlayTraits(contentSizeCategory: category))
        return env
    }

    /// A message's two-line title, and a body past the default six lines, show whole (in
    /// landscape, texts that fit its 390 pt: a title past two lines, a body).
    func testAMessagesTitleAndBodyShowWhole() {
        onMain {
            for metrics in Self.screens {
                let portrait = metrics.orientation == .portrait
                let title =
                    portrait ? "Your upload could not finish because the connection dropped" : "Your upload could not finish"
                let body =
                    portrait
                    ? "Check your connection and try again. Your draft is kept on this phone." : "Check your connection."
                let standard = Self.environment(metrics, .large)
                standard.center.showMessage(MessageTest.message("m", title, theme: .error))
                standard.clock.advance(by: 1)
                let small = try! XCTUnwrap(MessageTest.shown(standard, "m")).view
                let standardLines = TextLayoutChecks.assertShowsWhole(
                    small.title, title, measure: standard.host.measure, "\(metrics.size) default title")
                XCTAssertEqual(standardLines, portrait ? 2 : 1)

                let env = Self.environment(metrics, Self.ax5)
                env.center.messageStackConfiguration.arrangement = .stacked(maximum: 3)
                env.center.showMessage(MessageTest.message("t", title, theme: .error))
                env.center.showMessage(MessageTest.message("b", "Offline", body: body, position: .bottom))
                env.clock.advance(by: 1)
                let titled = try! XCTUnwrap(MessageTest.shown(env, "t")).view
                let titleLines = TextLayoutChecks.assertShowsWhole(
                    titled.title, title, measure: env.host.measure, "\(metrics.size) AX5 title")
                XCTAssertGreaterThan(titleLines, MessageConfiguration.maximumTitleLines, "past the default cap")
                let bodied = try! XCTUnwrap(MessageTest.shown(env, "b")).view
                let bodyLines = TextLayoutChecks.assertShowsWhole(
                    bodied.body, body, measure: env.host.measure, "\(metrics.size) AX5 body")
                if portrait {
                    XCTAssertGreaterThan(bodyLines, MessageConfiguration.maximumBodyLines, "past the default cap")
                }
                for view in [titled, bodied] {
                    TextLayoutChecks.assertTextsFit(in: view.card, measure: env.host.measure, "\(metrics.size) AX5 message")
                    TextLayoutChecks.assertInside(
                        TextLayoutChecks.frameInRoot(view.card), env.center.overlay.bounds, "\(metrics.size) on screen")
                }
            }
        }
    }

    /// A message too long for the screen at AX5 keeps within it: it takes the lines the screen
    /// holds, the last drawn truncated.
    func testAMessageTooLongForTheScreenKeepsWithinIt() {
        onMain {
            let body = String(repeating: "Check your connection and try again. ", count: 20)
            for metrics in Self.screens {
                let env = Self.environment(metrics, Self.ax5)
                env.center.showMessage(MessageTest.message("m", "Offline", body: body))
                env.clock.advance(by: 1)
                let view = try! XCTUnwrap(MessageTest.shown(env, "m")).view
                TextLayoutChecks.assertInside(
                    TextLayoutChecks.frameInRoot(view.card), env.center.overlay.bounds, "\(metrics.size) on screen")
                let last = try! XCTUnwrap(TextLayoutChecks.lines(of: view.body).last)
                XCTAssertGreaterThan(env.host.measure(last.text).width, last.layer.bounds.width, "the last line is cut")
                XCTAssertGreaterThan(TextLayoutChecks.lines(of: view.body).count, 2)
            }
        }
    }

    /// A banner's name and its subtitle past two lines show whole.
    func testABannersNameAndSubtitleShowWhole() {
        onMain {
            let name = "Alexandra Konstantinopoulou"
            let subtitle = "started a video call with you and two others"
            for metrics in Self.screens {
                let env = Self.environment(metrics, Self.ax5)
                env.center.bannerConfiguration.topMargin = 8
                env.center.showBanner(BannerInfo(id: "b", title: name, subtitle: subtitle))
                env.clock.advance(by: 1)
                let view = try! XCTUnwrap(BannerTest.banner(env, "b")).view
                TextLayoutChecks.assertShowsWhole(view.title, name, measure: env.host.measure, "\(metrics.size) name")
                let lines = TextLayoutChecks.assertShowsWhole(
                    view.subtitle, subtitle, measure: env.host.measure, "\(metrics.size) subtitle")
                if metrics.orientation == .portrait {
                    XCTAssertGreaterThan(lines, 2, "past the two lines it had")
                }
                TextLayoutChecks.assertTextsFit(in: view.pill, measure: env.host.measure, "\(metrics.size) banner")
                TextLayoutChecks.assertInside(
                    TextLayoutChecks.frameInRoot(view.pill), env.center.overlay.bounds, "\(metrics.size) pill on screen")
            }
        }
    }

    /// The card's title past two lines shows whole.
    func testTheCardsTitleShowsWhole() {
        onMain {
            let title = "Create your account to keep your drafts"
            for metrics in Self.screens {
                let env = Self.environment(metrics, Self.ax5)
                env.center.showCardPopup(CardPopupConfiguration(title: title))
                env.clock.advance(by: 2)
                let view = (env.center.currentPopup as! CardPopup).view
                let lines = TextLayoutChecks.assertShowsWhole(
                    view.title, title, measure: env.host.measure, "\(metrics.size) card title")
                if metrics.orientation == .portrait {
                    XCTAssertGreaterThan(lines, 2, "past the two lines it had")
                }
            }
        }
    }

    /// An option title past two lines keeps its font larger, where its cell has the height, than
    /// two lines would let it (they shrank it to fit); it shows whole either way.
    func testAnOptionTitleTakesTheLinesItsCellHolds() {
        onMain {
            let title = "Save a copy to Files"
            let env = Self.environment(.iPhone, Self.ax5)
            var config = OptionPopupConfiguration(options: [OptionPopupConfiguration.Option(title: title)], columns: 2, rows: 1)
            config.isAnimated = false
            try! env.center.showOptionPopup(config)
            env.clock.advance(by: 2)
            let popup = env.center.currentPopup as! OptionPopup
            let titleLayer = try! XCTUnwrap(popup.view.cells.first?.firstLayer(named: "option.0.title"))
            let lines = TextLayoutChecks.assertShowsWhole(titleLayer, title, measure: env.host.measure, "option title")
            XCTAssertGreaterThan(lines, 2, "past the two lines it had")
            let size = config.titleFont.pointSize(at: Self.ax5)
            XCTAssertEqual(
                TextLayoutChecks.lines(of: titleLayer).map(\.text.fontSize), Array(repeating: size, count: lines), "not shrunk")
            TextLayoutChecks.assertInside(
                TextLayoutChecks.frameInRoot(titleLayer), TextLayoutChecks.frameInRoot(popup.view.cells[0]), "in its cell")
        }
    }
}
