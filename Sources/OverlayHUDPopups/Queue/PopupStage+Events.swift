@_spi(Layers) import OverlayHUDCore

extension PopupStage {
    /// Tells the owner that `record`'s popup reached `phase` — once per step, in order: will show,
    /// did show, will hide, did hide. A step out of turn is dropped, and a did-hide tells why the
    /// popup left: the will-hide's reason, or — for a popup dismissed while it is being set aside,
    /// told will-hide (`preempted`) once — that dismissal's, as its `didHide` closure hears. A
    /// popup that is not on screen (never shown and dropped from the queue, or set aside and then
    /// dismissed while it waits) is told the hide only.
    func report(_ record: PopupRecord, _ phase: HUDEvent.Phase, _ reason: HUDHideReason? = nil) {
        let last = record.reported?.phase
        var reason = reason
        switch phase {
        case .willShow: guard last == nil || last == .didHide else { return }
        case .didShow: guard last == .willShow else { return }
        case .willHide:
            guard last != .willHide else {
                if let reason { record.reported = (.willHide, reason) }
                return
            }
        case .didHide:
            guard let last, last != .didHide else { return }
            if last != .willHide { report(record, .willHide, reason) }
            reason = record.reported?.reason
        }
        record.reported = (phase, reason)
        // Nothing is made or posted when no one listens (a hand-over reports four steps).
        let handler = record.presentation.lifecycle
        guard handler != nil || events.hasStreams else { return }
        onEvent?(.popup(id: record.presentation.id), phase, reason, handler)
    }
}
