// A layerless stand-in for PopupStage, and a popup without layers, for testing the queue's rules alone.

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A stage without layers, to test ``PopupQueue``'s rules alone: it notes what the queue asks,
/// holds each transition until the test ends it (only the latest counts, as on the real stage),
/// and checks that every popup hears will-hide once before its did-hide, and that a dismissal of
/// a popup already leaving never extends its stay (on `clock`). It calls no popup.
@MainActor
final class RecordingStage: PopupStaging {
    enum Screen { case closed, showing, resting }

    var onBackdropTap: (@MainActor () -> Void)?
    var onTransitionEnd: (@MainActor (PopupRecord, PopupRecord.Phase) -> Void)?
    /// What the screen shows after the queue's last call.
    private(set) var screen = Screen.closed
    /// The record on stage, from `show` until it is removed or set aside.
    private(set) var showing: PopupRecord?
    /// The latest transition's record and phase, whether it animates and when it times out, until
    /// it has ended or another has started.
    private var running: (record: PopupRecord, phase: PopupRecord.Phase, animated: Bool, deadline: Double)?
    private let clock: any HUDClock
    /// Did-hides, suspensions and resumptions heard since the last `takeEvents()`, by popup name.
    private var hides: [String] = []
    private var suspended: [String] = []
    private var resumed: [String] = []
    /// Records told they will hide that have not heard their did-hide yet.
    private var hiding: Set<ObjectIdentifier> = []
    /// Broken promises seen (empty when the queue kept them all).
    private(set) var faults: [String] = []

    init(clock: any HUDClock = ManualClock()) { self.clock = clock }

    /// Ends the running transition, if any.
    func endTransition() {
        guard let ended = running else { return }
        running = nil
        onTransitionEnd?(ended.record, ended.phase)
    }

    /// The events heard since the last call, each list sorted.
    func takeEvents() -> (hides: [String], suspended: [String], resumed: [String]) {
        defer {
            hides = []
            suspended = []
            resumed = []
        }
        return (hides.sorted(), suspended.sorted(), resumed.sorted())
    }

    func show(_ record: PopupRecord) {
        if showing != nil { faults.append("show \(name(record)) while \(name(showing!)) is on stage") }
        showing = record
        screen = .showing
    }

    func present(_ record: PopupRecord, timeout: Double) {
        if record !== showing { faults.append("present \(name(record)) not on stage") }
        running = (record, .presenting, animatesTransitions, clock.now + timeout)
    }

    var animatesTransitions = true

    func dismiss(_ record: PopupRecord, reason: HUDHideReason, settingAside: Bool, animated: Bool, timeout: Double) {
        if record !== showing { faults.append("dismiss \(name(record)) not on stage") }
        let deadline = clock.now + timeout
        if let leaving = running, leaving.record === record, leaving.phase == .dismissing {
            if !leaving.animated { faults.append("restarted \(name(record))'s exit, which does not animate") }
            if deadline > leaving.deadline { faults.append("a dismissal extended \(name(record))'s stay") }
        }
        running = (record, .dismissing, animated && animatesTransitions, deadline)
    }

    func remove(_ record: PopupRecord, handingOverTo next: PopupRecord?) { takeOff(record) }
    func setAside(_ record: PopupRecord) { takeOff(record) }

    private func takeOff(_ record: PopupRecord) {
        if record !== showing { faults.append("take off \(name(record)) not on stage") }
        showing = nil
    }

    func rest() { screen = .resting }
    func close() { screen = .closed }

    func willHide(_ record: PopupRecord, reason: HUDHideReason) {
        if !hiding.insert(ObjectIdentifier(record)).inserted { faults.append("second will-hide for \(name(record))") }
    }

    func didHide(_ record: PopupRecord, reason: HUDHideReason) {
        if hiding.remove(ObjectIdentifier(record)) == nil { faults.append("did-hide without will-hide for \(name(record))") }
        hides.append("\(name(record)) \(reason.rawValue)")
    }

    func didSuspend(_ record: PopupRecord) { suspended.append(name(record)) }
    func didResume(_ record: PopupRecord) { resumed.append(name(record)) }

    func _checkInvariants(showing record: PopupRecord?) {
        if record !== showing { faults.append("the queue shows \(record.map(name) ?? "nothing"), the stage another") }
    }

    private func name(_ record: PopupRecord) -> String { (record.popup as? PlainPopup)?.name ?? "?" }
}

/// A popup with nothing but a name and a presentation; it counts reads of its content layer,
/// which a queue on a ``RecordingStage`` must never make.
@MainActor
final class PlainPopup: Popup {
    let name: String
    let presentation: PopupPresentation
    var onRequestDismiss: (@MainActor (HUDHideReason) -> Void)?
    private(set) var contentReads = 0

    init(_ name: String, presentation: PopupPresentation) {
        self.name = name
        self.presentation = presentation
    }

    var content: HUDLayer {
        contentReads += 1
        return HUDLayer(name: name)
    }
}
