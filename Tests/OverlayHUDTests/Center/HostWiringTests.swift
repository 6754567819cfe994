import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A center attaches itself to its host when its environment is made, so what the host observes
/// (touches, keyboard, screen, appearance) reaches that center with no wiring by the app — also a
/// second center on a host of its own, whose backdrop would otherwise block the screen and drop
/// every tap (issue 22: "the app looks frozen").
final class HostWiringTests: XCTestCase {
    /// Two centers, each on its own host: a tap on the second host's dim backdrop reaches the
    /// second center and dismisses its popup; the first center's popup is untouched.
    func testASecondCenterOnItsOwnHostGetsItsHostsTaps() throws {
        try onMainThrowing {
            let first = HUDTestEnvironment()
            let second = HUDTestEnvironment()
            XCTAssertTrue(first.host.receiver === first.center)
            XCTAssertTrue(second.host.receiver === second.center, "wired by the initialiser, nothing set by hand")
            try first.center.showOptionPopup(OptionPopupConfiguration(options: nineOptions()))
            try second.center.showOptionPopup(OptionPopupConfiguration(options: nineOptions()))
            first.clock.advance(by: 1)
            second.clock.advance(by: 1)
            let firstPopup = first.center.currentPopup
            XCTAssertNotNil(second.center.currentPopup)

            XCTAssertTrue(second.host.deliver(.tap(HUDPoint(3, 3))), "the backdrop takes the tap")
            second.clock.advance(by: 1)
            XCTAssertNil(second.center.currentPopup, "the tap on the dim dismissed the second center's popup")
            XCTAssertTrue(first.center.currentPopup === firstPopup, "the first center heard nothing")
            XCTAssertEqual(second.host.visibilityChanges, [true, false])
        }
    }

    /// A center whose environment is made at first use (as `HUDCenter.shared`'s) attaches itself
    /// then; a keyboard frame its host reports before anything shows is kept for the first show.
    func testALazyCenterAttachesWhenItsEnvironmentIsMade() {
        onMain {
            let host = HeadlessHost(fonts: TestFonts.library())
            let clock = ManualClock()
            let center = HUDCenter(makeEnvironment: { HUDEnvironment(host: host, clock: clock) })
            XCTAssertNil(host.receiver, "nothing made yet")
            _ = center.environment
            XCTAssertTrue(host.receiver === center)

            let keyboard = HUDRect(0, 508, 390, 336)
            host.keyboardDidChange(to: keyboard)
            XCTAssertEqual(center.overlay.keyboardFrame, keyboard, "kept while nothing shows")
            XCTAssertEqual(host.commitCount, 0, "and nothing committed for it")
        }
    }

    /// Screen and appearance changes reported by the host reach the center; while something shows,
    /// the center commits what changed.
    func testScreenAndAppearanceChangesReachTheCenter() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.appearanceDidChange(dark: true)
            XCTAssertTrue(env.center.overlay.isDarkAppearance)
            XCTAssertEqual(env.host.commitCount, 0, "nothing shows: stored only")

            env.center.showBanner(BannerInfo(id: "a", title: "Call"))
            let darkPill = env.layer("banner")?.backgroundColor
            var commits = env.host.commitCount
            env.host.appearanceDidChange(dark: false)
            XCTAssertFalse(env.center.overlay.isDarkAppearance)
            XCTAssertGreaterThan(env.host.commitCount, commits, "a shown banner takes the light colours at once")
            XCTAssertNotEqual(env.layer("banner")?.backgroundColor, darkPill)
            commits = env.host.commitCount
            env.host.appearanceDidChange(dark: false)
            XCTAssertEqual(env.host.commitCount, commits, "the same appearance again changes nothing")

            let rotated = env.center.overlay.metrics.rotated(to: .landscapeLeft)
            env.host.screenDidChange(to: rotated)
            XCTAssertEqual(env.center.overlay.metrics, rotated)
            XCTAssertGreaterThan(env.host.commitCount, commits)
        }
    }

    /// The host holds its receiver weakly: a released center is not kept alive by its host, and
    /// the host then reports to nothing (a tap passes through to the app).
    func testTheHostHoldsItsReceiverWeakly() {
        onMain {
            let host = HeadlessHost(fonts: TestFonts.library())
            weak var released: HUDCenter?
            do {
                let center = HUDCenter(environment: HUDEnvironment(host: host, clock: ManualClock()))
                released = center
                XCTAssertTrue(host.receiver === center)
            }
            XCTAssertNil(released, "the host does not keep its center alive")
            XCTAssertNil(host.receiver)
            XCTAssertFalse(host.deliver(.tap(HUDPoint(3, 3))), "no receiver: the tap goes to the app")
            host.keyboardDidChange(to: HUDRect(0, 0, 1, 1))
            host.screenDidChange(to: .iPhone, transitionDuration: .nan)
            host.appearanceDidChange(dark: true)
        }
    }

    /// A host attached to a second center reports to that one (the last attached); a host that
    /// reports nothing keeps the default `attach`, which does nothing.
    func testTheLastAttachedCenterGetsTheEventsAndSilentHostsNeedNothing() {
        onMain {
            let host = HeadlessHost(fonts: TestFonts.library())
            let clock = ManualClock()
            let a = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            let b = HUDCenter(environment: HUDEnvironment(host: host, clock: clock))
            XCTAssertTrue(host.receiver === b)
            host.keyboardDidChange(to: HUDRect(0, 508, 390, 336))
            XCTAssertNotNil(b.overlay.keyboardFrame)
            XCTAssertNil(a.overlay.keyboardFrame)

            let silent = WindowlessHost()
            silent.attach(a)  // the default: nothing kept, nothing traps
            let center = HUDCenter(environment: HUDEnvironment(host: silent, clock: clock))
            XCTAssertFalse(center.isShowingAnything)
        }
    }
}
