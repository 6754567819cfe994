#if canImport(UIKit)
// @preconcurrency: see UIKitHUDHost.swift.
@preconcurrency import UIKit
@preconcurrency import QuartzCore

/// The host of an overlay drawn inside a view instead of the overlay window: mirrors the
/// overlay's layer tree into `container` with the same ``LayerTreeMirror`` and Core Animation
/// backend the window uses. Used by ``MBProgressHUD``, whose content is its own overlay.
@MainActor
final class ViewLayerHost: HUDHost {
    /// The layer the overlay's root is mirrored into (the view's content layer).
    let container = CALayer()
    /// Called after every mirror pass (the view lays out its UIKit subviews from the engine).
    var didCommit: (() -> Void)?
    private let mirror = LayerTreeMirror(backend: CoreAnimationBackend())
    private let measurer = UIKitHUDHost()
    private weak var clock: (any HUDClock)?
    private var isCommitting = false
    private var needsCommit = false

    init(clock: any HUDClock) { self.clock = clock }

    func overlayDidBecomeVisible(_ overlay: Overlay) {}

    func overlayDidBecomeEmpty(_ overlay: Overlay) {}

    func commit(_ overlay: Overlay) {
        guard !isCommitting else { needsCommit = true; return }
        isCommitting = true
        defer { isCommitting = false }
        repeat {
            needsCommit = false
            let now = clock?.now ?? Double(DispatchTime.now().uptimeNanoseconds) / 1e9
            let conversion = MediaTimeConversion(engineNow: now, mediaNow: CACurrentMediaTime())
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mirror.backend.scale = UIScreen.main.scale
            let top = mirror.sync(overlay.rootLayer, conversion: conversion).layer
            if container.sublayers?.count != 1 || container.sublayers?.first !== top { container.sublayers = [top] }
            CATransaction.commit()
            didCommit?()
        } while needsCommit
    }

    func announce(_ text: String) { UIAccessibility.post(notification: .announcement, argument: text) }

    func screenChanged(modal: Bool) {}

    func play(_ haptic: Haptic) {}

    var isReduceMotionEnabled: Bool { UIAccessibility.isReduceMotionEnabled }

    func measure(_ text: TextContent) -> Size { measurer.measure(text) }
}
#endif
