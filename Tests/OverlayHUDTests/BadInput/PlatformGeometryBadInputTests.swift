import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Every element's public size and position inputs set to NaN, ±∞ and huge values: the host's
/// mirror (what ``LayerTreeMirror`` hands a platform backend — the UIKit host's `CALayer`s) never
/// gets a non-finite number or one past ``PlatformValueGuard/limit``, in models, in presentations
/// of driven layers or in animations; nothing traps, and after everything is hidden nothing stays
/// scheduled. (Core Animation raises `CALayerInvalidGeometry` on a NaN position or bounds.)
final class PlatformGeometryBadInputTests: XCTestCase {
    private static let values: [Double] = [.nan, .infinity, -.infinity, 1e9, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]

    func testCustomIconSizesAreClampedAtTheEntry() {
        for v in Self.values where !v.isFinite {
            // NaN and -∞ count as 0; +∞ is kept and takes the space available at layout.
            let content = WaitingHUDConfiguration.CustomContent(id: "bad", size: HUDSize(v, 37)) { HUDLayer() }
            XCTAssertEqual(content.size, HUDSize(v == .infinity ? v : 0, 37), "width \(v)")
            XCTAssertEqual(
                WaitingHUDConfiguration.CustomContent(id: "bad", size: HUDSize(-5, v)) { HUDLayer() }.size,
                HUDSize(0, v == .infinity ? v : 0))
        }
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting("Working", mode: .custom(icon(HUDSize(.nan, .infinity))))
            env.clock.advance(by: 0.1)
            guard let bezel = env.layer("bezel") else { return XCTFail("no bezel") }
            XCTAssertTrue(
                bezel.bounds.size.isFinite && bezel.position.isFinite,
                "the bezel stays in numbers: \(bezel.bounds) at \(bezel.position)")
            env.center.hideWaiting(animated: false)
            env.clock.advance(by: 10)
        }
    }

    func testWaitingAndStatusHUDs() {
        onMain {
            for v in Self.values {
                check("custom icon \(v)") { env in
                    env.center.showWaiting("Working", mode: .custom(icon(HUDSize(v, v))))
                }
                check("status icon \(v)") { env in
                    env.center.showSuccess("Saved", icon: icon(HUDSize(v, 20)))
                }
                check("style \(v)") { env in
                    var config = WaitingHUDConfiguration(mode: .indeterminate, label: "Working")
                    config.style.offset = HUDPoint(v, v)
                    config.style.margin = v
                    config.style.minSize = HUDSize(v, v)
                    config.style.cornerRadius = v
                    env.center.showWaiting(config)
                }
            }
        }
    }

    func testBannersAndMessages() {
        onMain {
            for v in Self.values {
                check("banners \(v)") { env in
                    var config = BannerConfiguration()
                    config.width = v
                    config.topMargin = v
                    config.spacing = v
                    env.center.bannerConfiguration = config
                    env.center.showBanner(BannerInfo(id: "a", title: "Mia", subtitle: "is calling…"))
                    env.center.showBanner(BannerInfo(id: "b", title: "Leo"))
                    let p = HUDPoint(v, v)
                    env.center.handle(.panBegan(HUDPoint(100, 60)))
                    env.center.handle(.panChanged(p, translation: HUDSize(v, v)))
                    env.center.handle(.panEnded(p, translation: HUDSize(v, v), velocity: HUDSize(v, v)))
                    env.center.handle(.tap(p))
                }
                check("messages \(v)") { env in
                    var config = MessageStackConfiguration()
                    config.margins = HUDEdgeInsets(top: v, left: v, bottom: v, right: v)
                    config.maximumWidth = v
                    config.maximumToastWidth = v
                    config.spacing = v
                    env.center.messageStackConfiguration = config
                    env.center.showMessage(.error("Upload failed", body: "Check your connection."))
                    env.center.showMessage(.info("Copied", position: .center))
                }
            }
        }
    }

    func testPopups() {
        onMain {
            for v in Self.values {
                check("option popup \(v)") { env in
                    var config = OptionPopupConfiguration(options: Array(nineOptions().prefix(4)))
                    config.itemSize = HUDSize(v, v)
                    config.iconSize = v
                    config.minimumLineSpacing = v
                    config.minimumColumnSpacing = v
                    config.titleFontSize = v
                    if let popup = try? OptionPopup(configuration: config) { env.center.showPopup(popup) }
                }
                check("card popup \(v)") { env in
                    var config = CardPopupConfiguration(title: "Sign up")
                    config.width = v
                    env.center.showCardPopup(config)
                }
                check("own popup \(v)") { env in
                    let popup = TestPopup("own", transitions: .standard)
                    popup.content.frame = HUDRect(v, v, v, v)
                    popup.content.sublayers.first?.position = HUDPoint(v, -v)
                    env.center.showPopup(popup)
                }
            }
        }
    }
}

/// A custom indicator of `size`.
private func icon(_ size: HUDSize) -> WaitingHUDConfiguration.CustomContent {
    WaitingHUDConfiguration.CustomContent(id: "icon", size: size) {
        let layer = HUDLayer(name: "icon")
        layer.backgroundColor = .white
        return layer
    }
}

/// Shows what `show` shows on a fresh center, mirrors the overlay at several moments of its
/// animations (driven layers frame by frame too) and checks every number the mirror handed on;
/// then hides everything and checks that nothing is left.
@MainActor
private func check(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ show: (HUDTestEnvironment) -> Void) {
    let env = HUDTestEnvironment.withoutPauseBetweenPopups()
    let backend = SafetyRecordingBackend()
    let mirror = LayerTreeMirror(backend: backend)
    let conversion = MediaTimeConversion(engineNow: 0, mediaNow: 0)
    show(env)
    for step in [0, 0.05, 0.1, 0.3, 1, 3] {
        env.clock.advance(by: step)
        mirror.sync(env.center.overlay.rootLayer, conversion: conversion)
        mirror.applyDrivenPresentations(at: env.clock.now)
    }
    if let fault = backend.faults.first {
        XCTFail("\(what): \(fault) (\(backend.faults.count) in all)", file: file, line: line)
    }
    XCTAssertGreaterThan(backend.copies, 0, what, file: file, line: line)
    env.center.hideWaiting(animated: false)
    env.center.hideBanners()
    env.center.hideMessages()
    env.center.hidePopups(.all)
    env.clock.advance(by: 30)
    env.assertIdle(what, file: file, line: line)
}

/// A platform backend that checks every number it is handed.
@MainActor
private final class SafetyRecordingBackend: LayerMirrorBackend {
    final class Mirrored {}
    private(set) var faults: [String] = []
    private(set) var copies = 0

    func makeLayer(for layer: HUDLayer, kind: LayerKind) -> Mirrored { Mirrored() }
    func discardLayer(_ mirrored: Mirrored) {}
    func apply(_ state: LayerState, of layer: HUDLayer, to mirrored: Mirrored, force: Bool) {
        copies += 1
        var numbers: [(String, Double)] = [
            ("bounds.x", state.bounds.x), ("bounds.y", state.bounds.y), ("bounds.width", state.bounds.width),
            ("bounds.height", state.bounds.height), ("position.x", state.position.x), ("position.y", state.position.y),
            ("anchorPoint.x", state.anchorPoint.x), ("anchorPoint.y", state.anchorPoint.y), ("zPosition", state.zPosition),
            ("opacity", state.opacity), ("cornerRadius", state.cornerRadius), ("borderWidth", state.borderWidth),
            ("shadowOpacity", state.shadowOpacity), ("shadowOffset.width", state.shadowOffset.width),
            ("shadowOffset.height", state.shadowOffset.height), ("shadowRadius", state.shadowRadius),
        ]
        numbers += self.numbers(.transform(state.transform)).map { ("transform", $0) }
        numbers += self.numbers(.transform(state.sublayerTransform)).map { ("sublayerTransform", $0) }
        for (name, v) in numbers where !safe(v) { faults.append("\(layer.name ?? "?").\(name) = \(v)") }
    }
    func setSublayers(_ sublayers: [Mirrored], of mirrored: Mirrored) {}
    func addAnimation(_ plan: CoreAnimationPlan, forKey key: String, to mirrored: Mirrored) { check(plan, key) }
    func removeAnimation(forKey key: String, from mirrored: Mirrored) {}
    func hasAnimation(forKey key: String, on mirrored: Mirrored) -> Bool { true }
    func didFallBack(_ layer: HUDLayer, reason: String) {}

    private func safe(_ v: Double) -> Bool { v.isFinite && abs(v) <= PlatformValueGuard.limit }

    private func check(_ plan: CoreAnimationPlan, _ key: String) {
        let values: [AnimationValue?]
        switch plan.kind {
        case .basic(_, let from, let to, let by), .spring(_, let from, let to, let by, _, _, _, _): values = [from, to, by]
        case .keyframe(_, let v, _, _, _, _): values = v
        case .group(let children):
            for child in children { check(child, key) }
            return
        }
        for value in values.compactMap({ $0 }) where !numbers(value).allSatisfy(safe) {
            faults.append("animation \(key): \(value)")
        }
    }

    private func numbers(_ v: AnimationValue) -> [Double] {
        switch v {
        case .scalar(let x): [x]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.x, r.y, r.width, r.height]
        case .color: []
        case .transform(let t):
            [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        }
    }
}
