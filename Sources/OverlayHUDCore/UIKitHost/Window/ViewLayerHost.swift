#if canImport(UIKit)
    // @preconcurrency: see UIKitHUDHost.swift.
    @preconcurrency import UIKit
    @preconcurrency import QuartzCore

    /// The host of an overlay drawn inside a view instead of the overlay window: mirrors one layer
    /// of the overlay (its whole tree by default) into `container` with the same ``LayerTreeMirror``,
    /// Core Animation backend, timing and display-link fallback the window host uses. Used by
    /// ``MBProgressHUD``, which mirrors only the indicator and shows the rest with UIKit views of
    /// its own.
    ///
    /// Timing is the window host's: animations stamped at a commit start at the next frame of the
    /// view's screen (`MediaTimeConversion`'s frame alignment), and the display link runs at that
    /// screen's rate, evaluating each frame at the time it shows (`DisplayFrameRate`). It has no
    /// window, keyboard, scene or accessibility side effects: it follows nothing but its view.
    @MainActor
    final class ViewLayerHost: HUDHost {
        /// The layer the mirrored layer is put in (a view's content layer).
        let container = CALayer()
        /// The view the container is in: its screen gives the scale and the frame rate.
        weak var view: UIView?
        /// The engine layer to mirror (default: the overlay's root); `nil` mirrors nothing.
        var mirroredLayer: (Overlay) -> HUDLayer? = { $0.rootLayer }
        /// Called after every mirror pass with the pass's time conversion; the view lays out its
        /// UIKit subviews from the engine and answers whether it needs display-link frames (an
        /// animation it copies that Core Animation cannot express).
        var didCommit: ((MediaTimeConversion) -> Bool)?
        /// Called on every display-link frame with the engine time (the view copies presentation values).
        var didDriveFrame: ((Double) -> Void)?
        /// The fonts text is measured and drawn in (the same class the window host uses).
        private let fonts = UIKitFonts()
        private lazy var mirror = LayerTreeMirror(backend: CoreAnimationBackend(fonts: fonts))
        private weak var clock: (any HUDClock)?
        private var driver: DisplayLinkDriver?
        private var isCommitting = false
        private var needsCommit = false

        init(clock: any HUDClock) { self.clock = clock }

        /// The engine clock's time (the system clock's timeline when the clock is gone).
        private var engineNow: Double { clock?.now ?? Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

        /// The screen the view shows on, once it is in a window.
        private var screen: UIScreen? { view?.window?.screen }

        /// The screen's highest frame rate (60 until the view is in a window).
        private var screenMaximumFramesPerSecond: Int { screen?.maximumFramesPerSecond ?? 60 }

        package func overlayDidBecomeVisible(_ overlay: Overlay) {}

        /// Nothing is left to show: the platform layers go and the display link stops.
        package func overlayDidBecomeEmpty(_ overlay: Overlay) {
            driver?.stop()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mirror.reset()
            container.sublayers = nil
            CATransaction.commit()
        }

        package func commit(_ overlay: Overlay) {
            guard !isCommitting else {
                needsCommit = true
                return
            }
            isCommitting = true
            defer { isCommitting = false }
            repeat {
                needsCommit = false
                // Animations stamped now start at the next frame, so their first frames show.
                let frame = DisplayFrameRate(screenMaximum: screenMaximumFramesPerSecond).frameDuration
                let conversion = MediaTimeConversion(engineNow: engineNow, mediaNow: CACurrentMediaTime(), frameDuration: frame)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                mirror.backend.scale = screen?.scale ?? view?.traitCollection.displayScale ?? 1
                if let layer = mirroredLayer(overlay) {
                    let top = mirror.sync(layer, conversion: conversion).layer
                    if container.sublayers?.count != 1 || container.sublayers?.first !== top { container.sublayers = [top] }
                } else {
                    mirror.reset()
                    container.sublayers = nil
                }
                let viewNeedsFrames = didCommit?(conversion) ?? false
                CATransaction.commit()
                updateDriver(viewNeedsFrames: viewNeedsFrames)
            } while needsCommit
        }

        /// Runs the display link while a mirrored layer or the view needs engine evaluation (the
        /// window's rule: nothing runs otherwise), at the screen's rate.
        private func updateDriver(viewNeedsFrames: Bool) {
            if mirror.drivenLayers.isEmpty && !viewNeedsFrames {
                driver?.stop()
                return
            }
            if driver == nil { driver = DisplayLinkDriver { [weak self] in self?.driveFrame() } }
            driver?.maximumFramesPerSecond = screenMaximumFramesPerSecond
            driver?.start()
            driveFrame()
        }

        /// One display-link frame: presentation values of the driven layers, then the view's, at
        /// the time the frame shows.
        private func driveFrame() {
            let conversion = MediaTimeConversion(engineNow: engineNow, mediaNow: CACurrentMediaTime())
            let now = DisplayFrameRate.engineTime(forTargetTimestamp: driver?.targetTimestamp ?? .nan, conversion: conversion)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mirror.applyDrivenPresentations(at: now)
            didDriveFrame?(now)
            CATransaction.commit()
        }

        package func announce(_ text: String) { UIAccessibility.post(notification: .announcement, argument: text) }

        func screenChanged(modal: Bool) {}
        /// Nothing here is shown to VoiceOver: nobody asks, so no accessibility work is done.
        package var accessibilityDelivery: HUDAccessibilityDelivery { .onRequest }

        package func play(_ haptic: Haptic) {}

        package var isReduceMotionEnabled: Bool { UIAccessibility.isReduceMotionEnabled }
        package var isVoiceOverRunning: Bool { UIAccessibility.isVoiceOverRunning }

        package func measure(_ text: TextContent) -> HUDSize { fonts.measure(text) }
    }
#endif
