extension HUDCenter {
    /// Feeds a size change of the platform view in `slot`: its element measures and lays out
    /// again, at most three times per slot within 0.1 s; a change beyond that is measured once
    /// more when the 0.1 s are over, so a view that changes size on every layout pass cannot
    /// loop: it keeps the last size accepted until its next change. Unknown slots: no-op.
    package func contentSizeDidChange(_ slot: HUDContentSlotID) {
        batch { _ = overlay.contentSlots.sizeDidChange(slot, clock: relay.batchingClock) }
    }
}
