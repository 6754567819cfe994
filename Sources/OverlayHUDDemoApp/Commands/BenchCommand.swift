import AllocationCounter
import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// `bench`: speed and memory figures, as a table or (`--json`) one JSON object.
@MainActor
enum BenchCommand {
    struct Figure {
        let key: String
        let label: String
        let value: Double
        let unit: String
        let goal: String
    }

    /// The groups `--only` accepts, in the order they run.
    static let groups = ["presentation", "hud", "banner", "message", "popup", "encoding", "reference"]

    /// Runs every group (or only those in `only`) and prints the figures.
    static func run(json: Bool, only: Set<String> = []) {
        func wanted(_ group: String) -> Bool { only.isEmpty || only.contains(group) }
        var figures: [Figure] = []
        if wanted("presentation") {
            let presentation = runPresentationBenchmark(countAllocations: allocations)
            figures.append(
                Figure(
                    key: "presentation_ns_per_layer_frame", label: "presentation, 200 layers × 3 animations",
                    value: presentation.nsPerLayerFrame, unit: "ns/layer", goal: "< 200"))
            figures.append(
                Figure(
                    key: "presentation_allocs_per_frame", label: "presentation allocations per frame",
                    value: presentation.allocsPerFrame, unit: "allocs", goal: "0"))
        }
        if wanted("hud") { figures += HUDBench.figures() }
        if wanted("banner") { figures += BannerBench.figures() }
        if wanted("message") { figures += MessageBench.figures() }
        if wanted("popup") { figures += PopupBench.figures() }
        if wanted("encoding") { figures += EncodingBench.figures() }
        if wanted("reference") {
            figures.append(
                Figure(
                    key: "reference_scene_ms_per_frame", label: "reference scene 1170×2532 (3x)",
                    value: runReferenceSceneBenchmark(), unit: "ms/frame", goal: "≤ 2.4–2.9 (cairo 1.16)"))
            figures.append(
                Figure(
                    key: "reference_blur_scene_ms_per_frame", label: "reference scene + 200×200 pt blur (3x)",
                    value: runReferenceSceneBenchmark(makeReferenceBlurScene()), unit: "ms/frame", goal: "≤ 1.5"))
        }
        if json {
            let body = figures.map { "  \"\($0.key)\": \(DumpCommand.num(($0.value * 1000).rounded() / 1000))" }.joined(
                separator: ",\n")
            print("{\n\(body)\n}")
        } else {
            let w = (figures.map(\.label.count).max() ?? 10) + 2
            print("OverlayHUD benchmarks (release build recommended: swift run -c release OverlayHUDDemoApp bench)\n")
            for f in figures {
                let label = f.label.padding(toLength: w, withPad: " ", startingAt: 0)
                print(
                    "\(label)\(String(format: "%12.3f", f.value)) \(f.unit.padding(toLength: 12, withPad: " ", startingAt: 0)) goal \(f.goal)"
                )
            }
        }
    }

    /// Heap allocations so far, or -1 where the counter is not supported.
    static func allocations() -> Int { Int(overlayhud_allocation_count()) }

    /// Nanoseconds of monotonic time.
    static func nanos() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Mean microseconds of `measured(i)` for i in 0..<count; `untimed(i)` runs after each call,
    /// off the clock (advancing a manual clock, clearing the screen for the next call).
    static func microsecondsEach(_ count: Int, _ measured: (Int) -> Void, untimed: (Int) -> Void = { _ in }) -> Double {
        var total: UInt64 = 0
        for i in 0..<count {
            let t0 = nanos()
            measured(i)
            total += nanos() - t0
            untimed(i)
        }
        return Double(total) / Double(max(1, count)) / 1000
    }
}

/// Presentation-tree traversal used to price "a frame" without rasterizing.
@MainActor
enum FrameWalk {
    /// Evaluates the presentation of every visible layer in the tree at `time`, as a renderer
    /// walks it (hidden subtrees are skipped); returns a checksum so the work is not optimised away.
    static func evaluate(_ layer: HUDLayer, at time: Double) -> Double {
        let state = layer.presentation(at: time)
        if state.isHidden { return 0 }
        var sum = state.opacity
        for l in layer.sublayers { sum += evaluate(l, at: time) }
        return sum
    }
}
