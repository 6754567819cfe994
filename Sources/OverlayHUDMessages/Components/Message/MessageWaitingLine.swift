@_spi(Layers) import OverlayHUDCore

/// The messages waiting for their turn, first come first served, with one entry per id: a message
/// whose id is already waiting replaces that entry in its place.
///
/// The line is an array of places, each waiting id's index kept in a `[String: Int]` (a dictionary
/// type the package links anyway; the places hold the messages alone, since a struct pairing each
/// with its id would get value-witness code of its own). Removing an id empties its place; empty
/// places are dropped once they outnumber the live ones, and the indexes are rebuilt then.
/// - Complexity: append, replace, remove and `popFirst` are O(1) amortised.
struct MessageWaitingLine {
    /// The line, first first: each message, or `nil` once it was removed or taken out.
    private var places: [MessageConfiguration?] = []
    private var head = 0
    /// The index in `places` of each waiting id.
    private var positions: [String: Int] = [:]

    /// Messages waiting.
    var count: Int { positions.count }
    var isEmpty: Bool { positions.isEmpty }

    /// Whether a message with `id` waits.
    func contains(_ id: String) -> Bool { positions[id] != nil }

    /// Places kept in the line, live or emptied (what compaction bounds).
    var placeCount: Int { places.count - head }

    /// The ids waiting, first first.
    var ids: [String] { places[head...].compactMap { $0?.resolvedID } }

    /// Whether a waiting message shows the platform view in `slot`.
    func holds(_ slot: HUDContentSlotID) -> Bool { places[head...].contains { $0?.contentSlot == slot } }

    /// Adds `configuration` at the end, or replaces the waiting message with its id in that one's
    /// place; returns the message replaced.
    @discardableResult
    mutating func enqueue(_ configuration: MessageConfiguration) -> MessageConfiguration? {
        let id = configuration.resolvedID
        if let index = positions[id] {
            defer { places[index] = configuration }
            return places[index]
        }
        positions[id] = places.count
        places.append(configuration)
        return nil
    }

    /// Takes the message with `id` out of the line.
    mutating func remove(_ id: String) -> MessageConfiguration? {
        guard let index = positions.removeValue(forKey: id) else { return nil }
        defer { compactIfSparse() }
        return take(at: index)
    }

    /// Takes every waiting message out, first first.
    mutating func removeAll() -> [MessageConfiguration] {
        let out = places[head...].compactMap { $0 }
        places = []
        head = 0
        positions = [:]
        return out
    }

    /// Takes the first message out.
    mutating func popFirst() -> MessageConfiguration? {
        defer { compactIfSparse() }
        while head < places.count {
            let index = head
            head += 1
            if let configuration = take(at: index) {
                positions[configuration.resolvedID] = nil
                return configuration
            }
        }
        return nil
    }

    /// Empties the place at `index` (so the line no longer keeps its message) and returns what it held.
    private mutating func take(at index: Int) -> MessageConfiguration? {
        defer { places[index] = nil }
        return places[index]
    }

    /// Drops the places already passed and the emptied ones once they outnumber the live ones.
    private mutating func compactIfSparse() {
        let count = places.count - head
        guard count > 2 * positions.count + 32 || (head > 32 && head * 2 > places.count) else { return }
        places = places[head...].filter { $0 != nil }
        head = 0
        for (index, place) in places.enumerated() {
            if let place { positions[place.resolvedID] = index }
        }
    }
}
