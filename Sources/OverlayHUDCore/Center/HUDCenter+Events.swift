extension HUDCenter {
    /// A new stream of everything this center's elements go through — the waiting HUD and status
    /// HUDs, banners, messages and popups: each shows (`willShow`, `didShow`) and hides
    /// (`willHide`, `didHide`, with a ``HUDHideReason``), in order, from the moment of the call.
    ///
    /// Each call makes a stream of its own; read it in a task, and cancel the task (or stop the
    /// loop) when done: the center then forgets it. A consumer that reads slowly or never misses
    /// the oldest events, never memory: a stream keeps the newest 64 unread events. The stream
    /// holds the center weakly and ends when the center goes away. Events are produced on the main
    /// actor, after the call, tap or timer that caused them has done its work; each element's own
    /// `lifecycle` handler (``HUDEventHandler``) gets its events at the same moment.
    ///
    /// ```swift
    /// Task {
    ///     for await event in HUDCenter.shared.events() where event.phase == .didHide {
    ///         print(event.element, "left:", event.reason ?? .hiddenByCode)
    ///     }
    /// }
    /// ```
    /// Callable from any thread (off the main thread, the stream starts once the call has
    /// reached the main actor).
    public nonisolated func events() -> AsyncStream<HUDEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: HUDEvent.self, bufferingPolicy: .bufferingNewest(EventFanOut.bufferSize))
        MainHop.run { [weak self] in
            guard let self else { return continuation.finish() }
            let id = self.eventFanOut.add(continuation)
            continuation.onTermination = { [weak self] _ in
                MainHop.run { self?.eventsStorage?.remove(id) }
            }
        }
        return stream
    }

    /// The fan-out, made on first use.
    var eventFanOut: EventFanOut {
        if let f = eventsStorage { return f }
        let f = EventFanOut(listening: eventListening)
        eventsStorage = f
        commitBatch.didClose = { [weak f] in f?.deliver() }
        return f
    }

    /// Reports that `element` reached `phase` (with `reason` for a hide) to `handler` and every
    /// stream, once the batch under way ends (at once outside one). Costs nothing when no one listens.
    package func post(
        _ element: HUDEvent.Element, _ phase: HUDEvent.Phase, reason: HUDHideReason? = nil, to handler: HUDEventHandler?
    ) {
        guard handler != nil || eventListening.hasStreams else { return }
        let fanOut = eventFanOut
        fanOut.post(HUDEvent(element, phase, reason: reason), to: handler)
        if !commitBatch.isOpen { fanOut.deliver() }
    }
}
