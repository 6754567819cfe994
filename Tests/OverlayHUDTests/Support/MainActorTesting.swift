import XCTest

/// Runs `body` on the main actor from a synchronous XCTest method.
///
/// XCTest on Linux cannot discover `@MainActor` test methods (it casts them to plain
/// `() -> ()` and traps), so main-actor tests are plain methods that wrap their body in this.
/// XCTest runs test methods on the main thread, which is what makes the assumption hold.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// ``onMain(_:)`` for bodies that throw.
func onMainThrowing(_ body: @MainActor () throws -> Void) throws {
    try MainActor.assumeIsolated(body)
}
