/// A system material behind a layer, which only a platform host can draw.
public enum BackgroundEffect: String, Hashable, Sendable {
    /// A light blur (`UIBlurEffect.Style.light`).
    case lightBlur
    /// A dark blur (`UIBlurEffect.Style.dark`).
    case darkBlur
    /// The adaptive material (`UIBlurEffect.Style.systemMaterial`).
    case systemMaterial
}
