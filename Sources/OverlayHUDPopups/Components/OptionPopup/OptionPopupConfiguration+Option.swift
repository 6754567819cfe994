import Foundation
@_spi(Layers) import OverlayHUDCore

extension OptionPopupConfiguration {
    /// One choice in an option popup: a title, an icon and an optional icon for the selected state
    /// (SKChoosePopView's `OptionsTitle` / `OptionsIconNormal` / `OptionsIconSelected`).
    ///
    /// An icon is drawn in a square of the look's icon size (25 points in the original, 44 in
    /// ``OptionPopupConfiguration/modern(options:columns:rows:)``), fitted into it keeping its aspect ratio; a template (an SF Symbol) is drawn in the title colour (the
    /// selected title colour when selected). A picture that cannot be found draws nothing in the
    /// kept square.
    ///
    /// ```swift
    /// OptionPopupConfiguration.Option(title: "Photo", icon: .named("photo"), selectedIcon: .named("photo.fill"))
    /// ```
    public struct Option: Hashable, Sendable {
        /// The title under the icon.
        public var title: String
        /// The icon shown normally (`nil`: the title alone).
        public var icon: HUDImage? {
            get { artwork.image }
            set { artwork = newValue.map(Icon.image) ?? .none }
        }
        /// The icon shown while this option is the recorded selection (`nil`: keep ``icon``).
        public var selectedIcon: HUDImage? {
            get { selectedArtwork?.image }
            set { selectedArtwork = newValue.map(Icon.image) }
        }
        /// What the cell draws normally.
        package var artwork: Icon
        /// What the cell draws while selected (`nil`: ``artwork``).
        package var selectedArtwork: Icon?

        /// Creates an option.
        /// - Parameters:
        ///   - title: the title under the icon.
        ///   - icon: the icon (`nil`, the default: none).
        ///   - selectedIcon: the icon while this option is the recorded selection (`nil`, the
        ///     default: `icon`).
        public init(title: String, icon: HUDImage? = nil, selectedIcon: HUDImage? = nil) {
            self.init(title: title, icon: icon.map(Icon.image) ?? .none, selectedIcon: selectedIcon.map(Icon.image))
        }

        /// Creates an option with drawn icons (the demo gallery's glyphs, ``Icon/shape(_:fill:)``).
        package init(title: String, icon: Icon, selectedIcon: Icon? = nil) {
            self.title = title
            self.artwork = icon
            self.selectedArtwork = selectedIcon
        }
    }

    /// What an option cell (or the card's end logo) draws: nothing, an app's picture, or a path
    /// the engine fills.
    package enum Icon: Hashable, Sendable {
        /// Nothing (the title alone).
        case none
        /// An app's picture, fitted into the icon square keeping its aspect ratio.
        case image(HUDImage)
        /// A path in the unit square (0…1 on both axes), filled with a colour, scaled to the square.
        case shape(HUDPath, fill: HUDColor)

        /// The picture, if this is one.
        var image: HUDImage? {
            if case .image(let image) = self { return image }
            return nil
        }

        /// A filled circle.
        package static func circle(_ color: HUDColor) -> Icon {
            var p = HUDPath()
            p.addEllipse(in: HUDRect(0, 0, 1, 1))
            return .shape(p, fill: color)
        }

        /// A filled rounded square.
        package static func roundedSquare(_ color: HUDColor) -> Icon {
            var p = HUDPath()
            p.addRoundedRect(HUDRect(0, 0, 1, 1), radii: HUDCornerRadii(all: 0.25))
            return .shape(p, fill: color)
        }

        /// A filled five-pointed star.
        package static func star(_ color: HUDColor) -> Icon {
            .shape(HUDPath(starAround: HUDPoint(0.5, 0.52), outerRadius: 0.5, innerRadius: 0.2), fill: color)
        }
    }
}
