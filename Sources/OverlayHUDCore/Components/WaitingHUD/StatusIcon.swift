import Foundation

/// SVProgressHUD's success, error and info icons, drawn as strokes that draw themselves in.
enum StatusIcon {
    static let size = HUDSize(28, 28)
    static let drawDuration = 0.3

    static func make(_ mode: WaitingHUDConfiguration.Mode, color: HUDColor) -> HUDLayer? {
        var p = HUDPath()
        let s = size.width
        switch mode {
        case .success:
            p.move(to: HUDPoint(s * 0.1, s * 0.52))
            p.addLine(to: HUDPoint(s * 0.38, s * 0.8))
            p.addLine(to: HUDPoint(s * 0.92, s * 0.22))
        case .error:
            p.move(to: HUDPoint(s * 0.15, s * 0.15))
            p.addLine(to: HUDPoint(s * 0.85, s * 0.85))
            p.move(to: HUDPoint(s * 0.85, s * 0.15))
            p.addLine(to: HUDPoint(s * 0.15, s * 0.85))
        case .info:
            p.move(to: HUDPoint(s * 0.5, s * 0.1))
            p.addLine(to: HUDPoint(s * 0.5, s * 0.14))
            p.move(to: HUDPoint(s * 0.5, s * 0.36))
            p.addLine(to: HUDPoint(s * 0.5, s * 0.92))
        default:
            return nil
        }
        let icon = HUDLayer(name: "statusIcon")
        icon.bounds = HUDRect(origin: .zero, size: size)
        icon.shape = ShapeContent(path: p, fillColor: nil, strokeColor: color, lineWidth: 3, lineCap: .round, lineJoin: .round)
        return icon
    }

    /// Draws the icon in (strokeEnd 0 → 1), or, with Reduce Motion, fades it in instead.
    static func start(_ icon: HUDLayer, reduceMotion: Bool, at now: Double) {
        if reduceMotion {
            icon.run(
                AnimationRecipes.basic(.opacity, from: .scalar(0), to: .scalar(1), duration: drawDuration, timing: .easeOut),
                forKey: "draw", at: now)
        } else {
            icon.run(
                AnimationRecipes.basic(.strokeEnd, from: .scalar(0), to: .scalar(1), duration: drawDuration, timing: .easeOut),
                forKey: "draw", at: now)
        }
    }
}
