#if canImport(UIKit)
    // @preconcurrency: see MirrorNode.swift.
    @preconcurrency import QuartzCore

    /// Runs on a view's layer the animations of the engine layers whose animated properties that
    /// view shows (``MBProgressHUD``'s bezel view: the HUD's opacity and the bezel's zoom), as
    /// ``LayerTreeMirror`` does for the layers it makes: `AnimationSyncPlan` decides what to add and
    /// remove; an animation `CoreAnimationPlan` cannot express makes the view *driven* (none go to
    /// Core Animation; the host's display link copies presentation values every frame).
    @MainActor
    final class ViewAnimationMirror {
        /// The view's layer.
        let target: CALayer
        /// Core Animation key → engine identity of the animations added to ``target``.
        private var mirrored: [String: UInt] = [:]
        /// The engine attachments behind the identities, kept alive so addresses are not reused.
        private var tokens: [AnyObject] = []
        /// Whether an animation Core Animation cannot express is running (copy presentation values).
        private(set) var isDriven = false

        init(target: CALayer) { self.target = target }

        /// Brings ``target``'s animations in line with those of `sources` (in order; a later key wins).
        func sync(_ sources: [HUDLayer], conversion: MediaTimeConversion) {
            let entries = sources.flatMap(\.animationEntries)
            let engine = entries.map {
                AnimationSyncPlan.EngineAnimation(key: $0.key, identity: UInt(bitPattern: ObjectIdentifier($0.token)))
            }
            tokens = entries.map(\.token)
            let plans = entries.map { CoreAnimationPlan.make($0.animation, conversion: conversion) }
            if plans.contains(where: { if case .failure = $0 { return true } else { return false } }) {
                for key in mirrored.keys { target.removeAnimation(forKey: key) }
                mirrored = [:]
                isDriven = true
                return
            }
            isDriven = false
            let missing = mirrored.keys.filter { target.animation(forKey: $0) == nil }
            let plan = AnimationSyncPlan(engine: engine, mirrored: mirrored, missing: missing)
            for key in plan.removals { target.removeAnimation(forKey: key) }
            for addition in plan.additions {
                guard case .success(let p) = plans[addition.index] else { continue }
                target.add(CoreAnimationBuilder.make(p), forKey: addition.coreAnimationKey)
            }
            mirrored = plan.mirrored
        }
    }
#endif
