import Foundation

/// How `.popup(isPresented:)` and `.banner(isPresented:)` turn a flag into an item for the item
/// modifiers: each run of `true` is an item of its own, so a popup shown again while the
/// previous one is still leaving gets a new id, and the late did-hide of the previous one does not
/// set the flag of the new one back to false.
///
/// Run numbers are unique in the process, not per binding: the element ids the modifiers make
/// from them (`swiftui.banner.FlagRun.<run>`) must not meet another modifier's — two
/// `.popup(isPresented:)` on one screen, or a screen pushed again while the banner its last visit
/// showed still stands — or the second element is dropped as a duplicate of the first and
/// hiding one hides both.
///
/// ```swift
/// var binding = FlagItemBinding()
/// binding.item(for: true)    // n
/// binding.item(for: true)    // n: the same run
/// binding.item(for: false)   // nil
/// binding.item(for: true)    // m ≠ n, and no other binding's run
/// ```
package struct FlagItemBinding: Equatable {
    /// The number of the current (or last) run of `true`; 0 before the first.
    private(set) var run = 0
    /// Whether the flag was true when last read.
    private(set) var wasTrue = false

    package init() {}

    /// The item for the flag now: the run's number while true, `nil` while false.
    package mutating func item(for flag: Bool) -> Int? {
        defer { wasTrue = flag }
        guard flag else { return nil }
        if !wasTrue { run = Self.runs.next() }
        return run
    }

    /// The process-wide run numbers.
    private static let runs = RunNumbers()

    /// Hands out 1, 2, 3… to any thread.
    // @unchecked Sendable: `last` is read and written only while `lock` is held.
    private final class RunNumbers: @unchecked Sendable {
        private let lock = NSLock()
        private var last = 0

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            last &+= 1
            return last
        }
    }
}
