/// A field that makes the struct holding it address-only, and nothing else: every instance is
/// equal to every other and hashes to nothing.
///
/// Why: a large struct (``LayerState``, ~600 bytes) that Swift treats as loadable is shuffled
/// through temporaries — a presentation frame copied each layer's state four times (three
/// `memcpy`s and a field-by-field copy). An address-only struct is copied in place by its value
/// witness, so the walk copies the model once and evaluates animations into that very copy.
/// The price is one existential (40 bytes, holding `()`), copied through its witness table.
struct AddressOnly: Hashable, Sendable {
    private var marker: any Sendable = ()

    static func == (a: AddressOnly, b: AddressOnly) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
