/// Light or dark: the look the overlay's elements draw in (UIKit: `UIUserInterfaceStyle`).
package enum HUDInterfaceStyle: String, Sendable, CaseIterable {
    /// The light look (the seeds' originals all draw in it).
    case light
    /// The dark look.
    case dark
}
