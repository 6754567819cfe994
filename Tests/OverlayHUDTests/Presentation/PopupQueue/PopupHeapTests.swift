import XCTest
@testable import OverlayHUD

final class PopupHeapTests: XCTestCase {
    func testRandomInsertRemovePopKeepsOrderAndIndices() {
        onMain {
            var random = SeededRandom(seed: 99)
            var best = PopupHeap(order: .bestFirst)
            var worst = PopupHeap(order: .worstFirst)
            var live: [PopupRecord] = []
            let popup = TestPopup("shared")
            for seq in 1...3_000 {
                let roll = Int.random(in: 0..<10, using: &random)
                if roll < 6 || live.isEmpty {
                    let r = PopupRecord(popup: TestPopup("p", priority: PopupPriority(Double(Int.random(in: 0...4, using: &random)))),
                                        sequence: UInt64(seq), lowerPriorityHidden: false, didHide: nil)
                    best.insert(r); worst.insert(r); live.append(r)
                } else if roll < 8 {
                    let expected = live.min { $0.showsBefore($1) }!
                    let got = best.popFirst()!
                    XCTAssertTrue(got === expected, "best-first pops the highest priority, earliest arrival")
                    worst.remove(got)
                    live.removeAll { $0 === got }
                } else {
                    let i = Int.random(in: 0..<live.count, using: &random)
                    let r = live.remove(at: i)
                    best.remove(r); worst.remove(r)
                    XCTAssertEqual(r.bestIndex, -1)
                }
                if let w = worst.first { XCTAssertTrue(w === live.max { $0.showsBefore($1) }, "worst-first: lowest priority, newest") }
                best._checkInvariants(); worst._checkInvariants()
                XCTAssertEqual(best.count, live.count)
            }
            let stranger = PopupRecord(popup: popup, sequence: 0, lowerPriorityHidden: false, didHide: nil)
            best.remove(stranger)  // not in the heap: a no-op
            XCTAssertEqual(best.sorted().map(\.sequence), live.sorted { $0.showsBefore($1) }.map(\.sequence))
        }
    }
}
