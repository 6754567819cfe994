/// The direction text and leading-to-trailing layouts run (UIKit: `UIUserInterfaceLayoutDirection`).
///
/// Under ``rightToLeft`` banners, the option grid and the card mirror, as UIKit's
/// `semanticContentAttribute` would mirror their views; the cat is a picture and does not.
package enum HUDLayoutDirection: String, Sendable, CaseIterable {
    /// Left to right (English, Chinese).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}
