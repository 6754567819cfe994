import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Dynamic colours (`HUDColor(light:dark:)`): each element draws the value for its look.
final class HUDColorDynamicTests: XCTestCase {
    static let purple = HUDColor(hex: 0x5E2CA5)
    static let lilac = HUDColor(hex: 0xBF9EF5)
    static let brand = HUDColor(light: purple, dark: lilac)

    func testADynamicColourResolvesPerLookAndAStaticOneStays() {
        XCTAssertEqual(Self.brand.resolved(for: .light), Self.purple)
        XCTAssertEqual(Self.brand.resolved(for: .dark), Self.lilac)
        XCTAssertEqual(Self.purple.resolved(for: .dark), Self.purple)
        XCTAssertNotEqual(Self.brand, Self.purple, "a dynamic colour is not its light value")
        XCTAssertEqual(HUDColor(light: Self.purple, dark: Self.purple), Self.purple, "the same value twice is static")
        XCTAssertEqual(Self.brand.withAlpha(0.5).resolved(for: .dark), Self.lilac.withAlpha(0.5))
        // Its components are the light value's; a dynamic dark value gives its own dark one.
        XCTAssertEqual(Self.brand.red, Self.purple.red)
        XCTAssertEqual(HUDColor(light: .white, dark: Self.brand).resolved(for: .dark), Self.lilac)
        // Bad components are clamped as everywhere (NaN → 0).
        let bad = HUDColor(light: HUDColor(red: .nan, green: 2, blue: -1), dark: HUDColor(red: .infinity, green: .nan, blue: 0.5))
        XCTAssertEqual(bad.resolved(for: .light), HUDColor(red: 0, green: 1, blue: 0))
        XCTAssertEqual(bad.resolved(for: .dark), HUDColor(red: 1, green: 0, blue: 0.5))
    }

    func testElementsTakeTheValueForTheirLook() {
        var style = WaitingHUDStyle()
        style.contentColor = Self.brand
        style.bezel = .solid(Self.brand)
        XCTAssertEqual(style.resolved(against: .light).contentColor, Self.purple)
        XCTAssertEqual(style.resolved(against: .dark).contentColor, Self.lilac)
        XCTAssertEqual(style.resolved(against: .dark).bezel, .solid(Self.lilac))
        var options = OptionPopupConfiguration(options: [.init(title: "A")])
        options.titleColor = Self.brand
        options.panelColor = Self.brand
        XCTAssertEqual(options.colors(in: .dark).title, Self.lilac)
        XCTAssertEqual(options.colors(in: .dark).panel, Self.lilac)
        XCTAssertEqual(options.colors(in: .light).title, Self.purple)
    }

    func testAMessageCardFollowsTheOverlaysLook() throws {
        try MainActor.assumeIsolated {
            let test = OverlayTestCenter(fontSearchPaths: [TestFonts.folder])
            test.center.localization = .english
            test.center.showMessage(
                MessageConfiguration(title: "Hi", theme: .custom(background: Self.brand, foreground: .white, icon: .none)))
            test.advance(by: 1)
            @MainActor func cardPixel() throws -> [UInt8] {
                let image = try test.image()
                // Inside the card: 24 pt in from its left, just under its top.
                var found: HUDLayer?
                func find(_ l: HUDLayer) {
                    if l.name == "message" { found = l }
                    l.sublayers.forEach(find)
                }
                find(test.center.overlay.rootLayer)
                let l = try XCTUnwrap(found)
                let p = try XCTUnwrap(l.convert(HUDPoint(24, 4), to: test.center.overlay.rootLayer))
                let px = image[Int(p.x), Int(p.y)]
                return [px.r, px.g, px.b]
            }
            XCTAssertEqual(try cardPixel(), [0x5E, 0x2C, 0xA5])
            test.setTraits(dark: true)
            test.advance(by: 1)
            XCTAssertEqual(try cardPixel(), [0xBF, 0x9E, 0xF5])
        }
    }

    func testAColourCopiesAsPlainBytesAndALayerKeepsTheValueItDraws() {
        // Every style, configuration and layer holds colours: a colour with a reference in it
        // would make each of their copies retain and release.
        XCTAssertTrue(_isPOD(HUDColor.self))
        XCTAssertTrue(_isPOD(ShapePaint.self))
        // A layer draws one value of a colour — a dynamic one's light value — and keeps only it.
        let layer = HUDLayer(name: "swatch")
        layer.backgroundColor = Self.contrasted
        layer.borderColor = Self.brand
        layer.content = .shape(ShapeContent(path: HUDPath(), fillColor: Self.brand, strokeColor: Self.contrasted))
        XCTAssertEqual(layer.backgroundColor, Self.purple)
        XCTAssertEqual(layer.borderColor, Self.purple)
        layer.backgroundEffectTint = Self.brand
        XCTAssertEqual(layer.backgroundEffectTint, Self.purple)
        XCTAssertEqual(layer.shape?.fillColor, Self.purple)
        XCTAssertEqual(layer.shape?.strokeColor, Self.purple)
        XCTAssertEqual(TextContent("A", color: Self.brand).color, Self.purple)
        XCTAssertEqual(ImageContent(.named("star"), tint: Self.brand).tint, Self.purple)
    }

    // MARK: Increase Contrast

    static let deepPurple = HUDColor(hex: 0x3F1A7A)
    static let paleLilac = HUDColor(hex: 0xD9C7FA)
    static let contrasted = HUDColor(
        light: purple, dark: lilac, increasedContrastLight: deepPurple, increasedContrastDark: paleLilac)

    func testIncreasedContrastValuesResolveWithTheSettingOnly() {
        let c = Self.contrasted
        XCTAssertEqual(c.resolved(for: .light), Self.purple)
        XCTAssertEqual(c.resolved(for: .dark), Self.lilac)
        XCTAssertEqual(c.resolved(for: .light, increasesContrast: true), Self.deepPurple)
        XCTAssertEqual(c.resolved(for: .dark, increasesContrast: true), Self.paleLilac)
        XCTAssertEqual(Self.brand.resolved(for: .dark, increasesContrast: true), Self.lilac, "no contrast values: the look's")
        XCTAssertEqual(Self.purple.resolved(for: .light, increasesContrast: true), Self.purple)
        // Only one contrast value given: the other look keeps its normal value.
        let lightOnly = HUDColor(light: Self.purple, dark: Self.lilac, increasedContrastLight: Self.deepPurple)
        XCTAssertEqual(lightOnly.resolved(for: .dark, increasesContrast: true), Self.lilac)
        XCTAssertEqual(lightOnly.resolved(for: .light, increasesContrast: true), Self.deepPurple)
        // Equal to the normal values: a static colour; alpha reaches the contrast values too.
        XCTAssertEqual(
            HUDColor(light: .white, dark: .white, increasedContrastLight: .white, increasedContrastDark: .white), .white)
        XCTAssertEqual(c.withAlpha(0.5).resolved(for: .dark, increasesContrast: true), Self.paleLilac.withAlpha(0.5))
        XCTAssertNotEqual(c, Self.brand, "contrast values make a different colour")
        // Bad components are clamped.
        let bad = HUDColor(light: .white, dark: .black, increasedContrastLight: HUDColor(red: .nan, green: 2, blue: -.infinity))
        XCTAssertEqual(bad.resolved(for: .light, increasesContrast: true), HUDColor(red: 0, green: 1, blue: 0))
    }

    func testElementsTakeTheIncreasedContrastValueOfAnAppsColour() {
        var style = WaitingHUDStyle()
        style.contentColor = Self.contrasted
        style.maskType = .custom(Self.contrasted)
        XCTAssertEqual(style.resolved(against: .light, increasesContrast: true).contentColor, Self.deepPurple)
        XCTAssertEqual(style.resolved(against: .dark, increasesContrast: true).contentColor, Self.paleLilac)
        XCTAssertEqual(style.resolved(against: .dark, increasesContrast: true).maskType, .custom(Self.paleLilac))
        XCTAssertEqual(style.resolved(against: .dark).maskType, .custom(Self.lilac))
        var options = OptionPopupConfiguration(options: [.init(title: "A")])
        options.panelColor = Self.contrasted
        XCTAssertEqual(options.colors(in: .dark, increasesContrast: true).panel, Self.paleLilac)
        var card = CardPopupConfiguration()
        card.cardColor = Self.contrasted
        card.titleColor = Self.contrasted
        XCTAssertEqual(card.colors(in: .light, increasesContrast: true).card, Self.deepPurple)
        XCTAssertEqual(card.colors(in: .light, increasesContrast: true).title, Self.deepPurple)
        let theme = MessageConfiguration.Theme.custom(background: Self.contrasted, foreground: Self.contrasted, icon: .none)
        XCTAssertEqual(theme.palette(dark: true, increasesContrast: true).background, Self.paleLilac)
        XCTAssertEqual(theme.palette(dark: false).background, Self.purple)
    }
}
