/// Whether anyone reads a center's lifecycle event streams (``HUDCenter/events()``).
///
/// Every element reports each step of its life (will show, did show, will hide, did hide); while
/// no stream is read and the element has no handler of its own, a report stops at this flag,
/// before any event is made. The center holds one for its life and hands it to the parts'
/// stacks and stages, which read it directly: no lookup, no closure, no weak reference.
@MainActor
package final class EventListening {
    /// Whether at least one stream is being read.
    package private(set) var hasStreams = false

    nonisolated init() {}

    /// Set by the center's fan-out as streams come and go.
    func update(hasStreams: Bool) {
        if self.hasStreams != hasStreams { self.hasStreams = hasStreams }
    }
}
