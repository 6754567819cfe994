import Foundation

/// How work run by ``HUDCenter/withWaiting(_:mode:cancellable:cancelTitle:_:)`` reports its
/// progress to the waiting HUD, from any thread.
///
/// Each report takes one FIFO hop to the main actor (at once on the main thread), so reports made
/// in order apply in that order. The first report switches a HUD that shows no progress (the cat,
/// the spinner) to ``WaitingHUDConfiguration/Mode/determinate``. Reports after the work has ended (or been
/// cancelled) are ignored.
///
/// ```swift
/// try await HUDCenter.shared.withWaiting("Uploading…", mode: .annularDeterminate, cancellable: true) { progress in
///     for (i, chunk) in chunks.enumerated() {
///         try Task.checkCancellation()
///         try await send(chunk)
///         progress.report(Double(i + 1) / Double(chunks.count))
///     }
/// }
/// ```
public struct WaitingProgressReporter: Sendable {
    let work: WaitingWork

    /// Reports the fraction done, 0…1 (NaN → 0, below 0 → 0, above 1 and +∞ → 1).
    public func report(_ fractionCompleted: Double) {
        let value = WaitingHUDConfiguration.clampProgress(fractionCompleted)
        MainHop.run(work, value) { work, value in work.report(value) }
    }

    /// Reports `completed` of `total` units (apps report the fraction, ``report(_:)``). A `total`
    /// of zero or less reports 0; `completed` is clamped to 0…`total`.
    package func report(completed: Int64, of total: Int64) {
        guard total > 0 else { return report(0) }
        report(Double(min(max(0, completed), total)) / Double(total))
    }

    /// Follows a Foundation `Progress`: its `fractionCompleted` is read on the center's clock
    /// (30 times a second, only while the HUD shows) until the work ends.
    public func follow(_ progress: Progress) {
        MainHop.run(work, progress) { work, progress in work.follow(progress) }
    }

    /// Reports every value of `fractions` (each a fraction done, clamped as ``report(_:)``) until
    /// the sequence ends; returns then. Rethrows the sequence's error. (Apps write the loop:
    /// `for try await f in fractions { progress.report(f) }`.)
    package func follow<Fractions: AsyncSequence>(_ fractions: Fractions) async throws where Fractions.Element == Double {
        for try await value in fractions { report(value) }
    }
}
