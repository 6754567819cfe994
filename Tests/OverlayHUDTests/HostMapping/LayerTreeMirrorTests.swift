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
        made.append(m)
        return m
    }
    func discardLayer(_ mirrored: Mirrored) {
        mirrored.isDiscarded = true
        mirrored.animations = [:]
    }
    func apply(_ state: LayerState, of layer: HUDLayer, to mirrored: Mirrored, force: Bool) {
        mirrored.modelCopies += 1
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
}
