@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Shared helpers for the message tests (free of `self`, as main-actor tests on Linux need).
///
/// On the default iPhone (390 × 844, safe area 47 top and 34 bottom) with the default margins
/// (8 above and below, 12 at the sides) messages are placed in x 12…378, y 55…802: cards are 366 pt
/// wide and centred at x 195; a top card's top is at y 55, a bottom card's bottom at y 802.
enum MessageTest {
    static let x = 195.0
    static let topEdge = 55.0
    static let bottomEdge = 802.0
    static let cardWidth = 366.0

    /// A message with this id and title that stays until hidden unless `duration` says otherwise.
    static func message(
        _ id: String, _ title: String = "Saved", body: String = "", theme: MessageConfiguration.Theme = .info,
        position: MessageConfiguration.Position = .top, duration: HUDDuration = .seconds(4)
    ) -> MessageConfiguration {
        MessageConfiguration(title: title, body: body, theme: theme, position: position, duration: duration, id: id)
    }

    @MainActor
    static func shown(_ env: HUDTestEnvironment, _ id: String) -> ShownMessage? {
        env.center.messageStack?.shown.first { $0.id == id }
    }

    @MainActor
    static func card(_ env: HUDTestEnvironment, _ id: String) -> HUDLayer? { shown(env, id)?.view.card }

    /// The frame of message `id`'s card in overlay coordinates (model values).
    @MainActor
    static func frame(_ env: HUDTestEnvironment, _ id: String) -> HUDRect? { card(env, id)?.frame }

    /// Where message `id`'s card is shown at time `t` (default now): its presentation position plus
    /// its presentation transform's translation.
    @MainActor
    static func shownCenter(_ env: HUDTestEnvironment, _ id: String, at t: Double? = nil) -> HUDPoint? {
        guard let card = card(env, id) else { return nil }
        let p = card.presentation(at: t ?? env.clock.now)
        let m = p.transform
        return HUDPoint(p.position.x + m.m41, p.position.y + m.m42)
    }
}

extension HUDTransform3D {
    /// Whether all sixteen entries are finite.
    var allFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }
}

/// What callbacks reported, in order (a main-actor class, so `@Sendable` callbacks may share it).
@MainActor
final class MessageLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

/// A weak reference, to check that something was released.
final class MessageWeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
