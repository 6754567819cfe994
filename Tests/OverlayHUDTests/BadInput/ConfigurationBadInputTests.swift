import XCTest

@testable import OverlayHUD
@testable import OverlayHUDSoftware

/// Every numeric setting of every element, set to each special value, then shown, run and drawn:
/// nothing traps, nothing hangs, the values read back are the documented answers (clamped or
/// defaulted), and what is drawn has finite geometry.
final class ConfigurationBadInputTests: XCTestCase {
    /// Shows, runs and draws whatever `show` puts up; checks every layer's geometry is finite.
    @MainActor
    private static func exercise(_ label: String, line: UInt = #line, _ show: (HUDTestEnvironment) throws -> Void) {
        let env = HUDTestEnvironment()
        do { try show(env) } catch { return }  // a typed error is a documented answer
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
        env.center.hideWaiting(animated: false)
        env.center.hideAllBanners()
        env.center.hidePopups(.all)
        env.clock.advance(by: 60)
    }

    func testWaitingHUDSettings() {
        onMain {
            for v in SpecialValues.doubles {
                var c = WaitingHUDConfiguration(mode: .annularDeterminate, label: "x")
                c.progress = v
                c.graceTime = v
                c.minShowTime = v
                c.catHalfTurnDuration = v
                XCTAssertTrue((0...1).contains(c.progress), "progress \(v)")
                XCTAssertTrue(c.graceTime >= 0 && !c.graceTime.isNaN, "graceTime \(v)")
                XCTAssertTrue(c.minShowTime >= 0 && !c.minShowTime.isNaN, "minShowTime \(v)")
                XCTAssertTrue(c.catHalfTurnDuration.isFinite && c.catHalfTurnDuration > 0, "catHalfTurnDuration \(v)")
                c.style.margin = v
                c.style.cornerRadius = v
                c.style.offset = HUDPoint(v, v)
                c.style.minSize = HUDSize(v, v)
                for mode in [WaitingHUDMode.cat, .annularDeterminate, .text] {
                    c.mode = mode
                    let shown = c
                    Self.exercise("waiting \(mode) \(v)") { env in env.center.showWaiting(shown) }
                }
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
                Self.exercise("banner \(v)") { env in
                    env.center.bannerConfiguration = shown
                    for id in ["a", "b", "c", "d"] { env.center.showBanner(BannerInfo(id: id, title: id)) }
                }
            }
            for n in SpecialValues.ints {
                var c = BannerConfiguration()
                c.maxCount = n
                XCTAssertGreaterThanOrEqual(c.maxCount, 0, "maxCount \(n)")
                let shown = c
                Self.exercise("banner maxCount \(n)") { env in
                    env.center.bannerConfiguration = shown
                    env.center.showBanner(BannerInfo(id: "a", title: "a"))
                }
            }
        }
    }

    func testPopupSettings() {
        onMain {
            let options = (0..<5).map { OptionPopupOption(title: "o\($0)", icon: .circle(.black)) }
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
                Self.exercise("option \(v)") { env in try env.center.showOptionPopup(option) }
                var card = CardPopupConfiguration()
                card.width = v
                card.endHold = v
                XCTAssertTrue(card.width.isFinite, "card width \(v)")
                let shownCard = card
                Self.exercise("card \(v)") { env in env.center.showCardPopup(shownCard) }
                var q = PopupQueueConfiguration()
                q.transitionTimeout = v
                q.pauseBetweenPopups = v
                XCTAssertFalse(q.transitionTimeout.isNaN || q.transitionTimeout <= 0, "transitionTimeout \(v)")
                XCTAssertTrue(q.pauseBetweenPopups.isFinite && q.pauseBetweenPopups >= 0, "pauseBetweenPopups \(v)")
                let queue = q
                Self.exercise("queue \(v)") { env in
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
                Self.exercise("option grid \(n)") { env in try env.center.showOptionPopup(option) }
                XCTAssertGreaterThanOrEqual(PopupQueueConfiguration(capacity: n).capacity, 0)
                XCTAssertTrue((0...1000).contains(PopupPriority(n).value))
            }
        }
    }
}
