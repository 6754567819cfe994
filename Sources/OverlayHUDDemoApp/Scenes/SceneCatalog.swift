@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// Every scene the demo app knows, in gallery order.
@MainActor
enum SceneCatalog {
    static var all: [DemoScene] {
        var scenes = EngineScenes.all
        scenes += HUDScenes.all
        scenes += StatusScenes.all

        // Banner scenes (BannerScenes.swift) go here.
        scenes += BannerScenes.all

        // Message scenes (MessageScenes.swift) go here.
        scenes += MessageScenes.all

        // Popup scenes (PopupScenes.swift) go here.
        scenes += PopupScenes.all

        // Large-text scenes (LargeTextScenes.swift) go here.
        scenes += LargeTextScenes.all

        // German, Arabic and Hebrew: the overlay's own words and right to left (LanguageScenes.swift).
        scenes += LanguageScenes.all

        // Dark and right-to-left variants of each element (SceneVariants.swift).
        scenes += SceneVariants.all

        return scenes
    }

    static func scene(named name: String) -> DemoScene? { all.first { $0.name == name } }
}
