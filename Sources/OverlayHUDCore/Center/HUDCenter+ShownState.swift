extension HUDCenter {
    /// What this center shows now (see ``OverlayShownState``): the waiting HUD from the core, the
    /// rest from each part (``HUDCenterPart/addShown(to:)``).
    package var shownState: OverlayShownState {
        var state = OverlayShownState()
        if let hud = waiting, isWaitingVisible, hud.phase != .hiding, hud.phase != .finished {
            state.isWaitingVisible = true
        }
        state.waitingPresentation = waitingPresentations
        for part in parts { part.addShown(to: &state) }
        return state
    }

    /// Calls `hear` with ``shownState`` each time it changes (after the commit that changed it)
    /// while `owner` lives; nothing is worked out while no one listens.
    package func observeShownState(owner: AnyObject, _ hear: @escaping @MainActor (OverlayShownState) -> Void) {
        shownStateFanOut.add(owner: owner, current: shownState, hear)
    }

    /// A commit was made: who listens hears what shows, if it changed (nothing is worked out
    /// while no one listens). Makes nothing: observing a center that never shows makes no host.
    func shownStateDidCommit() {
        guard let fanOut = shownStateStorage, !fanOut.isEmpty else { return }
        fanOut.deliver { shownState }
    }

    /// Stops calling what `owner` observes (see ``observeShownState(owner:_:)``).
    package func stopObservingShownState(owner: AnyObject) { shownStateStorage?.remove(owner: owner) }

    /// The listeners, made on first use.
    private var shownStateFanOut: ShownStateFanOut {
        if let f = shownStateStorage { return f }
        let f = ShownStateFanOut()
        shownStateStorage = f
        return f
    }
}
