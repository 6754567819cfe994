/// Which window the overlay hands key status back to (``KeyWindowPolicy/Step/restorePrevious``), and
/// whether a scene the key overlay moved away from gets its own key window back.
///
/// iOS sends typing to the key window of a scene (from iOS 15 each scene has one: `UIWindow.isKeyWindow`,
/// `UIWindowScene.keyWindow`), and `makeKey()` works on a hidden window too, which then takes the
/// keyboard out of sight. So key status goes back only to a window that shows, in the overlay's own
/// scene: the one remembered when the overlay became key, else the app's window there
/// (`OverlayWindow.appWindow`). And only while the overlay still is the key window: when the user
/// has moved on to another window meanwhile (a field of the app's tapped beside a popup without a
/// backdrop), that window keeps it — as SwiftMessages hands key status back only while its window
/// is key.
///
/// ```swift
/// KeyWindowHandBack.choose(
///     overlayIsKey: true, remembered: .init(isVisible: false), appWindow: .init())
/// // → .appWindow: the remembered window was hidden since
/// ```
enum KeyWindowHandBack: Sendable {
    /// Hand key status to the window remembered when the overlay became key.
    case remembered
    /// Hand key status to the app's window in the overlay's scene.
    case appWindow
    /// Leave key status where it is.
    case none

    /// What the host reads of a window it may make key.
    struct WindowFacts: Sendable {
        /// Whether it shows (UIKit: not `isHidden`).
        var isVisible = true
        /// Where it is, next to the overlay window.
        var place = Place.overlayScene
    }

    /// Where a window is, next to the overlay window.
    enum Place: Sendable {
        /// In the overlay window's scene (or, with no scenes, on the same screen).
        case overlayScene
        /// In another connected scene.
        case otherScene
        /// In no scene: its scene went.
        case noScene
    }

    /// The window to hand key status back to as the overlay stops taking the keyboard.
    /// - Parameters:
    ///   - overlayIsKey: whether the overlay window is the key window of its scene now.
    ///   - remembered: the window remembered when the overlay became key, if it still exists.
    ///   - appWindow: the app's window in the overlay's scene, if there is one.
    static func choose(overlayIsKey: Bool, remembered: WindowFacts?, appWindow: WindowFacts?) -> Self {
        guard overlayIsKey else { return .none }
        if let remembered, remembered.takesKeyBack { return .remembered }
        if let appWindow, appWindow.takesKeyBack { return .appWindow }
        return .none
    }

    /// Whether the window remembered in the scene the key overlay just left (it moved to another
    /// scene: ``KeyWindowPolicy/windowDidMoveScene()``) becomes that scene's key window again, as
    /// the overlay takes key status in its new scene: when it shows and is still in a scene
    /// other than the overlay's.
    static func restoresSceneLeft(remembered: WindowFacts?) -> Bool {
        guard let remembered else { return false }
        return remembered.isVisible && remembered.place == .otherScene
    }
}

extension KeyWindowHandBack.WindowFacts {
    /// Whether it may take key status back from the overlay: it shows, in the overlay's scene.
    fileprivate var takesKeyBack: Bool { isVisible && place == .overlayScene }
}
