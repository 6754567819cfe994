/// A picture an element shows (a message's icon, a banner's avatar, an option's icon, a status
/// HUD's icon): an image the app names, or (on iOS) a `UIImage`.
///
/// The engine carries the reference without knowing UIKit; the host draws it, fitted into the
/// element's icon box keeping its aspect ratio (an image of any size, 1 pt or 10⁵ pt, fills at
/// most the box), and a template image in the element's content colour.
///
/// ```swift
/// HUDCenter.shared.showMessage(MessageConfiguration(title: "Sent", icon: .image(.named("paperplane.fill"))))
/// HUDCenter.shared.showMessage(MessageConfiguration(title: "Sent", icon: .image(HUDImage(uiImage))))  // iOS
/// ```
public struct HUDImage: Hashable, Sendable {
    /// Where the pixels come from.
    package enum Source: Hashable, Sendable {
        /// Pixels the app made.
        case bitmap(Bitmap)
        /// A name the host resolves (UIKit: the app's asset catalog, then SF Symbols).
        case named(String)
        /// A host image object (UIKit: a `UIImage`), carried by reference.
        case platform(PlatformImage)
    }

    /// Where the pixels come from.
    package let source: Source
    /// Whether the image is drawn as a template in the element's content colour; `nil`: as the
    /// image says (a bitmap: no; UIKit: the `UIImage`'s rendering mode, SF Symbols yes).
    package let tinted: Bool?

    package init(source: Source, tinted: Bool?) {
        self.source = source
        self.tinted = tinted
    }

    /// A bitmap, fitted into the icon box keeping its aspect ratio (layer API: apps name an image
    /// or, on iOS, pass a `UIImage`).
    /// - Parameters:
    ///   - bitmap: the pixels; an empty bitmap (0 × 0) draws nothing and keeps the icon box.
    ///   - tinted: `true` draws it as a template: its alpha in the element's content colour.
    @_spi(Layers) public static func bitmap(_ bitmap: Bitmap, tinted: Bool = false) -> HUDImage {
        HUDImage(source: .bitmap(bitmap), tinted: tinted)
    }

    /// An image the host finds by name: on iOS `UIImage(named:)` (the app's asset catalog), else
    /// `UIImage(systemName:)` (an SF Symbol); in tests, a bitmap registered with the test center.
    ///
    /// A name that finds nothing (or an empty one) draws nothing; the element keeps its icon box,
    /// so its text does not move.
    /// - Parameters:
    ///   - name: the asset or SF Symbol name.
    ///   - tinted: `true` draws it as a template in the element's content colour, `false` in its
    ///     own colours; `nil` (the default), as the image says (SF Symbols and template assets are
    ///     tinted).
    public static func named(_ name: String, tinted: Bool? = nil) -> HUDImage {
        HUDImage(source: .named(name), tinted: tinted)
    }
}

/// A host's own image object (UIKit: a `UIImage`), held by reference so it lives exactly as long
/// as a configuration or layer that shows it: nothing keeps it once the element is gone.
package struct PlatformImage: Hashable, Sendable {
    /// The object (UIKit: the `UIImage`).
    let object: any AnyObject & Sendable

    init(_ object: any AnyObject & Sendable) { self.object = object }

    /// The same object.
    package static func == (a: PlatformImage, b: PlatformImage) -> Bool { a.object === b.object }
    package func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(object)) }
}
