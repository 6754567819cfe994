extension HUDCenter: HUDHostEventReceiver {
    /// Feeds one input event from a platform host. Returns whether the overlay used it.
    ///
    /// Taps go to ``handleTap(at:)``; pans drive swipe-to-dismiss on messages
    /// (``handleMessagePan(_:)``), then banners (``handleBannerPan(_:)``); touch down/up pause and
    /// resume a touched banner's or message's timer.
    ///
    /// A tap that ends a touch sequence whose fingers were on something of the app's own view that
    /// takes taps itself (``HostInputEvent/touchDown(_:contentHandlesTap:)``) is that view's alone:
    /// no element reacts (no ``onBannerTap``, no ``BannerConfiguration/dismissesOnTap``, no message
    /// tap, no backdrop tap) and it returns `false`. Pans are the overlay's as before: a drag that
    /// starts on a button in your banner still swipes the banner away.
    @discardableResult
    package func handle(_ event: HostInputEvent) -> Bool {
        switch event {
        case .tap(let p):
            if touchSequence.tapIsContents() { return false }
            return handleTap(at: p)
        case .panBegan(let p):
            return handlePan(BannerPanEvent(.began, location: p))
        case .panChanged(let p, let t):
            return handlePan(BannerPanEvent(.changed, location: p, translation: HUDPoint(t.width, t.height)))
        case .panEnded(let p, let t, let v):
            return handlePan(
                BannerPanEvent(
                    .ended, location: p, translation: HUDPoint(t.width, t.height), velocity: HUDPoint(v.width, v.height)))
        case .panCancelled:
            return handlePan(BannerPanEvent(.cancelled))
        case .touchDown(let p, let contentHandlesTap):
            touchSequence.fingerDown(contentHandlesTap: contentHandlesTap)
            return handleTouchDown(at: p)
        case .touchUp(let p, let contentHandlesTap):
            touchSequence.fingerUp(contentHandlesTap: contentHandlesTap)
            return handleTouchUp(at: p)
        }
    }
}

extension HUDCenter {
    /// A pan goes to the first part that claims it (messages, then banners: each claims only its own drags).
    private func handlePan(_ event: BannerPanEvent) -> Bool {
        batch {
            for part in parts where part.handlePan(event) { return true }
            return false
        }
    }

    /// A finger went down at `point` (overlay coordinates). On a banner or a message, its timer
    /// pauses until ``handleTouchUp(at:)``; returns whether the touch landed on one.
    @discardableResult
    func handleTouchDown(at point: HUDPoint) -> Bool {
        batch {
            var landed = false
            for part in parts where part.touchDown(at: point) { landed = true }
            return landed
        }
    }

    /// The finger lifted (or the touch was cancelled): a paused banner or message resumes with the
    /// time it had left. Returns whether one was being touched.
    @discardableResult
    func handleTouchUp(at point: HUDPoint) -> Bool {
        batch {
            var held = false
            for part in parts where part.touchUp() { held = true }
            return held
        }
    }

    /// Feeds the keyboard from a host that follows it for the center's whole life, shown or not,
    /// so it is current when something appears.
    ///
    /// The raw screen frame is kept (``Overlay/keyboardScreenFrame``) and converted at every
    /// layout, so one reported while nothing shows, or before the host knew the window's real size
    /// and place, is right when something appears. While nothing shows, the frame is only stored:
    /// no commit, no layout work. While something shows, it lays out again above the keyboard —
    /// moving with the keyboard's own duration and curve when `animation` is given — and commits.
    /// - Parameters:
    ///   - frame: the keyboard's end frame in screen coordinates (the overlay's own, where the
    ///     overlay sits at the screen's corner); `nil` when it hides.
    ///   - animation: how the keyboard moves there; `nil` (or a duration that is not positive):
    ///     at once.
    package func keyboardDidChange(to frame: HUDRect?, animation: KeyboardAnimation?) {
        batch {
            let transition = isShowingAnything ? animation?.transition(beginTime: clock.now) : nil
            let covered = overlay.keyboardFrame
            overlay.updateKeyboard(screenFrame: frame, transition: transition)
            if isShowingAnything, overlay.keyboardFrame != covered { didChangeContent() }
        }
    }

    /// Feeds new screen metrics (rotation, resize) from a host. While something shows, the
    /// elements move to their new places over `transitionDuration` seconds (UIKit: the rotation
    /// transition coordinator's duration), from the clock's now, and the overlay commits; a
    /// duration of 0 (or a bad one) moves them at once, and one above 10 s takes 10 s.
    package func screenDidChange(to metrics: ScreenMetrics, transitionDuration: Double = 0) {
        guard metrics != overlay.metrics else { return }
        let transition = isShowingAnything ? OverlayLayoutTransition(duration: transitionDuration, beginTime: clock.now) : nil
        batch {
            overlay.update(metrics: metrics, transition: transition)
            if isShowingAnything { didChangeContent() }
        }
    }

    /// Feeds the app's display settings from a host (light or dark, text size, layout direction).
    /// While something shows, the elements take the new look and the overlay commits; otherwise
    /// they are only stored.
    package func traitsDidChange(to traits: OverlayTraits) {
        guard traits != overlay.traits else { return }
        // One batch: the elements' re-layouts and the center's own request make one commit.
        batch {
            overlay.updateTraits(traits)
            if isShowingAnything { didChangeContent() }
        }
    }

    /// Feeds only the app's light/dark appearance; the other traits stay (see ``traitsDidChange(to:)``).
    func appearanceDidChange(dark: Bool) {
        var t = overlay.traits
        t.interfaceStyle = dark ? .dark : .light
        traitsDidChange(to: t)
    }
}
