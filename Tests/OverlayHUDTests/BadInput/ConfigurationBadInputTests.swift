import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every numeric setting of every element, set to each special value, then shown, run and drawn:
/// nothing traps, nothing hangs, the values read back are the documented answers (clamped or
/// defaulted), what should show does show, and what is drawn has finite geometry.
final class ConfigurationBadInputTests: XCTestCase {
    /// What `show` should lead to: the element on screen, or one documented error.
    enum Outcome {
        /// The element shows at once; `isShown` says whether it is on screen.
        case shows(_ isShown: @MainActor (HUDTestEnvironment) -> Bool)
        /// `show` throws this error (compared with ``errorsMatch(_:_:)``) and nothing shows.
        case fails(OptionPopupConfiguration.ValidationError)
    }

    /// Equal errors; two `invalidSpacing(NaN)` are equal too.
    static func errorsMatch(_ a: OptionPopupConfiguration.ValidationError, _ b: OptionPopupConfiguration.ValidationError) -> Bool
    {
        if case .invalidSpacing(let x) = a, case .invalidSpacing(let y) = b, x.isNaN, y.isNaN { return true }
        return a == b
    }

    static let waitingShows = Outcome.shows { $0.center.isWaitingVisible }
    static let bannersShow = Outcome.shows { !$0.center.visibleBannerIDs.isEmpty }
    static let optionPopupShows = Outcome.shows { env in
        (env.center.currentPopup as? OptionPopup)?.content.isDescendant(of: env.center.overlay.rootLayer) == true
    }
    static let cardPopupShows = Outcome.shows { env in
        (env.center.currentPopup as? CardPopup)?.content.isDescendant(of: env.center.overlay.rootLayer) == true
    }
    static let popupShows = Outcome.shows { $0.center.currentPopup != nil && $0.center.isShowingAnything }

    /// Shows, runs and draws whatever `show` puts up; checks the outcome and that every layer's
    /// geometry is finite while it runs.
    @MainActor
    private static func exercise(
        _ label: String, _ outcome: Outcome, line: UInt = #line, _ show: (HUDTestEnvironment) throws -> Void
    ) {
        let env = HUDTestEnvironment()
        do {
            try show(env)
            if case .fails(let expected) = outcome {
                XCTFail("\(label): expected \(expected), nothing was thrown", line: line)
            }
        } catch let error as OptionPopupConfiguration.ValidationError {
            guard case .fails(let expected) = outcome else {
                return XCTFail("\(label): unexpected \(error)", line: line)
            }
            XCTAssertTrue(errorsMatch(error, expected), "\(label): \(error), expected \(expected)", line: line)
            XCTAssertFalse(env.center.isShowingAnything, "\(label): nothing shows after a typed error", line: line)
            return
        } catch {
            return XCTFail("\(label): unexpected \(error)", line: line)
        }
        if case .shows(let isShown) = outcome {
            XCTAssertTrue(isShown(env), "\(label): not shown", line: line)
        }
        check(env, label, line: line)
        env.center.hideWaiting(animated: false)
        env.center.hideBanners()
        env.center.hidePopups(.all)
        env.clock.advance(by: 60)
    }

    /// Runs the clock over the first five seconds, checking geometry, then draws the overlay.
    @MainActor
    private static func check(_ env: HUDTestEnvironment, _ label: String, line: UInt) {
        for step in [0.01, 0.1, 0.5, 1, 5] {
            env.clock.advance(by: step)
            env.center.overlay.rootLayer.visitPresentation(at: env.clock.now) { layer, state, _ in
                let finite = state.position.x.isFinite && state.position.y.isFinite && state.bounds.isFinite
                XCTAssertTrue(finite, "\(label): layer \(layer.name ?? "?") has non-finite geometry", line: line)
            }
        }
        let renderer = SoftwareRenderer(fontLibrary: TestFonts.library())
        XCTAssertNoThrow(
            try renderer.render(env.center.overlay.rootLayer, canvas: HUDSize(60, 120), scale: 1, at: env.clock.now),
            label, line: line)
    }

    /// Every setting but the grace time (see below), which stays 0: the HUD must show at once.
    func testWaitingHUDSettings() {
        onMain {
            for v in SpecialValues.doubles {
                var c = WaitingHUDConfiguration(mode: .annularDeterminate, label: "x")
                c.progress = v
                c.minShowTime = v
                c.catHalfTurnDuration = v
                XCTAssertTrue((0...1).contains(c.progress), "progress \(v)")
                XCTAssertTrue(c.minShowTime >= 0 && !c.minShowTime.isNaN, "minShowTime \(v)")
                XCTAssertTrue(c.catHalfTurnDuration.isFinite && c.catHalfTurnDuration > 0, "catHalfTurnDuration \(v)")
                XCTAssertEqual(c.graceTime, 0)
                c.style.margin = v
                c.style.cornerRadius = v
                c.style.offset = HUDPoint(v, v)
                c.style.minSize = HUDSize(v, v)
                for mode in [WaitingHUDConfiguration.Mode.cat, .annularDeterminate, .text] {
                    c.mode = mode
                    let shown = c
                    Self.exercise("waiting \(mode) \(v)", Self.waitingShows) { env in env.center.showWaiting(shown) }
                }
            }
        }
    }

    /// The grace time alone: NaN and negatives mean none (shown at once), a time shows the HUD when
    /// it has passed (at most 60 s: larger ones, ∞ included, are clamped); a hide during the grace time leaves nothing behind.
    func testWaitingHUDGraceTime() {
        onMain {
            for v in SpecialValues.doubles {
                var c = WaitingHUDConfiguration(mode: .annularDeterminate, label: "x")
                c.graceTime = v
                let grace = c.graceTime
                // Clamped to 0…maximumWaitTime (60 s): NaN and negatives mean none.
                XCTAssertEqual(grace, v.isNaN || v <= 0 ? 0 : min(v, WaitingHUDConfiguration.maximumWaitTime), "graceTime \(v)")
                let env = HUDTestEnvironment()
                env.center.showWaiting(c)
                XCTAssertEqual(env.center.isWaitingVisible, grace == 0, "graceTime \(v): shown at once only without one")
                if grace > 0 {
                    env.clock.advance(by: grace.nextDown)
                    XCTAssertFalse(env.center.isWaitingVisible, "graceTime \(v): not before it has passed")
                    env.clock.advance(to: grace)
                    XCTAssertEqual(env.center.isWaitingVisible, grace.isFinite, "graceTime \(v): shown once it has passed")
                }
                Self.check(env, "waiting graceTime \(v)", line: #line)
                env.center.hideWaiting(animated: false)
                env.assertIdle("graceTime \(v)")

                let hiddenEarly = HUDTestEnvironment()
                hiddenEarly.center.showWaiting(c)
                hiddenEarly.center.hideWaiting(animated: false)
                hiddenEarly.clock.advance(by: 1)
                XCTAssertFalse(hiddenEarly.center.isWaitingVisible, "graceTime \(v): hidden before it showed")
                hiddenEarly.assertIdle("graceTime \(v), hidden at once")
            }
        }
    }

    func testBannerSettings() {
        onMain {
            for v in SpecialValues.doubles {
                var c = BannerConfiguration()
                c.width = v
                c.topMargin = v
                c.spacing = v
                c.swipeVelocityThreshold = v
                c.swipeDistanceThreshold = v
                for value in [c.width, c.topMargin, c.spacing, c.swipeVelocityThreshold, c.swipeDistanceThreshold] {
                    XCTAssertTrue(value.isFinite, "banner setting \(v) reads back \(value)")
                }
                let shown = c
                Self.exercise("banner \(v)", Self.bannersShow) { env in
                    env.center.bannerConfiguration = shown
                    for id in ["a", "b", "c", "d"] { env.center.showBanner(BannerInfo(id: id, title: id)) }
                    XCTAssertEqual(env.center.visibleBannerIDs, ["b", "c", "d"], "banner \(v): the newest three")
                }
            }
            for n in SpecialValues.ints {
                var c = BannerConfiguration()
                c.capacity = n
                XCTAssertEqual(c.capacity, min(BannerConfiguration.maximumCapacity, max(1, n)), "capacity \(n)")
                let shown = c
                Self.exercise("banner capacity \(n)", Self.bannersShow) { env in
                    env.center.bannerConfiguration = shown
                    env.center.showBanner(BannerInfo(id: "a", title: "a"))
                }
            }
        }
    }

    func testPopupSettings() {
        onMain {
            let options = (0..<5).map { OptionPopupConfiguration.Option(title: "o\($0)", icon: .circle(.black)) }
            for v in SpecialValues.doubles {
                var o = OptionPopupConfiguration(options: options)
                o.isAnimated = true
                o.minimumLineSpacing = v
                o.minimumColumnSpacing = v
                o.itemSize = HUDSize(v, v)
                o.iconSize = v
                o.animationDuration = v
                XCTAssertTrue(o.animationDuration.isFinite && o.animationDuration >= 0, "animationDuration \(v)")
                let option = o
                // A spacing must be finite and not negative: anything else is the typed error.
                let spacingOK = v.isFinite && v >= 0
                Self.exercise("option \(v)", spacingOK ? Self.optionPopupShows : .fails(.invalidSpacing(v))) { env in
                    try env.center.showOptionPopup(option)
                }
                var card = CardPopupConfiguration()
                card.width = v
                card.endHold = v
                XCTAssertTrue(card.width.isFinite, "card width \(v)")
                let shownCard = card
                Self.exercise("card \(v)", Self.cardPopupShows) { env in env.center.showCardPopup(shownCard) }
                var q = PopupQueueConfiguration()
                q.transitionTimeout = v
                q.pauseBetweenPopups = v
                XCTAssertFalse(q.transitionTimeout.isNaN || q.transitionTimeout <= 0, "transitionTimeout \(v)")
                XCTAssertTrue(q.pauseBetweenPopups.isFinite && q.pauseBetweenPopups >= 0, "pauseBetweenPopups \(v)")
                let queue = q
                Self.exercise("queue \(v)", Self.popupShows) { env in
                    env.center.popupQueueConfiguration = queue
                    env.center.showPopup(TestPopup("a", transitions: .neverComplete))
                    env.center.showPopup(TestPopup("b"))
                    env.center.hidePopups()
                }
            }
            for n in SpecialValues.ints {
                var o = OptionPopupConfiguration(options: options)
                o.columns = n
                o.rows = n
                o.initialSelection = n
                let option = o
                // Five options: a grid below 1 is invalid, 1×1 and 2×2 are too small, 3×3 and up fit
                // (a product too large for Int cannot be too small).
                let outcome: Outcome =
                    n < 1
                    ? .fails(.invalidGrid(columns: n, rows: n))
                    : n < 3 ? .fails(.gridTooSmall(cells: n * n, options: 5)) : Self.optionPopupShows
                Self.exercise("option grid \(n)", outcome) { env in try env.center.showOptionPopup(option) }
                XCTAssertEqual(
                    PopupQueueConfiguration(capacity: n).capacity, min(PopupQueueConfiguration.maximumCapacity, max(0, n)))
                XCTAssertEqual(PopupPresentation.Priority(n).value, Double(min(1000, max(0, n))))
            }
        }
    }
}
