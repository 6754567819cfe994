/// An opaque token naming a platform view (your own `UIView` or SwiftUI view) that the host holds
/// and the engine places: set it as a layer's ``HUDLayer/contentSlot`` and the host parents the
/// view inside that layer's view, so it moves, scales, fades and clips with the layer.
///
/// Hosts issue slot ids when a view is handed in (UIKit: `HUDCenter.showPopup(view:presentation:didHide:)`);
/// the engine never looks inside one. What the engine promises for any view:
/// - Size: the host measures the view (``HUDHost/measureContent(_:fitting:)``); a side that is
///   zero, negative or NaN becomes 44 points, a side that is +∞ or larger than the space available
///   (the screen less 16-point margins) becomes that space.
/// - Size changes (``HUDHostEventReceiver/contentSizeDidChange(_:)``) lay the element out again,
///   at most three times per slot within 0.1 s, then once more when the 0.1 s are over: a view
///   that answers a new size on every layout pass cannot make host and engine loop.
/// - A view handed in again (to a second popup) is taken over by the new slot; the earlier slot
///   keeps its place and shows nothing.
/// - When the element holding the slot leaves, the host is told to release the view
///   (``HUDHost/releaseContent(_:)``).
@_spi(Layers) public struct HUDContentSlotID: Hashable, Sendable, CustomStringConvertible {
    /// The host's number for the slot (unique per host).
    @_spi(Layers) public let rawValue: UInt64

    /// Wraps a host's number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    @_spi(Layers) public var description: String { "slot#\(rawValue)" }

    /// The first number of the slots the engine issues itself (the card's text fields); hosts
    /// number the views handed to them from 1, so the two never meet.
    static let firstEngineIssued: UInt64 = 1 << 63
    @MainActor private static var nextEngineIssued = firstEngineIssued

    /// A new slot id for a platform view the host makes itself on the engine's request (a card
    /// field's `UITextField`).
    @MainActor
    package static func engineIssued() -> HUDContentSlotID {
        defer { nextEngineIssued &+= 1 }
        return HUDContentSlotID(rawValue: nextEngineIssued)
    }
}
