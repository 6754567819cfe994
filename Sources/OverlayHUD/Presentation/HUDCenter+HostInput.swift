extension HUDCenter {
    /// Feeds one input event from a platform host. Returns whether the overlay used it.
    ///
    /// Taps go to ``handleTap(at:)``; pans drive swipe-to-dismiss on banners
    /// (``handleBannerPan(_:)``); touch down/up pause and resume a touched banner's vanish timer.
    @discardableResult
    public func handle(_ event: HostInputEvent) -> Bool {
        switch event {
        case .tap(let p):
            return handleTap(at: p)
        case .panBegan(let p):
            return handleBannerPan(BannerPanEvent(.began, location: p))
        case .panChanged(let p, let t):
            return handleBannerPan(BannerPanEvent(.changed, location: p, translation: Point(t.width, t.height)))
        case .panEnded(let p, let t, let v):
            return handleBannerPan(BannerPanEvent(.ended, location: p, translation: Point(t.width, t.height), velocity: Point(v.width, v.height)))
        case .panCancelled:
            return handleBannerPan(BannerPanEvent(.cancelled))
        case .touchDown(let p):
            return handleTouchDown(at: p)
        case .touchUp(let p):
            return handleTouchUp(at: p)
        }
    }
}
