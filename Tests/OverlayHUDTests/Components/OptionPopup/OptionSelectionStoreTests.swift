import XCTest

@testable import OverlayHUD

/// The selection record survives a relaunch (SKPopView.m:139-153 read `selectedRow` from
/// `NSUserDefaults` when `enableRecord` is set; :292-294 wrote it on every choice): two centers
/// sharing one store stand in for two launches.
final class OptionSelectionStoreTests: XCTestCase {
    func testTheRecordSurvivesARelaunchThroughTheStore() {
        onMain {
            let store = InMemoryOptionSelectionStore()
            var config = OptionPopupConfiguration(options: nineOptions())
            config.recordsSelection = true
            config.presentation.id = "share"

            let firstLaunch = HUDTestEnvironment()
            firstLaunch.center.optionSelectionStore = store
            do { try firstLaunch.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
            (firstLaunch.center.currentPopup as? OptionPopup)?.choose(0)
            XCTAssertEqual(store.selection(forID: "share"), 0, "the choice is written to the store, 0 included")

            let secondLaunch = HUDTestEnvironment()
            secondLaunch.center.optionSelectionStore = store
            do { try secondLaunch.center.showOptionPopup(config) } catch { XCTFail("\(error)") }
            XCTAssertEqual((secondLaunch.center.currentPopup as? OptionPopup)?.selectedIndex, 0, "marked after the relaunch")

            var other = config
            other.presentation.id = "other"
            secondLaunch.center.hidePopups(.all)
            secondLaunch.clock.advance(by: 2)
            do { try secondLaunch.center.showOptionPopup(other) } catch { XCTFail("\(error)") }
            XCTAssertNil((secondLaunch.center.currentPopup as? OptionPopup)?.selectedIndex, "records are per id")

            var unrecorded = config
            unrecorded.recordsSelection = false
            let thirdLaunch = HUDTestEnvironment()
            thirdLaunch.center.optionSelectionStore = store
            do { try thirdLaunch.center.showOptionPopup(unrecorded) } catch { XCTFail("\(error)") }
            XCTAssertNil((thirdLaunch.center.currentPopup as? OptionPopup)?.selectedIndex, "with the record off nothing is read")
            (thirdLaunch.center.currentPopup as? OptionPopup)?.choose(3)
            XCTAssertEqual(store.selection(forID: "share"), 0, "nor written")
        }
    }
}
