import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A backend that records what a platform mirror would be told to do.
@MainActor
private final class RecordingBackend: LayerMirrorBackend {
    final class Mirrored {
        let name: String?
        let kind: LayerKind
        /// The engine layer it mirrors, and the state last copied into it.
        weak var source: HUDLayer?
        var state: LayerState?
        var children: [Mirrored] = []
        var animations: [String: CoreAnimationPlan] = [:]
        var modelCopies = 0
        var forcedCopies = 0
        var isDiscarded = false
        init(name: String?, kind: LayerKind) {
            self.name = name
            self.kind = kind
        }
    }

    var made: [Mirrored] = []
    var added: [String] = []
    var removed: [String] = []
    var fallbacks: [String] = []

    func makeLayer(for layer: HUDLayer, kind: LayerKind) -> Mirrored {
        let m = Mirrored(name: layer.name, kind: kind)
        m.source = layer
        made.append(m)
        return m
    }
    func discardLayer(_ mirrored: Mirrored) {
        mirrored.isDiscarded = true
        mirrored.animations = [:]
    }
    func apply(_ state: LayerState, of layer: HUDLayer, to mirrored: Mirrored, force: Bool) {
        mirrored.modelCopies += 1
        mirrored.state = state
        if force { mirrored.forcedCopies += 1 }
    }
    func setSublayers(_ sublayers: [Mirrored], of mirrored: Mirrored) { mirrored.children = sublayers }
    func addAnimation(_ plan: CoreAnimationPlan, forKey key: String, to mirrored: Mirrored) {
        mirrored.animations[key] = plan
        added.append("\(mirrored.name ?? "?").\(key)")
    }
    func removeAnimation(forKey key: String, from mirrored: Mirrored) {
        mirrored.animations[key] = nil
        removed.append("\(mirrored.name ?? "?").\(key)")
    }
    func hasAnimation(forKey key: String, on mirrored: Mirrored) -> Bool { mirrored.animations[key] != nil }
    func didFallBack(_ layer: HUDLayer, reason: String) { fallbacks.append("\(layer.name ?? "?"): \(reason)") }
}

private let conversion = MediaTimeConversion(engineNow: 0, mediaNow: 500)

@MainActor
private func sampleTree() -> (root: HUDLayer, card: HUDLayer, label: HUDLayer) {
    let root = HUDLayer(name: "root")
    let card = HUDLayer.make("card", frame: HUDRect(0, 0, 100, 100), color: .black)
    let label = HUDLayer(name: "label")
    label.content = .text(TextContent("Hi"))
    card.addSublayer(label)
    root.addSublayer(card)
    return (root, card, label)
}

final class LayerTreeMirrorTests: XCTestCase {
    func testMirrorsEveryLayerWithItsKindAndOrder() {
        onMain {
            let (root, card, _) = sampleTree()
            let dot = HUDLayer(name: "dot")
            dot.shape = ShapeContent(path: HUDPath())
            card.addSublayer(dot)
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            let top = mirror.sync(root, conversion: conversion)
            XCTAssertEqual(top.name, "root")
            XCTAssertEqual(top.children.map(\.name), ["card"])
            XCTAssertEqual(top.children[0].children.map(\.name), ["label", "dot"])
            XCTAssertEqual(top.children[0].children.map(\.kind), [.text, .shape])
            XCTAssertEqual(mirror.count, 4)
            XCTAssertEqual(backend.made.count, 4)
        }
    }

    func testUnchangedTreeMakesNothingNew() {
        onMain {
            let (root, _, _) = sampleTree()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            mirror.sync(root, conversion: conversion)
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(backend.made.count, 3)
            XCTAssertTrue(backend.made.allSatisfy { $0.modelCopies == 2 && $0.forcedCopies == 0 })
        }
    }

    func testContentKindChangeReplacesTheLayerAndRemovedLayersAreDiscarded() {
        onMain {
            let (root, card, label) = sampleTree()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            mirror.sync(root, conversion: conversion)
            let oldLabel = backend.made.first { $0.name == "label" }!
            label.content = .gradient(GradientContent(colors: [.black, .white]))
            mirror.sync(root, conversion: conversion)
            XCTAssertTrue(oldLabel.isDiscarded)
            XCTAssertEqual(backend.made.last?.kind, .gradient)
            let mirroredCard = backend.made.first { $0.name == "card" }!
            card.removeFromSuperlayer()
            let top = mirror.sync(root, conversion: conversion)
            XCTAssertTrue(mirroredCard.isDiscarded)
            XCTAssertEqual(top.children.count, 0)
            XCTAssertEqual(mirror.count, 1)
            mirror.reset()
            XCTAssertEqual(mirror.count, 0)
            XCTAssertTrue(top.isDiscarded)
        }
    }

    func testAnimationsAreAddedOnceReplacedAndRemoved() throws {
        try onMain {
            let (root, card, _) = sampleTree()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            card.add(try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade", at: 0)
            card.add(try HUDAnimation.basic("position.x", to: 5, duration: 1), forKey: nil, at: 0)
            mirror.sync(root, conversion: conversion)
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(backend.added.count, 2, "never re-added on later commits")
            XCTAssertTrue(backend.added.contains("card.fade"))
            XCTAssertEqual(backend.made.first { $0.name == "card" }?.animations["fade"]?.beginTime, 500)
            card.add(try HUDAnimation.basic("opacity", from: 1, to: 0, duration: 1), forKey: "fade", at: 0.5)
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(backend.removed, ["card.fade"])
            XCTAssertEqual(backend.added.filter { $0 == "card.fade" }.count, 2, "the replacement is added")
            root.processCompletions(at: 2)
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(backend.made.first { $0.name == "card" }?.animations.count, 0, "finished animations leave")
        }
    }

    func testAnimationsTheSystemDroppedComeBack() throws {
        try onMain {
            let (root, card, _) = sampleTree()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            var spin = try HUDAnimation.basic("transform.rotation", from: 0, to: .scalar(.pi), duration: 1)
            spin.repeatCount = .infinity
            card.add(spin, forKey: "spin", at: 0)
            mirror.sync(root, conversion: conversion)
            backend.made.first { $0.name == "card" }?.animations = [:]  // e.g. the app went to the background
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(backend.added, ["card.spin", "card.spin"])
        }
    }

    func testUnsupportedAnimationDrivesThatLayerOnly() throws {
        try onMain {
            let (root, card, label) = sampleTree()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            label.add(try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade", at: 0)
            card.add(try HUDAnimation.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade", at: 0)
            mirror.sync(root, conversion: conversion)
            XCTAssertTrue(mirror.drivenLayers.isEmpty)
            card.add(try HUDAnimation.basic("transform", by: .transform(.translation(4, 0)), duration: 1), forKey: "nudge", at: 0)
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(mirror.drivenLayers.map { $0.layer.name }, ["card"])
            XCTAssertEqual(backend.fallbacks, ["card: byValue on transform"])
            XCTAssertEqual(backend.removed, ["card.fade"], "the platform runs none of a driven layer's animations")
            XCTAssertEqual(backend.made.first { $0.name == "label" }?.animations.count, 1, "other layers keep theirs")
            mirror.sync(root, conversion: conversion)
            XCTAssertEqual(backend.fallbacks.count, 1, "logged once")
            card.removeAnimation(forKey: "nudge")
            mirror.sync(root, conversion: conversion)
            XCTAssertTrue(mirror.drivenLayers.isEmpty)
            let mirroredCard = backend.made.first { $0.name == "card" }!
            XCTAssertEqual(mirroredCard.forcedCopies, 1, "the model is copied in full after driving")
            XCTAssertNotNil(mirroredCard.animations["fade"], "the supported animation goes back to the platform")
        }
    }

    func testAWholeWaitingHUDSessionAddsEachAnimationOnce() {
        onMain {
            let env = HUDTestEnvironment()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            var config = WaitingHUDConfiguration(label: "Loading")
            config.graceTime = 0
            env.center.showWaiting(config)
            var identities = Set<UInt>()
            // Kept alive: a freed token's address may be reused by a later one, counting two as one.
            var tokens: [AnyObject] = []
            func collect(_ l: HUDLayer) {
                for e in l.animationEntries {
                    tokens.append(e.token)
                    identities.insert(UInt(bitPattern: ObjectIdentifier(e.token)))
                }
                l.sublayers.forEach(collect)
            }
            for _ in 0..<40 {
                env.clock.advance(by: 0.05)
                env.center.overlay.rootLayer.processCompletions(at: env.clock.now)
                collect(env.center.overlay.rootLayer)
                mirror.sync(
                    env.center.overlay.rootLayer,
                    conversion: MediaTimeConversion(engineNow: env.clock.now, mediaNow: 1000 + env.clock.now))
                if env.clock.now > 1 && env.center.isWaitingVisible { env.center.hideWaiting() }
            }
            XCTAssertFalse(backend.added.isEmpty)
            XCTAssertLessThanOrEqual(backend.added.count, identities.count, "no animation is added twice")
            XCTAssertTrue(backend.fallbacks.isEmpty, "the waiting HUD needs no display link")
            XCTAssertFalse(env.center.isShowingAnything, "hidden by the end")
            XCTAssertEqual(mirror.count, 1, "only the overlay root is left")
        }
    }

    /// A wrapped message as a host mirrors it (UIKit: each text layer's view holds a `UILabel`): a
    /// refresh keeps each line's platform layer and copies its new text and frame — right to left,
    /// right-aligned and flush right after every layout; a line the text no longer needs is
    /// discarded; the body's own label goes when the body wraps and comes back when it fits a line;
    /// VoiceOver reads the card alone, never a line.
    func testAWrappedMessageKeepsItsLinesPlatformLayersAcrossRefreshes() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.host.traitsDidChange(to: OverlayTraits(layoutDirection: .rightToLeft))
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            @MainActor func sync() { mirror.sync(env.center.overlay.rootLayer, conversion: conversion) }
            @MainActor func live(_ layer: HUDLayer) -> RecordingBackend.Mirrored? {
                backend.made.last { $0.source === layer && !$0.isDiscarded }
            }
            /// Each line's platform layer holds the line's text (right-aligned) and frame, flush right.
            @MainActor func assertLinesMirrored(_ body: HUDLayer, _ note: String) {
                XCTAssertEqual(live(body)?.kind, .plain, note)
                XCTAssertEqual(live(body)?.children.count, body.sublayers.count, note)
                for line in body.sublayers {
                    let m = live(line)
                    XCTAssertEqual(m?.kind, .text, "\(note): \(line.name ?? "")")
                    XCTAssertEqual(m?.state?.content, line.content, "\(note): \(line.name ?? "")")
                    XCTAssertEqual(m?.state?.bounds, line.bounds, "\(note): \(line.name ?? "")")
                    XCTAssertEqual(m?.state?.position, line.position, "\(note): \(line.name ?? "")")
                    guard case .text(let text)? = m?.state?.content else { return XCTFail("\(note): no text") }
                    XCTAssertEqual(text.alignment, .right, "\(note): \(line.name ?? "")")
                    XCTAssertEqual(line.frame.maxX, body.bounds.width, accuracy: 1e-9, "\(note): \(line.name ?? "")")
                }
            }
            let long = "Check your connection and try again. Your draft is kept until you send it again."
            let longer = "The server did not answer in time. " + long + " Nothing was lost."
            var message = MessageTest.message("upload", "Upload failed", position: .top, duration: .untilHidden)
            message.body = long
            env.center.showMessage(message)
            sync()
            let body = try XCTUnwrap(MessageTest.shown(env, "upload")?.view.body)
            let lines = body.sublayers
            XCTAssertGreaterThan(lines.count, 1, "the body wraps")
            assertLinesMirrored(body, "shown")
            let labels = try lines.map { try XCTUnwrap(live($0)) }
            let bodyNode = try XCTUnwrap(live(body))

            message.title = "Upload failed again"
            message.body = longer
            env.center.showMessage(message)
            sync()
            XCTAssertGreaterThan(body.sublayers.count, lines.count, "the longer body takes more lines")
            XCTAssertTrue(live(body) === bodyNode)
            for (kept, label) in zip(body.sublayers, labels) {
                XCTAssertTrue(live(kept) === label, "\(kept.name ?? ""): the same label, its text changed")
            }
            assertLinesMirrored(body, "refreshed")
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Information, Upload failed again, " + longer])
            let extra = body.sublayers.dropFirst(lines.count).compactMap(live)
            XCTAssertFalse(extra.isEmpty)

            message.body = long
            env.center.showMessage(message)
            sync()
            XCTAssertEqual(body.sublayers.count, lines.count)
            XCTAssertTrue(extra.allSatisfy(\.isDiscarded), "the labels of the lines no longer needed go")
            for (kept, label) in zip(body.sublayers, labels) { XCTAssertTrue(live(kept) === label) }
            assertLinesMirrored(body, "fewer lines")

            message.body = "Try again."
            env.center.showMessage(message)
            sync()
            XCTAssertTrue(labels.allSatisfy(\.isDiscarded), "the lines' labels go")
            XCTAssertTrue(bodyNode.isDiscarded, "the body's plain layer goes")
            XCTAssertEqual(live(body)?.kind, .text, "the body's own label draws the line")
            XCTAssertEqual(live(body)?.state?.content, body.content)
            let bodyLabel = try XCTUnwrap(live(body))

            message.body = long
            env.center.showMessage(message)
            sync()
            XCTAssertTrue(bodyLabel.isDiscarded, "the body's own label goes when it wraps again")
            assertLinesMirrored(body, "wrapped again")
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Information, Upload failed again, " + long])
        }
    }

    /// A popup that forces its look hands the host its backdrop colour resolved in that look: a
    /// static value the host copies as it is (UIKit: a `CGColor` from its components), leaving the
    /// window's traits nothing to pick — also after the overlay's look or contrast changes.
    func testAForcedLookPopupsBackdropReachesTheHostResolved() throws {
        try onMainThrowing {
            let env = HUDTestEnvironment()
            let backend = RecordingBackend()
            let mirror = LayerTreeMirror(backend: backend)
            let backdrop = try PopupBackdropTraitsTests.showOptionPopup(.dark, in: env)
            @MainActor func mirrored() -> HUDColor? {
                mirror.sync(env.center.overlay.rootLayer, conversion: conversion)
                return backend.made.last { $0.source === backdrop && !$0.isDiscarded }?.state?.backgroundColor
            }
            XCTAssertEqual(mirrored(), PopupBackdropTraitsTests.dark, "forced dark over a light overlay")
            XCTAssertEqual(mirrored()?.isDynamic, false)
            env.center.traitsDidChange(to: OverlayTraits(interfaceStyle: .light, increasesContrast: true))
            XCTAssertEqual(mirrored(), PopupBackdropTraitsTests.darkHigh, "still dark, with the overlay's contrast")
            XCTAssertEqual(mirrored()?.isDynamic, false)
        }
    }
}
