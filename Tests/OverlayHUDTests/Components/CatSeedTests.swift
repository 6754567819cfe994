import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// SCCatWaitingHUD's own look and timing, as the cat's default. Sources: the original's
/// `Pod/Classes/SCCatWaitingHUD.m` (line numbers below), `SCCatWaitingHUD.h`, its face image
/// `Pod/Assets/MAO@2x.png`, its `Preview/preview.gif`, and seed 004_8ca2dc7335c0b168.txt.
final class CatSeedTests: XCTestCase {
    private let half = 2.0  // SCCatWaitingHUD.m:56, animationDuration = 2 (half of each loop)

    private func cat(at time: Double = 0) throws -> (HUDLayer, RGBAImage) {
        let cat = CatIndicator.make()
        cat.anchorPoint = .zero
        CatIndicator.startAnimations(in: cat, halfTurn: half, at: 0)
        let image = try TestFonts.renderer().render(
            cat, canvas: CatIndicator.size, scale: 2, at: time,
            background: HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255))
        return (cat, image)
    }

    /// The colour at point `p` of a 2x render.
    private func pixel(_ image: RGBAImage, _ p: HUDPoint) -> [UInt8] {
        let c = image[Int(2 * p.x), Int(2 * p.y)]
        return [c.r, c.g, c.b]
    }

    /// Point 1. MAO@2x.png: left half grey (200, 198, 200), right half (213, 212, 213) (the
    /// SCCatWaiting_leftFaceGray/rightFaceGray of SCCatWaitingHUD.h:16-17), white eye patches
    /// 20 pt across centred on the eyes' pivots, a grey nose and a small open (white) mouth below it.
    func testTheFaceIsTheOriginalsTwoGreysWithWhitePatchesNoseAndMouth() throws {
        let (_, image) = try cat(at: 0)
        let c = CatIndicator.center
        let l = CatIndicator.leftEyePivot
        let r = CatIndicator.rightEyePivot
        XCTAssertEqual(pixel(image, HUDPoint(c.x - 22.5, c.y + 2.5)), [200, 198, 200], "left cheek")
        XCTAssertEqual(pixel(image, HUDPoint(c.x + 21.5, c.y + 2.5)), [213, 212, 213], "right cheek")
        for pivot in [l, r] {
            for d in [HUDPoint(8.5, 0), HUDPoint(0, 8.5), HUDPoint(-8.5, 0), HUDPoint(0, -8.5), HUDPoint(0, 0)] {
                XCTAssertEqual(pixel(image, HUDPoint(pivot.x + d.x, pivot.y + d.y)), [255, 255, 255], "patch at \(d)")
            }
            XCTAssertNotEqual(pixel(image, HUDPoint(pivot.x, pivot.y + 11.5)), [255, 255, 255], "the patch ends 10 pt out")
        }
        let noseCentre = HUDPoint(c.x + 0, c.y - 25 + 30.5)
        let mouthInside = HUDPoint(c.x + 0, c.y - 25 + 42.5)
        XCTAssertEqual(pixel(image, noseCentre), [134, 134, 147], "the nose")
        XCTAssertEqual(pixel(image, HUDPoint(c.x - 0.5, c.y - 25 + 37.5)), [134, 134, 147], "the line down to the mouth")
        XCTAssertEqual(pixel(image, mouthInside), [255, 255, 255], "the open mouth")
    }

    /// Point 2. SCCatWaitingHUD.m:115-131: lids 0.42 × face wide, face/10 high, at x face + face/15
    /// and face + 0.52 face, frame top eye top − 5 − face/8, anchor (0.5, 0) — which UIKit applies
    /// keeping the position, so the drawn top is face/20 lower — in the left/right face greys.
    /// Scaled to 3 (SCCatWaitingHUD.m:376) at the end of the first half-turn, they cover the upper
    /// part of the white patches; the pupils then sit right below them, at the bottom of their
    /// circle, as Preview/preview.gif shows (the lids follow the pupils, they do not hide them).
    func testEyelidsAreFaceColouredAndSitOverThePatchesAsTheOriginal() throws {
        let (cat, _) = try cat()
        let f = 50.0
        let faceLeft = CatIndicator.center.x - 25
        let eyeTop = CatIndicator.leftEyePivot.y - 7.5
        for (name, x, color) in [
            ("leftEyelid", faceLeft + f / 15, HUDColor(red: 200.0 / 255, green: 198.0 / 255, blue: 200.0 / 255)),
            ("rightEyelid", faceLeft + f * 0.52, HUDColor(red: 213.0 / 255, green: 212.0 / 255, blue: 213.0 / 255)),
        ] {
            let lid = try XCTUnwrap(cat.firstLayer(named: name))
            XCTAssertEqual(lid.backgroundColor, color, name)
            XCTAssertEqual(lid.anchorPoint, HUDPoint(0.5, 0))
            XCTAssertEqual(lid.frame.minX, x, accuracy: 1e-9)
            XCTAssertEqual(lid.frame.width, f * 0.42, accuracy: 1e-9)
            XCTAssertEqual(lid.frame.height, f / 10, accuracy: 1e-9)
            XCTAssertEqual(lid.frame.minY, eyeTop - 5 - f / 8 + f / 20, accuracy: 1e-9)
            let lowest = lid.presentation(at: half).transform.m22
            XCTAssertEqual(lowest, 3, accuracy: 1e-9, "scale y 3 at the end of the stroke")
            let lidBottom = lid.frame.minY + lowest * f / 10
            let pupil = try XCTUnwrap(cat.firstLayer(named: name == "leftEyelid" ? "leftEye" : "rightEye"))
            let p = pupil.presentationCenterInRoot(at: half)
            XCTAssertEqual(p.y, pupil.position.y + 50.0.squareRoot(), accuracy: 1e-6, "the pupil at the bottom of its circle")
            XCTAssertGreaterThan(
                lidBottom, pupil.position.y - CatIndicator.eyePatchRadius + 8, "the lid covers the patch's upper part")
            XCTAssertLessThan(lidBottom, p.y - 2.5, "and stops above the pupil")
        }
    }

    /// Point 3. SCCatWaitingHUD.m:266-269: the lids start at once, `beginRotate` (eyes and mouse)
    /// after `animationDuration * 0.25`.
    func testEyesAndMouseStartTurningAQuarterHalfTurnAfterTheLids() throws {
        let (cat, _) = try cat()
        for name in ["leftEye", "rightEye", "mouse"] {
            let layer = try XCTUnwrap(cat.firstLayer(named: name))
            XCTAssertEqual(layer.presentation(at: half * 0.25 - 1e-6).transform, .identity, name)
            let m = layer.presentation(at: half * 0.25 + half / 2).transform
            XCTAssertEqual(atan2(m.m12, m.m11), -Double.pi / 2, accuracy: 1e-9, "\(name) a quarter turn at T/4 + T/2")
        }
        XCTAssertNotEqual(try XCTUnwrap(cat.firstLayer(named: "leftEyelid")).presentation(at: 0.2).transform, .identity)
    }

    /// Point 4. Preview/preview.gif: the mouse runs anticlockwise on screen, on a white tapering
    /// trail about 60 pt from the face centre (the 300 px mouse@2x.png shown in 125 pt puts the
    /// trail ~148 px = 61.7 pt out); the pupils turn the same way.
    func testEyesAndMouseCircleAnticlockwiseWithAWhiteTrail() throws {
        let (cat, image) = try cat(at: 0)
        let eye = try XCTUnwrap(cat.firstLayer(named: "leftEye"))
        let pivot = CatIndicator.leftEyePivot
        // A quarter turn after the rotation begins, the pupil has gone from up-left to down-left.
        let p = eye.presentationCenterInRoot(at: half * 0.25 + half / 2)
        XCTAssertEqual(p.x, pivot.x - 5, accuracy: 1e-9)
        XCTAssertEqual(p.y, pivot.y + 5, accuracy: 1e-9)
        XCTAssertEqual(CatIndicator.mouseOrbitRadius, 60)
        let body = try XCTUnwrap(cat.firstLayer(named: "mouseBody"))
        XCTAssertEqual(body.shape?.fillColor, .white)
        // The trail runs behind the mouse (clockwise from it): white a quarter turn behind.
        let c = CatIndicator.center
        let a = CatIndicator.mouseRestAngle + Double.pi / 2
        XCTAssertTrue(pixel(image, HUDPoint(c.x + 60 * cos(a), c.y + 60 * sin(a))).allSatisfy { $0 >= 240 }, "white trail")
        let ahead = CatIndicator.mouseRestAngle - Double.pi / 2
        XCTAssertNotEqual(
            pixel(image, HUDPoint(c.x + 60 * cos(ahead), c.y + 60 * sin(ahead))), [255, 255, 255], "nothing ahead of it")
    }

    /// Point 5. SCCatWaitingHUD.m:79 title "Loading...", :142 system font 20, :335-337 kerning 5,
    /// :345-351 width 0 → indicator width − 40 (160) and alpha 1 → 0 over animationDuration × 1.6,
    /// ease-in, from a timer repeating every animationDuration × 2 (:262) and fired at once.
    func testTitleIsLoadingAndIsRevealedAsItFadesEveryLoop() {
        let half = half
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting()
            let view = env.center.waiting!.view
            XCTAssertEqual(view.configuration.label, "Loading...")
            let line = view.label.firstLayer(named: "titleText")
            guard case .text(let text) = line?.content else { return XCTFail("no title") }
            XCTAssertEqual(text.fontSize, 20)
            XCTAssertEqual(text.kerning, 5)
            XCTAssertEqual(text.weight, .regular)
            XCTAssertEqual(text.fontFamily, nil, "the system font")
            let ease = TimingFunction.easeIn
            for loop in [0.0, 2 * half] {
                let start = view.label.presentation(at: loop)
                XCTAssertEqual(start.bounds.width, 0, accuracy: 1e-9)
                XCTAssertEqual(start.opacity, 1, accuracy: 1e-9)
                let mid = view.label.presentation(at: loop + 0.8 * half)
                XCTAssertEqual(mid.bounds.width, 160 * ease.value(at: 0.5), accuracy: 1e-6)
                XCTAssertEqual(mid.opacity, 1 - ease.value(at: 0.5), accuracy: 1e-6)
                let end = view.label.presentation(at: loop + 1.6 * half - 1e-9)
                XCTAssertEqual(end.bounds.width, 160, accuracy: 1e-3)
            }
            XCTAssertEqual(view.label.frame.minX, 20, "at x 20 in the 200 pt square")
            XCTAssertEqual(view.bezel.bounds.size, HUDSize(200, 200))
        }
    }

    /// Point 6. SCCatWaitingHUD.h:15 purple at alpha 0.7; SCCatWaitingHUD.m:81-83, 273-277 a
    /// full-screen light blur, shown with the square after a 0.25 s delay over easeInDuration
    /// (animationDuration × 0.25 = 0.5 s, :57) and hidden over the same (:307); the window takes
    /// no touches (:252, `animate` passes enabled = YES).
    func testBezelOverALightBlurAppearsLateAndHidesInAQuarterHalfTurn() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting()
            let hud = env.center.waiting!
            let view = hud.view
            XCTAssertEqual(view.bezel.backgroundColor, HUDColor(red: 75.0 / 255, green: 52.0 / 255, blue: 97.0 / 255, alpha: 0.7))
            XCTAssertEqual(view.background.backgroundEffect, .lightBlur)
            XCTAssertEqual(view.background.frame, env.center.overlay.bounds)
            XCTAssertFalse(view.background.isInteractive, "touches pass through")
            XCTAssertEqual(view.root.presentation(at: 0.25).opacity, 0, accuracy: 1e-9)
            XCTAssertEqual(view.root.presentation(at: 0.5).opacity, 0.5, accuracy: 1e-6)
            XCTAssertEqual(view.root.presentation(at: 0.75).opacity, 1, accuracy: 1e-9)
            env.clock.advance(by: 5)
            env.center.hideWaiting()
            XCTAssertEqual(view.root.presentation(at: 5.25).opacity, 0.5, accuracy: 1e-6)
            env.clock.advance(by: 0.5 - 1e-6)
            XCTAssertNotNil(view.root.superlayer)
            env.clock.advance(by: 1e-6)
            XCTAssertNil(view.root.superlayer, "gone after 0.5 s")
        }
    }

    /// Point 7. SCCatWaitingHUD.h:61-67: the public `duration` is a whole loop (default 4 s);
    /// SCCatWaitingHUD.m:213 halves it into animationDuration.
    func testDurationsSayWhetherTheyAreAHalfTurnOrAWholeLoop() {
        var config = WaitingHUDConfiguration()
        XCTAssertEqual(config.catHalfTurnDuration, 2)
        XCTAssertEqual(config.catLoopDuration, 4)
        config.catLoopDuration = 3
        XCTAssertEqual(config.catHalfTurnDuration, 1.5)
        config.catLoopDuration = -.infinity
        XCTAssertEqual(config.catLoopDuration, 4)
    }

    /// A point of the mouse's own frame at rest: `x` forward (the way it runs), `y` out from the face.
    private func mousePoint(_ x: Double, _ y: Double) -> HUDPoint {
        let a = CatIndicator.mouseRestAngle
        let c = CatIndicator.center
        let r = CatIndicator.mouseOrbitRadius
        return HUDPoint(c.x + r * cos(a) + sin(a) * x + cos(a) * y, c.y + r * sin(a) - cos(a) * x + sin(a) * y)
    }

    /// Point 8 (issue 24). Pod/Assets/mouse@2x.png, 300 px drawn in the 125 pt `mouseView`
    /// (SCCatWaitingHUD.m:133, 2.4 px per point): a white mouse seen from above, its middle 144 px
    /// (60 pt) from the centre at −152°, 54 px (22.5 pt) from pointed nose to rump, 37 px (15.6 pt)
    /// across its two round ears, which sit 10 px (4.2 pt) ahead of its middle; the trail leaves its rump.
    func testTheMouseIsAFifteenPointMouseWithEarsOnTheTrailHead() throws {
        let (_, image) = try cat(at: 0)
        XCTAssertEqual(CatIndicator.mouseRestAngle, -152.0 / 180 * .pi, accuracy: 1e-12)
        let white: [UInt8] = [255, 255, 255]
        for (x, y, what) in [
            (0.0, 0.0, "middle"), (10.0, 0.0, "nose"), (-10.0, 0.0, "rump"), (-2.0, 5.5, "flank"), (-2.0, -5.5, "flank"),
            (4.2, 7.2, "outer ear"), (4.2, -7.2, "inner ear"), (-14.0, -1.0, "tail"),
        ] {
            XCTAssertEqual(pixel(image, mousePoint(x, y)), white, what)
        }
        for (x, y, what) in [
            (12.5, 0.0, "ahead of the nose"), (4.2, 8.5, "beyond the outer ear"), (4.2, -8.5, "beyond the inner ear"),
            (8.5, 4.5, "between the ear and the nose"), (-4.0, -7.5, "beside the body"),
        ] {
            XCTAssertNotEqual(pixel(image, mousePoint(x, y)), white, what)
        }
        XCTAssertEqual(CatIndicator.mouseLength, 22.5)
        XCTAssertEqual(CatIndicator.mouseWidth, 15.6)
    }

    /// Point 9 (issue 24). Pod/Assets/mouse@2x.png: the trail's outer edge is the image's circle of
    /// 150 px (62.5 pt); across it, 10–11 px (4.2–4.7 pt) from 40° to 105° behind the mouse's middle,
    /// 7 px (3 pt) at 150°, 1.7 px (0.7 pt) at 210°, nothing past 232°. Measured here across the
    /// drawn trail (coverage summed along the radius, 4x render).
    func testTheTrailIsFourToFivePointsAtItsHeadAndTapers() throws {
        let cat = CatIndicator.make()
        cat.anchorPoint = .zero
        let scale = 4.0
        let image = try TestFonts.renderer().render(cat, canvas: CatIndicator.size, scale: scale, at: 0, background: .black)
        func across(_ degreesBehind: Double) -> (width: Double, outer: Double) {
            let a = CatIndicator.mouseRestAngle + degreesBehind / 180 * .pi
            var width = 0.0
            var outer = 0.0
            let step = 0.05
            for i in 0..<Int(10 / step) {
                let r = 54 + Double(i) * step
                let p = HUDPoint(CatIndicator.center.x + r * cos(a), CatIndicator.center.y + r * sin(a))
                let x = Int(p.x * scale)
                let y = Int(p.y * scale)
                guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
                let v = Double(image[x, y].g) / 255
                width += v * step
                if v > 0.5 { outer = r }
            }
            return (width, outer)
        }
        for d in [40.0, 75, 105] {
            let t = across(d)
            XCTAssertEqual(t.width, 4.45, accuracy: 0.35, "\(d)° behind")
            XCTAssertEqual(t.outer, 62.5, accuracy: 0.4, "outer edge at \(d)°")
        }
        XCTAssertEqual(across(150).width, 3, accuracy: 0.3)
        XCTAssertEqual(across(210).width, 0.7, accuracy: 0.3)
        XCTAssertEqual(across(240).width, 0, accuracy: 0.05)
        XCTAssertEqual(across(-30).width, 0, accuracy: 0.05, "nothing ahead of the mouse")
    }

    /// Point 10 (issue 24). SCCatWaitingHUD.m:139-147: the label sits at x 20 and grows to the
    /// square's width less 40 (:346), its text centred (`NSTextAlignmentCenter`), so once grown
    /// the title is centred in the square; growing only uncovers it from the left. Beside
    /// Preview/preview.gif (414 pt screen at 300 px, 0.7246 px per point): the title's first lit
    /// column stays 30.4 pt into the square from frame 10 to frame 32; ours is within the width
    /// difference of the fonts (the system font there, DejaVu Sans here).
    func testTitleIsCentredInTheSquareAndUncoveredFromTheLeft() throws {
        let half = half
        try onMainThrowing {
            let env = HUDTestEnvironment()
            env.center.showWaiting()
            let view = try XCTUnwrap(env.center.waiting?.view)
            let line = try XCTUnwrap(view.label.firstLayer(named: "titleText"))
            let textCentre = view.label.frame.minX + line.frame.midX
            XCTAssertEqual(textCentre, 100, accuracy: 1e-9, "centred in the 200 pt square")
            XCTAssertGreaterThan(line.frame.width, 100)
            let renderer = TestFonts.renderer()
            let square = view.bezel.presentationCenterInRoot(at: 1)
            let left = Int(2 * (square.x - 100))
            let top = Int(2 * (square.y - 100))
            var starts: [Double] = []
            var ends: [Double] = []
            for t in [0.5 * half, 0.8 * half, 1.0 * half] {
                let image = try renderer.render(
                    env.center.overlay.rootLayer, canvas: env.center.overlay.size, scale: 2, at: t, background: .black)
                // The title's row: 15 pt below the mouse square (at 80 + 62.5), 25 high.
                var lit: [Int] = []
                for x in 0..<400 {
                    for y in (2 * 158)..<(2 * 182) {
                        let c = image[left + x, top + y]
                        if c.r > 110, c.g > 110, c.b > 110 {
                            lit.append(x)
                            break
                        }
                    }
                }
                starts.append(Double(lit.min() ?? 400) / 2)
                ends.append(Double(lit.max() ?? 0) / 2)
            }
            XCTAssertEqual(starts[0], starts[2], "the title stands still while its frame grows")
            XCTAssertLessThan(ends[0], ends[1])
            XCTAssertLessThan(ends[1], ends[2])
            XCTAssertEqual(starts[0], 30.4, accuracy: 3, "preview.gif: first lit column 30.4 pt into the square")
        }
    }

    /// Point 11 (issue 24). SCCatWaitingHUD.m:89, 231: the square is centred in the screen
    /// (ScreenWidth / 2, ScreenHeight / 2), not in the safe area (47 pt top, 34 pt bottom here,
    /// which would put it 6.5 pt low); Preview/preview.gif: its 145 px square spans rows 195–339
    /// of the 534 px frame, centred at row 267, the frame's middle.
    func testTheSquareIsCentredInTheScreen() {
        onMain {
            let env = HUDTestEnvironment()
            XCTAssertNotEqual(env.center.overlay.safeAreaInsets.top, env.center.overlay.safeAreaInsets.bottom)
            env.center.showWaiting()
            let view = env.center.waiting!.view
            let centre = view.bezel.presentationCenterInRoot(at: 1)
            XCTAssertEqual(centre.x, 195, accuracy: 1e-9)
            XCTAssertEqual(centre.y, 422, accuracy: 1e-9, "844 / 2")
        }
    }
}
