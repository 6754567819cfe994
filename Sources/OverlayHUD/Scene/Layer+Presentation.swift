// STUB — replaced by the motion engine.
extension Layer {
    /// The values shown at `time`: the model with running animations applied in the order added.
    public func presentation(at time: Double) -> LayerState { model }
}
