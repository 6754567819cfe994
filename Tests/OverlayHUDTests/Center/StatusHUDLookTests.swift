import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// The status HUDs (`showSuccess`, `showError`, `showInfo`) at every text size and in both looks:
/// the status wraps as SVProgressHUD's status label does (the bezel grows up to the screen's width,
/// then taller, and a text too long for the screen ends truncated), and the dark look's bezel stands
/// out from a black app and a light one with readable content (WCAG 2 contrast).
final class StatusHUDLookTests: XCTestCase {
    /// The status the gallery found cut at AX3 ("Saved to yo…").
    static let status = "Saved to your library"

    @MainActor
    static func environment(_ category: HUDContentSizeCategory = .large, style: HUDInterfaceStyle = .light)
        -> HUDTestEnvironment
    {
        let env = HUDTestEnvironment()
        env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: style, contentSizeCategory: category))
        return env
    }

    /// The lines a text layer draws.
    @MainActor
    static func lines(of layer: HUDLayer) -> [(layer: HUDLayer, text: TextContent)] { TextLayoutChecks.lines(of: layer) }

    /// Asserts the bezel lies in the safe area and its texts fit their layers without overlapping
    /// the icon.
    @MainActor
    static func assertLaidOut(
        _ env: HUDTestEnvironment, truncating: Bool = false, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        WaitingHUDDynamicTypeTests.assertLaidOut(env, truncating: truncating, what, file: file, line: line)
    }

    func testTheStatusWrapsAtEveryTextSizeAndNothingIsCut() {
        onMain {
            var wrapped = false
            for category in HUDContentSizeCategory.allCases {
                let env = Self.environment(category)
                env.center.showSuccess(Self.status)
                env.clock.advance(by: 1)
                Self.assertLaidOut(env, "\(category)")
                let label = try! XCTUnwrap(env.layer("label"), "\(category)")
                let lines = Self.lines(of: label)
                XCTAssertEqual(
                    lines.map(\.text.string).joined(separator: " "), Self.status, "\(category): the lines hold the whole status")
                for (layer, text) in lines {
                    XCTAssertLessThanOrEqual(
                        env.host.measure(text).width, layer.bounds.width + TextLayoutChecks.tolerance,
                        "\(category): \"\(text.string)\" drawn whole")
                    XCTAssertEqual(text.fontSize, HUDTextStyle.callout.pointSize(at: category), "bold 16 follows callout")
                }
                if category >= .accessibilityExtraLarge {
                    XCTAssertGreaterThan(lines.count, 1, "\(category): wider than the screen allows, so it wraps")
                }
                wrapped = wrapped || lines.count > 1
            }
            XCTAssertTrue(wrapped)
        }
    }

    func testALongStatusGrowsTheBezelToTheScreensWidthThenTaller() {
        onMain {
            let env = Self.environment()
            let long = "Your 24 photos were saved to the shared family library and will sync to every device"
            env.center.showInfo(long)
            env.clock.advance(by: 1)
            Self.assertLaidOut(env, "default size")
            let bezel = try! XCTUnwrap(env.layer("bezel"))
            let area = env.center.overlay.contentRect
            let lines = Self.lines(of: try! XCTUnwrap(env.layer("label")))
            XCTAssertGreaterThan(lines.count, 1, "wraps at the default size too, as SVProgressHUD's label")
            XCTAssertEqual(lines.map(\.text.string).joined(separator: " "), long)
            XCTAssertLessThanOrEqual(bezel.bounds.width, area.width - 2 * 20, "at most the screen less MBProgressHUD's margins")
            XCTAssertGreaterThan(bezel.bounds.width, 200, "wider first, then taller")
        }
    }

    func testATenThousandCharacterStatusEndsTruncatedAtABoundedHeight() {
        onMain {
            let words = String(repeating: "Saved e\u{301} 👩‍👩‍👧‍👦 to the library. ", count: 400)
            for (text, category) in [
                (words, HUDContentSizeCategory.accessibilityExtraExtraExtraLarge), (words, .large),
                (String(repeating: "x", count: 10_000), .accessibilityExtraLarge),
            ] {
                XCTAssertGreaterThanOrEqual(text.count, 10_000)
                let env = Self.environment(category)
                env.center.showError(text)
                env.clock.advance(by: 1)
                Self.assertLaidOut(env, truncating: true, "\(category)")
                let label = try! XCTUnwrap(env.layer("label"))
                let lines = Self.lines(of: label)
                let last = try! XCTUnwrap(lines.last)
                XCTAssertEqual(last.text.truncation, .end)
                XCTAssertGreaterThan(
                    env.host.measure(last.text).width, last.layer.bounds.width, "\(category): the last line ends in …")
                let bezel = TextLayoutChecks.frameInRoot(try! XCTUnwrap(env.layer("bezel")))
                XCTAssertLessThanOrEqual(bezel.height, env.center.overlay.contentRect.height, "\(category): bounded height")
                XCTAssertGreaterThan(lines.count, 1, "\(category): as many lines as the screen holds")
            }
        }
    }

    func testTheWaitingHUDsLabelsWrapButMBProgressHUDsLabelStaysOneLine() {
        onMain {
            let category = HUDContentSizeCategory.accessibilityExtraLarge
            let env = Self.environment(category)
            env.center.showWaiting(
                WaitingHUDConfiguration(
                    mode: .indeterminate, label: "Uploading your photos", details: "3 of 10 files sent so far"))
            env.clock.advance(by: 1)
            WaitingHUDDynamicTypeTests.assertLaidOut(env, "waiting HUD at \(category)")
            let label = Self.lines(of: try! XCTUnwrap(env.layer("label")))
            let details = Self.lines(of: try! XCTUnwrap(env.layer("detailsLabel")))
            XCTAssertEqual(label.map(\.text.string).joined(separator: " "), "Uploading your photos")
            XCTAssertEqual(details.map(\.text.string).joined(separator: " "), "3 of 10 files sent so far")
            XCTAssertGreaterThan(label.count, 1)
            XCTAssertEqual(WaitingHUDLabelFormat.label.numberOfLines, 1, "MBProgressHUD's label: one line by design")
            XCTAssertEqual(WaitingHUDLabelFormat.mbDetails.numberOfLines, 0, "its details label wraps")
            XCTAssertEqual(MBHUDContent().labelFormat.numberOfLines, 1)
        }
    }

    // MARK: Dark mode

    /// WCAG 2 contrast ratio of two opaque colours.
    static func contrast(_ a: HUDColor, _ b: HUDColor) -> Double { MessageThemeTests.contrast(a, b) }

    /// `color` drawn over the opaque `background` (source-over).
    static func composite(_ color: HUDColor, over background: HUDColor) -> HUDColor {
        func mix(_ c: Double, _ b: Double) -> Double { c * color.alpha + b * (1 - color.alpha) }
        return HUDColor(
            red: mix(color.red, background.red), green: mix(color.green, background.green),
            blue: mix(color.blue, background.blue))
    }

    /// Apps behind the HUD: black (`systemBackground` in dark), the elevated dark grey, and white.
    static let backgrounds: [(String, HUDColor)] = [
        ("black app", .black), ("elevated dark app", SystemColor.systemGray6.dark), ("light app", .white),
    ]

    func testTheDarkLookStandsOutFromADarkAndALightAppWithReadableContent() {
        onMain {
            for kind in [WaitingHUDConfiguration.Mode.success, .error, .info] {
                let env = Self.environment(style: .dark)
                env.center.showStatus(kind, "Saved")
                env.clock.advance(by: 1)
                let bezel = try! XCTUnwrap(env.layer("bezel")?.backgroundColor, "\(kind): a solid bezel")
                guard case .text(let label) = env.layer("label")?.content else { return XCTFail("\(kind): no label") }
                let icon = try! XCTUnwrap(env.layer("bezel")?.sublayers.first?.firstLayerWithShape?.shape?.strokeColor)
                for (name, background) in Self.backgrounds {
                    let drawn = Self.composite(bezel, over: background)
                    // WCAG 2.1 1.4.11: a component 3:1 against what is around it; 1.4.3: text 4.5:1.
                    XCTAssertGreaterThanOrEqual(Self.contrast(drawn, background), 3, "\(kind) bezel over a \(name)")
                    XCTAssertGreaterThanOrEqual(
                        Self.contrast(Self.composite(label.color, over: drawn), drawn), 4.5, "\(kind) text over a \(name)")
                    XCTAssertGreaterThanOrEqual(
                        Self.contrast(Self.composite(icon, over: drawn), drawn), 3, "\(kind) icon over a \(name)")
                }
            }
        }
    }

    func testTheLightLookIsSVProgressHUDsDarkStyleAndExplicitColoursStay() {
        onMain {
            let light = Self.environment()
            light.center.showSuccess("Saved")
            XCTAssertEqual(light.layer("bezel")?.backgroundColor, HUDColor(white: 0, alpha: 0.8), "SVProgressHUD's dark style")
            let dark = Self.environment(style: .dark)
            dark.center.showSuccess("Saved")
            XCTAssertEqual(dark.layer("bezel")?.backgroundColor, WaitingHUDStyle.darkStatusBezel, "a lighter grey in dark")
            var forced = WaitingHUDStyle.dark
            forced.interfaceStyle = .light
            dark.center.showWaiting(WaitingHUDConfiguration(mode: .success, label: "Saved", style: forced))
            XCTAssertEqual(dark.layer("bezel")?.backgroundColor, HUDColor(white: 0, alpha: 0.8), "a forced light look keeps it")
            var own = WaitingHUDStyle.dark
            own.bezel = .solid(HUDColor(hex: 0x5E2CA5, alpha: 0.8))
            dark.center.showWaiting(WaitingHUDConfiguration(mode: .success, label: "Saved", style: own))
            XCTAssertEqual(dark.layer("bezel")?.backgroundColor, HUDColor(hex: 0x5E2CA5, alpha: 0.8), "your colour stays")
            // The preset's black, set by you (MBProgressHUD apps often write `bezelView.color = black at 80 %`), stays too.
            var black = WaitingHUDStyle.dark
            black.bezel = .solid(HUDColor(white: 0, alpha: 0.8))
            var solid = WaitingHUDStyle()
            solid.bezel = .solid(HUDColor(white: 0, alpha: 0.8))
            for style in [black, solid] {
                dark.center.showWaiting(WaitingHUDConfiguration(mode: .success, label: "Saved", style: style))
                XCTAssertEqual(dark.layer("bezel")?.backgroundColor, HUDColor(white: 0, alpha: 0.8), "a bezel you set stays")
            }
            dark.host.traitsDidChange(to: OverlayTraits(interfaceStyle: .light))
            dark.center.showSuccess("Saved")
            XCTAssertEqual(dark.layer("bezel")?.backgroundColor, HUDColor(white: 0, alpha: 0.8), "back to light")
        }
    }

    func testAShownStatusFollowsALiveSwitchOfTheLook() {
        onMain {
            let env = Self.environment()
            env.center.showError("Upload failed", duration: .seconds(10))
            env.clock.advance(by: 1)
            for (style, bezel) in [
                (HUDInterfaceStyle.dark, WaitingHUDStyle.darkStatusBezel), (.light, HUDColor(white: 0, alpha: 0.8)),
            ] {
                env.host.traitsDidChange(to: OverlayTraits(interfaceStyle: style))
                XCTAssertEqual(env.layer("bezel")?.backgroundColor, bezel, "\(style), while shown")
                guard case .text(let label) = env.layer("label")?.content else { return XCTFail("no label") }
                XCTAssertEqual(label.color, .white, "white content in both looks")
            }
        }
    }
}

extension HUDLayer {
    /// The first layer in this subtree (itself included) that draws a shape.
    fileprivate var firstLayerWithShape: HUDLayer? {
        if shape != nil { return self }
        for l in sublayers { if let found = l.firstLayerWithShape { return found } }
        return nil
    }
}
