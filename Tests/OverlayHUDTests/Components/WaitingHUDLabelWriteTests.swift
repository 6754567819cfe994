import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The waiting HUD's texts are decided once per apply: a label's layer content is written once
/// when its text changes, and not at all when an apply leaves it as it was.
final class WaitingHUDLabelWriteTests: XCTestCase {
    func testTheLabelIsWrittenOncePerApplyAndOnlyWhenItChanges() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Loading…", mode: .indeterminate)
            let view = env.center.waiting!.view
            XCTAssertEqual(view.textContentWrites, 1, "shown: the label written once")
            let config = env.center.waitingConfiguration!
            func text(_ string: String) -> LayerContent {
                .text(config.labelFormat.content(string, color: config.style.contentColor, at: .large))
            }
            XCTAssertEqual(view.label.content, text("Loading…"))

            env.center.updateWaiting { $0.label = "Almost done…" }
            XCTAssertEqual(view.textContentWrites, 2, "a new label: one more write")
            XCTAssertEqual(view.label.content, text("Almost done…"))

            env.center.updateWaiting { $0.style.cornerRadius = 12 }
            XCTAssertEqual(view.textContentWrites, 2, "the label as it was: not written again")

            env.center.screenDidChange(to: ScreenMetrics(size: HUDSize(844, 390), scale: 3))
            XCTAssertEqual(view.textContentWrites, 2, "a new layout keeps the label's content")
        }
    }
}
