@_spi(Layers) import OverlayHUD

/// A center for an app's own unit tests: a `HUDCenter` on a manual clock and a windowless host,
/// with the events a device sends and what the overlay shows, so a test never builds a host and
/// runs anywhere Swift runs (Linux, macOS, no simulator).
///
/// Show things through ``center`` as the app does through `HUDCenter.shared`, move time with
/// ``advance(by:)``, play the device with ``tap(at:)``, ``drag(from:to:duration:)``,
/// ``setScreen(size:scale:safeArea:transitionDuration:)``, ``setKeyboard(height:duration:)``,
/// ``setTraits(dark:textSize:rightToLeft:increaseContrast:)``, ``isReduceMotionEnabled`` and
/// ``isVoiceOverRunning``, stand in for the app's asset catalog with
/// ``registerImage(_:named:template:)``, and look with ``image(scale:background:)``, ``pngData(scale:background:)``,
/// ``layerDump()``, ``accessibilityDump``, ``announcements``, ``isShowingAnything`` and
/// ``hasScheduledWork``.
///
/// ```swift
/// import OverlayHUD
/// import OverlayHUDSoftware
/// import XCTest
///
/// @MainActor
/// final class UploadHUDTests: XCTestCase {
///     func testTheHUDWaitsForItsGraceTimeThenLeavesNothingBehind() {
///         let test = OverlayTestCenter()
///         var config = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…")
///         config.graceTime = 0.3
///         test.center.showWaiting(config)
///         XCTAssertFalse(test.isShowingAnything)          // still in its grace time
///         test.advance(by: 0.3)
///         XCTAssertTrue(test.isShowingAnything)
///         test.center.hideWaiting(animated: false)
///         test.advance(by: 1)
///         XCTAssertFalse(test.isShowingAnything)
///         XCTAssertFalse(test.hasScheduledWork)
///     }
/// }
/// ```
///
/// The same calls give the same frames: images and dumps can be compared exactly with files kept
/// beside the tests. Everything runs on the main actor, as the shared center does.
@MainActor
public final class OverlayTestCenter {
    /// The center under test: show, update and hide through it as through `HUDCenter.shared`.
    public let center: HUDCenter
    let clock = ManualClock()
    let host: HeadlessHost
    let fonts: FontLibrary
    /// The pictures `HUDImage.named(_:tinted:)` finds (``registerImage(_:named:template:)``).
    var namedImages: [String: HUDImage] = [:]

    /// Creates a center on a 390 × 844 pt iPhone screen (3x, safe area 47 top, 34 bottom), light,
    /// at the default text size, with its clock at 0.
    ///
    /// Option popups remember their selection in memory (not in `UserDefaults`), so tests do not
    /// see each other's choices.
    ///
    /// - Parameter fontSearchPaths: folders of TrueType fonts that text is measured and drawn with
    ///   (pin fonts kept in your repository so images match on every machine); `nil`, the
    ///   machine's usual font folders.
    public init(fontSearchPaths: [String]? = nil) {
        fonts = fontSearchPaths.map { FontLibrary(searchPaths: $0) } ?? FontLibrary()
        host = HeadlessHost(fonts: fonts)
        center = HUDCenter(environment: HUDEnvironment(host: host, clock: clock, metrics: .iPhone))
        center.optionSelectionStore = OptionPopupConfiguration.InMemorySelectionStore()
    }

    /// Makes `HUDImage.named(name)` draw `bitmap` in this center's images, as the app's asset
    /// catalog or an SF Symbol does on iOS (unregistered names draw nothing, as unknown names do
    /// there). Registering a name again replaces its bitmap.
    /// - Parameters:
    ///   - image: the pixels (``RGBAImage/init(width:height:pixels:)``); an empty image draws nothing.
    ///   - name: the name elements ask for.
    ///   - template: whether the picture is a template (drawn in the element's content colour, as
    ///     SF Symbols are) when the `HUDImage` does not say.
    public func registerImage(_ image: RGBAImage, named name: String, template: Bool = false) {
        // Bytes missing from a shortened `pixels` are transparent, as everywhere an RGBAImage is read.
        let count = image.width * image.height * 4  // no overflow: RGBAImage keeps its size bounded
        let pixels = Array((image.pixels + repeatElement(0, count: max(0, count - image.pixels.count))).prefix(count))
        guard let bitmap = Bitmap(width: image.width, height: image.height, pixels: pixels) else { return }
        namedImages[name] = .bitmap(bitmap, tinted: template)
    }

    /// The clock's time in seconds (0 when the center is made).
    public var now: Double { clock.now }

    /// Moves time forward by `seconds`, running every timer, delay and animation completion that
    /// falls due, in time order. Not positive or not finite: nothing happens.
    public func advance(by seconds: Double) { clock.advance(by: seconds) }

    /// Whether anything is on screen (or waiting for its grace time): a HUD, a banner, a message or a popup.
    public var isShowingAnything: Bool { center.isShowingAnything }

    /// Whether anything is still to happen without a new call: a timer, a delay or an animation
    /// that will end. `false` means the overlay is at rest and ``advance(by:)`` changes nothing.
    public var hasScheduledWork: Bool {
        clock.pendingCount > 0 || center.overlay.rootLayer.nextCompletionTime(after: clock.now) != nil
    }
}
