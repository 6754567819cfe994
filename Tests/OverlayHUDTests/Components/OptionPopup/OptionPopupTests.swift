import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Nine options with drawn icons (the demo's set).
func nineOptions() -> [OptionPopupConfiguration.Option] {
    let colors: [UInt32] = [0xFF9500, 0x34C759, 0x007AFF, 0xAF52DE, 0xFF2D55, 0x5AC8FA, 0xFFCC00, 0x8E8E93, 0x30B0C7]
    return colors.enumerated().map { i, c in
        let icon: OptionPopupConfiguration.Icon =
            i % 3 == 0 ? .circle(HUDColor(hex: c)) : i % 3 == 1 ? .roundedSquare(HUDColor(hex: c)) : .star(HUDColor(hex: c))
        return OptionPopupConfiguration.Option(
            title: ["Photo", "Video", "Audio", "File", "Link", "Note", "Star", "Clock", "Map"][i],
            icon: icon, selectedIcon: .star(HUDColor(hex: 0xFF9500)))
    }
}

@MainActor
private func entry(_ type: OptionPopupConfiguration.AnimationType) -> (HUDLayer, HUDTestEnvironment) {
    let env = HUDTestEnvironment()
    var config = OptionPopupConfiguration(options: nineOptions())
    config.isAnimated = true
    config.animationType = type
    config.direction = .center
    config.animationDuration = 1
    return (show(config, env).content, env)
}

@MainActor
private func show(_ config: OptionPopupConfiguration, _ env: HUDTestEnvironment) -> OptionPopup {
    do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
    return env.center.currentPopup as! OptionPopup
}

final class OptionPopupTests: XCTestCase {
    /// An option's icons are an app's pictures (`HUDImage`; `nil`: none), drawn as picture content;
    /// the selected icon falls back to the normal one. A drawn glyph (the gallery's) is no picture.
    func testAnOptionsIconsAreAnAppsPictures() {
        var option = OptionPopupConfiguration.Option(title: "Dot", icon: .named("dot"))
        XCTAssertEqual(option.icon, .named("dot"))
        XCTAssertEqual(option.artwork, .image(.named("dot")))
        XCTAssertNil(option.selectedIcon)
        XCTAssertNil(option.selectedArtwork)
        option.selectedIcon = .named("dot.fill")
        XCTAssertEqual(option.selectedArtwork, .image(.named("dot.fill")))
        XCTAssertEqual(option.selectedIcon, .named("dot.fill"))
        option.icon = nil
        XCTAssertEqual(option.artwork, OptionPopupConfiguration.Icon.none)
        XCTAssertNil(option.icon)
        XCTAssertEqual(OptionPopupConfiguration.Option(title: "Plain").artwork, OptionPopupConfiguration.Icon.none)
        XCTAssertNil(OptionPopupConfiguration.Option(title: "Gear", icon: .gear(.black)).icon)
    }

    func testBadInputThrowsTypedErrorsAtConstruction() throws {
        try onMain {
            XCTAssertThrowsError(try OptionPopup(configuration: OptionPopupConfiguration(options: []))) {
                XCTAssertEqual($0 as? OptionPopupConfiguration.ValidationError, .noOptions)
            }
            XCTAssertThrowsError(
                try OptionPopup(configuration: OptionPopupConfiguration.modern(options: nineOptions(), columns: 2, rows: 4))
            ) {
                XCTAssertEqual($0 as? OptionPopupConfiguration.ValidationError, .gridTooSmall(cells: 8, options: 9))
            }
            XCTAssertThrowsError(
                try OptionPopup(configuration: OptionPopupConfiguration.modern(options: nineOptions(), columns: 0))
            ) {
                XCTAssertEqual($0 as? OptionPopupConfiguration.ValidationError, .invalidGrid(columns: 0, rows: nil))
            }
            var config = OptionPopupConfiguration.modern(options: nineOptions())
            config.minimumLineSpacing = -1
            XCTAssertThrowsError(try OptionPopup(configuration: config)) {
                XCTAssertEqual($0 as? OptionPopupConfiguration.ValidationError, .invalidSpacing(-1))
            }
            config.minimumLineSpacing = 0
            config.minimumColumnSpacing = .nan
            XCTAssertThrowsError(try OptionPopup(configuration: config))
            let env = HUDTestEnvironment()
            XCTAssertThrowsError(
                try env.center.showOptionPopup(OptionPopupConfiguration(options: [])), "the center throws at once too")
            XCTAssertNil(env.center.currentPopup)
            // Huge grids neither trap nor make a huge panel.
            let huge = try OptionPopup(
                configuration: OptionPopupConfiguration.modern(options: nineOptions(), columns: .max, rows: .max))
            XCTAssertEqual(huge.content.bounds.width, 40 + 9 * 80, accuracy: 1e-9)
        }
    }

    func testDurationsAndSizesClamp() {
        var config = OptionPopupConfiguration.modern(options: nineOptions())
        config.animationDuration = .nan
        XCTAssertEqual(config.animationDuration, 0.5)
        config.animationDuration = .infinity
        XCTAssertEqual(config.animationDuration, 0.5)
        config.animationDuration = -2
        XCTAssertEqual(config.animationDuration, 0)
        config.itemSize = HUDSize(.nan, 3)
        XCTAssertEqual(config.itemSize, HUDSize(80, 90))
        config.iconSize = -1
        XCTAssertEqual(config.iconSize, 25, "back to the default")
    }

    func testGridDerivesRowsAndHonoursSpacing() throws {
        var config = OptionPopupConfiguration.modern(options: Array(nineOptions().prefix(7)), columns: 3)
        config.minimumLineSpacing = 10
        config.minimumColumnSpacing = 6
        XCTAssertEqual(try config.grid().rows, 3)
        try onMain {
            let popup = try OptionPopup(configuration: config)
            XCTAssertEqual(popup.content.bounds.size, HUDSize(40 + 3 * 80 + 2 * 6, 40 + 3 * 90 + 2 * 10))
            XCTAssertEqual(popup.content.firstLayer(named: "option.4")!.frame, HUDRect(20 + 86, 20 + 100, 80, 90))
        }
    }

    /// SKPopAnimationMange.m `animationDirectionInitialize`: the panel's centre starts at
    /// (MyWidth + 1000, centre.y) from the right, (MyWidth − 1000, centre.y) from the left,
    /// (centre.x, MyHeight − 1000) from the top, (centre.x, MyHeight + 1000) from the bottom,
    /// and at the window's centre otherwise.
    func testStartPointsAreTheSeeds() {
        let size = HUDSize(390, 844)
        XCTAssertEqual(OptionPopupConfiguration.Direction.right.startPoint(in: size), HUDPoint(1390, 422))
        XCTAssertEqual(OptionPopupConfiguration.Direction.left.startPoint(in: size), HUDPoint(-610, 422))
        XCTAssertEqual(OptionPopupConfiguration.Direction.top.startPoint(in: size), HUDPoint(195, -156))
        XCTAssertEqual(OptionPopupConfiguration.Direction.bottom.startPoint(in: size), HUDPoint(195, 1844))
        XCTAssertEqual(OptionPopupConfiguration.Direction.center.startPoint(in: size), HUDPoint(195, 422))
    }

    func testSpringEntryPositionsAndShakeForEachDirection() {
        onMain {
            for direction in OptionPopupConfiguration.Direction.allCases {
                let env = HUDTestEnvironment()
                var config = OptionPopupConfiguration.modern(options: nineOptions())
                config.direction = direction
                let popup = show(config, env)
                let size = env.center.overlay.size
                let c = HUDPoint(size.width / 2, size.height / 2)
                let start = direction.startPoint(in: size)
                let panel = popup.content
                func pos(_ t: Double) -> HUDPoint {
                    let s = panel.presentation(at: t)
                    return HUDPoint(s.position.x + s.transform.m41, s.position.y + s.transform.m42)
                }
                let expectations: [(Double, HUDPoint)] = [
                    (0, start),
                    (0.25, HUDPoint((start.x + c.x) / 2, (start.y + c.y) / 2)),
                ]
                for (t, p) in expectations {
                    XCTAssertEqual(pos(t).x, p.x, accuracy: 1e-6, "\(direction) x at \(t)")
                    XCTAssertEqual(pos(t).y, p.y, accuracy: 1e-6, "\(direction) y at \(t)")
                }
                // Shake on the entry axis: -20 at 0.5, 0 at 0.55, +20 at 0.6, -20 at 0.7, gone from 0.9.
                for (t, offset) in [
                    (0.5, -20.0), (0.525, -10), (0.55, 0), (0.6, 20), (0.65, 0), (0.7, -20), (0.8, 20), (0.9, 0), (1.2, 0),
                ] {
                    let dx = direction.shakesHorizontally ? offset : 0
                    let dy = direction.shakesHorizontally ? 0 : offset
                    XCTAssertEqual(pos(t).x, c.x + dx, accuracy: 1e-6, "\(direction) shake x at \(t)")
                    XCTAssertEqual(pos(t).y, c.y + dy, accuracy: 1e-6, "\(direction) shake y at \(t)")
                }
                XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .presenting)
                env.clock.advance(by: 0.9)
                XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .shown, "presented after the shake")
            }
        }
    }

    /// SKPopAnimationManage.m: rotation `transform.rotation.z` to 2π, kCAMediaTimingFunctionEaseOut;
    /// largen `transform.scale` 0 → 1, kCAMediaTimingFunctionEaseInEaseOut; rotation + largen both;
    /// transformation `bounds` from 0 × 0 to (width − 120) × 180, ease-in-ease-out.
    func testRotationFadeLargenAndTransformationValues() {
        onMain {
            let easeOut = TimingFunction.easeOut
            let easeInOut = TimingFunction.easeInEaseOut
            let (rot, _) = entry(.rotation)
            for t in [0.1, 0.3, 0.5, 0.8] {
                let angle = 2 * Double.pi * easeOut.value(at: t)
                XCTAssertEqual(rot.presentation(at: t).transform.m11, cos(angle), accuracy: 1e-9)
                XCTAssertEqual(
                    rot.presentation(at: t).transform.m12, sin(angle), accuracy: 1e-9, "0 → 2π: clockwise on a y-down screen")
            }
            XCTAssertEqual(rot.presentation(at: 1).transform.m11, 1, accuracy: 1e-9)
            let (fade, _) = entry(.fade)
            XCTAssertEqual(fade.presentation(at: 0.3).opacity, 0.3, accuracy: 1e-9)
            let (large, _) = entry(.largen)
            XCTAssertEqual(large.presentation(at: 0.3).transform.m11, easeInOut.value(at: 0.3), accuracy: 1e-9)
            XCTAssertEqual(large.presentation(at: 0.5).transform.m22, 0.5, accuracy: 1e-9)
            let (both, _) = entry(.rotationLargen)
            let s = easeInOut.value(at: 0.3)
            let a = 2 * Double.pi * easeOut.value(at: 0.3)
            XCTAssertEqual(both.presentation(at: 0.3).transform.m11, s * cos(a), accuracy: 1e-9)
            XCTAssertEqual(both.presentation(at: 0.3).transform.m12, s * sin(a), accuracy: 1e-9)
            let (morph, _) = entry(.transformation)
            XCTAssertEqual(morph.presentation(at: 0).bounds.size, HUDSize(0, 0))
            XCTAssertEqual(morph.presentation(at: 0.5).bounds.width, 270 / 2, accuracy: 1e-9, "iPhone 390 wide: panel 270")
            XCTAssertEqual(morph.presentation(at: 0.5).bounds.height, 90, accuracy: 1e-9)
            XCTAssertEqual(morph.presentation(at: 0.3).transform, .identity, "a reveal, not squash and stretch")
            XCTAssertEqual(morph.presentation(at: 1.5).bounds.size, HUDSize(270, 180))
        }
    }

    /// SKPopView.m / SKPopViewCollectionViewCell.m: panel (width − 120) × 180, radius 20, clipped,
    /// no shadow; cells (width − 140) / columns × 180 / (count / lines) (at least 60); section insets
    /// (0, 10, 0, 10); 12 pt light-grey titles; icon centre 10 above the cell centre, title 5 below it.
    /// Defaults: from the right, no selected colour, record, animation and click effect off.
    func testThePanelLooksAsTheOriginalByDefault() throws {
        try onMain {
            let c = OptionPopupConfiguration(options: nineOptions())
            XCTAssertEqual(c.direction, .right)
            XCTAssertEqual(c.titleColor, HUDColor(white: 2.0 / 3.0))
            XCTAssertNil(c.selectedTitleColor)
            XCTAssertFalse(c.recordsSelection)
            XCTAssertFalse(c.isAnimated)
            XCTAssertFalse(c.clickEffect)
            XCTAssertEqual(c.titleFontSize, 12)
            let env = HUDTestEnvironment()
            let popup = show(c, env)
            let panel = popup.content
            XCTAssertEqual(panel.bounds.size, HUDSize(390 - 120, 180))
            XCTAssertEqual(panel.cornerRadius, 20)
            XCTAssertTrue(panel.masksToBounds)
            XCTAssertEqual(panel.shadowOpacity, 0)
            XCTAssertEqual(panel.position, HUDPoint(195, 422), "no entry animation: at rest at once")
            let cell = try XCTUnwrap(panel.firstLayer(named: "option.4"))
            XCTAssertEqual(cell.frame, HUDRect(10 + 83, 0 + 60, 83, 60), "(390 − 140) / 3 = 83; 180 / (9 / 3) = 60")
            let icon = try XCTUnwrap(panel.firstLayer(named: "option.4.icon"))
            XCTAssertEqual(icon.frame.midY, 30 - 10)
            let title = try XCTUnwrap(panel.firstLayer(named: "option.4.title"))
            XCTAssertEqual(title.frame.minY, icon.frame.maxY + 5)
            // Six options in two lines: 180 / (6 / 2) = 60 tall, the 120 pt grid centred in the panel.
            let six = show(
                OptionPopupConfiguration(options: Array(nineOptions().prefix(6)), columns: 3, rows: 2), HUDTestEnvironment())
            XCTAssertEqual(six.content.firstLayer(named: "option.0")?.frame, HUDRect(10, 30, 83, 60))
        }
    }

    /// SKPopView.m `didSelectItemAtIndexPath:`: `completion()` after every selection.
    func testTheCompletionGivenAtCreationRunsAfterEverySelection() throws {
        try onMain {
            var log: [String] = []
            let popup = try OptionPopup(configuration: OptionPopupConfiguration(options: nineOptions())) {
                log.append("completion")
            }
            popup.onSelect = { log.append("select \($0)") }
            popup.choose(1)
            popup.choose(2)
            XCTAssertEqual(log, ["select 1", "completion", "select 2", "completion"])
        }
    }

    func testEveryCombinationEndsAtRestInTheCentre() {
        onMain {
            for type in OptionPopupConfiguration.AnimationType.allCases {
                for direction in OptionPopupConfiguration.Direction.allCases {
                    let env = HUDTestEnvironment()
                    var config = OptionPopupConfiguration.modern(options: nineOptions())
                    config.animationType = type
                    config.direction = direction
                    let panel = show(config, env).content
                    let size = env.center.overlay.size
                    let s = panel.presentation(at: 2)
                    XCTAssertEqual(s.position, HUDPoint(size.width / 2, size.height / 2), "\(type) \(direction)")
                    XCTAssertEqual(s.transform, .identity, "\(type) \(direction)")
                    XCTAssertEqual(s.opacity, 1, "\(type) \(direction)")
                    if direction != .center {
                        let p = panel.presentation(at: 0).position
                        XCTAssertFalse(HUDRect(origin: .zero, size: size).contains(p), "\(type) \(direction) starts off-screen")
                    }
                }
            }
        }
    }

    func testCustomAnimationHookAndAnimationsOff() {
        onMain {
            let env = HUDTestEnvironment()
            var config = OptionPopupConfiguration.modern(options: nineOptions())
            config.customAnimation = { entry in
                var a = try! HUDAnimation.basic("opacity", from: .scalar(0.2), to: .scalar(1), duration: 0.8)
                a.beginTime = entry.now
                entry.panel.add(a, forKey: "custom", at: entry.now)
                return 0.8
            }
            let panel = show(config, env).content
            XCTAssertEqual(panel.presentation(at: 0).opacity, 0.2, accuracy: 1e-9)
            XCTAssertEqual(
                panel.presentation(at: 0).position,
                HUDPoint(env.center.overlay.size.width / 2, env.center.overlay.size.height / 2))
            env.clock.advance(by: 0.79)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .presenting)
            env.clock.advance(by: 0.02)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .shown)

            let env2 = HUDTestEnvironment()
            var off = OptionPopupConfiguration.modern(options: nineOptions())
            off.isAnimated = false
            show(off, env2).content.removeAllAnimations()
            XCTAssertEqual(env2.center.popupQueueStorage?.current?.phase, .shown, "no animation: shown at once")
            env2.center.hidePopups()
            XCTAssertNil(env2.center.currentPopup, "and removed at once")
        }
    }

    func testDismissSlidesDownOffScreenInHalfASecond() {
        onMain {
            let env = HUDTestEnvironment()
            let popup = show(OptionPopupConfiguration.modern(options: nineOptions()), env)
            env.clock.advance(by: 1)
            env.center.hidePopups()
            let size = env.center.overlay.size
            let panel = popup.content
            XCTAssertEqual(panel.presentation(at: 1).position.y, size.height / 2, accuracy: 1e-9)
            let mid = size.height / 2 + (size.height + 1000 - size.height / 2) * TimingFunction.easeInEaseOut.value(at: 0.5)
            XCTAssertEqual(panel.presentation(at: 1.25).position.y, mid, accuracy: 1e-6)
            XCTAssertEqual(panel.presentation(at: 1.5).position, HUDPoint(size.width / 2, size.height + 1000))
            env.clock.advance(by: 0.49)
            XCTAssertNotNil(env.layer("optionPanel"))
            env.clock.advance(by: 0.02)
            XCTAssertNil(env.layer("optionPanel"))
            XCTAssertFalse(env.center.isShowingAnything)
        }
    }

    func testTapsChooseRecordAndPulseAndBackdropDismisses() {
        onMain {
            let env = HUDTestEnvironment()
            let log = StringLog()
            var config = OptionPopupConfiguration.modern(options: nineOptions())
            config.presentation.id = "share"
            do {
                try env.center.showOptionPopup(
                    config, onSelect: { log.lines.append("select \($0)") },
                    didHide: { log.lines.append("hide \($0.rawValue)") })
            } catch { XCTFail("\(error)") }
            let popup = env.center.currentPopup as! OptionPopup
            XCTAssertEqual(env.layer("popupBackdrop")?.backgroundColor, HUDColor(white: 0.3, alpha: 0.5), "the seed's grey")
            env.clock.advance(by: 1)
            let cell = popup.content.firstLayer(named: "option.4")!
            let center = cell.convert(HUDPoint(40, 45), to: env.center.overlay.rootLayer)!
            XCTAssertTrue(env.center.handleTap(at: center))
            XCTAssertEqual(log.lines, ["select 4"])
            XCTAssertEqual(popup.selectedIndex, 4)
            XCTAssertEqual(
                cell.presentation(at: 1.05).transform.m11, 0.9, accuracy: 1e-9, "click effect half-way: 1 → 0.8, ease-in-ease-out"
            )
            XCTAssertEqual(cell.presentation(at: 1.1).transform.m11, 1, accuracy: 1e-9, "and back")
            if case .text(let t) = popup.content.firstLayer(named: "option.4.title")!.content {
                XCTAssertEqual(t.color, HUDColor(hex: 0xFF9500), "the selection is marked")
            } else {
                XCTFail("title")
            }
            XCTAssertEqual(env.center.currentPopup === popup, true, "choosing does not dismiss by default (as the seed)")
            // The panel between cells swallows taps; the backdrop dismisses.
            let panelCorner = popup.content.convert(HUDPoint(5, 5), to: env.center.overlay.rootLayer)!
            XCTAssertTrue(env.center.handleTap(at: panelCorner))
            XCTAssertTrue(env.center.currentPopup === popup)
            XCTAssertTrue(env.center.handleTap(at: HUDPoint(3, 3)))
            env.clock.advance(by: 1)
            XCTAssertEqual(log.lines, ["select 4", "hide tapOutside"])
            // The record survives to the next show of the same id.
            do { try env.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
            let again = env.center.currentPopup as! OptionPopup
            XCTAssertEqual(again.selectedIndex, 4)
        }
    }

    func testSelectionRecordOnTheSameInstanceAndDismissOnSelection() {
        onMain {
            let env = HUDTestEnvironment()
            var config = OptionPopupConfiguration.modern(options: nineOptions())
            config.dismissesOnSelection = true
            let popup = try! OptionPopup(configuration: config)
            env.center.showPopup(popup)
            env.clock.advance(by: 1)
            popup.choose(2)
            popup.choose(99)
            env.clock.advance(by: 1)
            XCTAssertNil(env.center.currentPopup, "dismissed by the choice")
            env.center.showPopup(popup)
            XCTAssertEqual(popup.selectedIndex, 2, "still marked on the next show")
            XCTAssertNil(popup.chosenThisTime)
            var plain = OptionPopupConfiguration.modern(options: nineOptions())
            plain.recordsSelection = false
            let forgetful = try! OptionPopup(configuration: plain)
            forgetful.choose(1)
            XCTAssertNil(forgetful.selectedIndex)
        }
    }

    func testReleasedAfterDismissal() {
        onMain {
            let env = HUDTestEnvironment()
            weak var weakPopup: OptionPopup?
            do {
                try env.center.showOptionPopup(OptionPopupConfiguration.modern(options: nineOptions()), onSelect: { _ in })
            } catch { XCTFail("\(error)") }
            weakPopup = env.center.currentPopup as? OptionPopup
            env.clock.advance(by: 1)
            weakPopup?.choose(0)
            env.center.hidePopups()
            env.clock.advance(by: 1)
            XCTAssertNil(weakPopup)
            XCTAssertEqual(env.clock.pendingCount, 0)
        }
    }
}
