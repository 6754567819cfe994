import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A fresh center on a ``ScreenKnowingHost`` and a manual clock (its overlay is made here: the
/// center reads the host's screen when it makes it).
@MainActor
private func makeCenter(canReadScreen: Bool = true) -> (HUDCenter, ScreenKnowingHost) {
    let host = ScreenKnowingHost()
    host.canReadScreen = canReadScreen
    let center = HUDCenter(environment: HUDEnvironment(host: host, clock: ManualClock()))
    center.localization = .english
    center.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()
    return (center, host)
}

/// Runs `show` on a fresh center and checks one layout pass and one commit, both for the real
/// screen; returns the center for the element's own checks.
@MainActor
private func showOnce(
    _ name: String, file: StaticString = #filePath, line: UInt = #line, _ show: (HUDCenter) throws -> Void
) rethrows -> HUDCenter {
    let (center, host) = makeCenter()
    try show(center)
    XCTAssertEqual(center.overlay.layoutPassCount, 1, "\(name): layout passes", file: file, line: line)
    XCTAssertEqual(host.commitCount, 1, "\(name): commits (mirrors)", file: file, line: line)
    XCTAssertEqual(
        host.committed.first?.metrics, ScreenKnowingHost.realMetrics, "\(name): first commit's screen", file: file, line: line)
    XCTAssertEqual(
        host.committed.first?.traits, ScreenKnowingHost.realTraits, "\(name): first commit's traits", file: file, line: line)
    return center
}

/// The centre of `name`'s layer in overlay coordinates.
@MainActor
private func centre(of name: String, in center: HUDCenter) -> HUDPoint? {
    guard let layer = center.overlay.rootLayer.firstLayer(named: name) else { return nil }
    return layer.convert(HUDPoint(layer.bounds.midX, layer.bounds.midY), to: center.overlay.rootLayer)
}

/// One layout per show (issue 31, point 5): on a host whose real screen is not the 390 × 844
/// default, each entry point lays its element out once, for the real screen, safe area and traits,
/// and mirrors once — the host is asked for its screen before the first layout, instead of
/// reporting it inside the first commit and causing a second and third layout and mirror.
final class OneLayoutPerShowTests: XCTestCase {
    func testShowWaitingLaysOutOnceForTheRealScreen() {
        onMain {
            let center = showOnce("showWaiting") { $0.showWaiting("Loading…") }
            XCTAssertEqual(center.overlay.rootLayer.firstLayer(named: "waitingHUD")?.frame, HUDRect(0, 0, 430, 932))
            XCTAssertEqual(centre(of: "bezel", in: center)?.x, 215)
        }
    }

    func testShowSuccessLaysOutOnceForTheRealScreen() {
        onMain {
            let center = showOnce("showSuccess") { $0.showSuccess("Saved") }
            XCTAssertEqual(centre(of: "bezel", in: center)?.x, 215)
        }
    }

    func testShowBannerLaysOutOnceBelowTheRealSafeArea() {
        onMain {
            let center = showOnce("showBanner") { $0.showBanner(BannerInfo(id: "1", title: "Ada", subtitle: "is calling")) }
            let pill = center.overlay.rootLayer.firstLayer(named: "banner")
            // KJCallNotifyView: the first pill sits `topMargin` (−3 pt) below the safe area's top.
            XCTAssertEqual(pill?.frame.minY, 59 - 3)
            XCTAssertEqual(centre(of: "banner", in: center)?.x, 215)
        }
    }

    func testShowMessageLaysOutOnceBelowTheRealSafeArea() {
        onMain {
            let center = showOnce("showMessage") { $0.showMessage(.success("Copied")) }
            let card = center.overlay.rootLayer.firstLayer(named: "message")
            // The default margins: 8 pt below the safe area's top, 12 pt at the sides.
            XCTAssertEqual(card?.frame.minY, 59 + 8)
            XCTAssertEqual(card?.frame.width, 430 - 24)
        }
    }

    func testShowOptionPopupLaysOutOnceForTheRealScreen() throws {
        try onMain {
            let center = try showOnce("showOptionPopup") {
                try $0.showOptionPopup(
                    OptionPopupConfiguration(options: [
                        OptionPopupConfiguration.Option(title: "A"), OptionPopupConfiguration.Option(title: "B"),
                    ]))
            }
            XCTAssertEqual(centre(of: "optionPanel", in: center)?.x, 215)
        }
    }

    func testShowCardPopupLaysOutOnceForTheRealScreen() {
        onMain {
            let center = showOnce("showCardPopup") { $0.showCardPopup(.compact()) }
            XCTAssertEqual(centre(of: "card", in: center)?.x, 215)
        }
    }

    /// The screen can change while nothing shows (the UIKit host follows no window then): the
    /// next show reads it again before it lays out.
    func testTheNextShowReadsTheScreenAgain() {
        onMain {
            let (center, host) = makeCenter()
            center.showWaiting("Loading…")
            center.hideWaiting(animated: false)
            XCTAssertFalse(center.isShowingAnything)
            let turned = ScreenKnowingHost.realMetrics.rotated(to: .landscapeLeft)
            host.screen = turned
            let passes = center.overlay.layoutPassCount
            let commits = host.commitCount
            center.showSuccess("Saved")
            XCTAssertEqual(center.overlay.layoutPassCount - passes, 1, "layout passes")
            XCTAssertEqual(host.commitCount - commits, 1, "commits")
            XCTAssertEqual(center.overlay.metrics, turned)
            XCTAssertEqual(centre(of: "bezel", in: center)?.x, 466)
        }
    }

    /// A host that cannot read its screen before the first show (no window scene yet) reports it
    /// as the overlay becomes visible: the element lays out again for it, but the host still
    /// mirrors once, with the real screen.
    func testAScreenReportedAsTheOverlayAppearsStillMirrorsOnce() {
        onMain {
            let (center, host) = makeCenter(canReadScreen: false)
            center.showWaiting("Loading…")
            XCTAssertEqual(host.commitCount, 1, "commits (mirrors)")
            XCTAssertEqual(host.committed.first?.metrics, ScreenKnowingHost.realMetrics)
            XCTAssertEqual(host.committed.first?.traits, ScreenKnowingHost.realTraits)
            // Laid out for the default, then again for the traits and for the screen.
            XCTAssertEqual(center.overlay.layoutPassCount, 3, "layout passes")
            XCTAssertEqual(centre(of: "bezel", in: center)?.x, 215)
        }
    }
}
