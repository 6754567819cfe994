/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
@_spi(Layers) public enum FillMode: String, Hashable, Sendable {
    /// Nothing outside the active time (`.removed`, Core Animation's default).
    case removed
    /// Keeps the end value after the active time (while the animation stays on the layer).
    case forwards
    /// Shows the start value before `beginTime`.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
