extension HUDCenter {
    /// Feeds one input event from a platform host. Returns whether the overlay used it.
    ///
    /// Taps go to ``handleTap(at:)``. Pans are not used by any element yet and return `false`
    /// (elements that track pans, such as swipe-to-dismiss banners, handle them here).
    @discardableResult
    public func handle(_ event: HostInputEvent) -> Bool {
        switch event {
        case .tap(let p): return handleTap(at: p)
        case .panBegan, .panChanged, .panEnded, .panCancelled: return false
        }
    }
}
