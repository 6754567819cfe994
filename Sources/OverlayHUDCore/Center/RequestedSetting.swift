import Foundation

/// A setting any thread may set, applied on the main actor in the order it was set: MBProgressHUD's
/// `progress`, `mode` and a label's `text`, which apps set from background callbacks.
///
/// ``request(_:on:apply:)`` numbers each value and hands it to the main actor through ``MainHop``
/// (at once on the main thread, else after one FIFO hop to the main queue). There it applies only
/// if no later value has applied first: so the values one thread sets apply in its order, and a
/// value set on the main thread is not undone by an older one from another thread whose hop
/// arrives after it. ``value`` reads, on any thread, the value last set.
///
/// ```swift
/// nonisolated public var progress: Float {
///     get { requestedProgress.value }
///     set { requestedProgress.request(newValue, on: self) { hud, value in hud.show(progress: value) } }
/// }
/// ```
// @unchecked Sendable: all state (`requested`, `requestCount`, `appliedCount`) is read and
// written only while `lock` is held.
final class RequestedSetting<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var requested: Value
    private var requestCount = 0
    private var appliedCount = 0

    /// Creates a setting whose value is `value`.
    init(_ value: Value) { requested = value }

    /// The value last set, from any thread.
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }

    /// Sets `value` (from any thread) and has `apply(target, value)` run on the main actor, unless
    /// a value set later has applied by then.
    func request<Target: Sendable>(
        _ value: Value, on target: Target, apply: @escaping @MainActor @Sendable (Target, Value) -> Void
    ) {
        let number = record(value)
        MainHop.run { if self.claim(number) { apply(target, value) } }
    }

    /// Sets `value` as already applied (the platform changed it on the main actor itself): a
    /// value set earlier and still on its way to the main actor no longer applies.
    func recordApplied(_ value: Value) { _ = claim(record(value)) }

    private func record(_ value: Value) -> Int {
        lock.lock()
        defer { lock.unlock() }
        requested = value
        requestCount += 1
        return requestCount
    }

    /// Whether value `number` may apply (no later one has); marks it applied.
    private func claim(_ number: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard number > appliedCount else { return false }
        appliedCount = number
        return true
    }
}
