import Foundation
import OverlayHUD
import OverlayHUDSoftware
import XCTest

// Messages that act and wait, as an app's own tests reach them: public API only (see
// OverlayTestCenterTests.swift; Scripts/public-testing-client.sh compiles this folder without the
// package's -package-name).

private let actionFontFolders = [
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts").path
]

@MainActor private func makeActionCenter() -> OverlayTestCenter {
    let test = OverlayTestCenter(fontSearchPaths: actionFontFolders)
    test.center.localization = HUDLocalization(language: "en")
    return test
}

/// What callbacks reported, in order.
@MainActor private final class ActionLog {
    var entries: [String] = []
}

final class MessageActionPublicTests: XCTestCase {
    func testTheUndoButtonRunsItsHandlerNotTheMessagesTapAndHidesTheMessage() {
        MainActor.assumeIsolated {
            let test = makeActionCenter()
            let log = ActionLog()
            var deleted = MessageConfiguration.info("Message deleted", position: .bottom, id: "deleted")
            deleted.onTap = { _ in log.entries.append("tap") }
            deleted.action = .init(title: "Undo") { message in log.entries.append("undo \(message.title)") }
            test.center.showMessage(deleted)
            test.advance(by: 1)
            XCTAssertTrue(test.accessibilityIdentifiers.contains("OverlayHUD.message.deleted.action"))
            XCTAssertTrue(test.accessibilityLabels.contains("Undo"))
            XCTAssertTrue(test.activateAccessibilityElement(identifier: "OverlayHUD.message.deleted.action"))
            XCTAssertEqual(log.entries, ["undo Message deleted"])
            test.advance(by: 1)
            XCTAssertFalse(test.isShowingAnything, "a tap dismisses the message, on the button too")
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testWithoutDismissesOnTapTheActionLeavesTheMessageUpAndAnEmptyTitleShowsNoButton() {
        MainActor.assumeIsolated {
            let test = makeActionCenter()
            let log = ActionLog()
            var pinned = MessageConfiguration.warning("Offline", duration: .untilHidden, id: "pinned")
            pinned.dismissesOnTap = false
            pinned.action = .init(title: "Retry") { _ in log.entries.append("retry") }
            test.center.showMessage(pinned)
            test.advance(by: 1)
            XCTAssertTrue(test.activateAccessibilityElement(identifier: "OverlayHUD.message.pinned.action"))
            test.advance(by: 1)
            XCTAssertEqual(log.entries, ["retry"])
            XCTAssertTrue(test.isShowingAnything)

            pinned.action = .init(title: " \n ") { _ in log.entries.append("blank") }
            test.center.showMessage(pinned)
            XCTAssertFalse(test.accessibilityIdentifiers.contains("OverlayHUD.message.pinned.action"))
            XCTAssertFalse(test.activateAccessibilityElement(identifier: "OverlayHUD.message.pinned.action"))
            XCTAssertEqual(log.entries, ["retry"])
        }
    }

    func testProgressMovesInPlaceQuietlyThenTurnsIntoASuccess() {
        MainActor.assumeIsolated {
            let test = makeActionCenter()
            var syncing = MessageConfiguration.info("Syncing…", duration: .untilHidden, id: "sync")
            syncing.icon = .activity
            syncing.progress = 0.2
            test.center.showMessage(syncing)
            test.advance(by: 1)
            XCTAssertEqual(test.announcements.count, 1)
            XCTAssertTrue(test.accessibilityDump.contains("20 percent"), test.accessibilityDump)
            XCTAssertFalse(test.hasScheduledWork, "the turning ring never ends: nothing is due")

            syncing.progress = 0.6
            test.center.showMessage(syncing)
            XCTAssertTrue(test.accessibilityDump.contains("60 percent"))
            XCTAssertEqual(test.announcements.count, 1, "a progress step is not announced again")
            XCTAssertFalse(test.hasScheduledWork, "no pulse, no move: the card stays as it is")

            test.center.showMessage(.success("Synced", duration: .seconds(2), id: "sync"))
            XCTAssertEqual(test.announcements.last, "Success, Synced")
            XCTAssertFalse(test.accessibilityDump.contains("percent"))
            XCTAssertTrue(test.hasScheduledWork, "the icon changes, the card pulses and the new duration runs")
            test.advance(by: 3)
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertFalse(test.hasScheduledWork)
        }
    }

    func testBadProgressValuesAreClamped() throws {
        try MainActor.assumeIsolated {
            @MainActor func picture(_ progress: Double) throws -> (png: [UInt8], spoken: String) {
                let test = makeActionCenter()
                var m = MessageConfiguration.info("Syncing…", duration: .untilHidden, id: "sync")
                m.progress = progress
                test.center.showMessage(m)
                test.advance(by: 1)
                return (try test.pngData(scale: 0.5), test.accessibilityDump)
            }
            let empty = try picture(0)
            let full = try picture(1)
            XCTAssertFalse(empty.png == full.png)
            for bad in [Double.nan, -0.5, -.infinity] {
                let p = try picture(bad)
                XCTAssertTrue(p.png == empty.png, "\(bad) draws as 0")
                XCTAssertTrue(p.spoken.contains("0 percent"), "\(bad): \(p.spoken)")
            }
            for bad in [1.5, Double.infinity, .greatestFiniteMagnitude] {
                let p = try picture(bad)
                XCTAssertTrue(p.png == full.png, "\(bad) draws as 1")
                XCTAssertTrue(p.spoken.contains("100 percent"), "\(bad): \(p.spoken)")
            }
        }
    }

    func testASpinningMessageLeavesNothingScheduled() throws {
        try MainActor.assumeIsolated {
            let test = makeActionCenter()
            var m = MessageConfiguration.info("Loading", position: .center, duration: .seconds(1))
            m.icon = .activity
            test.center.showMessage(m)
            test.advance(by: 0.3)  // the toast has faded in
            let before = try test.pngData()
            test.advance(by: 0.25)
            XCTAssertFalse(try before == test.pngData(), "the ring turns")
            test.advance(by: 2)
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertFalse(test.hasScheduledWork)
            XCTAssertEqual(test.layerDump().components(separatedBy: "message").count, 1, "the card and its ring are gone")
        }
    }
}
