import Foundation

/// The SCCatWaitingHUD cat drawn in vectors: a two-tone face with white eye patches, two pupils
/// that turn about anchor point (1.5, 1.5), two face-coloured eyelids over the patches, and a
/// white mouse running on a comet-tail trail around the face.
///
/// Geometry follows the original (`SCCatWaitingHUD.m`, `SCCatWaiting_animationSize` 50 pt): the
/// indicator is the mouse image's 125 × 125 pt square, the face a 50 pt head at its centre
/// (62.5, 62.5). Stable layer names: `face`, `leftEye`, `rightEye`, `leftEyelid`, `rightEyelid`,
/// `mouse`.
enum CatIndicator {
    /// The indicator's size in points (the original's `mouseView`, 2.5 × 50).
    static let size = HUDSize(125, 125)
    /// Face size (the original's `SCCatWaiting_animationSize`).
    static let faceSize = 50.0
    /// Centre of the face and of the mouse's orbit, in indicator coordinates.
    static let center = HUDPoint(62.5, 62.5)
    /// Radius of the mouse's path: the centre line of its body (the original's mouse@2x.png, 300 px
    /// at @2x drawn in 125 pt, has the body's middle 144 px = 60 pt from the image's centre).
    static let mouseOrbitRadius = 60.0
    /// Radius of the trail's outer edge: the edge of the 125 pt square, as in the image, where the
    /// trail's outer edge is the circle of radius 150 px.
    static let trailOuterRadius = 62.5
    /// Where the mouse sits at rest. The image has the body's middle at −152° (up-left, a little
    /// below where the pupils look, −135°); it turns with the pupils, keeping that lead.
    static let mouseRestAngle = -152.0 / 180 * Double.pi
    /// How far the trail reaches behind the middle of the mouse (the image: to +80°, 232° on).
    static let trailSweep = 232.0 / 180 * Double.pi
    /// The trail's thickness in points at angles (degrees) behind the middle of the mouse, measured
    /// across the trail in the original's image (10–11 px at 2.4 px per point just behind the
    /// mouse, thickest a fifth of a turn on, thinning to nothing); linear between these.
    static let trailProfile: [(degrees: Double, width: Double)] = [
        (8, 3.6), (40, 4.3), (75, 4.7), (105, 4.3), (150, 3.0), (180, 1.8), (210, 0.7), (232, 0),
    ]
    /// The mouse's size: 22.5 pt from nose to rump, 15.6 pt across its ears (the image: 54 × 37 px).
    static let mouseLength = 22.5
    static let mouseWidth = 15.6
    /// The eyeballs' pivot points (their `position`), original: face edge ∓ 13.5, face top + 50/3 + 7.5.
    static var leftEyePivot: HUDPoint { HUDPoint(center.x - faceSize / 2 + 13.5, center.y - faceSize / 2 + faceSize / 3 + 7.5) }
    static var rightEyePivot: HUDPoint { HUDPoint(center.x + faceSize / 2 - 13.5, leftEyePivot.y) }
    /// Radius of the white eye patches (the original's face image: 20 pt across, centred on the pivots).
    static let eyePatchRadius = 10.0
    /// The eyelid timing curve from the original.
    static let lidTiming = TimingFunction(controlPoints: 0.2, 0, 0.8, 1)
    /// Top of the eyelids in indicator coordinates. The original sets the lid's frame top at
    /// eye top − 5 − face/8 and then the anchor to (0.5, 0); UIKit keeps the position (the frame's
    /// centre) when the anchor changes, so the lid as drawn starts half its height (face/20) lower.
    static var lidTop: Double {
        let eyeTop = leftEyePivot.y - 7.5
        return eyeTop - 5 - faceSize / 8 + faceSize / 20
    }

    /// The original's face greys (`SCCatWaiting_leftFaceGray`, `SCCatWaiting_rightFaceGray`).
    static let leftFaceGray = HUDColor(red: 200.0 / 255, green: 198.0 / 255, blue: 200.0 / 255)
    static let rightFaceGray = HUDColor(red: 213.0 / 255, green: 212.0 / 255, blue: 213.0 / 255)
    /// Nose and mouth grey, as in the original's face image.
    static let noseGray = HUDColor(red: 134.0 / 255, green: 134.0 / 255, blue: 147.0 / 255)

    /// Builds the cat (model values only; call ``startAnimations(in:halfTurn:at:)`` to move it).
    static func make() -> HUDLayer {
        let root = HUDLayer(name: "catIndicator")
        root.bounds = HUDRect(origin: .zero, size: size)
        let f = faceSize
        let faceRect = HUDRect(center.x - f / 2, center.y - f / 2, f, f)
        root.addSublayer(makeFace(in: faceRect))

        for (name, pivot) in [("leftEye", leftEyePivot), ("rightEye", rightEyePivot)] {
            let eye = HUDLayer(name: name)
            eye.bounds = HUDRect(0, 0, 5, 5)
            eye.cornerRadius = 2.5
            eye.masksToBounds = true
            eye.backgroundColor = .black
            eye.anchorPoint = HUDPoint(1.5, 1.5)
            eye.position = pivot
            root.addSublayer(eye)
        }
        // Lids hang from their top edge (anchor (0.5, 0)) over the patches and stretch down.
        let lids = [
            ("leftEyelid", faceRect.minX + f / 15, leftFaceGray), ("rightEyelid", faceRect.minX + f * 0.52, rightFaceGray),
        ]
        for (name, x, color) in lids {
            let lid = HUDLayer(name: name)
            lid.bounds = HUDRect(0, 0, f * 0.42, f / 10)
            lid.anchorPoint = HUDPoint(0.5, 0)
            lid.position = HUDPoint(x + f * 0.21, lidTop)
            lid.backgroundColor = color
            root.addSublayer(lid)
        }
        root.addSublayer(makeMouse())
        return root
    }

    /// Starts the endless motion as the original's `animateWithInteractionEnabled:` does: the lids
    /// scale y 1 → 3 with the original's curve inside a group using the same curve, autoreversing,
    /// every `halfTurn`; a quarter of `halfTurn` later (`beginRotate`) the pupils and the mouse
    /// turn 180° anticlockwise on screen per `halfTurn` (cumulative, linear).
    ///
    /// The turning and blinking layers are the root's children (``make()``): one pass over them
    /// finds all five, and each motion is built once for the layers that share it.
    static func startAnimations(in root: HUDLayer, halfTurn: Double, at now: Double) {
        var turn = AnimationRecipes.forever(
            .transformRotationZ, from: .scalar(0), to: .scalar(-Double.pi), duration: halfTurn, cumulative: true)
        turn?.beginTime = now + halfTurn * 0.25
        let blink = AnimationRecipes.basic(
            .transform, from: .transform(.identity), to: .transform(.scale(1, 3)),
            duration: halfTurn, timing: lidTiming, fill: .forwards, removedOnCompletion: false
        ).map { scale in
            var group = HUDAnimation.group([scale], duration: halfTurn)
            group.repeatCount = .infinity
            group.autoreverses = true
            group.timingFunction = lidTiming
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            return group
        }
        for layer in root.sublayers {
            switch layer.name {
            case "leftEye", "rightEye", "mouse": if let turn { layer.add(turn, forKey: "rotate", at: now) }
            case "leftEyelid", "rightEyelid": if let blink { layer.add(blink, forKey: "scale", at: now) }
            default: break
            }
        }
    }

    private static func shapeLayer(_ name: String, _ path: HUDPath, fill: HUDColor?, size: HUDSize) -> HUDLayer {
        let l = HUDLayer(name: name)
        l.frame = HUDRect(origin: .zero, size: size)
        l.shape = ShapeContent(path: path, fillColor: fill)
        return l
    }

    /// The face's outlines on the `faceSize` face, built once (they depend only on constants).
    private struct FacePaths {
        var leftHalf = HUDPath(), rightHalf = HUDPath(), patches = HUDPath(), nose = HUDPath(), mouth = HUDPath()
    }

    private static let facePaths: FacePaths = {
        let s = faceSize / 50
        func half(mirrored: Bool) -> HUDPath {
            func p(_ x: Double, _ y: Double) -> HUDPoint { HUDPoint((mirrored ? 50 - x : x) * s, y * s) }
            var h = HUDPath()
            h.move(to: p(25, 2.6))
            h.addQuadCurve(to: p(12, 7.4), control: p(17, 2.2))
            h.addLine(to: p(3.2, 0.6))
            h.addQuadCurve(to: p(0, 2.8), control: p(0.2, -0.4))
            h.addLine(to: p(0, 31))
            h.addCurve(to: p(19.5, 50), control1: p(0, 44), control2: p(9, 50))
            h.addLine(to: p(25, 50))
            h.closeSubpath()
            return h
        }
        var paths = FacePaths()
        paths.leftHalf = half(mirrored: false)
        paths.rightHalf = half(mirrored: true)
        for x in [13.5, 36.5] {
            let c = HUDPoint(x * s, (50.0 / 3 + 7.5) * s)
            let rr = eyePatchRadius * s
            paths.patches.addEllipse(in: HUDRect(c.x - rr, c.y - rr, 2 * rr, 2 * rr))
        }
        for (i, (x, y)) in [(17.8, 28.2), (31.2, 28.2), (28, 33.9), (24.5, 35.4), (21, 33.9)].enumerated() {
            if i == 0 { paths.nose.move(to: HUDPoint(x * s, y * s)) } else { paths.nose.addLine(to: HUDPoint(x * s, y * s)) }
        }
        paths.nose.closeSubpath()
        paths.nose.addRect(HUDRect(23.8 * s, 35 * s, 1.4 * s, 5.3 * s))
        paths.mouth.move(to: HUDPoint(18.6 * s, 40.6 * s))
        paths.mouth.addLine(to: HUDPoint(30.6 * s, 40.6 * s))
        paths.mouth.addCurve(
            to: HUDPoint(24.6 * s, 45 * s), control1: HUDPoint(30.6 * s, 43.2 * s), control2: HUDPoint(28 * s, 45 * s))
        paths.mouth.addCurve(
            to: HUDPoint(18.6 * s, 40.6 * s), control1: HUDPoint(21.2 * s, 45 * s), control2: HUDPoint(18.6 * s, 43.2 * s))
        paths.mouth.closeSubpath()
        return paths
    }()

    /// The face as the original's `MAO@2x.png` shows it, traced in points on the 50 pt face:
    /// ears at the top corners, a rounded jaw, darker left half, white eye patches, a grey nose
    /// with a short line down to a small open mouth.
    private static func makeFace(in r: HUDRect) -> HUDLayer {
        let face = HUDLayer(name: "face")
        face.frame = r
        let s = r.width / 50
        let paths = facePaths
        face.shape = ShapeContent(path: paths.leftHalf, fillColor: leftFaceGray)
        let size = HUDSize(r.width, r.height)
        face.addSublayer(shapeLayer("faceRight", paths.rightHalf, fill: rightFaceGray, size: size))
        face.addSublayer(shapeLayer("eyePatches", paths.patches, fill: .white, size: size))
        face.addSublayer(shapeLayer("nose", paths.nose, fill: noseGray, size: size))
        let mouthLayer = shapeLayer("mouth", paths.mouth, fill: .white, size: size)
        mouthLayer.shape?.strokeColor = noseGray
        mouthLayer.shape?.lineWidth = 1.3 * s
        mouthLayer.shape?.lineJoin = .round
        face.addSublayer(mouthLayer)
        return face
    }

    /// The trail's thickness `degrees` behind the middle of the mouse (0 outside the trail).
    static func trailWidth(atDegreesBehind degrees: Double) -> Double {
        let knots = trailProfile
        guard let first = knots.first, let last = knots.last, degrees >= first.degrees, degrees <= last.degrees else {
            return 0
        }
        for (a, b) in zip(knots, knots.dropFirst()) where degrees <= b.degrees {
            return a.width + (b.width - a.width) * (degrees - a.degrees) / (b.degrees - a.degrees)
        }
        return last.width
    }

    /// The mouse and its trail, one white shape in a layer the size of the indicator that turns
    /// about the face centre. Seen from above, the mouse runs anticlockwise: an egg-shaped body
    /// with a pointed nose in front, two round ears just behind the nose and the trail leaving its
    /// rump as its tail, hugging the square's edge and thinning to nothing ``trailSweep`` behind.
    /// Built once: it depends only on constants.
    private static let mouseBodyPath: HUDPath = {
        func onCircle(_ degreesBehind: Double, _ radius: Double) -> HUDPoint {
            let angle = mouseRestAngle + degreesBehind / 180 * Double.pi
            return HUDPoint(center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
        var p = HUDPath()
        // The trail: outer edge on the square's edge, inner edge in by the profile's width.
        let start = trailProfile[0].degrees
        let end = trailSweep / Double.pi * 180
        let steps = 96
        var inner: [HUDPoint] = []
        p.move(to: onCircle(start, trailOuterRadius))
        for i in 0...steps {
            let d = start + (end - start) * Double(i) / Double(steps)
            if i > 0 { p.addLine(to: onCircle(d, trailOuterRadius)) }
            inner.append(onCircle(d, trailOuterRadius - trailWidth(atDegreesBehind: d)))
        }
        for q in inner.reversed().dropFirst() { p.addLine(to: q) }
        p.closeSubpath()
        // The body in its own frame, origin at its middle on the orbit: x forward (the way it runs,
        // anticlockwise on screen), y out from the face.
        let a0 = mouseRestAngle
        let middle = HUDPoint(center.x + mouseOrbitRadius * cos(a0), center.y + mouseOrbitRadius * sin(a0))
        let forward = HUDPoint(sin(a0), -cos(a0))
        let out = HUDPoint(cos(a0), sin(a0))
        func local(_ x: Double, _ y: Double) -> HUDPoint {
            HUDPoint(middle.x + forward.x * x + out.x * y, middle.y + forward.y * x + out.y * y)
        }
        let nose = mouseLength / 2
        let rump = -mouseLength / 2
        let halfWidth = 6.2
        p.move(to: local(nose, 0))
        p.addCurve(to: local(-2, halfWidth), control1: local(nose - 2, 3.6), control2: local(4, halfWidth))
        p.addCurve(to: local(rump, 0), control1: local(-7.5, halfWidth), control2: local(rump, 3.8))
        p.addCurve(to: local(-2, -halfWidth), control1: local(rump, -3.8), control2: local(-7.5, -halfWidth))
        p.addCurve(to: local(nose, 0), control1: local(4, -halfWidth), control2: local(nose - 2, -3.6))
        p.closeSubpath()
        // Ears: round, 4.4 pt across, either side a little behind the nose.
        let earRadius = 2.2
        for side in [1.0, -1.0] {
            let c = local(4.2, side * (mouseWidth / 2 - earRadius))
            p.addEllipse(in: HUDRect(c.x - earRadius, c.y - earRadius, 2 * earRadius, 2 * earRadius))
        }
        return p
    }()

    /// The mouse layer, turned about the face centre by ``startAnimations(in:halfTurn:at:)``.
    private static func makeMouse() -> HUDLayer {
        let mouse = HUDLayer(name: "mouse")
        mouse.bounds = HUDRect(origin: .zero, size: size)
        mouse.position = center
        let body = HUDLayer(name: "mouseBody")
        body.frame = HUDRect(origin: .zero, size: size)
        body.shape = ShapeContent(path: mouseBodyPath, fillColor: .white)
        mouse.addSublayer(body)
        return mouse
    }
}
