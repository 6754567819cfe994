#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's UIKit/QuartzCore are not annotated for Swift 6 concurrency
    // everywhere (CALayer, CATransaction, notification payloads); all of this runs on the main actor.
    @preconcurrency import UIKit
    @preconcurrency import QuartzCore

    /// The UIKit host: shows the overlay in a `UIWindow` of its own above the app, mirrors the
    /// engine's layers and animations into Core Animation, and feeds touches, keyboard, size,
    /// appearance and accessibility changes back to the engine.
    ///
    /// `HUDCenter.shared` uses one automatically on iOS. To run another center on UIKit, give it
    /// a host of its own; the center attaches itself to it (``HUDHost/attach(_:)``):
    /// ```swift
    /// let center = HUDCenter(environment: HUDEnvironment(host: UIKitHUDHost(), clock: SystemClock()))
    /// ```
    /// The host decides nothing itself: every choice it makes comes from the platform-neutral
    /// `HostMapping` types, which are tested on Linux. What it observes goes to the
    /// ``HUDHostEventReceiver`` attached to it.
    @MainActor
    package final class UIKitHUDHost: HUDHost {
        /// Where touches, keyboard, size and appearance changes go: the center whose overlay this
        /// host shows (it attaches itself when its environment is made). `nil`: nothing is reported.
        private(set) weak var receiver: (any HUDHostEventReceiver)?

        /// The overlay being shown, from ``overlayDidBecomeVisible(_:)`` on.
        private(set) var overlay: Overlay?
        /// The overlay window, only while the overlay shows something: made at the first element,
        /// released when the overlay empties (`OverlayWindowLifecycle`).
        private(set) var window: OverlayWindow?
        private var windowLifecycle = OverlayWindowLifecycle()
        /// In an app extension, the view the overlay shows in, inside ``extensionView``, and its root
        /// controller, while the overlay shows (`HostProcess.Surface.extensionView`; no window then).
        var extensionSurface: OverlayExtensionView?
        var extensionRoot: OverlayRootViewController?
        /// In an app extension: whether the overlay shows (it goes into ``extensionView`` once there is one).
        var extensionOverlayShows = false
        /// Where the overlay's views are: the overlay window, or in an app extension the view in the
        /// extension's own view.
        var surface: UIView? { window ?? extensionSurface }
        /// The screen the overlay is on: the window's, or that of the extension view's window.
        var surfaceScreen: UIScreen? { window?.screen ?? extensionSurface?.window?.screen }
        /// The view the mirrored layers go into: the root controller's view of either surface.
        var rootView: UIView? { window?.rootViewController?.view ?? extensionRoot?.view }
        /// The fonts text is measured and drawn in (``registerFont(_:named:)`` adds the app's own);
        /// a scene's center shares the shared center's (`HUDCenter.center(for:)`).
        let fonts: UIKitFonts
        /// The window scene the overlay is bound to, by session (`HUDCenter.center(for:)`); unbound
        /// for `HUDCenter.shared` and hosts the app makes (`OverlaySceneBinding`).
        private(set) var sceneBinding: OverlaySceneBinding
        /// The bound scene itself, while it exists (an app extension has no other way to list it).
        private(set) weak var boundScene: UIWindowScene?
        lazy var mirror = LayerTreeMirror(backend: CoreAnimationBackend(fonts: fonts))
        private var driver: DisplayLinkDriver?
        private var observers: [NSObjectProtocol] = []
        private var isCommitting = false
        private var needsCommit = false
        private var impact: [Int: UIImpactFeedbackGenerator] = [:]
        private lazy var notificationFeedback = UINotificationFeedbackGenerator()
        private var appScreen = AppScreenTracker()
        private weak var observedAppWindow: UIWindow?
        /// The iOS 17 trait-change registration on ``observedAppWindow`` (typed `Any`: the type is iOS 17+).
        private var appTraitRegistration: Any?
        /// The engine's elements as last applied, and one platform element per identity
        /// (`UIKitHUDHost+Accessibility.swift`).
        var accessibilityPlan: [HUDAccessibilityElement] = []
        var accessibilityElements: [HUDAccessibilityElement.ID: OverlayAccessibilityElement] = [:]
        /// The content slots' places among them as last applied.
        var accessibilitySlots: [HUDAccessibilitySnapshot.ContentSlotPlace] = []
        /// Whether the engine has sent VoiceOver's focus into the overlay since it last handed it
        /// back, and the app's element that had focus before (to hand it back to).
        var overlayHoldsFocus = false
        weak var appFocusBeforeOverlay: AnyObject?
        /// The element VoiceOver's focus was last reported on (`reportFocus(on:leaving:)`).
        var reportedFocus: HUDAccessibilityElement.ID?

        private var keyboard: KeyboardObservation?
        /// Whether the keyboard's place is known: a notification came, or the layout guide was read.
        var keyboardWasReported = false
        private var keyPolicy = KeyWindowPolicy()
        private weak var keyWindowBeforeOverlay: UIWindow?
        private lazy var textFields: OverlayTextFields = {
            let fields = OverlayTextFields(fonts: fonts)
            fields.didBegin = { [weak self] i in self?.textInput?.textInputDidBegin(field: i) }
            fields.didChange = { [weak self] text, i in self?.textInput?.textInputDidChange(text, field: i) }
            fields.didEnd = { [weak self] i in self?.textInput?.textInputDidEnd(field: i) }
            fields.didReturn = { [weak self] i in self?.textInput?.textInputDidReturn(field: i) }
            fields.accessibilityFocusDidChange = { [weak self] i, focused in self?.reportFieldFocus(i, focused: focused) }
            fields.releaseSlot = { [weak self] slot in self?.releaseContent(slot) }
            return fields
        }()

        /// In an app extension (a Share or Today extension, which has no `UIApplication.shared`),
        /// the extension's view: the overlay shows inside it (`HostProcess.Surface`,
        /// `UIKitHUDHost+AppExtension.swift`), and nothing shows until there is one. Set it before
        /// showing anything, from the extension's view controller:
        /// ```swift
        /// HUDCenter.shared.appExtensionView = view   // sets this
        /// ```
        /// Ignored in an app, whose scenes the host finds itself.
        weak var extensionView: UIView?

        /// Whether the overlay window may be key now (`KeyWindowPolicy`: while something takes the keyboard).
        var allowsKeyWindow: Bool { keyPolicy.allowsKeyWindow }

        /// Creates a host; the window is created when the overlay first shows something. The
        /// keyboard is followed from now on (two notification observers), so its frame is current
        /// when something shows.
        convenience init() {
            self.init(boundTo: nil, fonts: UIKitFonts())
        }

        /// Creates a host bound to `scene`'s session (`nil`: unbound), setting text in `fonts`.
        init(boundTo scene: UIWindowScene?, fonts: UIKitFonts) {
            self.fonts = fonts
            sceneBinding = OverlaySceneBinding(sessionID: scene?.session.persistentIdentifier)
            boundScene = scene
            keyboard = KeyboardObservation(host: self)
        }

        // MARK: HUDHost

        package func overlayDidBecomeVisible(_ overlay: Overlay) {
            self.overlay = overlay
            if HostApplication.process.surface == .extensionView {
                // An extension's extra window is never composited: into the extension's own view.
                extensionOverlayShows = true
                embedInExtensionView()
                return
            }
            let scene = selectScene(current: nil)
            applyWindowSteps(windowLifecycle.show(in: scene.map(ObjectIdentifier.init)), scene: scene)
            startObservingSystem()
            if let window {
                // Reports only what differs from the screen read before the first layout
                // (`currentScreen()`): nothing, unless that could not be read (no scene or app window
                // yet). A report here goes into the commit under way (`CommitBatch.absorb`).
                windowDidChangeLayout(window)
                readKeyboardIfUnreported(in: window)
            }
        }

        package func overlayDidBecomeEmpty(_ overlay: Overlay) {
            textFields.removeAll()
            applyKeyWindow(keyPolicy.update(wantsKey: false))
            stopObservingSystem()
            driver?.stop()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mirror.reset()
            releaseTransientContent(keeping: [])
            CATransaction.commit()
            resetAccessibilityElements()
            stopFollowingAppAppearance()
            extensionOverlayShows = false
            removeFromExtensionView()
            // Hidden, detached from its scene and released: no hidden window stays in the app's
            // window list (`OverlayWindowLifecycle`); the next show makes a new one.
            applyWindowSteps(windowLifecycle.becameEmpty(), scene: nil)
            sceneBinding.overlayDidBecomeEmpty()
        }

        package func commit(_ overlay: Overlay) {
            self.overlay = overlay
            sync()
        }

        package func announce(_ text: String) {
            UIAccessibility.post(notification: .announcement, argument: text)
        }

        package func play(_ haptic: Haptic) {
            switch HostFeedback(haptic) {
            case .impact(let raw):
                let generator =
                    impact[raw]
                    ?? UIImpactFeedbackGenerator(style: UIImpactFeedbackGenerator.FeedbackStyle(rawValue: raw) ?? .light)
                impact[raw] = generator
                generator.impactOccurred()
            case .notification(let raw):
                notificationFeedback.notificationOccurred(UINotificationFeedbackGenerator.FeedbackType(rawValue: raw) ?? .success)
            }
        }

        package var isReduceMotionEnabled: Bool { UIAccessibility.isReduceMotionEnabled }

        /// Whether VoiceOver is running (`UIAccessibility.isVoiceOverRunning`).
        package var isVoiceOverRunning: Bool { UIAccessibility.isVoiceOverRunning }

        /// Measures one line as its `UILabel` will draw it: the same `UIFont` (the system font at the
        /// engine's size, or a registered or installed one) and attributes (``TextDrawingPlan``),
        /// rounded up to whole points; empty text and bad font sizes measure as zero.
        package func measure(_ text: TextContent) -> HUDSize { fonts.measure(text) }

        /// Sets text whose font is named `name` (``HUDFont/name``, e.g. `.custom("Brand", size: 16)`)
        /// in your own `font`, at the size the engine chooses for the reader's text size (its own
        /// size is ignored). A later call with the same name replaces it.
        func registerFont(_ font: UIFont, named name: String) { fonts.register(font, named: name) }

        /// Reports touches, keyboard, size and appearance changes to `receiver` from now on
        /// (held weakly; replaces the one before). ``HUDCenter`` calls it when its environment is made.
        package func attach(_ receiver: any HUDHostEventReceiver) {
            self.receiver = receiver
        }

        // MARK: Receiver and clock

        /// The receiver's text-input side, if it has one.
        private var textInput: (any TextInputReceiver)? { receiver as? any TextInputReceiver }

        /// The engine clock's current time (the system clock's timeline when no receiver is attached).
        private var engineNow: Double { receiver?.clock.now ?? Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

        /// Hands the app's display settings to the receiver (to the overlay itself when none is attached).
        func reportTraits(_ traits: OverlayTraits, of overlay: Overlay) {
            guard traits != overlay.traits else { return }
            if let receiver { receiver.traitsDidChange(to: traits) } else { overlay.updateTraits(traits) }
        }

        /// The app's display settings (`TraitMapping`): the resolved style, and the text size and
        /// layout direction of the app's window (the overlay window's own when the app has none).
        private func appTraits(of window: OverlayWindow, style: InterfaceStyleResolution.Style) -> OverlayTraits {
            Self.traits(of: window.appWindow ?? window, style: style)
        }

        // MARK: Mirroring

        /// Mirrors the overlay into Core Animation. Re-entrant calls (a completion that changes the
        /// scene during a commit) are folded into one more pass.
        func sync() {
            guard !isCommitting else {
                needsCommit = true
                return
            }
            guard let overlay, let container = rootView, let screen = surfaceScreen else { return }
            isCommitting = true
            defer { isCommitting = false }
            repeat {
                needsCommit = false
                let inputs = textInput?.textInputFields(hostDrawsText: true) ?? []
                // The fields' text fields go into their slots before the mirror places slot views.
                textFields.update(inputs) { [weak self] field, slot in self?.setContent(field, in: slot) }
                let now = engineNow
                // Animations stamped now start at the next frame, so their first frames show.
                let frame = DisplayFrameRate(screenMaximum: screen.maximumFramesPerSecond).frameDuration
                let conversion = MediaTimeConversion(engineNow: now, mediaNow: CACurrentMediaTime(), frameDuration: frame)
                let level = UIWindow.Level(rawValue: CGFloat(CoreAnimationNames.windowLevel(overlay.windowLevel)))
                if let window, window.windowLevel != level { window.windowLevel = level }
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                mirror.backend.scale = screen.scale
                // Views, so blur effect views and content slots' views are in the view hierarchy.
                let top = mirror.sync(overlay.rootLayer, conversion: conversion).view
                if container.subviews.first !== top { container.insertSubview(top, at: 0) }
                releaseTransientContent(keeping: overlay.heldContentSlots)
                CATransaction.commit()
                updateDriver()
                // Key first: a field focused on the card's first commit can become first responder
                // only in the key window (`OverlayTextFields.updateFocus`); so can one in the app's
                // own popup view (`PopupPresentation.KeyWindow`).
                applyKeyWindow(keyPolicy.update(wantsKey: textInput?.wantsKeyWindow ?? false))
                textFields.updateFocus(inputs)
                // The app may have changed its appearance since the last commit (AppScreenTracker).
                // Reported while committing: a commit it causes is folded into one more pass.
                if let window {
                    reportTraits(appTraits(of: window, style: followAppAppearance(of: window)), of: overlay)
                } else if let extensionSurface {
                    keepOnTop(extensionSurface)
                    reportTraits(Self.extensionTraits(of: extensionSurface), of: overlay)
                }
            } while needsCommit
        }

        /// Asks the engine again whether the overlay should be key and does what that decides: a
        /// text field came into or left the app's own view in a popup, or a finger went down on the
        /// overlay (on a field that has to make its window key before it can take the keyboard).
        func refreshKeyWindow() {
            guard overlay != nil, !isCommitting else { return }
            applyKeyWindow(keyPolicy.update(wantsKey: textInput?.wantsKeyWindow ?? false))
        }

        /// Does what `KeyWindowPolicy` decided: remembers the app's key window and makes the overlay
        /// key, or ends editing in the overlay and hands key status back to the remembered window.
        private func applyKeyWindow(_ step: KeyWindowPolicy.Step) {
            switch step {
            case .none: break
            case .becomeKey:
                // In an app extension the overlay is in the extension's own window, which is key.
                if window == nil, extensionSurface != nil { break }
                // Still remembered only when the key overlay moved on from another scene: that scene
                // gets its window back (`KeyWindowHandBack`) before the overlay takes key status here.
                if let left = keyWindowBeforeOverlay, KeyWindowHandBack.restoresSceneLeft(remembered: facts(of: left)) {
                    left.makeKey()
                }
                // The key window of the overlay's own scene: each scene has one.
                keyWindowBeforeOverlay = window?.appWindow ?? keyWindow()
                window?.makeKey()
            case .restorePrevious:
                surface?.endEditing(true)
                let remembered = keyWindowBeforeOverlay
                keyWindowBeforeOverlay = nil
                let app = window?.appWindow
                switch KeyWindowHandBack.choose(
                    overlayIsKey: window?.isKeyWindow == true, remembered: remembered.map(facts(of:)),
                    appWindow: app.map(facts(of:)))
                {
                case .remembered: remembered?.makeKey()
                case .appWindow: app?.makeKey()
                case .none: break
                }
            case .forgetPrevious:
                keyWindowBeforeOverlay = nil
            }
        }

        /// What `KeyWindowHandBack` needs to know of `other`: whether it shows, and whether it is in
        /// the overlay window's scene (with no scenes: on its screen), another scene or none.
        private func facts(of other: UIWindow) -> KeyWindowHandBack.WindowFacts {
            let place: KeyWindowHandBack.Place
            if let scene = other.windowScene {
                place = scene === window?.windowScene ? .overlayScene : .otherScene
            } else {
                place =
                    window?.windowScene == nil && other.screen === (window?.screen ?? UIScreen.main) ? .overlayScene : .noScene
            }
            return KeyWindowHandBack.WindowFacts(isVisible: !other.isHidden, place: place)
        }

        /// Starts the display link while some layer needs engine evaluation, stops it otherwise.
        private func updateDriver() {
            if mirror.drivenLayers.isEmpty {
                driver?.stop()
                return
            }
            if driver == nil { driver = DisplayLinkDriver { [weak self] in self?.driveFrame() } }
            if let screen = surfaceScreen { driver?.maximumFramesPerSecond = screen.maximumFramesPerSecond }
            driver?.start()
            driveFrame()
        }

        /// One display-link frame: presentation values of the driven layers at the time the frame
        /// shows (`DisplayFrameRate.engineTime(forTargetTimestamp:conversion:)`).
        private func driveFrame() {
            guard surface != nil else {
                driver?.stop()
                return
            }
            let conversion = MediaTimeConversion(engineNow: engineNow, mediaNow: CACurrentMediaTime())
            let now = DisplayFrameRate.engineTime(forTargetTimestamp: driver?.targetTimestamp ?? .nan, conversion: conversion)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            mirror.applyDrivenPresentations(at: now)
            CATransaction.commit()
        }

        // MARK: Window

        /// Does what `OverlayWindowLifecycle` decided; `scene` is the scene a make, attach or move
        /// step names (nil: no scene, a screen-sized window).
        private func applyWindowSteps(_ steps: [OverlayWindowLifecycle.Step], scene: UIWindowScene?) {
            for step in steps {
                switch step {
                case .make:
                    window = makeWindow(in: scene)
                case .attach:
                    guard let w = window, let scene else { continue }
                    w.windowScene = scene
                    w.frame = scene.coordinateSpace.bounds
                    w.previousKeyWindow = keyWindow()
                case .show:
                    guard let w = window, let overlay else { continue }
                    w.windowLevel = UIWindow.Level(rawValue: CGFloat(CoreAnimationNames.windowLevel(overlay.windowLevel)))
                    w.accessibilityViewIsModal = overlay.isAccessibilityModal  // decided by the engine before the window showed
                    w.isHidden = false
                case .move:
                    guard let w = window, let scene else { continue }
                    w.windowScene = scene
                    // A window made before any scene was active keeps a screen-sized frame: size it to the scene.
                    w.frame = scene.coordinateSpace.bounds
                case .release:
                    guard let w = window else { continue }
                    Self.dismissPresentation(in: w)
                    // Still key although the engine never asked (a field in the app's own view took
                    // the keyboard, which makes its window key): the app's window gets key status
                    // back before this one hides, rather than whichever window UIKit picks.
                    if w.isKeyWindow, let app = w.appWindow, !app.isHidden { app.makeKey() }
                    w.isHidden = true
                    w.windowScene = nil
                    w.rootViewController = nil
                    // The last strong reference: UIKit keeps no window alive for the app.
                    window = nil
                }
            }
        }

        /// Dismisses what is presented over the overlay (a popup's `.sheet`, a field's Share sheet)
        /// as its window hides: hidden with it, it would stay presented, keep the root from
        /// presenting again (UIKit presents one controller at a time) and come back at the next show.
        private static func dismissPresentation(in window: OverlayWindow) {
            guard let root = window.rootViewController, root.presentedViewController != nil else { return }
            root.dismiss(animated: false)
        }

        private func makeWindow(in scene: UIWindowScene?) -> OverlayWindow {
            let previousKey = keyWindow()
            let w: OverlayWindow
            if let scene {
                w = OverlayWindow(windowScene: scene)
            } else {
                w = OverlayWindow(frame: UIScreen.main.bounds)  // apps without scenes
            }
            w.host = self
            w.previousKeyWindow = previousKey
            w.backgroundColor = .clear
            w.isOpaque = false
            w.rootViewController = OverlayRootViewController()
            w.installRecognizers()
            w.observeTraits()
            return w
        }

        /// A scene disconnected: the window goes with it when it is the bound one and the overlay
        /// shows (`OverlaySceneBinding`: released, and no window until the overlay has been empty once);
        /// otherwise it moves as the app's scenes changed.
        func sceneDidDisconnect(sessionID: String?) {
            if let sessionID, sceneBinding.sceneDidDisconnect(sessionID: sessionID, overlayShows: window != nil) {
                applyWindowSteps(windowLifecycle.becameEmpty(), scene: nil)
                applyKeyWindow(keyPolicy.windowDidLeaveScreen())
            } else {
                relocateWindow()
            }
        }

        /// Moves the window to the scene `OverlaySceneSelector` picks when the app's scenes change.
        func relocateWindow() {
            // In an app extension: into the view it handed over, or into a new one.
            if HostApplication.process.surface == .extensionView { return embedInExtensionView() }
            guard let window else { return }
            guard let scene = selectScene(current: window.windowScene), scene !== window.windowScene else { return }
            // In no scene: its scene object went, and `scene` may be a new one at the same address.
            let steps = windowLifecycle.move(to: ObjectIdentifier(scene), shownIsAttached: window.windowScene != nil)
            applyWindowSteps(steps, scene: scene)
            applyKeyWindow(keyPolicy.windowDidMoveScene())
            windowDidChangeLayout(window)
        }

        /// Reads size, scale, safe area, orientation and appearance from the window into the overlay.
        func windowDidChangeLayout(_ window: OverlayWindow) {
            guard let overlay, window === self.window else { return }
            let metrics = Self.metrics(of: window, orientation: overlay.orientation)
            let traits = appTraits(of: window, style: followAppAppearance(of: window))
            // Equal when the screen was read before the first layout (`currentScreen()`): nothing to do.
            guard metrics != overlay.metrics || traits != overlay.traits else { return }
            reportTraits(traits, of: overlay)
            if let receiver {
                // Animated over the rotation's duration while one runs (OverlayLayoutTransition);
                // the receiver commits what changed while something shows.
                receiver.screenDidChange(to: metrics, transitionDuration: layoutTransitionDuration)
            } else {
                overlay.update(metrics: metrics)
                sync()
            }
        }

        /// The duration of the size transition under way (a rotation), 0 when none: re-layouts
        /// during it animate along (set by `OverlayRootViewController` from the transition coordinator).
        var layoutTransitionDuration: Double = 0

        /// Whether a touch at `point` (window coordinates, which are overlay coordinates) is the overlay's.
        func routesTouch(at point: CGPoint) -> Bool {
            guard let overlay else { return false }
            return TouchRouting.route(HUDPoint(point), in: overlay).isCaptured
        }

        /// Hands a recogniser's event to the receiver; returns whether an element took it.
        @discardableResult
        func deliver(_ event: HostInputEvent) -> Bool {
            receiver?.handle(event) ?? false
        }

        // MARK: Observers

        /// Whether no system notification is observed.
        var observersAreEmpty: Bool { observers.isEmpty }

        /// Keeps a notification observer until ``stopObservingSystem()``.
        func addObserver(_ observer: NSObjectProtocol) { observers.append(observer) }

        /// Stops every system observation.
        func stopObservingSystem() {
            for o in observers { NotificationCenter.default.removeObserver(o) }
            observers.removeAll()
        }

        // MARK: The app's appearance

        /// Follows the app's screen: the light/dark style `InterfaceStyleResolution` picks becomes the
        /// overlay window's own override, and the root controller re-reads what it forwards when
        /// `AppScreenTracker` says it is due. From iOS 17 the app window's style changes are observed
        /// too (its `overrideUserInterfaceStyle`); before, they are read at the next commit or layout.
        /// Returns the style.
        @discardableResult
        private func followAppAppearance(of window: OverlayWindow) -> InterfaceStyleResolution.Style {
            let app = window.appWindow
            let system = (window.windowScene?.traitCollection ?? window.screen.traitCollection).userInterfaceStyle
            let style = Self.interfaceStyle(appWindow: app, system: system)
            let uiStyle = UIUserInterfaceStyle(rawValue: style.rawValue) ?? .unspecified
            if window.overrideUserInterfaceStyle != uiStyle { window.overrideUserInterfaceStyle = uiStyle }
            carryAppTraits(from: app, to: window)
            if let root = window.rootViewController as? OverlayRootViewController {
                root.refresh(appScreen.update(root.appScreenRequests(style: style), overlayShows: true))
            }
            if #available(iOS 17.0, *), observedAppWindow !== app {
                stopFollowingAppAppearance()
                observedAppWindow = app
                appTraitRegistration = app?.registerForTraitChanges([
                    UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self,
                    UITraitAccessibilityContrast.self,
                ]) {
                    [weak self] (_: UIWindow, _: UITraitCollection) in
                    guard let self, let window = self.window else { return }
                    self.windowDidChangeLayout(window)
                }
            }
            return style
        }

        /// Stops observing the app window and forgets what the root controller forwarded.
        private func stopFollowingAppAppearance() {
            _ = appScreen.update(AppScreenTracker.Requests(), overlayShows: false)
            if #available(iOS 17.0, *), let token = appTraitRegistration as? UITraitChangeRegistration {
                observedAppWindow?.unregisterForTraitChanges(token)
            }
            appTraitRegistration = nil
            observedAppWindow = nil
        }

        // MARK: Accessibility (see UIKitHUDHost+Accessibility.swift)

        /// The text field over field `index` of the popup showing, if there is one.
        func textFieldView(at index: Int) -> UITextField? { textFields.field(at: index) }

        /// Whether one of the overlay's text fields is first responder (the user edits in it): a
        /// card's field, or a field in the app's own view in a content slot (a `UITextField` in
        /// your popup, whose edit menu presents Share or Look Up from the overlay's root controller).
        var isEditingText: Bool {
            textFields.isEditing || rootView.map(Self.holdsFirstResponder) == true
        }

        /// Whether `view` or a view inside it is first responder (UIKit names no first responder
        /// of a window; asked only when something is presented on the overlay).
        private static func holdsFirstResponder(_ view: UIView) -> Bool {
            view.isFirstResponder || view.subviews.contains(where: holdsFirstResponder)
        }

        /// Forgets the elements (the overlay became empty).
        private func resetAccessibilityElements() {
            accessibilityPlan = []
            accessibilitySlots = []
            accessibilityElements = [:]
            rootView?.accessibilityElements = nil
        }
    }
#endif
