// The iOS demo app: an Appearance tab (dark mode, right to left, large text, and every element), a
// tab per element (the cat, every MBProgressHUD mode, banners, messages, popups, the queue) and a
// SwiftUI screen. Scripts/ios-app.sh links it into an unsigned .app; on other platforms it only says so.
#if canImport(UIKit)
    import UIKit

    if #available(iOS 17.0, *) {  // the app links for iOS 17 (Scripts/ios-app.sh)
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(DemoAppDelegate.self))
    }
#else
    print("OverlayHUDiOSDemo is an iOS app: Scripts/ios-app.sh links it for arm64-apple-ios17.0.")
#endif
