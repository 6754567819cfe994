import Foundation
@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration {
    /// One choice in an option popup: a title, an icon and an optional icon for the selected state
    /// (SKChoosePopView's `OptionsTitle` / `OptionsIconNormal` / `OptionsIconSelected`).
    public struct Option: Hashable, Sendable {
        /// The title under the icon.
        public var title: String
        /// The icon shown normally.
        public var icon: Icon
        /// The icon shown while this option is the recorded selection (`nil`: keep ``icon``).
        public var selectedIcon: Icon?

        /// Creates an option.
        public init(title: String, icon: Icon = .none, selectedIcon: Icon? = nil) {
            self.title = title
            self.icon = icon
            self.selectedIcon = selectedIcon
        }
    }

    /// An option's icon: a bitmap, or a simple drawn shape (the engine has no image files).
    ///
    /// Icons are drawn in a square of ``OptionPopupConfiguration/iconSize`` points: a bitmap is
    /// stretched over it; a shape's path is given in a 0…1 unit square and scaled to it.
    public enum Icon: Hashable, Sendable {
        /// No icon (the title alone).
        case none
        /// A bitmap stretched over the icon square.
        @_spi(Layers) case bitmap(Bitmap)
        /// An app's picture (a bitmap, a named asset or SF Symbol, on iOS a `UIImage`) fitted into
        /// the icon square keeping its aspect ratio; a template (an SF Symbol) drawn in the title
        /// colour (the selected title colour when selected). A picture that cannot be found draws
        /// nothing in the kept square.
        case image(HUDImage)
        /// A path in the unit square (0…1 on both axes), filled with a colour.
        @_spi(Layers) case shape(HUDPath, fill: HUDColor)

        /// A filled circle.
        public static func circle(_ color: HUDColor) -> Icon {
            var p = HUDPath()
            p.addEllipse(in: HUDRect(0, 0, 1, 1))
            return .shape(p, fill: color)
        }

        /// A filled rounded square.
        public static func roundedSquare(_ color: HUDColor) -> Icon {
            var p = HUDPath()
            p.addRoundedRect(HUDRect(0, 0, 1, 1), radii: HUDCornerRadii(all: 0.25))
            return .shape(p, fill: color)
        }

        /// A filled five-pointed star.
        public static func star(_ color: HUDColor) -> Icon {
            .shape(HUDPath(starAround: HUDPoint(0.5, 0.52), outerRadius: 0.5, innerRadius: 0.2), fill: color)
        }
    }
}
