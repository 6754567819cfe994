import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

final class WaitingHUDModesTests: XCTestCase {
    func testEveryModeBuildsItsIndicator() {
        onMain {
            let star = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(30, 30)) { HUDLayer(name: "star") }
            let expected: [(WaitingHUDConfiguration.Mode, String?)] = [
                (.cat, "catIndicator"), (.indeterminate, "spinner"), (.determinate, "pie"), (.annularDeterminate, "annular"),
                (.determinateHorizontalBar, "bar"), (.text, nil), (.custom(star), "star"),
                (.success, "statusIcon"), (.error, "statusIcon"), (.info, "statusIcon"),
            ]
            for (mode, name) in expected {
                let env = HUDTestEnvironment()
                env.center.showWaiting(WaitingHUDConfiguration(mode: mode, label: "x"))
                let bezel = env.layer("bezel")!
                let indicatorNames = bezel.sublayers.compactMap(\.name).filter {
                    !["label", "detailsLabel", "button"].contains($0)
                }
                XCTAssertEqual(indicatorNames, name.map { [$0] } ?? [], "\(mode)")
            }
        }
    }

    func testProgressAnimatesSmoothlyFromWhatIsShown() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .annularDeterminate))
            let fill = env.layer("progressFill")!
            env.center.setWaitingProgress(0.5)
            let shown = { fill.presentation(at: env.clock.now).shapeStrokeEnd }
            XCTAssertEqual(shown(), 0, accuracy: 1e-9)
            env.clock.advance(by: ProgressIndicators.progressAnimationDuration)
            XCTAssertEqual(shown(), 0.5, accuracy: 1e-9)
            env.clock.advance(by: 0.05)
            env.center.setWaitingProgress(1)
            env.clock.advance(by: ProgressIndicators.progressAnimationDuration / 2)
            let mid = shown()
            XCTAssertGreaterThan(mid, 0.5)
            XCTAssertLessThan(mid, 1)
            env.center.setWaitingProgress(0.2)  // reversing mid-flight starts from the shown value
            XCTAssertEqual(shown(), mid, accuracy: 1e-9)
            env.center.setWaitingProgress(.nan)
            XCTAssertEqual(fill.shape?.strokeEnd, 0)
        }
    }

    /// The view keeps its indicator's progress stroke: after a change of mode, a progress update
    /// moves the new indicator's stroke, and one in a mode without progress moves nothing.
    func testProgressMovesTheIndicatorOfTheModeShown() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .cat, label: "x"))
            env.center.setWaitingProgress(0.3)
            XCTAssertNil(env.layer("progressFill"))
            let steps: [(WaitingHUDConfiguration.Mode, Double)] = [
                (.determinateHorizontalBar, 0.25), (.annularDeterminate, 0.5), (.determinate, 0.75),
            ]
            for (mode, progress) in steps {
                env.center.updateWaiting { $0.mode = mode }
                env.center.setWaitingProgress(progress)
                env.clock.advance(by: ProgressIndicators.progressAnimationDuration)
                let fill = env.layer("progressFill")
                XCTAssertEqual(fill?.shape?.strokeEnd, progress, "\(mode)")
                XCTAssertEqual(fill?.presentation(at: env.clock.now).shapeStrokeEnd ?? 0, progress, accuracy: 1e-9, "\(mode)")
            }
        }
    }

    func testStatusMessagesUseSVProgressHUDsReadingTime() {
        XCTAssertEqual(HUDCenter.displayDuration(for: "Saved", minimum: 0), 0.8, accuracy: 1e-12)
        XCTAssertEqual(HUDCenter.displayDuration(for: "Saved"), 5, "the default minimum is 5 s")
        XCTAssertEqual(HUDCenter.displayDuration(for: String(repeating: "a", count: 100), minimum: 0), 6.5, accuracy: 1e-12)
        XCTAssertEqual(HUDCenter.displayDuration(for: String(repeating: "a", count: 100), minimum: 0, maximum: 3), 3)
        XCTAssertEqual(HUDCenter.displayDuration(for: nil, minimum: .nan, maximum: .nan), 0.5)
        XCTAssertEqual(
            HUDCenter.displayDuration(for: "ab", minimum: 10, maximum: 2), 10, "a maximum below the minimum is raised to it")
        onMain {
            let env = HUDTestEnvironment()
            env.center.showSuccess("Saved")
            XCTAssertEqual(env.layer("statusIcon")?.animationKeys, ["draw"])
            env.clock.advance(by: 4.99)
            XCTAssertTrue(env.center.isWaitingVisible)
            env.clock.advance(by: 0.01 + WaitingHUD.transitionDuration)
            XCTAssertFalse(env.center.isWaitingVisible)
        }
    }

    func testMaskTypesDecideWhetherTouchesPassThrough() {
        onMain {
            for (mask, blocks) in [
                (WaitingHUDStyle.MaskType.none, false), (.clear, true), (.black, true), (.gradient, true),
                (.custom(.white), true),
            ] {
                let env = HUDTestEnvironment()
                var config = WaitingHUDConfiguration(mode: .indeterminate, label: "m")
                config.style.maskType = mask
                env.center.showWaiting(config)
                XCTAssertEqual(env.center.handleTap(at: HUDPoint(10, 400)), blocks, "\(mask) outside the bezel")
                XCTAssertTrue(env.center.handleTap(at: HUDPoint(195, 422)), "\(mask): the bezel itself keeps touches")
                XCTAssertEqual(env.host.screenChanges, blocks ? [true] : [], "a masking HUD is modal for VoiceOver")
                env.center.hideWaiting(animated: false)
                XCTAssertEqual(env.host.screenChanges, blocks ? [true, false] : [])
                XCTAssertFalse(env.center.handleTap(at: HUDPoint(10, 400)), "nothing shown: everything passes through")
            }
        }
    }

    func testAnnouncesShowAndLabelChanges() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .cat, label: "Loading", details: "step 1"))
            env.center.updateWaiting { $0.details = "step 2" }
            env.center.setWaitingProgress(0.5)  // progress alone is not announced
            XCTAssertEqual(env.host.announcements, ["Loading, step 1", "Loading, step 2"])
            XCTAssertEqual(env.layer("bezel")?.accessibilityLabel, "Loading, step 2")
        }
    }

    func testReduceMotionTurnsZoomIntoFadeAndCalmsTheCat() {
        onMain {
            let env = HUDTestEnvironment()
            env.host.isReduceMotionEnabled = true
            var config = WaitingHUDConfiguration(mode: .cat, label: "calm")
            config.style.animation = .zoom
            env.center.showWaiting(config)
            let bezel = env.layer("bezel")!
            XCTAssertEqual(bezel.presentation(at: 0.1).transform, .identity, "no scaling with Reduce Motion")
            XCTAssertLessThan(env.layer("waitingHUD")!.presentation(at: 0.1).opacity, 1, "it still fades")
            // The calm cat turns four times slower (an 8 s half-turn, starting a quarter of it, 2 s,
            // after the lids): 2 s into its turn it has turned 45° (anticlockwise on screen).
            let eye = env.layer("leftEye")!
            let angle = atan2(eye.presentation(at: 4).transform.m12, eye.presentation(at: 4).transform.m11)
            XCTAssertEqual(angle, -.pi / 4, accuracy: 1e-9)
        }
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .indeterminate)
            config.style.animation = .zoom
            env.center.showWaiting(config)
            XCTAssertEqual(env.layer("bezel")!.presentation(at: 0).transform.m11, 0.5, accuracy: 1e-9, "zoom starts at 0.5")
            env.center.hideWaiting()  // at once: the bezel stays at the 0.5 it shows, not snapping to 1
            env.clock.advance(by: WaitingHUD.transitionDuration - 1e-6)
            XCTAssertEqual(env.layer("bezel")!.presentation(at: env.clock.now).transform.m11, 0.5, accuracy: 1e-3)
            env.clock.advance(by: 1)
            env.center.showWaiting(config)
            env.clock.advance(by: 1)
            XCTAssertEqual(env.layer("bezel")!.presentation(at: env.clock.now).transform.m11, 1, accuracy: 1e-9)
            env.center.hideWaiting()
            env.clock.advance(by: WaitingHUD.transitionDuration - 1e-6)
            XCTAssertEqual(
                env.layer("bezel")!.presentation(at: env.clock.now).transform.m11, 0.5, accuracy: 1e-3, "and zooms out to 0.5")
        }
    }

    func testOffsetPinningRotationAndKeyboardRelayout() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .text, label: "pinned")
            config.style.offset = HUDPoint(0, WaitingHUDStyle.maxOffset)
            env.center.showWaiting(config)
            let bezel = env.layer("bezel")!
            let area = env.center.overlay.contentRect
            XCTAssertEqual(
                bezel.frame.maxY, area.maxY - config.style.margin, accuracy: 1e-9,
                "maxOffset pins to the bottom, margin inside the safe area")
            env.center.updateWaiting { $0.style.offset = .zero }
            XCTAssertEqual(bezel.position.x, 195, accuracy: 1e-9)
            env.center.overlay.rotate(to: .landscapeLeft)
            XCTAssertEqual(env.layer("waitingHUD")!.frame.size, HUDSize(844, 390), "covers the rotated screen")
            XCTAssertEqual(bezel.position.x, env.center.overlay.contentRect.midX, accuracy: 1e-9, "stays centred")
            env.center.overlay.updateKeyboardFrame(HUDRect(0, 200, 844, 190))
            XCTAssertEqual(
                bezel.position.y, (env.center.overlay.contentRect.minY + 200) / 2, accuracy: 1e-9, "moves above the keyboard")
            config.style.offset = HUDPoint(.nan, .infinity)
            env.center.showWaiting(config)
            XCTAssertTrue(bezel.position.isFinite, "non-finite offsets count as zero")
        }
    }

    /// The bezel blurs with the style's material (`blurEffect`, MBProgressHUD's
    /// `bezelView.blurEffectStyle`; by default the look's, light here), behind its tint; a solid
    /// bezel has none.
    func testTheBezelBlursWithTheStylesMaterial() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .text, label: "Busy")
            XCTAssertNil(config.style.blurEffect, "the look's (light here)")
            env.center.showWaiting(config)
            XCTAssertEqual(env.layer("bezel")?.backgroundEffect, .lightBlur)
            config.style.blurEffect = .darkBlur
            env.center.showWaiting(config)
            XCTAssertEqual(env.layer("bezel")?.backgroundEffect, .darkBlur)
            config.style.bezel = .solid(.white)
            env.center.showWaiting(config)
            XCTAssertNil(env.layer("bezel")?.backgroundEffect, "a solid bezel has no blur")
        }
    }
}

extension LayerState {
    /// The shape's strokeEnd (1 when not a shape).
    var shapeStrokeEnd: Double { if case .shape(let s) = content { return s.strokeEnd } else { return 1 } }
}
