// The one place that picks the host by platform: the UIKit window on iOS, the windowless host
// (the engine without pixels) everywhere else.
#if canImport(UIKit)
    @MainActor
    func makePlatformHost() -> any HUDHost { UIKitHUDHost() }
#else
    @MainActor
    func makePlatformHost() -> any HUDHost { WindowlessHost() }
#endif
