import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// The selection record survives a relaunch (SKPopView.m:139-153 read `selectedRow` from
/// `NSUserDefaults` when `enableRecord` is set; :292-294 wrote it on every choice): two centers
/// sharing one store stand in for two launches.
final class OptionSelectionStoreTests: XCTestCase {
    /// Shows `config` and returns the option popup on screen; fails (and returns nil) when none shows.
    @MainActor private static func show(
        _ config: OptionPopupConfiguration, in env: HUDTestEnvironment, file: StaticString = #filePath, line: UInt = #line
    ) throws -> OptionPopup {
        try env.center.showOptionPopup(config)
        let popup = try XCTUnwrap(env.center.currentPopup as? OptionPopup, "an option popup shows", file: file, line: line)
        XCTAssertTrue(
            popup.content.isDescendant(of: env.center.overlay.rootLayer), "its panel is in the overlay", file: file, line: line)
        XCTAssertEqual(popup.configuration.presentation.id, config.presentation.id, file: file, line: line)
        return popup
    }

    func testTheRecordSurvivesARelaunchThroughTheStore() throws {
        try onMainThrowing {
            let store = OptionPopupConfiguration.InMemorySelectionStore()
            var config = OptionPopupConfiguration(options: nineOptions())
            config.recordsSelection = true
            config.presentation.id = "share"

            let firstLaunch = HUDTestEnvironment()
            firstLaunch.center.optionSelectionStore = store
            let first = try Self.show(config, in: firstLaunch)
            XCTAssertNil(first.selectedIndex, "nothing recorded yet")
            first.choose(0)
            XCTAssertEqual(store.selection(forID: "share"), 0, "the choice is written to the store, 0 included")

            let secondLaunch = HUDTestEnvironment()
            secondLaunch.center.optionSelectionStore = store
            XCTAssertEqual(try Self.show(config, in: secondLaunch).selectedIndex, 0, "marked after the relaunch")

            var other = config
            other.presentation.id = "other"
            secondLaunch.center.hidePopups(.all)
            secondLaunch.clock.advance(by: 2)
            XCTAssertNil(secondLaunch.center.currentPopup, "the first popup is gone")
            XCTAssertNil(try Self.show(other, in: secondLaunch).selectedIndex, "records are per id")

            var unrecorded = config
            unrecorded.recordsSelection = false
            let thirdLaunch = HUDTestEnvironment()
            thirdLaunch.center.optionSelectionStore = store
            let third = try Self.show(unrecorded, in: thirdLaunch)
            XCTAssertNil(third.selectedIndex, "with the record off nothing is read")
            third.choose(3)
            XCTAssertEqual(third.chosenThisTime, 3, "the choice itself is taken")
            XCTAssertEqual(store.selection(forID: "share"), 0, "nor written")
        }
    }
}
