/// Where a center's ``HUDEvent``s go: each element's own handler and every stream made by
/// ``HUDCenter/events()``.
///
/// Events are kept in order and delivered when the entry point, tap or timer that caused them
/// ends its batch (the elements are consistent then, and a handler may show or hide anything);
/// an event posted outside any batch is delivered at once. The fan-out holds the streams'
/// continuations only: a stream holds the center weakly (its termination hops to the main actor
/// to be forgotten), so neither keeps the other alive. It schedules nothing.
@MainActor
final class EventFanOut {
    /// How many events a stream keeps for a consumer that does not read: the newest 64
    /// (`AsyncStream`'s `.bufferingNewest(64)`); older ones are dropped.
    nonisolated static let bufferSize = 64

    private var streams: [UInt64: AsyncStream<HUDEvent>.Continuation] = [:] {
        didSet { listening.update(hasStreams: !streams.isEmpty) }
    }
    /// The center's flag the elements check before they report (kept equal to ``hasStreams``).
    private let listening: EventListening
    private var lastStreamID: UInt64 = 0
    private var pending: [(event: HUDEvent, handler: HUDEventHandler?)] = []
    private var isDelivering = false

    /// Whether anyone listens besides `handler`: without streams and a handler, an event costs nothing.
    var hasStreams: Bool { !streams.isEmpty }

    init(listening: EventListening) { self.listening = listening }

    /// Keeps `continuation`; returns the number that forgets it (``remove(_:)``).
    func add(_ continuation: AsyncStream<HUDEvent>.Continuation) -> UInt64 {
        lastStreamID += 1
        streams[lastStreamID] = continuation
        return lastStreamID
    }

    /// Forgets the stream numbered `id` (its consumer stopped); unknown numbers are a no-op.
    func remove(_ id: UInt64) { streams[id] = nil }

    /// Queues `event` for `handler` and the streams.
    func post(_ event: HUDEvent, to handler: HUDEventHandler?) { pending.append((event, handler)) }

    /// Delivers the queued events in order; events posted while delivering (a handler showed
    /// something) go in the same loop, after the ones before them.
    func deliver() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var next = 0
        while next < pending.count {
            let (event, handler) = pending[next]
            next += 1
            handler?.handle(event)
            for (id, stream) in streams {
                if case .terminated = stream.yield(event) { streams[id] = nil }
            }
        }
        pending.removeAll(keepingCapacity: false)
    }

    /// Ends every stream (the center goes away).
    deinit {
        for stream in streams.values { stream.finish() }
    }
}
