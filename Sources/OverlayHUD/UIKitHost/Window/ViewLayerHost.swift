#if canImport(UIKit)
    // @preconcurrency: see UIKitHUDHost.swift.
    @preconcurrency import UIKit
    @preconcurrency import QuartzCore

    /// The host of an overlay drawn inside a view instead of the overlay window: mirrors one layer
    /// of the overlay (its whole tree by default) into `container` with the same ``LayerTreeMirror``,
    /// Core Animation backend and display-link fallback the window uses. Used by ``MBProgressHUD``,
    /// which mirrors only the indicator and shows the rest with UIKit views of its own.
    @MainActor
    final class ViewLayerHost: HUDHost {
        /// The layer the mirrored layer is put in (a view's content layer).
        let container = CALayer()
        /// The engine layer to mirror (default: the overlay's root); `nil` mirrors nothing.
        var mirroredLayer: (Overlay) -> HUDLayer? = { $0.rootLayer }
        /// Called after every mirror pass with the pass's time conversion; the view lays out its
        /// UIKit subviews from the engine and answers whether it needs display-link frames (an
        /// animation it copies that Core Animation cannot express).
        var didCommit: ((MediaTimeConversion) -> Bool)?
        /// Called on every display-link frame with the engine time (the view copies presentation values).
        var didDriveFrame: ((Double) -> Void)?
        private let measurer = UIKitHUDHost()
        private lazy var mirror = LayerTreeMirror(backend: CoreAnimationBackend(fonts: measurer.fonts))
        private weak var clock: (any HUDClock)?
        private var driver: DisplayLinkDriver?
        private var isCommitting = false
        private var needsCommit = false

        init(clock: any HUDClock) { self.clock = clock }

        /// The engine clock's time (the system clock's timeline when the clock is gone).
        private var engineNow: Double { clock?.now ?? Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

        func overlayDidBecomeVisible(_ overlay: Overlay) {}

        /// Nothing is left to show: the platform layers go and the display link stops.
        func overlayDidBecomeEmpty(_ overlay: Overlay) {
            driver?.stop()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mirror.reset()
            container.sublayers = nil
            CATransaction.commit()
        }

        func commit(_ overlay: Overlay) {
            guard !isCommitting else {
                needsCommit = true
                return
            }
            isCommitting = true
            defer { isCommitting = false }
            repeat {
                needsCommit = false
                let conversion = MediaTimeConversion(engineNow: engineNow, mediaNow: CACurrentMediaTime())
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                mirror.backend.scale = UIScreen.main.scale
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
        /// window's rule: nothing runs otherwise).
        private func updateDriver(viewNeedsFrames: Bool) {
            if mirror.drivenLayers.isEmpty && !viewNeedsFrames {
                driver?.stop()
                return
            }
            if driver == nil { driver = DisplayLinkDriver { [weak self] in self?.driveFrame() } }
            driver?.start()
            driveFrame()
        }

        /// One display-link frame: presentation values of the driven layers, then the view's.
        private func driveFrame() {
            let now = engineNow
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (layer, node) in mirror.drivenLayers { mirror.backend.applyPresentation(of: layer, to: node, at: now) }
            didDriveFrame?(now)
            CATransaction.commit()
        }

        func announce(_ text: String) { UIAccessibility.post(notification: .announcement, argument: text) }

        func screenChanged(modal: Bool) {}
        /// Nothing here is shown to VoiceOver: nobody asks, so no accessibility work is done.
        var accessibilityDelivery: HUDAccessibilityDelivery { .onRequest }

        func play(_ haptic: Haptic) {}

        var isReduceMotionEnabled: Bool { UIAccessibility.isReduceMotionEnabled }
        var isVoiceOverRunning: Bool { UIAccessibility.isVoiceOverRunning }

        func measure(_ text: TextContent) -> HUDSize { measurer.measure(text) }
    }
#endif
