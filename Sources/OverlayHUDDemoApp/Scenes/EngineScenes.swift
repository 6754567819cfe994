@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Engine demos: what the motion engine does on its own, before any component.
@MainActor
enum EngineScenes {
    static var all: [DemoScene] { [eyeOrbit, spring, keyframePath, gradientButton] }

    /// The cat's trick in isolation: a dot turning about anchor point (1.5, 1.5), 180° per 2 s.
    static let eyeOrbit = DemoScene(
        name: "eye-orbit", summary: "a 20 pt eye turning about anchor point (1.5, 1.5), 180° per 2 s, cumulative",
        duration: 4
    ) { scene in
        let root = overlay(scene)
        let pivot = HUDPoint(195, 422)
        let marker = HUDLayer.filled("pivot", HUDRect(pivot.x - 3, pivot.y - 3, 6, 6), HUDColor(hex: 0xFF3B30))
        marker.cornerRadius = 3
        let eye = HUDLayer(name: "eye")
        eye.bounds = HUDRect(0, 0, 20, 20)
        eye.cornerRadius = 10
        eye.backgroundColor = HUDColor(white: 0.1)
        eye.anchorPoint = HUDPoint(1.5, 1.5)
        eye.position = pivot
        if var spin = try? HUDAnimation.basic("transform.rotation.z", from: .scalar(0), to: .scalar(.pi), duration: 2) {
            spin.repeatCount = .infinity
            spin.isCumulative = true
            eye.add(spin, forKey: "rotate", at: 0)
        }
        root.addSublayer(eye)
        root.addSublayer(marker)
        return DemoSceneRun(overlayRoot: root, canvas: scene.metrics.size)
    }

    static let spring = DemoScene(
        name: "spring", summary: "a card dropping in on a damped spring (stiffness 170, damping 12)", duration: 2
    ) { scene in
        let root = overlay(scene)
        let card = HUDLayer.filled("card", HUDRect(95, 340, 200, 140), .white)
        card.cornerRadius = 16
        card.shadowOpacity = 0.2
        card.shadowRadius = 8
        card.shadowOffset = HUDSize(0, 4)
        if let drop = try? HUDAnimation.spring("position.y", from: .scalar(-100), to: .scalar(410), stiffness: 170, damping: 12) {
            card.add(drop, forKey: "drop", at: 0)
        }
        root.addSublayer(card)
        return DemoSceneRun(overlayRoot: root, canvas: scene.metrics.size)
    }

    static let keyframePath = DemoScene(
        name: "keyframe-path", summary: "a dot moving along a figure-eight path at constant speed (paced keyframes)", duration: 3
    ) { scene in
        let root = overlay(scene)
        var path = HUDPath()
        path.move(to: HUDPoint(195, 422))
        path.addCurve(to: HUDPoint(195, 422), control1: HUDPoint(360, 250), control2: HUDPoint(360, 594))
        path.addCurve(to: HUDPoint(195, 422), control1: HUDPoint(30, 250), control2: HUDPoint(30, 594))
        let track = HUDLayer(name: "track")
        track.frame = HUDRect(0, 0, 390, 844)
        track.shape = ShapeContent(
            path: path, fillColor: nil, strokeColor: HUDColor(white: 0.6), lineWidth: 2, lineDashPattern: [6, 6])
        let dot = HUDLayer.filled("dot", HUDRect(0, 0, 24, 24), HUDColor(hex: 0xFF9500))
        dot.cornerRadius = 12
        dot.position = HUDPoint(195, 422)
        if var move = try? HUDAnimation.keyframe("position", path: path, duration: 3) {
            move.repeatCount = .infinity
            dot.add(move, forKey: "move", at: 0)
        }
        root.addSublayer(track)
        root.addSublayer(dot)
        return DemoSceneRun(overlayRoot: root, canvas: scene.metrics.size)
    }

    /// DGPopUpViewLoginButton.m: the card's 320 × 60 NEXT button, its two blues at locations
    /// 0.3 and 0.8 left to right (the card popup's default gradient), and its press: scale to
    /// 0.01 over 0.6 s, ease-in-ease-out.
    static let gradientButton = DemoScene(
        name: "gradient-button",
        summary: "the card popup's NEXT button (its teal gradient, locations 0.3/0.8, left to right) pressed: it shrinks away",
        duration: 1.2
    ) { scene in
        let root = overlay(scene)
        let card = CardPopupConfiguration()
        let button = HUDLayer(name: "gradientButton")
        button.frame = HUDRect((scene.metrics.size.width - 320) / 2, (scene.metrics.size.height - 60) / 2, 320, 60)
        button.content = .gradient(
            GradientContent(
                colors: card.gradientColors, locations: card.gradientLocations,
                startPoint: HUDPoint(0, 0), endPoint: HUDPoint(1, 0)))
        let label = HUDLayer(name: "buttonTitle")
        label.frame = button.bounds
        label.content = .text(TextContent(card.actionTitle, fontSize: 18, weight: .regular, color: .white))
        button.addSublayer(label)
        if var press = try? HUDAnimation.basic("transform.scale", from: .scalar(1), to: .scalar(0.01), duration: 0.6) {
            press.timingFunction = .easeInEaseOut
            press.beginTime = 0.4
            press.fillMode = .both
            press.isRemovedOnCompletion = false
            button.add(press, forKey: "press", at: 0)
        }
        root.addSublayer(button)
        return DemoSceneRun(overlayRoot: root, canvas: scene.metrics.size)
    }

    /// An overlay-sized root layer.
    static func overlay(_ scene: DemoScene) -> HUDLayer {
        let root = HUDLayer(name: "overlayRoot")
        root.anchorPoint = .zero
        root.bounds = HUDRect(origin: .zero, size: scene.metrics.size)
        return root
    }
}
