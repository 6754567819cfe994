import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The heap against a plain sorted array, over seeded random operations.
final class PopupHeapTests: XCTestCase {
    func testRandomOperationsMatchASortedArrayModel() {
        onMain {
            var random = SeededRandom(seed: 99)
            var heap = PopupHeap()
            var model: [PopupRecord] = []  // in the order they will show
            for sequence in 1...3_000 {
                let roll = Int.random(in: 0..<20, using: &random)
                if roll < 11 || model.isEmpty {
                    let popup = TestPopup(
                        "p\(sequence)", priority: PopupPresentation.Priority(Int.random(in: 0...4, using: &random) * 100))
                    let r = PopupRecord(popup: popup, sequence: UInt64(sequence), didHide: nil)
                    heap.insert(r)
                    model.insert(r, at: model.firstIndex { r.showsBefore($0) } ?? model.count)
                } else if roll < 15 {
                    XCTAssertTrue(heap.popFirst() === model.removeFirst(), "pops the highest priority, earliest arrival")
                } else if roll < 18 {
                    let r = model.remove(at: Int.random(in: 0..<model.count, using: &random))
                    heap.remove(r)
                    XCTAssertFalse(heap.contains(r))
                    heap.remove(r)  // no longer in the heap: a no-op
                } else if roll < 19 {
                    let p = Double(Int.random(in: 0...4, using: &random) * 100)
                    let removed = heap.removeAll { $0.priority == p }
                    XCTAssertEqual(
                        Set(removed.map(ObjectIdentifier.init)), Set(model.filter { $0.priority == p }.map(ObjectIdentifier.init))
                    )
                    model.removeAll { $0.priority == p }
                } else {
                    XCTAssertTrue(heap.last === model.last, "last: lowest priority, latest arrival")
                }
                heap._checkInvariants()
                XCTAssertEqual(heap.count, model.count)
                XCTAssertTrue(heap.first === model.first)
            }
            XCTAssertTrue(zip(heap.sorted(), model).allSatisfy { $0 === $1 })
            XCTAssertEqual(heap.removeAll { _ in true }.count, model.count)
            XCTAssertNil(heap.popFirst())
            XCTAssertNil(heap.last)
        }
    }
}
