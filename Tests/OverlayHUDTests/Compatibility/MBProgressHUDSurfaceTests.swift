import Foundation
import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The parts of MBProgressHUD's API that MBProgressHUD.h documents and the other suites only read:
/// each one set, and what it changes on screen (MBProgressHUD 1.2, `MBProgressHUD.h`/`.m`).
@MainActor private func container(_ env: HUDTestEnvironment) -> HeadlessContainer {
    HeadlessContainer(frame: HUDRect(0, 0, 390, 844), center: env.center)
}

/// A text HUD saying "Loading" in `view` (a container holds its HUDs, a HUD its container weakly),
/// set up by `configure`, then shown.
@MainActor private func shown(
    in view: HeadlessContainer, animated: Bool = false, _ configure: (MBProgressHUD) -> Void = { _ in }
) -> MBProgressHUD {
    let hud = MBProgressHUD(view: view)
    view.addSubview(hud)
    hud.mode = .text
    hud.label.text = "Loading"
    configure(hud)
    hud.show(animated: animated)
    return hud
}

final class MBProgressHUDSurfaceTests: XCTestCase {
    func testTheContainerTimesItsHUDsOnItsCenter() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            XCTAssertTrue(view.hudCenter === env.center)
            let hud = MBProgressHUD.showAdded(to: view, animated: false)
            hud.hide(animated: false, afterDelay: 1)
            env.clock.advance(by: 0.9)
            XCTAssertEqual(hud.alpha, 1)
            env.clock.advance(by: 0.1)
            XCTAssertEqual(hud.alpha, 0, "the delayed hide ran on the container's center's clock")
        }
    }

    func testCustomViewModeShowsTheCustomView() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let check = WaitingHUDConfiguration.CustomContent(id: "check", size: HUDSize(37, 37)) { HUDLayer(name: "checkmark") }
            let view = container(env)
            let hud = shown(in: view) {
                $0.mode = .customView
                $0.customView = check
            }
            let indicator = try XCTUnwrap(hud.engine.view?.indicator, "MBProgressHUDModeCustomView shows the custom view")
            XCTAssertEqual(indicator.name, "checkmark")
            XCTAssertEqual(indicator.bounds.size, HUDSize(37, 37))
            XCTAssertEqual(hud.customView, check)
            hud.customView = nil
            XCTAssertNil(hud.engine.view?.indicator, "no custom view: text only")
        }
    }

    func testTheBackgroundViewColourCoversTheContainer() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view)
            let background = try XCTUnwrap(hud.engine.view?.background)
            XCTAssertEqual(hud.backgroundView.style, .solidColor)
            XCTAssertEqual(hud.backgroundView.color, .clear, "MBProgressHUD's background view is clear")
            XCTAssertNil(background.backgroundColor)
            let dim = HUDColor(white: 0, alpha: 0.4)
            hud.backgroundView.color = dim
            XCTAssertEqual(background.backgroundColor, dim)
            XCTAssertEqual(background.bounds.size, HUDSize(390, 844))
            XCTAssertEqual(hud.backgroundView.alpha, 1, "shown")
        }
    }

    func testMarginIsTheSpaceAroundTheContentInTheBezel() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view)
            let layers = try XCTUnwrap(hud.engine.view)
            XCTAssertEqual(layers.bezel.bounds.width, layers.label.bounds.width + 2 * 20, "margin 20 by default")
            hud.margin = 35
            XCTAssertEqual(hud.margin, 35)
            XCTAssertEqual(layers.bezel.bounds.width, layers.label.bounds.width + 2 * 35)
            XCTAssertEqual(layers.bezel.bounds.height, layers.label.bounds.height + 2 * 35)
        }
    }

    func testMinSizeIsTheSmallestBezel() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view)
            let bezel = try XCTUnwrap(hud.engine.view?.bezel)
            XCTAssertLessThan(bezel.bounds.width, 200)
            hud.minSize = HUDSize(200, 150)
            XCTAssertEqual(hud.minSize, HUDSize(200, 150))
            XCTAssertEqual(bezel.bounds.size, HUDSize(200, 150))
        }
    }

    func testZoomAnimationsScaleTheBezelInAndOut() throws {
        try onMainThrowing {
            // MBProgressHUD.m animateIn:withType:completion: zoom in from 0.5 (zoomIn) or 1.5 (zoomOut);
            // out: zoomIn grows to 1.5, zoomOut shrinks to 0.5. `.zoom` is zoomIn's start and zoomOut's end.
            for (type, from, to) in [(MBProgressHUDAnimation.zoom, 0.5, 0.5), (.zoomIn, 0.5, 1.5)] {
                let env = HUDTestEnvironment()
                let view = container(env)
                let hud = shown(in: view, animated: true) { $0.animationType = type }
                let bezel = try XCTUnwrap(hud.engine.view?.bezel)
                XCTAssertEqual(bezel.presentation(at: env.clock.now).transform, .scale(from, from), "\(type) shows from \(from)")
                env.clock.advance(by: 1)
                XCTAssertEqual(bezel.presentation(at: env.clock.now).transform, .identity)
                hud.hide(animated: true)
                XCTAssertEqual(bezel.transform, .scale(to, to), "\(type) hides to \(to)")
            }
        }
    }

    func testAHiddenHUDLetsTouchesThrough() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view)
            XCTAssertTrue(view.tap(at: HUDPoint(10, 10)), "a shown HUD covers its container")
            hud.isHidden = true
            XCTAssertTrue(hud.isHidden)
            XCTAssertNil(view.hitTest(HUDPoint(10, 10)))
            XCTAssertFalse(view.tap(at: HUDPoint(10, 10)), "UIView.isHidden: the touch reaches the app")
        }
    }

    func testTheLabelsFontWeightIsDrawn() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view) { $0.label.fontWeight = .regular }
            XCTAssertEqual(hud.label.fontWeight, .regular)
            guard case .text(let text) = hud.engine.view?.label.content else { return XCTFail("drawn by the engine") }
            XCTAssertEqual(text.weight, .regular, "MBProgressHUD's default is bold; the app asked for regular")
        }
    }

    func testMaxOffsetPinsTheBezelToTheBottomEdge() throws {
        try onMainThrowing {
            // MBProgressHUD.h: `hud.offset = CGPointMake(0.f, MBProgressMaxOffset)` moves the HUD to the
            // bottom edge, `margin` away from it.
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view) { $0.offset = HUDPoint(0, MBProgressMaxOffset) }
            let bezel = try XCTUnwrap(hud.engine.view?.bezel)
            XCTAssertEqual(bezel.frame.maxY, 844 - 20, accuracy: 1e-9)
            XCTAssertEqual(bezel.frame.midX, 195, accuracy: 1e-9)
            hud.offset = HUDPoint(-MBProgressMaxOffset, 0)
            XCTAssertEqual(bezel.frame.minX, 20, accuracy: 1e-9, "a negative maximum pins it to the left edge")
        }
    }

    func testContentColorColoursTheLabel() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let red = HUDColor(red: 1, green: 0, blue: 0)
            let view = container(env)
            let hud = shown(in: view) { $0.contentColor = red }
            XCTAssertEqual(hud.contentColor, red)
            guard case .text(let text) = hud.engine.view?.label.content else { return XCTFail("drawn by the engine") }
            XCTAssertEqual(text.color, red)
        }
    }

    func testTheOverlayIsTheViewsLayerTree() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let view = container(env)
            let hud = shown(in: view)
            XCTAssertEqual(hud.overlay.size, HUDSize(390, 844), "the view's bounds")
            XCTAssertTrue(hud.overlay.rootLayer.sublayers.contains { $0 === hud.engine.view?.root })
            hud.hide(animated: false)
            XCTAssertTrue(hud.overlay.rootLayer.sublayers.isEmpty)
        }
    }

    func testADelegateWithoutHudWasHiddenStillGetsTheHUDHidden() throws {
        try onMainThrowing {
            // hudWasHidden: is @optional in MBProgressHUDDelegate; the default does nothing.
            final class Silent: MBProgressHUDDelegate {}
            let env = HUDTestEnvironment()
            let delegate = Silent()
            var completed = 0
            let view = container(env)
            let hud = shown(in: view) {
                $0.delegate = delegate
                $0.completionBlock = { completed += 1 }
            }
            hud.hide(animated: false)
            XCTAssertEqual(completed, 1)
            XCTAssertEqual(hud.alpha, 0)
        }
    }
}
