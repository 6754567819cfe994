import XCTest
@testable import OverlayHUD

final class PopupHeapTests: XCTestCase {
    func testRandomInsertRemovePopKeepsOrderAndPositions() {
        var random = SeededRandom(seed: 99)
        var best = PopupHeap(order: .bestFirst)
        var worst = PopupHeap(order: .worstFirst)
        var live: [PopupHeap.Entry] = []
        var freeSlots: [Int32] = []
        var nextSlot: Int32 = 0
        for seq in 1...3_000 {
            let roll = Int.random(in: 0..<10, using: &random)
            if roll < 6 || live.isEmpty {
                let slot: Int32
                if let s = freeSlots.popLast() { slot = s } else { slot = nextSlot; nextSlot += 1 }
                let e = PopupHeap.Entry(priority: Double(Int.random(in: 0...4, using: &random)), sequence: UInt64(seq), slot: slot)
                best.insert(e); worst.insert(e); live.append(e)
            } else if roll < 8 {
                let expected = live.min { $0.showsBefore($1) }!
                let got = best.popFirst()!
                XCTAssertEqual(got, expected, "best-first pops the highest priority, earliest arrival")
                worst.remove(slot: got.slot)
                live.removeAll { $0 == got }
                freeSlots.append(got.slot)
            } else {
                let i = Int.random(in: 0..<live.count, using: &random)
                let e = live.remove(at: i)
                best.remove(slot: e.slot); worst.remove(slot: e.slot)
                XCTAssertFalse(best.contains(slot: e.slot))
                freeSlots.append(e.slot)
            }
            XCTAssertEqual(worst.first, live.max { $0.showsBefore($1) }, "worst-first: lowest priority, newest")
            best._checkInvariants(); worst._checkInvariants()
            XCTAssertEqual(best.count, live.count)
        }
        best.remove(slot: 10_000)  // never inserted: a no-op
        best.remove(slot: -1)
        XCTAssertEqual(best.sorted(), live.sorted { $0.showsBefore($1) })
    }

    func testBottomUpBuildMatchesSortedOrder() {
        var random = SeededRandom(seed: 5)
        let entries = (0..<500).map { PopupHeap.Entry(priority: Double(Int.random(in: 0...9, using: &random)), sequence: UInt64($0), slot: Int32(499 - $0)) }
        var worst = PopupHeap(order: .worstFirst, entries: entries)
        worst._checkInvariants()
        let expected = entries.sorted { $1.showsBefore($0) }
        var popped: [PopupHeap.Entry] = []
        while let e = worst.popFirst() { popped.append(e) }
        XCTAssertEqual(popped, expected)
        XCTAssertEqual(PopupHeap(order: .bestFirst, entries: []).count, 0)
    }
}
