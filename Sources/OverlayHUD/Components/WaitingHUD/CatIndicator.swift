/// The SCCatWaitingHUD cat drawn in vectors: a face, two eyes that turn about anchor point
/// (1.5, 1.5), two eyelids that follow them, and a mouse circling the face.
///
/// Geometry follows the seed (its `animationSize` 50 pt): the indicator is the mouse's
/// 125 × 125 pt orbit square, the face a 50 pt head at its centre (62.5, 62.5). Stable layer
/// names: `face`, `leftEye`, `rightEye`, `leftEyelid`, `rightEyelid`, `mouse`.
enum CatIndicator {
    /// The indicator's size in points.
    static let size = Size(125, 125)
    /// Face size (the seed's `animationSize`).
    static let faceSize = 50.0
    /// Centre of the face and of the mouse's orbit, in indicator coordinates.
    static let center = Point(62.5, 62.5)
    /// Distance of the mouse from the face centre.
    static let mouseOrbitRadius = 52.0
    /// The eyeballs' pivot points (their `position`), seed: face edge ∓ 13.5, face top + 50/3 + 7.5.
    static var leftEyePivot: Point { Point(center.x - faceSize / 2 + 13.5, center.y - faceSize / 2 + faceSize / 3 + 7.5) }
    static var rightEyePivot: Point { Point(center.x + faceSize / 2 - 13.5, leftEyePivot.y) }
    /// The eyelid timing curve from the seed.
    static let lidTiming = TimingFunction(controlPoints: 0.2, 0, 0.8, 1)

    static let faceLight = HUDColor(white: 0.95)
    static let faceShade = HUDColor(white: 0.86)

    /// Builds the cat (model values only; call ``startAnimations(in:period:at:)`` to move it).
    static func make() -> Layer {
        let root = Layer(name: "catIndicator")
        root.bounds = Rect(origin: .zero, size: size)
        let f = faceSize, faceRect = Rect(center.x - f / 2, center.y - f / 2, f, f)
        root.addSublayer(makeFace(in: faceRect))

        for (name, pivot) in [("leftEye", leftEyePivot), ("rightEye", rightEyePivot)] {
            let eye = Layer(name: name)
            eye.bounds = Rect(0, 0, 5, 5)
            eye.cornerRadius = 2.5
            eye.masksToBounds = true
            eye.backgroundColor = .black
            eye.anchorPoint = Point(1.5, 1.5)
            eye.position = pivot
            root.addSublayer(eye)
        }
        // Lids hang from their top edge (anchor (0.5, 0)) just above the eyes and stretch down.
        let lidTop = leftEyePivot.y - 7.5 - 5 - f / 8
        let lids = [("leftEyelid", faceRect.minX + f / 15, faceLight), ("rightEyelid", faceRect.minX + f * 0.52, faceShade)]
        for (name, x, color) in lids {
            let lid = Layer(name: name)
            lid.bounds = Rect(0, 0, f * 0.42, f / 10)
            lid.anchorPoint = Point(0.5, 0)
            lid.position = Point(x + f * 0.21, lidTop)
            lid.backgroundColor = color
            root.addSublayer(lid)
        }
        root.addSublayer(makeMouse())
        return root
    }

    /// Starts the endless motion: eyes and mouse turn 180° per `period` (cumulative, linear);
    /// lids scale y 1 → 3 with the seed's curve inside a group using the same curve, autoreversing.
    static func startAnimations(in root: Layer, period: Double, at now: Double) {
        let half = Double.pi
        for name in ["leftEye", "rightEye", "mouse"] {
            root.firstLayer(named: name)?.run(
                AnimationRecipes.forever("transform.rotation.z", from: .scalar(0), to: .scalar(half),
                                         duration: period, cumulative: true), forKey: "rotate", at: now)
        }
        for name in ["leftEyelid", "rightEyelid"] {
            guard let scale = AnimationRecipes.basic("transform", from: .transform(.identity), to: .transform(.scale(1, 3)),
                                                     duration: period, timing: lidTiming, fill: .forwards, removedOnCompletion: false)
            else { continue }
            var group = HUDAnimation.group([scale], duration: period)
            group.repeatCount = .infinity
            group.autoreverses = true
            group.timingFunction = lidTiming
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            root.firstLayer(named: name)?.add(group, forKey: "scale", at: now)
        }
    }

    private static func makeFace(in r: Rect) -> Layer {
        let face = Layer(name: "face")
        face.frame = r
        var head = HUDPath()
        let w = r.width, h = r.height
        // Every subpath winds clockwise so overlaps fill under the non-zero rule (no holes).
        // Ears poke above a squarish head (like the seed's face image), whose top is wide enough
        // that the eyelids — face-coloured — always fall inside it and read as lids.
        head.move(to: Point(w * 0.04, h * 0.3)); head.addLine(to: Point(w * 0.1, -h * 0.12)); head.addLine(to: Point(w * 0.42, h * 0.06)); head.closeSubpath()
        head.move(to: Point(w * 0.58, h * 0.06)); head.addLine(to: Point(w * 0.9, -h * 0.12)); head.addLine(to: Point(w * 0.96, h * 0.3)); head.closeSubpath()
        head.addRoundedRect(Rect(0, h * 0.04, w, h * 0.92), radii: CornerRadii(topLeft: w * 0.22, topRight: w * 0.22, bottomRight: w * 0.4, bottomLeft: w * 0.4))
        face.shape = ShapeContent(path: head, fillColor: faceLight)
        // The right half of the head (and its ear) in a darker shade, as the seed's face image.
        var right = HUDPath()
        right.move(to: Point(w * 0.58, h * 0.06)); right.addLine(to: Point(w * 0.9, -h * 0.12)); right.addLine(to: Point(w * 0.96, h * 0.3)); right.closeSubpath()
        let tr = w * 0.22, br = w * 0.4, k = 0.5522847498307936, top = h * 0.04, bottom = h * 0.96
        right.move(to: Point(w / 2, top)); right.addLine(to: Point(w - tr, top))
        right.addCurve(to: Point(w, top + tr), control1: Point(w - tr + k * tr, top), control2: Point(w, top + tr - k * tr))
        right.addLine(to: Point(w, bottom - br))
        right.addCurve(to: Point(w - br, bottom), control1: Point(w, bottom - br + k * br), control2: Point(w - br + k * br, bottom))
        right.addLine(to: Point(w / 2, bottom)); right.closeSubpath()
        let shade = Layer(name: "faceShade")
        shade.frame = Rect(0, 0, w, h)
        shade.shape = ShapeContent(path: right, fillColor: faceShade)
        face.addSublayer(shade)
        var nose = HUDPath()
        nose.move(to: Point(w * 0.46, h * 0.7)); nose.addLine(to: Point(w * 0.54, h * 0.7)); nose.addLine(to: Point(w * 0.5, h * 0.76)); nose.closeSubpath()
        let noseLayer = Layer(name: "nose")
        noseLayer.frame = Rect(0, 0, w, h)
        noseLayer.shape = ShapeContent(path: nose, fillColor: HUDColor(hex: 0xE89AA8))
        face.addSublayer(noseLayer)
        return face
    }

    private static func makeMouse() -> Layer {
        let mouse = Layer(name: "mouse")
        mouse.bounds = Rect(origin: .zero, size: size)
        mouse.position = center
        // At rest the mouse sits up-left of the face (−135°), where the eyes look.
        let d = mouseOrbitRadius / 2.0.squareRoot()
        let body = Point(center.x - d, center.y - d)
        var p = HUDPath()
        p.addEllipse(in: Rect(body.x - 6, body.y - 4.5, 12, 9))
        p.addEllipse(in: Rect(body.x + 1, body.y - 8, 5, 5))
        p.addEllipse(in: Rect(body.x - 6, body.y - 8, 5, 5))
        // The tail: a thin filled sliver, so the whole mouse is one shape.
        p.move(to: Point(body.x + 5.5, body.y - 0.6))
        p.addQuadCurve(to: Point(body.x + 14, body.y + 4), control: Point(body.x + 10, body.y - 5))
        p.addQuadCurve(to: Point(body.x + 5.5, body.y + 0.6), control: Point(body.x + 10, body.y - 3))
        p.closeSubpath()
        let shape = Layer(name: "mouseBody")
        shape.frame = Rect(origin: .zero, size: size)
        shape.shape = ShapeContent(path: p, fillColor: HUDColor(white: 0.72))
        // The body runs along the orbit: turn it to the tangent at −135° (i.e. 45° on screen).
        shape.transform = .rotation(-Double.pi / 4)
        shape.anchorPoint = Point(body.x / size.width, body.y / size.height)
        shape.position = body
        mouse.addSublayer(shape)
        return mouse
    }
}
