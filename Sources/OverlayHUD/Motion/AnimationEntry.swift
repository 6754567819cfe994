// STUB — replaced by the motion engine.
/// An animation attached to a layer under a key.
struct AnimationEntry {
    var key: String?
}
