import Foundation
@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

let usage = """
    OverlayHUDDemoApp — see every OverlayHUD element without a device.

    USAGE
      swift run OverlayHUDDemoApp                 gallery into ./gallery (PNG stills, GIFs, index.html); then plays live in a terminal
      swift run OverlayHUDDemoApp gallery [DIR [NAME…]]
                                                  the gallery only (all scenes, or the named ones)
      swift run OverlayHUDDemoApp play [NAME…]    plays scenes in the terminal (24-bit colour half blocks, Ctrl-C stops)
      swift run OverlayHUDDemoApp dump NAME --times t1,t2,… --json
                                                  presentation of the scene's overlay layers at those times, as JSON
      swift run OverlayHUDDemoApp dump --list     the scene names
      swift run OverlayHUDDemoApp still NAME --at T [--scale S] [--crop X,Y,W,H] --out FILE.png
                                                  one still of a scene (S: 2 by default), cropped to pixels
      swift run -c release OverlayHUDDemoApp bench [--json] [--only GROUP,…]
                                                  speed and memory figures (groups: presentation, hud,
                                                  banner, message, popup, encoding, reference)
      swift run OverlayHUDDemoApp --help          this text
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("OverlayHUDDemoApp: \(message)\n".utf8))
    exit(2)
}

@MainActor
func scenes(named names: [String]) -> [DemoScene] {
    if names.isEmpty { return SceneCatalog.all }
    return names.map { name in
        guard let scene = SceneCatalog.scene(named: name) else { fail("no scene named '\(name)'; `dump --list` lists them") }
        return scene
    }
}

@MainActor
func main() {
    // CommandLine.arguments is not concurrency-safe in the iOS 17 SDK.
    var args = Array(ProcessInfo.processInfo.arguments.dropFirst())
    let command = args.isEmpty ? "default" : args.removeFirst()
    do {
        switch command {
        case "--help", "-h", "help":
            print(usage)
        case "default", "gallery":
            let dir = args.first ?? "gallery"
            let chosen = scenes(named: Array(args.dropFirst()))
            print("Rendering the gallery into \(dir)/ …")
            let fontNotice = MissingFontNotice()
            try GalleryCommand.run(output: dir, scenes: chosen, fontNotice: fontNotice)
            let path = URL(fileURLWithPath: dir).standardizedFileURL.path
            print("Wrote \(path)/index.html")
            if command == "default" && Terminal.isStandardOutputATerminal {
                try PlayCommand.run(SceneCatalog.all, fontNotice: fontNotice)
            }
        case "play":
            try PlayCommand.run(scenes(named: args))
        case "dump":
            if args.first == "--list" {
                for s in SceneCatalog.all { print("\(s.name)\t\(s.summary)") }
                return
            }
            guard let name = args.first, let scene = SceneCatalog.scene(named: name) else {
                fail("dump needs a scene name; `dump --list` lists them")
            }
            var times: [Double] = [0]
            if let i = args.firstIndex(of: "--times"), i + 1 < args.count {
                times = args[i + 1].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
                if times.contains(where: { !$0.isFinite || $0 < 0 }) {
                    fail("--times takes non-negative numbers, e.g. --times 0,0.5,1")
                }
            }
            print(DumpCommand.run(scene, times: times))
        case "still":
            guard let name = args.first, let scene = SceneCatalog.scene(named: name) else {
                fail("still needs a scene name; `dump --list` lists them")
            }
            func value(_ flag: String) -> String? {
                args.firstIndex(of: flag).flatMap { $0 + 1 < args.count ? args[$0 + 1] : nil }
            }
            guard let out = value("--out") else { fail("still needs --out FILE.png") }
            guard let t = Double(value("--at") ?? ""), t.isFinite, t >= 0 else { fail("still needs --at T, a non-negative time") }
            let scale = Double(value("--scale") ?? "2") ?? .nan
            guard scale.isFinite, scale > 0, scale <= 8 else { fail("--scale takes a number above 0, at most 8") }
            var crop: (x: Int, y: Int, width: Int, height: Int)?
            if let c = value("--crop") {
                let n = c.split(separator: ",").compactMap { Int($0) }
                guard n.count == 4 else { fail("--crop takes four whole numbers: X,Y,W,H") }
                crop = (n[0], n[1], n[2], n[3])
            }
            try StillCommand.run(scene, at: t, scale: scale, crop: crop, to: out)
        case "bench":
            var only: Set<String> = []
            if let i = args.firstIndex(of: "--only") {
                guard i + 1 < args.count else { fail("--only needs a group: \(BenchCommand.groups.joined(separator: ","))") }
                only = Set(args[i + 1].split(separator: ",").map(String.init))
                if let bad = only.first(where: { !BenchCommand.groups.contains($0) }) {
                    fail("no bench group '\(bad)'; groups: \(BenchCommand.groups.joined(separator: ","))")
                }
            }
            BenchCommand.run(json: args.contains("--json"), only: only)
        default:
            fail("unknown command '\(command)'\n\(usage)")
        }
    } catch let error as Terminal.Failure {
        fail(error.description)
    } catch {
        fail("\(error)")
    }
}

MainActor.assumeIsolated { main() }
