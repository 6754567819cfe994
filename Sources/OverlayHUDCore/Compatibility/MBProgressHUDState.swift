/// What an ``MBProgressHUD`` is made of on every platform: its rules (MBProgressHUD.m's, in
/// `MBProgressHUDEngine`), its content, and the settings any thread may set. Both `MBProgressHUD`
/// classes — the `UIView` subclass on iOS, the headless class elsewhere — hold one, and
/// ``MBProgressHUDBehavior`` works on it. Opaque: its members are the package's own.
@preconcurrency @MainActor
final class MBProgressHUDState {
    /// The life cycle: grace and minimum show times, delayed hide, the end of a hide.
    let engine: MBProgressHUDEngine
    /// What the HUD shows: mode, texts, progress, colours, geometry.
    var content = MBHUDContent()
    /// `progress` as last set on any thread (``MBProgressHUDBehavior/progress``).
    let requestedProgress = RequestedSetting<Float>(0)
    /// `mode` as last set on any thread (``MBProgressHUDBehavior/mode``).
    let requestedMode = RequestedSetting(MBProgressHUDMode.indeterminate)
    /// Told after the mode changed (iOS: the custom view follows it).
    var onModeChange: () -> Void = {}

    init(engine: MBProgressHUDEngine) {
        self.engine = engine
        engine.makeConfiguration = { [unowned self] in self.content.configuration }
    }

    /// Sets one piece of content and shows it.
    func set<Value>(_ key: WritableKeyPath<MBHUDContent, Value>, _ value: Value) {
        content[keyPath: key] = value
        engine.refresh()
    }

    /// Shows `mode`.
    func apply(mode: MBProgressHUDMode) {
        content.mode = mode
        onModeChange()
        engine.refresh()
    }

    /// The bezel's and the background's paint: MBProgressHUD's blur (tinted by the colour, white
    /// 0.8 at 60 % without one) or solid colour; a blurred background view shows as that grey.
    func applyBackgrounds(
        bezel: MBProgressHUDBackgroundStyle, bezelColor: HUDColor?, blur: BackgroundEffect?,
        background: MBProgressHUDBackgroundStyle, backgroundColor: HUDColor?
    ) {
        let grey = HUDColor(white: 0.8, alpha: 0.6)
        content.bezel = bezel == .blur ? .blur(tint: bezelColor ?? grey) : .solid(bezelColor ?? grey)
        content.bezelBlur = blur
        content.backgroundColor = background == .solidColor ? backgroundColor : grey
        engine.refresh()
    }
}
