#if canImport(UIKit)
    // @preconcurrency: CADisplayLink carries no isolation annotations in the 17.4 SDK.
    @preconcurrency import QuartzCore
    import Foundation

    /// Calls `tick` once per screen refresh while running: the fallback for layers whose animations
    /// Core Animation cannot express. Runs only while such a layer exists (nothing runs when idle).
    @MainActor
    final class DisplayLinkDriver {
        private var link: CADisplayLink?
        private let target: Target
        private let tick: @MainActor () -> Void

        /// The display link's target; holds the driver weakly so the link does not keep it alive.
        /// Main-actor isolated: the link runs on the main run loop.
        @MainActor
        private final class Target: NSObject {
            weak var driver: DisplayLinkDriver?
            @objc func step(_ link: CADisplayLink) {
                // A driver released while running (its view went away) stops its link here.
                guard let driver else {
                    link.invalidate()
                    return
                }
                driver.targetTimestamp = link.targetTimestamp
                driver.tick()
            }
        }

        /// Creates a stopped driver.
        init(tick: @escaping @MainActor () -> Void) {
            self.tick = tick
            target = Target()
            target.driver = self
        }

        /// The screen's highest frame rate (`UIScreen.maximumFramesPerSecond`); the link asks for the
        /// range `DisplayFrameRate` derives from it. Takes effect at the next ``start()``.
        var maximumFramesPerSecond = 60

        /// When the frame being prepared will show (`CADisplayLink.targetTimestamp`), during a tick;
        /// `nil` before the first one.
        private(set) var targetTimestamp: Double?

        /// Whether the display link is running.
        var isRunning: Bool { link != nil }

        /// Starts (or keeps) the display link.
        func start() {
            guard link == nil else { return }
            let l = CADisplayLink(target: target, selector: #selector(Target.step(_:)))
            let rate = DisplayFrameRate(screenMaximum: maximumFramesPerSecond)
            if #available(iOS 15.0, *) {
                l.preferredFrameRateRange = CAFrameRateRange(
                    minimum: Float(rate.minimum), maximum: Float(rate.maximum),
                    preferred: Float(rate.preferred))
            } else {
                l.preferredFramesPerSecond = Int(rate.preferred)
            }
            l.add(to: .main, forMode: .common)
            link = l
        }

        /// Stops the display link.
        func stop() {
            link?.invalidate()
            link = nil
            targetTimestamp = nil
        }
    }
#endif
