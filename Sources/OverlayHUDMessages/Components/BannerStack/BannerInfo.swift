@_spi(Layers) import OverlayHUDCore

/// What one banner shows and does: who is calling (or what happened), an avatar, an optional
/// accessory button, how long it stays and what a tap does — KJCallNotifyView's
/// `KJCallNotifyInfo`, done as a value.
///
/// ```swift
/// var call = BannerInfo(id: "user-1024", title: "痛苦的信仰", subtitle: "is calling you",
///                       accessory: .like { info in print("liked", info.id) })
/// call.onTap = { info in openCall(info.id) }
/// HUDCenter.shared.showBanner(call)
/// ```
public struct BannerInfo: Identifiable, Sendable {
    /// Identity used for de-duplication (``BannerConfiguration/isRepeat``) and
    /// ``HUDCenter/hideBanners(id:)``. Any string, including empty.
    public var id: String
    /// The name shown on the pill, truncated with "…" to fit (texts longer than
    /// `maximumTextLength` characters are cut first).
    public var title: String
    /// A smaller second line under the title; `nil` or empty shows the title alone, centred.
    public var subtitle: String?
    /// The round picture at the left.
    public var avatar: Avatar
    /// An extra button between the name and the close button (the seed's "like" button).
    public var accessory: Accessory?
    /// How long this banner stays: `.automatic` (the default) is 5 s (KJCallNotifyView's
    /// `vanishTime`); `.seconds(s)` leaves after `s` seconds (NaN/negative → 0, +∞ → until hidden);
    /// `.untilHidden` stays until a tap (with ``BannerConfiguration/dismissesOnTap``), a swipe, its
    /// close button or code hides it. The timer pauses while a finger is on the banner.
    public var duration: HUDDuration
    /// Told when this banner shows and hides, and why it hides (``HUDEvent``, element
    /// ``HUDEvent/Element/banner(id:)``); `nil` (the default) for none. A banner dropped as a
    /// repeat hears `willHide` and `didHide` with ``HUDHideReason/preempted``.
    public var lifecycle: HUDEventHandler?
    /// Runs on the main actor with this banner's info when its body is tapped (not its buttons),
    /// KJCallNotifyView's tap block; `nil` (the default) for none. It may show or remove banners;
    /// with ``BannerConfiguration/dismissesOnTap`` the banner is dismissed after it returns.
    public var onTap: (@MainActor @Sendable (BannerInfo) -> Void)?

    /// Longest title or subtitle kept, in characters; longer texts are cut before layout
    /// (layout truncates to the space left anyway).
    static let maximumTextLength = 200

    /// Creates a banner's content.
    /// - Parameters:
    ///   - id: identity for de-duplication and removal.
    ///   - title: the name shown.
    ///   - subtitle: an optional second line.
    ///   - avatar: a picture, initials, or (default) initials made from `title`.
    ///   - accessory: an optional extra button.
    ///   - duration: how long this banner stays; `.automatic` is 5 s.
    public init(
        id: String, title: String, subtitle: String? = nil, avatar: Avatar = .automatic,
        accessory: Accessory? = nil, duration: HUDDuration = .automatic
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.avatar = avatar
        self.accessory = accessory
        self.duration = duration
    }

    /// What VoiceOver reads for the banner: the title and subtitle.
    var accessibilityText: String {
        [title, subtitle ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The initials ``BannerInfo/Avatar/automatic`` shows: the first letters of the first two words,
    /// upper-cased; a title starting with a CJK (or other non-Latin) character gives that one character.
    ///
    /// Reads the title only as far as the second word's first character (it is read on every
    /// layout of the banner), without splitting it into words.
    var automaticInitials: String {
        var characters = title.makeIterator()
        var first: Character?
        while first == nil, let c = characters.next() {
            if !c.isWhitespace { first = c }
        }
        guard let first else { return "" }
        guard first.isASCII, first.isLetter else { return String(first) }
        var initials = String(first).uppercased()
        var afterSpace = false
        while let c = characters.next() {
            if c.isWhitespace {
                afterSpace = true
            } else if afterSpace {
                if c.isASCII, c.isLetter { initials += String(c).uppercased() }
                break
            }
        }
        return initials
    }
}

extension BannerInfo {
    /// The round picture of a banner.
    public enum Avatar: Hashable, Sendable {
        /// Initials made from the title (see `BannerInfo.automaticInitials`) on a colour chosen from the id.
        case automatic
        /// These initials (at most 2 characters are drawn) on a colour chosen from the id.
        case initials(String)
        /// An app's picture (a bitmap, a named asset or SF Symbol, on iOS a `UIImage`) covering the
        /// circle (`UIImageView`'s aspect fill: centred, the overflow cut), over a grey placeholder;
        /// a template (an SF Symbol) drawn in the title colour. A picture that cannot be found
        /// leaves the placeholder.
        case image(HUDImage)
    }

    /// The extra button on a banner (the seed's heart-shaped "like" button), made with
    /// ``like(accessibilityLabel:_:)``.
    public struct Accessory: Sendable {
        /// The button's look.
        package enum Kind: String, Hashable, Sendable {
            /// A heart that fills in when tapped.
            case like
        }

        /// The look.
        package var kind: Kind
        /// VoiceOver label of the button; empty or whitespace only reads the built-in "Like" in the
        /// overlay's language (`HUDBuiltInString.like`).
        package var accessibilityLabel: String
        /// Runs on the main actor when the button is tapped, with the banner's info.
        package var action: @MainActor @Sendable (BannerInfo) -> Void

        /// Creates an accessory button.
        package init(
            kind: Kind = .like, accessibilityLabel: String = "", action: @escaping @MainActor @Sendable (BannerInfo) -> Void
        ) {
            self.kind = kind
            self.accessibilityLabel = accessibilityLabel
            self.action = action
        }

        /// A heart button that fills in and runs `action` when tapped.
        /// - Parameters:
        ///   - accessibilityLabel: what VoiceOver reads for the button; empty (the default) or white
        ///     space only reads the built-in "Like" in the overlay's language.
        ///   - action: runs on the main actor with the banner's info.
        public static func like(
            accessibilityLabel: String = "", _ action: @escaping @MainActor @Sendable (BannerInfo) -> Void
        ) -> Accessory {
            Accessory(kind: .like, accessibilityLabel: accessibilityLabel, action: action)
        }
    }
}
