import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Increase Contrast (`UITraitCollection.accessibilityContrast == .high`): every element's default
/// text and glyph colours reach WCAG 2's 4.5 : 1 (SC 1.4.3) against their background in both looks;
/// with it off the seeds' colours stay exactly; colours the app set are never changed.
final class IncreasedContrastTests: XCTestCase {
    private static let looks: [HUDInterfaceStyle] = [.light, .dark]
    private static let minimum = 4.5

    private static func readable(
        _ foreground: HUDColor, on background: HUDColor, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let r = ContrastRatio.worstRatio(foreground, on: background)
        XCTAssertGreaterThanOrEqual(
            r, Self.minimum, "\(what): \(foreground) on \(background) is \(r) : 1", file: file, line: line)
    }

    // MARK: Waiting and status HUDs

    func testWaitingHUDStylesReachTheMinimum() {
        let styles: [(String, WaitingHUDStyle)] = [
            ("MBProgressHUD default", WaitingHUDStyle()), ("cat", .cat), ("cat modern", .catModern),
            ("status (dark preset)", .dark),
        ]
        for (name, style) in styles {
            for look in Self.looks {
                let s = style.resolved(against: look, increasesContrast: true)
                let bezel: HUDColor
                switch s.bezel {
                case .blur(let tint): bezel = tint  // the app shows through: counted over black and over white
                case .solid(let c): bezel = c
                }
                Self.readable(s.contentColor, on: bezel, "\(name), \(look)")
            }
        }
    }

    func testTheWaitingHUDsDefaultsFellShortBefore() {
        // What Increase Contrast fixes (so this test would catch losing it).
        let mb = WaitingHUDStyle().resolved(against: .light)
        guard case .blur(let tint) = mb.bezel else { return XCTFail("a blur bezel") }
        XCTAssertLessThan(ContrastRatio.worstRatio(mb.contentColor, on: tint), Self.minimum)
        let dark = WaitingHUDStyle().resolved(against: .dark)
        guard case .blur(let darkTint) = dark.bezel else { return XCTFail("a blur bezel") }
        XCTAssertLessThan(ContrastRatio.worstRatio(dark.contentColor, on: darkTint), Self.minimum)
    }

    func testWaitingHUDStyleIsTheSeedsWithContrastOffAndTheAppsColoursStay() {
        for look in Self.looks {
            for style in [WaitingHUDStyle(), .cat, .catModern, .dark] {
                XCTAssertEqual(style.resolved(against: look, increasesContrast: false), style.resolved(against: look))
            }
        }
        var mine = WaitingHUDStyle()
        mine.contentColor = HUDColor(hex: 0x336699)
        mine.bezel = .blur(tint: HUDColor(white: 0.5, alpha: 0.3))
        let s = mine.resolved(against: .light, increasesContrast: true)
        XCTAssertEqual(s.contentColor, HUDColor(hex: 0x336699), "the app's colour stays")
        XCTAssertEqual(s.bezel, .blur(tint: HUDColor(white: 0.5, alpha: 0.3)))
    }

    // MARK: Banners and messages

    func testBannerColoursReachTheMinimum() {
        onMain { Self.checkBannerColours() }
    }

    @MainActor
    private static func checkBannerColours() {
        for dark in [false, true] {
            let c = BannerView.colors(dark: dark, increasesContrast: true)
            for (name, color) in [("title", c.title), ("subtitle", c.subtitle), ("close", c.closeDisc), ("heart", c.accent)] {
                Self.readable(color, on: c.background, "banner \(name), dark \(dark)")
            }
            let seed = BannerView.colors(dark: dark)
            XCTAssertLessThan(ContrastRatio.worstRatio(seed.closeDisc, on: seed.background), Self.minimum, "the seed's disc")
            XCTAssertEqual(c.background, seed.background, "the pill stays")
        }
        for (i, color) in BannerGlyphs.increasedContrastAvatarPalette.enumerated() {
            Self.readable(.white, on: color, "the white initials on avatar colour \(i)")
        }
        XCTAssertEqual(BannerGlyphs.increasedContrastAvatarPalette.count, BannerGlyphs.avatarPalette.count)
        XCTAssertEqual(BannerGlyphs.avatarColor(for: "1", increasesContrast: false), BannerGlyphs.avatarColor(for: "1"))
    }

    func testMessageColoursReachTheMinimum() {
        let themes: [MessageConfiguration.Theme] = [.success, .info, .warning, .error]
        for theme in themes {
            for dark in [false, true] {
                let p = theme.palette(dark: dark, increasesContrast: true)
                for (name, color) in [("title", p.title), ("body", p.body), ("icon", p.icon)] {
                    Self.readable(color, on: p.background, "\(theme) \(name), dark \(dark)")
                }
                XCTAssertEqual(theme.palette(dark: dark, increasesContrast: false), theme.palette(dark: dark))
            }
        }
        let brand = MessageConfiguration.Theme.custom(background: HUDColor(hex: 0xEEEEEE), foreground: .white, icon: .info)
        XCTAssertEqual(brand.palette(dark: true, increasesContrast: true).title, .white, "the app's theme stays")
    }

    // MARK: Popups

    func testOptionPopupColoursReachTheMinimum() {
        let options = [OptionPopupConfiguration.Option(title: "Photo")]
        for (name, config) in [("original", OptionPopupConfiguration(options: options)), ("modern", .modern(options: options))] {
            for look in Self.looks {
                let c = config.colors(in: look, increasesContrast: true)
                Self.readable(c.title, on: c.panel, "\(name) title, \(look)")
                Self.readable(c.selectedTitle, on: c.panel, "\(name) selected title, \(look)")
                let normal = config.colors(in: look)
                XCTAssertEqual(config.colors(in: look, increasesContrast: false).title, normal.title)
            }
        }
        let original = OptionPopupConfiguration(options: options).colors(in: .light)
        XCTAssertEqual(ContrastRatio.ratio(original.title, original.panel), 2.32, accuracy: 0.01, "the seed's light grey")
        var mine = OptionPopupConfiguration(options: options)
        mine.titleColor = HUDColor(hex: 0xCCCCCC)
        XCTAssertEqual(mine.colors(in: .light, increasesContrast: true).title, HUDColor(hex: 0xCCCCCC), "the app's colour stays")
    }

    func testCardPopupColoursReachTheMinimum() {
        for (name, config) in [("original", CardPopupConfiguration()), ("compact", .compact())] {
            for look in Self.looks {
                let c = config.colors(in: look, increasesContrast: true)
                for (part, color) in [
                    ("title", c.title), ("text", c.text), ("placeholder", c.placeholder), ("caption", c.caption),
                ] {
                    Self.readable(color, on: c.card, "\(name) \(part), \(look)")
                }
                for stop in c.gradient { Self.readable(.white, on: stop, "\(name) button title on \(stop)") }
                if config.endGlyph != .none, case .shape(_, let fill) = c.endLogo {
                    Self.readable(.white, on: fill, "\(name) end logo's check mark")
                }
                let off = config.colors(in: look, increasesContrast: false)
                XCTAssertEqual(off.gradient, config.gradientColors, "the seed's gradient with contrast off")
                XCTAssertEqual(off.endLogo, config.endLogo)
            }
        }
        var mine = CardPopupConfiguration()
        mine.textColor = HUDColor(hex: 0x99CCFF)
        mine.gradientColors = [HUDColor(hex: 0xFFCC00), HUDColor(hex: 0xFF9900)]
        let c = mine.colors(in: .light, increasesContrast: true)
        XCTAssertEqual(c.text, HUDColor(hex: 0x99CCFF), "the app's colours stay")
        XCTAssertEqual(c.gradient, mine.gradientColors)
    }

    // MARK: End to end

    /// The trait reaches what shows, both ways, through the public testing API.
    func testTheSettingRecoloursWhatShowsAndTurningItOffRestoresTheSeedsLook() throws {
        try onMain {
            let test = OverlayTestCenter(fontSearchPaths: [TestFonts.folder])
            try test.center.showOptionPopup(OptionPopupConfiguration(options: [.init(title: "Photo")]))
            test.center.showWaiting(WaitingHUDConfiguration(mode: .indeterminate, label: "Loading"))
            test.advance(by: 2)
            let before = try test.pngData()
            @MainActor func titleColor() -> HUDColor? {
                guard case .text(let t)? = test.center.overlay.rootLayer.firstLayer(named: "option.0.title")?.content else {
                    return nil
                }
                return t.color
            }
            XCTAssertEqual(titleColor(), HUDColor(white: 2.0 / 3.0))
            XCTAssertEqual(test.center.waiting?.view.configuration.style.contentColor, HUDColor(white: 0, alpha: 0.7))
            test.setTraits(increaseContrast: true)
            XCTAssertEqual(titleColor(), HUDColor(white: 1.0 / 3.0))
            XCTAssertEqual(test.center.waiting?.view.configuration.style.contentColor, .black)
            XCTAssertNotEqual(try test.pngData(), before)
            test.setTraits(increaseContrast: false)
            XCTAssertEqual(try test.pngData(), before, "the seeds' look, exactly, with the setting off")
        }
    }

    /// Banners, messages and the card follow the setting while they show, in both looks.
    func testBannersMessagesAndTheCardFollowTheSettingWhileTheyShow() throws {
        try onMain {
            for dark in [false, true] {
                let test = OverlayTestCenter(fontSearchPaths: [TestFonts.folder])
                test.setTraits(dark: dark)
                test.center.showBanner(BannerInfo(id: "1", title: "Anna", subtitle: "is calling you"))
                var info = MessageConfiguration.info("Synced")
                info.position = .bottom
                test.center.showMessage(info)
                test.center.showCardPopup(CardPopupConfiguration())
                test.advance(by: 2)
                let before = try test.pngData()
                test.setTraits(dark: dark, increaseContrast: true)
                let after = try test.pngData()
                XCTAssertNotEqual(after, before, "dark \(dark)")
                let pill = test.center.overlay.rootLayer.firstLayer(named: "bannerSubtitle")
                if case .text(let t)? = pill?.content {
                    XCTAssertEqual(t.color, HUDColor(hex: dark ? 0xAEAEB2 : 0x6C6C70), "the banner's subtitle")
                } else {
                    XCTFail("a subtitle")
                }
                test.setTraits(dark: dark)
                XCTAssertEqual(try test.pngData(), before, "dark \(dark): the seeds' look again")
            }
        }
    }
}
