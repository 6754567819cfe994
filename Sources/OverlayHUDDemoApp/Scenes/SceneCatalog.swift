import OverlayHUD

/// Every scene the demo app knows, in gallery order.
@MainActor
enum SceneCatalog {
    static var all: [DemoScene] { EngineScenes.all + HUDScenes.all }

    static func scene(named name: String) -> DemoScene? { all.first { $0.name == name } }
}
