import Foundation

/// The determinate indicators: pie, ring and bar (MBProgressHUD's round, annular and bar
/// progress views). Each draws progress as a stroke whose `strokeEnd` is the progress, so a
/// change animates smoothly by animating `strokeEnd`.
enum ProgressIndicators {
    static let roundSize = HUDSize(37, 37)
    static let barSize = HUDSize(120, 20)
    /// Duration of the smooth move to a new progress value.
    static let progressAnimationDuration = 0.2

    /// A pie: an outlined circle, filled clockwise from 12 o'clock.
    static func pie(color: HUDColor, progress: Double) -> HUDLayer {
        let root = HUDLayer(name: "pie")
        root.bounds = HUDRect(origin: .zero, size: roundSize)
        let outline = HUDLayer(name: "pieOutline")
        outline.frame = root.bounds
        outline.shape = ShapeContent(
            path: HUDPath(ellipseIn: root.bounds.insetBy(dx: 1, dy: 1)), fillColor: nil, strokeColor: color, lineWidth: 2)
        root.addSublayer(outline)
        // A circle of radius r/2 stroked r wide sweeps out a pie of radius r.
        let r = roundSize.width / 2 - 4
        root.addSublayer(
            progressStroke(
                name: "progressFill", frame: root.bounds, path: clockwiseCircle(center: root.bounds.center, radius: r / 2),
                color: color, width: r, progress: progress, cap: .butt))
        return root
    }

    /// A ring: a faint track and a progress arc.
    static func annular(color: HUDColor, progress: Double) -> HUDLayer {
        let root = HUDLayer(name: "annular")
        root.bounds = HUDRect(origin: .zero, size: roundSize)
        let circle = clockwiseCircle(center: root.bounds.center, radius: roundSize.width / 2 - 2)
        let track = HUDLayer(name: "track")
        track.frame = root.bounds
        track.shape = ShapeContent(path: circle, fillColor: nil, strokeColor: color.withAlpha(color.alpha * 0.15), lineWidth: 3)
        root.addSublayer(track)
        root.addSublayer(
            progressStroke(
                name: "progressFill", frame: root.bounds, path: circle, color: color, width: 3, progress: progress, cap: .round))
        return root
    }

    /// A horizontal bar: a rounded outline and a fill growing from the left.
    static func bar(color: HUDColor, progress: Double) -> HUDLayer {
        let root = HUDLayer(name: "bar")
        root.bounds = HUDRect(origin: .zero, size: barSize)
        root.cornerRadius = barSize.height / 2
        root.borderWidth = 2
        root.borderColor = color
        let inner = HUDLayer(name: "barInner")
        inner.frame = root.bounds.insetBy(dx: 4, dy: 4)
        inner.cornerRadius = inner.bounds.height / 2
        inner.masksToBounds = true
        var line = HUDPath()
        line.move(to: HUDPoint(0, inner.bounds.height / 2))
        line.addLine(to: HUDPoint(inner.bounds.width, inner.bounds.height / 2))
        inner.addSublayer(
            progressStroke(
                name: "progressFill", frame: inner.bounds, path: line, color: color,
                width: inner.bounds.height, progress: progress, cap: .butt))
        root.addSublayer(inner)
        return root
    }

    /// Moves an indicator's `progressFill` stroke to `progress`, animating from what is shown now.
    static func setProgress(_ progress: Double, of fill: HUDLayer, animated: Bool, at now: Double) {
        guard var shape = fill.shape else { return }
        let shown = fill.presentation(at: now).content
        var from = shape.strokeEnd
        if case .shape(let s) = shown { from = s.strokeEnd }
        shape.strokeEnd = progress
        fill.shape = shape
        if animated, from != progress {
            fill.run(
                AnimationRecipes.basic(
                    .strokeEnd, from: .scalar(from), to: .scalar(progress),
                    duration: progressAnimationDuration, timing: .easeOut), forKey: "progress", at: now)
        }
    }

    private static func progressStroke(
        name: String, frame: HUDRect, path: HUDPath, color: HUDColor, width: Double, progress: Double, cap: LineCap
    ) -> HUDLayer {
        let l = HUDLayer(name: name)
        l.frame = frame
        l.shape = ShapeContent(
            path: path, fillColor: nil, strokeColor: color, lineWidth: width, lineCap: cap, strokeEnd: progress)
        return l
    }

    /// A full circle starting at 12 o'clock and running clockwise on screen.
    private static func clockwiseCircle(center: HUDPoint, radius: Double) -> HUDPath {
        var p = HUDPath()
        p.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        return p
    }
}
