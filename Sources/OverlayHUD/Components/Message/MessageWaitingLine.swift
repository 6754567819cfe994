/// The messages waiting for their turn, first come first served, with one entry per id: a message
/// whose id is already waiting replaces that entry in its place.
///
/// A ticket per entry keeps the order list honest: removing an id leaves its old place in the list
/// behind, and a later entry with the same id gets a new ticket, so the stale place is skipped.
/// - Complexity: append, replace, remove and `popFirst` are O(1) amortised.
struct MessageWaitingLine {
    private struct Place {
        let id: String
        let ticket: UInt64
    }

    private var order: [Place] = []
    private var head = 0
    private var entries: [String: (configuration: MessageConfiguration, ticket: UInt64)] = [:]
    private var nextTicket: UInt64 = 0

    /// Messages waiting.
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Whether a message with `id` waits.
    func contains(_ id: String) -> Bool { entries[id] != nil }

    /// Places kept in the order list, live or stale (what compaction bounds).
    var placeCount: Int { order.count - head }

    /// The ids waiting, first first.
    var ids: [String] { order[head...].filter { entries[$0.id]?.ticket == $0.ticket }.map(\.id) }

    /// Whether a waiting message shows the platform view in `slot`.
    func holds(_ slot: HUDContentSlotID) -> Bool { entries.values.contains { $0.configuration.contentSlot == slot } }

    /// Adds `configuration` at the end, or replaces the waiting message with its id in that one's
    /// place; returns the message replaced.
    @discardableResult
    mutating func enqueue(_ configuration: MessageConfiguration) -> MessageConfiguration? {
        let id = configuration.resolvedID
        if let (replaced, ticket) = entries[id] {
            entries[id] = (configuration, ticket)
            return replaced
        }
        nextTicket &+= 1
        entries[id] = (configuration, nextTicket)
        order.append(Place(id: id, ticket: nextTicket))
        return nil
    }

    /// Takes the message with `id` out of the line.
    mutating func remove(_ id: String) -> MessageConfiguration? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        compactIfSparse()
        return entry.configuration
    }

    /// Takes every waiting message out, first first.
    mutating func removeAll() -> [MessageConfiguration] {
        let out = ids.compactMap { entries[$0]?.configuration }
        order = []
        head = 0
        entries = [:]
        return out
    }

    /// Takes the first message out.
    mutating func popFirst() -> MessageConfiguration? {
        while head < order.count {
            let place = order[head]
            head += 1
            if let entry = entries[place.id], entry.ticket == place.ticket {
                entries[place.id] = nil
                compactIfSparse()
                return entry.configuration
            }
        }
        compactIfSparse()
        return nil
    }

    /// Drops the places already passed and those left by removed entries once they outnumber the live ones.
    private mutating func compactIfSparse() {
        let places = order.count - head
        guard places > 2 * entries.count + 32 || (head > 32 && head * 2 > order.count) else { return }
        order = order[head...].filter { entries[$0.id]?.ticket == $0.ticket }
        head = 0
    }
}
