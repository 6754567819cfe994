@_spi(Layers) import OverlayHUDCore

/// One message: its text, theme, place, lifetime and callbacks — a value with defaulted `var`s
/// and a preset per theme, as SwiftMessages' `Config`.
///
/// ```swift
/// HUDCenter.shared.showMessage(.success("Saved"))
///
/// var offline = MessageConfiguration.warning("You are offline", body: "Changes sync when you reconnect.")
/// offline.id = "offline"
/// offline.position = .bottom
/// offline.duration = .untilHidden
/// offline.dismissesOnTap = false                 // only code hides it
/// offline.dismissesOnSwipe = false
/// HUDCenter.shared.showMessage(offline)          // … later: HUDCenter.shared.hideMessages(id: "offline")
/// ```
///
/// Text: leading and trailing white space is dropped; the title takes at most
/// `maximumTitleLines` lines and the body `maximumBodyLines` (more as the text grows: 3 and 9 at
/// XXXL; at the accessibility sizes as many as the screen's height holds), the last one ending
/// in "…"; texts
/// longer than `maximumTitleLength` / `maximumBodyLength` characters are cut first. A message
/// with no text at all (empty or white space only) shows its theme's name ("Success", "Information",
/// "Warning", "Error"; "Message" for a custom one) as its title.
public struct MessageConfiguration: Sendable {
    /// Longest title kept, in characters (a longer one is cut and ends with "…").
    static let maximumTitleLength = 200
    /// Longest body kept, in characters (a longer one is cut and ends with "…").
    static let maximumBodyLength = 1_000
    /// Most lines a title takes.
    static let maximumTitleLines = 2
    /// Most lines a body takes.
    static let maximumBodyLines = 6

    /// Identity for de-duplication and ``HUDCenter/hideMessages(id:)``; `nil` (the default) uses the
    /// title and body, so the same text shown twice refreshes the message rather than queueing a
    /// second one (give a message an id to hide it alone). Showing a message whose id is on screen refreshes it (new text, theme and callbacks,
    /// timer restarted); one whose id is waiting replaces the waiting one in its place.
    public var id: String?
    /// The first line, semibold.
    public var title: String
    /// The text under the title, regular weight; empty for none.
    public var body: String
    /// Colours, default icon, VoiceOver prefix and haptic (set by the factories).
    package var theme: Theme
    /// The icon; `nil` (the default) uses the theme's.
    public var icon: Icon?
    /// Where it shows (default `.top`).
    public var position: Position = .top
    /// How long it stays: `.automatic` (the default) is 4 s; `.seconds(s)` leaves after `s` seconds
    /// (NaN/negative → 0, +∞ → until hidden); `.untilHidden` stays until a tap, a swipe or code
    /// hides it. The timer pauses while a finger is on the message and starts again when it is refreshed.
    public var duration: HUDDuration = .automatic
    /// Whether a tap dismisses it, whatever its duration (default `true`). ``onTap`` runs first
    /// either way. A message that only code may hide has this and ``dismissesOnSwipe`` off.
    public var dismissesOnTap = true
    /// Whether a swipe towards the nearest edge dismisses it (default `true`; off, a swipe springs
    /// back). Top messages go up, bottom ones down, centred toasts either way.
    public var dismissesOnSwipe = true
    /// Whether the theme's haptic plays when it appears or is refreshed (default `true`): success,
    /// warning and error play UIKit's notification feedback of that name; info and custom play none.
    public var playsHaptic = true
    /// The title's font. Default semibold 15 pt, growing with Dynamic Type as the subheadline
    /// style does (up to about 49 pt at the largest accessibility size); the card grows taller with
    /// it. A font `relativeTo: nil` keeps one size at every text size.
    public var titleFont = HUDFont.system(size: 15, weight: .semibold, relativeTo: .subheadline)
    /// The body's font. Default regular 14 pt, growing as the subheadline style does.
    public var bodyFont = HUDFont.system(size: 14, relativeTo: .subheadline)
    /// Light or dark: the overlay's style (the default, ``HUDInterfaceStyleOverride/automatic``,
    /// which follows the app's window) or one you force for this message. A custom theme has the
    /// same colours in both.
    public var interfaceStyle: HUDInterfaceStyleOverride = .automatic
    /// The platform view the host holds that draws this message instead of its card's parts (UIKit:
    /// `showMessage(_:view:)`); `nil`: the drawn card. See ``MessageStack+ContentSlots``.
    package var contentSlot: HUDContentSlotID?
    /// What VoiceOver reads before the text; `nil` uses the theme's name in the overlay's
    /// language, "" reads the text alone.
    package var accessibilityPrefix: String?
    /// A button at the card's trailing edge ("Undo"), with its own handler; `nil` (the default)
    /// for none. A tap on it runs the action's handler, not ``onTap``, then the message leaves if
    /// ``dismissesOnTap`` says so. A title empty or white space only shows no button. See ``Action``.
    public var action: Action?
    /// A progress bar under the text ("Syncing…"), from 0 to 1; `nil` (the default) for none. Show
    /// the message again with the same ``id`` to move the bar: the card stays in place, with no
    /// pulse and no new announcement. NaN and values below 0 count as 0, values above 1 (and `+∞`)
    /// as 1.
    public var progress: Double?
    /// Runs on the main actor when the message is tapped (before a tap dismisses it), with the
    /// message as shown. It may show or hide messages. A tap on the ``action`` button runs that
    /// action's handler instead.
    public var onTap: (@MainActor @Sendable (MessageConfiguration) -> Void)?
    /// Runs on the main actor once the message has left the screen, or was taken out of the queue
    /// before it showed (``HUDCenter/hideMessages(id:)``). A refresh replaces the callbacks; the
    /// replaced ones are not called. The SwiftUI modifiers reset their binding with it; apps hear
    /// the same in ``lifecycle`` (`didHide` with a reason other than ``HUDHideReason/replaced``).
    package var didHide: (@MainActor @Sendable (MessageConfiguration) -> Void)?
    /// Told when this message shows and hides, and why it hides (``HUDEvent``, element
    /// ``HUDEvent/Element/message(id:)`` with its ``id``, or one made from its text); `nil` (the
    /// default) for none.
    /// A refresh (the same id shown again) tells this handler `willHide` and `didHide` with
    /// ``HUDHideReason/replaced`` and the new message's handler `willShow` and `didShow`; a
    /// message taken out of the line, or replaced there, before it showed hears only the hide.
    public var lifecycle: HUDEventHandler?

    /// Creates a message (apps use the factories, `.success(_:)` and its siblings).
    /// - Parameters:
    ///   - title: the first line.
    ///   - body: the text under it (default none).
    ///   - theme: the look (default `.info`).
    ///   - position: where it shows (default `.top`).
    ///   - duration: how long it stays (default `.automatic`: 4 s).
    ///   - id: identity for de-duplication; `nil` uses the text.
    package init(
        title: String, body: String = "", theme: Theme = .info, position: Position = .top,
        duration: HUDDuration = .automatic, id: String? = nil
    ) {
        self.title = title
        self.body = body
        self.theme = theme
        self.position = position
        self.duration = duration
        self.id = id
    }

    /// A green success message with a check mark.
    public static func success(
        _ title: String, body: String = "", position: Position = .top, duration: HUDDuration = .automatic,
        id: String? = nil
    ) -> MessageConfiguration {
        MessageConfiguration(title: title, body: body, theme: .success, position: position, duration: duration, id: id)
    }

    /// A blue information message with an "i".
    public static func info(
        _ title: String, body: String = "", position: Position = .top, duration: HUDDuration = .automatic,
        id: String? = nil
    ) -> MessageConfiguration {
        MessageConfiguration(title: title, body: body, theme: .info, position: position, duration: duration, id: id)
    }

    /// An amber warning message with an exclamation mark.
    public static func warning(
        _ title: String, body: String = "", position: Position = .top, duration: HUDDuration = .automatic,
        id: String? = nil
    ) -> MessageConfiguration {
        MessageConfiguration(title: title, body: body, theme: .warning, position: position, duration: duration, id: id)
    }

    /// A red error message with a cross.
    public static func error(
        _ title: String, body: String = "", position: Position = .top, duration: HUDDuration = .automatic,
        id: String? = nil
    ) -> MessageConfiguration {
        MessageConfiguration(title: title, body: body, theme: .error, position: position, duration: duration, id: id)
    }

    /// A message in your own colours, the same in light and dark appearance (a dynamic
    /// `HUDColor(light:dark:)` takes its value for each); it plays no haptic and VoiceOver reads
    /// "Message" (in the overlay's language) before its text. Its contrast is yours to check: no
    /// colour is changed.
    ///
    /// ```swift
    /// HUDCenter.shared.showMessage(.custom("Reminder set", background: HUDColor(hex: 0x5E2CA5), foreground: .white))
    /// ```
    /// - Parameters:
    ///   - title: the first line.
    ///   - body: the text under it (default none).
    ///   - background: the card's colour.
    ///   - foreground: the colour of the texts and the icon.
    ///   - icon: the picture at the leading edge (default `.none`).
    ///   - position: where it shows (default `.top`).
    ///   - duration: how long it stays (default `.automatic`: 4 s).
    ///   - id: identity for de-duplication; `nil` uses the text.
    public static func custom(
        _ title: String, body: String = "", background: HUDColor, foreground: HUDColor, icon: Icon = .none,
        position: Position = .top, duration: HUDDuration = .automatic, id: String? = nil
    ) -> MessageConfiguration {
        MessageConfiguration(
            title: title, body: body, theme: .custom(background: background, foreground: foreground, icon: icon),
            position: position, duration: duration, id: id)
    }

    /// The id the message goes by: ``id``, or one made from the title and body.
    package var resolvedID: String { id ?? "message:\(title)\u{1F}\(body)" }

    /// What its lifecycle events are about.
    var eventElement: HUDEvent.Element { .message(id: resolvedID) }

    /// The icon drawn: ``icon`` or the theme's.
    var resolvedIcon: Icon { icon ?? theme.icon }

    /// The prefix, title and body, as drawn (trimmed and cut), joined by commas, with the theme's
    /// English ``MessageConfiguration/Theme/name``; VoiceOver reads and announces the same with the theme's name
    /// in the overlay's language (``MessageConfiguration/Theme/spokenName``), unless you set your own prefix.
    var accessibilityText: String { accessibilityText(displaying: displayTexts) }

    /// What VoiceOver reads for texts already cleaned by ``displayTexts``, in the overlay's
    /// language: the theme's ``MessageConfiguration/Theme/spokenName`` then the title and body (a message with no
    /// text: the name alone); with an ``accessibilityPrefix`` of your own, ``accessibilityText``.
    func accessibilityLabel(displaying texts: (title: String, body: String)) -> HUDAccessibilityText {
        guard accessibilityPrefix == nil else { return HUDAccessibilityText(accessibilityText(displaying: texts)) }
        if texts.body.isEmpty && texts.title == theme.name { return .builtIn(theme.spokenName) }
        return HUDAccessibilityText(Self.joined(texts), after: theme.spokenName)
    }

    /// ``accessibilityText`` for texts already cleaned by ``displayTexts``.
    func accessibilityText(displaying texts: (title: String, body: String)) -> String {
        let prefix = accessibilityPrefix ?? theme.name
        let joined = Self.joined(texts)
        let first = texts.title.isEmpty ? texts.body : texts.title
        guard !prefix.isEmpty && first != prefix else { return joined }
        return joined.isEmpty ? prefix : prefix + ", " + joined
    }

    /// The title and the body that are not empty, joined with ", " (read on every show and
    /// refresh: no array of the parts is made).
    private static func joined(_ texts: (title: String, body: String)) -> String {
        if texts.title.isEmpty { return texts.body }
        return texts.body.isEmpty ? texts.title : texts.title + ", " + texts.body
    }

    /// Whether showing this message over `old` (same id) only moves the progress bar: both have a
    /// progress, and the texts, theme, icon, prefix and action title are the same.
    func isProgressStep(after old: MessageConfiguration) -> Bool {
        progress != nil && old.progress != nil && contentSlot == old.contentSlot && resolvedIcon == old.resolvedIcon
            && theme == old.theme && accessibilityText == old.accessibilityText
            && action?.displayTitle == old.action?.displayTitle
    }

    /// ``progress`` clamped to 0…1 (NaN and below 0 → 0, above 1 → 1); `nil` when there is none.
    var clampedProgress: Double? { progress.map { $0.isNaN ? 0 : min(1, max(0, $0)) } }

    /// Seconds a message stays with the duration `.automatic`.
    static let automaticSeconds = 4.0

    /// Seconds the message stays (`nil`: until hidden), after the documented clamping.
    var lifetime: Double? { duration.lifetime(automatic: Self.automaticSeconds) }

    /// The title and body as drawn: trimmed and cut to length; the theme's name as the title when
    /// both are empty.
    var displayTexts: (title: String, body: String) {
        let t = Self.cleaned(title, limit: Self.maximumTitleLength)
        let b = Self.cleaned(body, limit: Self.maximumBodyLength)
        if t.isEmpty && b.isEmpty { return (theme.name, "") }
        return (t, b)
    }

    /// `text` cut to `limit` characters (ending in "…"), without leading or trailing white space.
    static func cleaned(_ text: String, limit: Int) -> String {
        // Cut first, so a 10,000-character text is not walked whole (the cut looks at `limit` characters).
        var s = Substring(TextCap.capped(text, to: limit))
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}
