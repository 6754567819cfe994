/// How `.popup(isPresented:)` and `.banner(isPresented:)` turn a flag into an item for the item
/// modifiers: each run of `true` is an item of its own (numbered), so a popup shown again while the
/// previous one is still leaving gets a new id, and the late did-hide of the previous one does not
/// set the flag of the new one back to false.
///
/// ```swift
/// var binding = FlagItemBinding()
/// binding.item(for: true)    // 1
/// binding.item(for: true)    // 1: the same run
/// binding.item(for: false)   // nil
/// binding.item(for: true)    // 2
/// ```
package struct FlagItemBinding: Equatable {
    /// The number of the last run of `true`.
    private(set) var run = 0
    /// Whether the flag was true when last read.
    private(set) var wasTrue = false

    package init() {}

    /// The item for the flag now: the run's number while true, `nil` while false.
    package mutating func item(for flag: Bool) -> Int? {
        defer { wasTrue = flag }
        guard flag else { return nil }
        if !wasTrue { run &+= 1 }
        return run
    }
}
