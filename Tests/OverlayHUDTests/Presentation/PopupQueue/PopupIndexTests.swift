import XCTest
@testable import OverlayHUD

final class PopupIndexTests: XCTestCase {
    /// Keys the index sees as object identities (it never dereferences them).
    private func id(_ address: UInt) -> ObjectIdentifier {
        unsafeBitCast(address, to: ObjectIdentifier.self)
    }

    func testRandomOperationsMatchADictionary() {
        var random = SeededRandom(seed: 7)
        var index = PopupIndex()
        var model: [UInt: Int32] = [:]
        // Addresses 16 bytes apart, as heap objects are, from a small pool so keys come back.
        let pool = (1...600).map { UInt($0) &* 16 &+ 0x10_0000 }
        for step in 0..<40_000 {
            let key = pool[Int.random(in: 0..<pool.count, using: &random)]
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let slot = Int32(step)
                let existing = index.insert(id(key), slot: slot)
                XCTAssertEqual(existing, model[key], "insert reports the slot already there")
                if model[key] == nil { model[key] = slot }
            case 5..<8:
                index.remove(id(key))
                model[key] = nil
            default:
                XCTAssertEqual(index.slot(for: id(key)), model[key])
            }
            XCTAssertEqual(index.count, model.count)
        }
        for key in pool { XCTAssertEqual(index.slot(for: id(key)), model[key]) }
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: index.contents.map { ($0.key, $0.slot) }), model)
    }

    func testCollidingKeysSurviveRemovalsInAnyOrder() {
        // Keys whose multiplicative hashes land close together force long probe runs that wrap
        // around the table's end; removing from the middle of a run must keep the rest findable.
        var random = SeededRandom(seed: 11)
        for round in 0..<50 {
            var index = PopupIndex()
            let keys = (1...12).map { UInt($0 * 16 + round * 4096) }
            for (i, k) in keys.enumerated() { XCTAssertNil(index.insert(id(k), slot: Int32(i))) }
            var left = Array(keys.enumerated())
            while !left.isEmpty {
                let (i, k) = left.remove(at: Int.random(in: 0..<left.count, using: &random))
                XCTAssertEqual(index.slot(for: id(k)), Int32(i))
                index.remove(id(k))
                XCTAssertNil(index.slot(for: id(k)))
                for (j, other) in left { XCTAssertEqual(index.slot(for: id(other)), Int32(j), "round \(round)") }
            }
            XCTAssertTrue(index.isEmpty)
        }
    }

    func testGrowsAndEmpties() {
        var index = PopupIndex()
        let keys = (1...5_000).map { UInt($0) &* 48 }
        for (i, k) in keys.enumerated() { XCTAssertNil(index.insert(id(k), slot: Int32(i))) }
        XCTAssertEqual(index.count, 5_000)
        XCTAssertEqual(index.insert(id(keys[42]), slot: 99_999), 42, "a second insert keeps the first slot")
        var random = SeededRandom(seed: 3)
        for k in keys.shuffled(using: &random) { index.remove(id(k)) }
        XCTAssertTrue(index.isEmpty)
        index.remove(id(123_456))  // not there: a no-op
        XCTAssertEqual(index.count, 0)
        XCTAssertNil(index.insert(id(keys[0]), slot: 1))
        XCTAssertEqual(index.slot(for: id(keys[0])), 1)
    }
}
