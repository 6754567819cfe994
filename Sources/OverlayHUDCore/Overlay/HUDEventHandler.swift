/// A handler for one element's ``HUDEvent``s: set it as the `lifecycle` of a
/// `WaitingHUDConfiguration`, a `BannerInfo`, a `MessageConfiguration` or a `PopupPresentation`.
///
/// It runs on the main actor, in order with ``HUDCenter/events()``, once the call or timer that
/// caused the event has finished its work (so it may show or hide anything). Every handler is
/// equal to every other one, so two configurations that differ only in their handlers are equal
/// (one with a handler still differs from one without).
///
/// ```swift
/// var info = BannerInfo(id: "call-7", title: "Ada")
/// info.lifecycle = HUDEventHandler { event in
///     if event.phase == .didHide { callLog.missed("call-7", because: event.reason) }
/// }
/// HUDCenter.shared.showBanner(info)
/// ```
public struct HUDEventHandler: Hashable, Sendable {
    let handle: @MainActor @Sendable (HUDEvent) -> Void

    /// Wraps `handle`, called with each event of the element it is set on.
    public init(_ handle: @escaping @MainActor @Sendable (HUDEvent) -> Void) { self.handle = handle }

    /// Every handler is equal to every other: a handler is not part of what a configuration shows.
    public static func == (lhs: HUDEventHandler, rhs: HUDEventHandler) -> Bool { true }

    /// Hashes nothing (see ``==(_:_:)``).
    public func hash(into hasher: inout Hasher) {}
}
