import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// Themes: readable colours in light and dark, icons, haptics and what VoiceOver hears.
final class MessageThemeTests: XCTestCase {
    /// WCAG 2 contrast ratio of two opaque colours.
    static func contrast(_ a: HUDColor, _ b: HUDColor) -> Double {
        func channel(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func luminance(_ c: HUDColor) -> Double {
            0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static let builtIn: [MessageConfiguration.Theme] = [.success, .info, .warning, .error]

    func testTextHasAtLeastAAContrastAndIconsThreeToOneInLightAndDark() {
        for theme in Self.builtIn {
            for dark in [false, true] {
                let p = theme.palette(dark: dark)
                XCTAssertEqual(p.background.alpha, 1)
                XCTAssertGreaterThanOrEqual(Self.contrast(p.title, p.background), 4.5, "\(theme) title, dark: \(dark)")
                XCTAssertGreaterThanOrEqual(Self.contrast(p.body, p.background), 4.5, "\(theme) body, dark: \(dark)")
                XCTAssertGreaterThanOrEqual(Self.contrast(p.icon, p.background), 3, "\(theme) icon, dark: \(dark)")
            }
            XCTAssertNotEqual(theme.palette(dark: false), theme.palette(dark: true), "\(theme) has a dark look")
        }
        let custom = MessageConfiguration.Theme.custom(background: HUDColor(hex: 0x5E2CA5), foreground: .white, icon: .none)
        XCTAssertEqual(custom.palette(dark: false), custom.palette(dark: true), "custom colours are kept as given")
        XCTAssertEqual(custom.palette(dark: true).background, HUDColor(hex: 0x5E2CA5))
    }

    func testNamesIconsAndHaptics() {
        XCTAssertEqual(Self.builtIn.map(\.name), ["Success", "Information", "Warning", "Error"])
        XCTAssertEqual(Self.builtIn.map(\.icon), [.checkmark, .info, .exclamation, .cross])
        XCTAssertEqual(Self.builtIn.map(\.haptic), [.success, nil, .warning, .error])
        let custom = MessageConfiguration.Theme.custom(background: .black, foreground: .white, icon: .info)
        XCTAssertEqual(custom.name, "Message")
        XCTAssertEqual(custom.icon, .info)
        XCTAssertNil(custom.haptic)
    }

    func testBuiltInGlyphsFillTheIconSquare() {
        for (icon, path) in [
            (MessageConfiguration.Icon.checkmark, MessageGlyphs.checkmark), (.info, MessageGlyphs.info),
            (.exclamation, MessageGlyphs.exclamation), (.cross, MessageGlyphs.cross),
        ] {
            XCTAssertEqual(icon, .glyph(path), "the theme icon draws the glyph")
            XCTAssertTrue(MessageGlyphs.isFinite(path))
            let b = path.boundingBox
            XCTAssertGreaterThanOrEqual(b.minX, 0, "\(icon)")
            XCTAssertGreaterThanOrEqual(b.minY, 0, "\(icon)")
            XCTAssertLessThanOrEqual(b.maxX, 24, "\(icon)")
            XCTAssertLessThanOrEqual(b.maxY, 24, "\(icon)")
            XCTAssertGreaterThan(b.width, 20, "\(icon) fills the square")
        }
        // The check mark's stroke: two segments with a mitred corner, 2.6 pt wide everywhere.
        let outline = MessageGlyphs.outline(of: [HUDPoint(0, 0), HUDPoint(10, 0), HUDPoint(10, 10)], width: 2)
        XCTAssertEqual(outline.controlPointBounds, HUDRect(0, -1, 11, 11))
    }

    func testEachThemeDrawsItsIconInItsColours() {
        onMain {
            for theme in Self.builtIn {
                let env = HUDTestEnvironment()
                env.center.showMessage(MessageConfiguration(title: "t", theme: theme))
                let view = env.center.messageStack!.shown[0].view
                XCTAssertEqual(view.card.backgroundColor, theme.palette(dark: false).background)
                guard case .shape(let shape) = view.icon.content else { return XCTFail("\(theme): no icon") }
                XCTAssertEqual(MessageConfiguration.Icon.glyph(shape.path), theme.icon)
                XCTAssertEqual(shape.fillColor, theme.palette(dark: false).icon)
                XCTAssertEqual(shape.fillRule, .evenOdd)
            }
            let env = HUDTestEnvironment()
            var custom = MessageConfiguration.success("Custom")
            custom.icon = MessageConfiguration.Icon.none
            env.center.showMessage(custom)
            let view = env.center.messageStack!.shown[0].view
            XCTAssertTrue(view.icon.isHidden)
            XCTAssertEqual(view.title.frame.minX, MessageView.padding.left, "the text starts at the edge without an icon")
        }
    }

    func testHapticsPlayPerThemeUnlessSwitchedOff() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 5)
            for theme in Self.builtIn { env.center.showMessage(MessageConfiguration(title: theme.name, theme: theme)) }
            var quiet = MessageConfiguration.error("Quiet")
            quiet.playsHaptic = false
            env.center.showMessage(quiet)
            XCTAssertEqual(env.host.haptics, [.success, .warning, .error])
        }
    }

    func testVoiceOverHearsTheMessageAndTheCardCarriesItsLabel() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showMessage(.error("Upload failed", body: "  Check your connection. "))
            XCTAssertEqual(env.host.announcements, ["Error, Upload failed, Check your connection."])
            let card = env.center.messageStack!.shown[0].view.card
            XCTAssertEqual(
                card.accessibility?.label, HUDAccessibilityText("Upload failed, Check your connection.", after: .error),
                "the theme's name is read in the overlay's language")
            let elements = env.host.accessibilitySnapshot.elements
            XCTAssertEqual(elements.map(\.label), ["Error, Upload failed, Check your connection."])
            XCTAssertEqual(elements.first?.traits.contains(.button), true, "it acts on a tap")
            var named = MessageConfiguration.success("Saved")
            named.accessibilityPrefix = "Done"
            XCTAssertEqual(named.accessibilityText, "Done, Saved")
            XCTAssertFalse(env.center.overlay.isAccessibilityModal, "a message never makes the overlay modal")
        }
    }

    /// The spoken text joins the prefix, title and body that are not empty, with the prefix left
    /// out when the text already starts with it — for every mix of empty and equal parts.
    func testTheSpokenTextJoinsTheNonEmptyParts() {
        func expected(_ prefix: String, _ title: String, _ body: String) -> String {
            var parts = [title, body].filter { !$0.isEmpty }
            if !prefix.isEmpty && parts.first != prefix { parts.insert(prefix, at: 0) }
            return parts.joined(separator: ", ")
        }
        for prefix in [nil, "", "Done", "Saved", "Later"] as [String?] {
            for title in ["", "Saved", "Done"] {
                for body in ["", "Later", "Done"] {
                    var message = MessageConfiguration.success(title, body: body)
                    message.accessibilityPrefix = prefix
                    let texts = message.displayTexts
                    XCTAssertEqual(
                        message.accessibilityText, expected(prefix ?? "Success", texts.title, texts.body),
                        "\(prefix ?? "nil") / \(title) / \(body)")
                }
            }
        }
    }

    /// What VoiceOver reads without an own prefix is what the array join made: the theme's built-in
    /// name (read in the overlay's language) before the title and the body that are not empty,
    /// ", " between them; the name alone for a message that only shows it.
    func testTheSpokenLabelJoinsTheNonEmptyTextsAfterTheThemesName() {
        let zh = HUDLocalization.simplifiedChinese
        for theme in [MessageConfiguration.Theme.error, .success] {
            for title in ["", " ", theme.name, "上传失败"] {
                for body in ["", "请检查网络", theme.name] {
                    let message = MessageConfiguration(title: title, body: body, theme: theme)
                    let texts = message.displayTexts
                    let parts = [texts.title, texts.body].filter { !$0.isEmpty }
                    let expected =
                        texts.body.isEmpty && texts.title == theme.name
                        ? HUDAccessibilityText.builtIn(theme.spokenName)
                        : HUDAccessibilityText(parts.joined(separator: ", "), after: theme.spokenName)
                    let label = message.accessibilityLabel(displaying: texts)
                    XCTAssertEqual(label, expected, "\(theme.name) / \(title) / \(body)")
                    XCTAssertEqual(zh.resolve(label), zh.resolve(expected), "\(theme.name) / \(title) / \(body)")
                }
            }
        }
        let label = MessageConfiguration(title: "", body: "请检查网络", theme: .error)
        XCTAssertEqual(zh.resolve(label.accessibilityLabel(displaying: label.displayTexts)), "错误, 请检查网络")
    }

    func testCustomMessagesTakeTheAppsColoursAndIcon() {
        onMain {
            let purple = HUDColor(hex: 0x5E2CA5)
            let reminder = MessageConfiguration.custom(
                "Reminder set", body: "At 9:00", background: purple, foreground: .white, position: .bottom,
                duration: .seconds(2), id: "reminder")
            XCTAssertEqual(reminder.theme, .custom(background: purple, foreground: .white, icon: .none))
            XCTAssertEqual(reminder.title, "Reminder set")
            XCTAssertEqual(reminder.body, "At 9:00")
            XCTAssertEqual(reminder.position, .bottom)
            XCTAssertEqual(reminder.duration, .seconds(2))
            XCTAssertEqual(reminder.id, "reminder")
            let env = HUDTestEnvironment()
            env.center.showMessage(reminder)
            let view = env.center.messageStack!.shown[0].view
            XCTAssertEqual(view.card.backgroundColor, purple)
            XCTAssertTrue(view.icon.isHidden, "no icon unless one is given")
            XCTAssertEqual(env.host.haptics, [], "a custom message plays no haptic")
            XCTAssertEqual(env.host.announcements, ["Message, Reminder set, At 9:00"])
            let syncing = MessageConfiguration.custom("Syncing", background: purple, foreground: .white, icon: .activity)
            XCTAssertEqual(syncing.resolvedIcon, .activity)
            XCTAssertEqual(syncing.position, .top)
            XCTAssertEqual(syncing.duration, .automatic)
            XCTAssertNil(syncing.id)
        }
    }
}
