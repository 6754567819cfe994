import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups

/// A view controller as far as the status bar cares.
private final class Controller {
    let name: String
    var presented: Controller?
    var isBeingDismissed = false
    var childForStatusBar: Controller?
    init(_ name: String) { self.name = name }
}

final class ForwardingChainTests: XCTestCase {
    /// The status bar comes from the front-most presented controller's status-bar child chain
    /// (a navigation controller forwards to its top view controller, that one to a child).
    func testTheStatusBarFollowsPresentationThenTheChildChain() {
        let root = Controller("tabs")
        let modal = Controller("nav")
        let top = Controller("detail")
        let inner = Controller("player")
        root.presented = modal
        modal.childForStatusBar = top
        top.childForStatusBar = inner
        // The test gives the library only the links; the rule (skip one being dismissed) is the library's.
        func frontMost(from start: Controller?) -> Controller? {
            ForwardingChain.frontMost(from: start, presented: { $0.presented }, isBeingDismissed: { $0.isBeingDismissed })
        }
        let front = frontMost(from: root)
        XCTAssertEqual(front?.name, "nav")
        XCTAssertEqual(ForwardingChain.end(from: front) { $0.childForStatusBar }?.name, "player")
        modal.isBeingDismissed = true
        XCTAssertEqual(frontMost(from: root)?.name, "tabs", "a controller being dismissed no longer decides")
        // Deeper: root → a → b (being dismissed) → c stops at a; nothing presented stays at the start.
        let a = Controller("a")
        let b = Controller("b")
        let c = Controller("c")
        root.presented = a
        a.presented = b
        b.presented = c
        XCTAssertEqual(frontMost(from: root)?.name, "c")
        b.isBeingDismissed = true
        XCTAssertEqual(frontMost(from: root)?.name, "a")
        XCTAssertEqual(frontMost(from: c)?.name, "c")
        XCTAssertNil(frontMost(from: nil))
    }

    /// A chain that loops ends before the repeat instead of spinning.
    func testALoopEnds() {
        let a = Controller("a")
        let b = Controller("b")
        a.childForStatusBar = b
        b.childForStatusBar = a
        XCTAssertEqual(ForwardingChain.end(from: a) { $0.childForStatusBar }?.name, "b")
        XCTAssertNil(ForwardingChain.end(from: nil as Controller?) { $0.childForStatusBar })
    }
}
