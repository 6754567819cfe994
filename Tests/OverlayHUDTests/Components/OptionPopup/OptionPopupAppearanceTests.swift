import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

@MainActor
private func show(_ config: OptionPopupConfiguration, _ env: HUDTestEnvironment) throws -> OptionPopup {
    try env.center.showOptionPopup(config)
    return try XCTUnwrap(env.center.currentPopup as? OptionPopup)
}

private func sixOptions() -> [OptionPopupConfiguration.Option] {
    ["Photo", "Video", "Audio", "File", "Link", "Note"].map { OptionPopupConfiguration.Option(title: $0, icon: .circle(.white)) }
}

/// A store that records what the center asks of it.
@MainActor
private final class RecordingStore: OptionPopupConfiguration.SelectionStore {
    var records: [String: Int] = [:]
    var writes: [String] = []
    func selection(forID id: String) -> Int? { records[id] }
    func setSelection(_ index: Int, forID id: String) {
        writes.append("\(id)=\(index)")
        records[id] = index
    }
}

/// What each look of ``OptionPopupConfiguration`` does to the panel (SKChoosePopView's defaults are
/// in the seed tests; here each is changed and found on screen).
final class OptionPopupAppearanceTests: XCTestCase {
    func testPanelColourAndShadow() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var config = OptionPopupConfiguration(options: sixOptions())
            XCTAssertFalse(config.hasShadow, "SKPopView's panel has none")
            config.panelColor = HUDColor(hex: 0x202020)
            config.hasShadow = true
            let panel = try show(config, env).view.panel
            XCTAssertEqual(panel.backgroundColor, HUDColor(hex: 0x202020))
            XCTAssertGreaterThan(panel.shadowOpacity, 0)
            XCTAssertFalse(panel.masksToBounds, "a clipping panel would clip its own shadow")
        }
    }

    func testLayoutsSizeThePanel() throws {
        try onMainThrowing {
            var config = OptionPopupConfiguration(options: sixOptions())
            XCTAssertEqual(config.layout, .screenWidth)
            let original = try show(config, HUDTestEnvironment()).view.panel.bounds.size
            XCTAssertEqual(original, HUDSize(390 - 120, 180), "SKPopView.m: screen width − 120 by 180")
            config.layout = .fitted
            let fitted = try show(config, HUDTestEnvironment()).view.panel.bounds.size
            XCTAssertEqual(fitted, HUDSize(20 + 3 * 80 + 20, 20 + 2 * 90 + 20), "3 × 2 cells of 80 × 90 inside 20 pt insets")
            config.contentInsets = HUDEdgeInsets(top: 5, left: 10, bottom: 15, right: 30)
            let inset = try show(config, HUDTestEnvironment()).view.panel.bounds.size
            XCTAssertEqual(inset, HUDSize(10 + 3 * 80 + 30, 5 + 2 * 90 + 15))
        }
    }

    func testBoldsSelectedTitleMakesTheSelectionSemibold() throws {
        try onMainThrowing {
            var config = OptionPopupConfiguration(options: sixOptions())
            config.initialSelection = 1
            for bolds in [false, true] {
                let env = HUDTestEnvironment()
                config.boldsSelectedTitle = bolds
                _ = try show(config, env)
                guard case .text(let selected) = env.layer("option.1.title")?.content,
                    case .text(let other) = env.layer("option.0.title")?.content
                else { return XCTFail("titles are drawn") }
                XCTAssertEqual(selected.weight, bolds ? .semibold : .regular)
                XCTAssertEqual(other.weight, .regular)
            }
        }
    }

    func testAnimationDurationDefaultsAndBadValues() {
        var config = OptionPopupConfiguration(options: sixOptions())
        XCTAssertEqual(OptionPopupConfiguration.defaultAnimationDuration, 0.5, "SKPopView's animationDuration")
        XCTAssertEqual(config.animationDuration, OptionPopupConfiguration.defaultAnimationDuration)
        config.animationDuration = 2
        config.animationDuration = .nan
        XCTAssertEqual(config.animationDuration, 0.5, "NaN reads back as the default")
        config.animationDuration = -1
        XCTAssertEqual(config.animationDuration, 0)
    }

    func testACustomEntryAnimationDecidesWhenThePopupIsShown() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            var config = OptionPopupConfiguration(options: sixOptions())
            config.isAnimated = true
            let drop: OptionPopupCustomAnimation = { entry in
                entry.panel.opacity = 0.5
                return 0.8
            }
            config.customAnimation = drop
            let popup = try show(config, env)
            XCTAssertEqual(popup.view.panel.opacity, 0.5, "the animation got the panel")
            env.clock.advance(by: 0.79)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .presenting)
            env.clock.advance(by: 0.02)
            XCTAssertEqual(env.center.popupQueueStorage?.current?.phase, .shown, "presented after the time it returned")
        }
    }

    func testTheCenterKeepsSelectionsInTheStoreItIsGiven() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let store = RecordingStore()
            env.center.optionSelectionStore = store
            var config = OptionPopupConfiguration(options: sixOptions())
            config.recordsSelection = true
            config.presentation.id = "share"
            try show(config, env).choose(2)
            XCTAssertEqual(store.writes, ["share=2"])
            env.center.hidePopups()
            env.clock.advance(by: 1)
            store.records["share"] = 4
            XCTAssertEqual(try show(config, env).selectedIndex, 4, "the next show marks what the store holds")
        }
    }
}
