// The one place that picks the host by platform: the UIKit window on iOS, the headless software
// host (the engine without pixels) everywhere else. Every other file in this folder is wrapped whole in `#if canImport(UIKit)`.
#if canImport(UIKit)
    @MainActor
    func makePlatformHost() -> any HUDHost { UIKitHUDHost() }
#else
    @MainActor
    func makePlatformHost() -> any HUDHost { WindowlessHost() }
#endif
