/// One moment in the life of something the overlay shows: it will show, did show, will hide or
/// did hide — and, for a hide, why.
///
/// Every element reports its life the same way: the waiting HUD and status HUDs, banners,
/// messages and popups. Read them all from ``HUDCenter/events()``, or one element's from its
/// `lifecycle` handler (``HUDEventHandler``).
///
/// ```swift
/// for await event in HUDCenter.shared.events() {
///     if case .banner(let id) = event.element, event.phase == .didHide, event.reason == .swipe {
///         analytics.log("banner \(id) swiped away")
///     }
/// }
/// ```
///
/// Order: for each time an element shows, ``Phase-swift.enum/willShow``, ``Phase-swift.enum/didShow``,
/// ``Phase-swift.enum/willHide`` and ``Phase-swift.enum/didHide`` come once each, in that order. An
/// element that leaves before it ever showed (a popup dropped from the queue, a message taken out
/// of the line) reports only `willHide` and `didHide`; a waiting HUD hidden during its grace time
/// never showed and reports nothing. A hide turned back by a show during the hide animation (the
/// waiting HUD) reports `willShow` and `didShow` again, without a `didHide`.
public struct HUDEvent: Hashable, Sendable {
    /// What the event is about. Ids are reported as the element was given them (empty ones too).
    public enum Element: Hashable, Sendable {
        /// The waiting HUD or a status HUD (`showSuccess`, `showError`, `showInfo`): one at a time.
        case waitingHUD
        /// A banner, by its ``BannerInfo`` id.
        case banner(id: String)
        /// A message, by its id (`MessageConfiguration.id`, or its text when it has none).
        case message(id: String)
        /// A popup, by its `PopupPresentation.id` (`nil` when it has none).
        case popup(id: String?)
    }

    /// Where in its life the element is.
    public enum Phase: Hashable, Sendable {
        /// It is about to appear: it is in the overlay and its entry animation starts.
        case willShow
        /// Its entry animation has ended.
        case didShow
        /// It is about to leave: its exit animation starts (``HUDEvent/reason`` says why).
        case willHide
        /// It has left the overlay (``HUDEvent/reason`` says why).
        case didHide
    }

    /// What the event is about.
    public let element: Element
    /// Where in its life the element is.
    public let phase: Phase
    /// Why it leaves (``Phase-swift.enum/willHide`` and ``Phase-swift.enum/didHide``); `nil` for shows.
    public let reason: HUDHideReason?

    /// An event; a show carries no reason (one passed is dropped).
    init(_ element: Element, _ phase: Phase, reason: HUDHideReason? = nil) {
        self.element = element
        self.phase = phase
        self.reason = phase == .willHide || phase == .didHide ? reason ?? .hiddenByCode : nil
    }
}

/// Why something the overlay showed left it: the ``HUDEvent/reason`` of every element's hide, and
/// the reason a popup's `didHide` closure is given (the same value its events carry).
public enum HUDHideReason: String, Hashable, Sendable {
    /// Its time ran out (a status HUD's, banner's or message's duration).
    case timer
    /// A tap on the element: `dismissesOnTap`, a banner's close button, a popup's option or action
    /// (the popup finished).
    case tap
    /// A tap on the backdrop around a popup (`PopupPresentation.dismissesOnTapOutside`).
    case tapOutside
    /// A swipe took it off the screen (banners and messages), or a drag down took a popup away
    /// (`PopupPresentation.dismissesOnDrag`).
    case swipe
    /// A newer one took its place: a message shown again with its id (refreshed), the oldest
    /// banner pushed out beyond the capacity.
    case replaced
    /// The app hid it (`hideWaiting`, `popActivity`, `hideBanner`, `hideMessage`, `hidePopups`…),
    /// or a popup of your own asked to be dismissed.
    case hiddenByCode
    /// A popup made way: a higher-priority popup (or another context) took the screen — it waits
    /// to show again — or, never shown, a popup with its id was already showing or waiting.
    case preempted
    /// A popup never shown (or dropped while it waited): the popup queue was full (100 waiting)
    /// and it was the lowest-priority popup that arrived last.
    case overflow
    /// Its window scene went away and everything left at once.
    case sceneGone
}
