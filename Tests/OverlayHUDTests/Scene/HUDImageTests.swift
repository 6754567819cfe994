import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// An object standing in for a `UIImage` (which exists only on iOS).
private final class ImageToken: Sendable {}

/// App pictures (`HUDImage`): fitted into the icon box, templates tinted in the element's content
/// colour, unknown names drawing nothing in a kept box, and nothing kept once the element is gone.
final class HUDImageTests: XCTestCase {
    /// A solid opaque red square: tinted, it shows the tint; untinted, red.
    static let red = Bitmap(width: 8, height: 8, pixels: Array(repeating: [255, 0, 0, 255], count: 64).joined().map { $0 })!
    /// A fully transparent square: draws nothing, as a name that finds nothing does.
    static let clear = Bitmap(width: 8, height: 8, pixels: Array(repeating: 0, count: 256))!
    static let card = HUDColor(hex: 0x0A3D91)
    /// `bitmap`'s pixels as the test center takes them.
    static func image(_ bitmap: Bitmap) -> RGBAImage {
        RGBAImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels) ?? RGBAImage(width: 0, height: 0)
    }

    @MainActor private static func makeCenter() -> OverlayTestCenter {
        let test = OverlayTestCenter(fontSearchPaths: [TestFonts.folder])
        test.center.localization = .english
        test.registerImage(Self.image(Self.red), named: "dot", template: true)
        test.registerImage(Self.image(Self.clear), named: "nothing")
        return test
    }

    /// The screen rectangle (points) of the first layer named `name`.
    @MainActor private static func frame(of name: String, in test: OverlayTestCenter) -> HUDRect? {
        func find(_ l: HUDLayer) -> HUDLayer? {
            if l.name == name { return l }
            for s in l.sublayers { if let f = find(s) { return f } }
            return nil
        }
        let root = test.center.overlay.rootLayer
        guard let l = find(root), let o = l.convert(HUDPoint(l.bounds.minX, l.bounds.minY), to: root) else { return nil }
        return HUDRect(o.x, o.y, l.bounds.width, l.bounds.height)
    }

    @MainActor private static func showMessage(_ icon: MessageConfiguration.Icon, in test: OverlayTestCenter) throws -> RGBAImage
    {
        var m = MessageConfiguration(title: "Sent", theme: .custom(background: Self.card, foreground: .white, icon: .none))
        m.icon = icon
        test.center.showMessage(m)
        test.advance(by: 1)
        return try test.image()
    }

    // MARK: Placement

    func testPlacementFitsOrFillsTheBoxKeepingTheAspectRatio() {
        let box = HUDRect(10, 10, 24, 24)
        XCTAssertEqual(ImageContent.placement(of: HUDSize(100, 50), in: box, gravity: .resizeAspect), HUDRect(10, 16, 24, 12))
        XCTAssertEqual(ImageContent.placement(of: HUDSize(100, 50), in: box, gravity: .resizeAspectFill), HUDRect(-2, 10, 48, 24))
        // 10⁵ points, or a hair: the box, no more.
        XCTAssertEqual(ImageContent.placement(of: HUDSize(1e5, 1e5), in: box, gravity: .resizeAspect), box)
        XCTAssertEqual(ImageContent.placement(of: HUDSize(1e-3, 1e-3), in: box, gravity: .resizeAspect), box)
        for bad in [
            HUDSize(0, 10), HUDSize(10, 0), HUDSize(-1, 5), HUDSize(.nan, 5), HUDSize(.infinity, 5), HUDSize(5, -.infinity),
        ] {
            XCTAssertNil(ImageContent.placement(of: bad, in: box, gravity: .resizeAspect), "\(bad)")
        }
        XCTAssertNil(ImageContent.placement(of: HUDSize(5, 5), in: HUDRect(0, 0, 0, 10), gravity: .resizeAspectFill))
    }

    func testATemplateTakesTheTintAndKeepsItsAlpha() {
        let half = Bitmap(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 128])!
        let t = SoftwareRenderer.templated(half, in: HUDColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(t.pixels, [0, 0, 255, 128, 0, 0, 255, 64])
        XCTAssertEqual(SoftwareRenderer.templated(half, in: nil), half)
    }

    func testReferencesToTheSameObjectAreEqualAndToAnotherNot() {
        let a = ImageToken()
        XCTAssertEqual(
            HUDImage(source: .platform(PlatformImage(a)), tinted: nil), HUDImage(source: .platform(PlatformImage(a)), tinted: nil)
        )
        XCTAssertNotEqual(
            HUDImage(source: .platform(PlatformImage(a)), tinted: nil),
            HUDImage(source: .platform(PlatformImage(ImageToken())), tinted: nil))
        XCTAssertNotEqual(
            WaitingHUDConfiguration.CustomContent(image: .named("a")), WaitingHUDConfiguration.CustomContent(image: .named("b")))
    }

    // MARK: Elements

    func testAMessageDrawsANamedTemplateInItsForegroundColour() throws {
        try MainActor.assumeIsolated {
            let test = Self.makeCenter()
            let image = try Self.showMessage(.image(.named("dot")), in: test)
            let icon = try XCTUnwrap(Self.frame(of: "messageIcon", in: test))
            let p = image[Int(icon.midX), Int(icon.midY)]
            XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 255, 255, 255], "the template in the white foreground, not red")
        }
    }

    func testAMessageDrawsAnUntintedPictureInItsOwnColours() throws {
        try MainActor.assumeIsolated {
            let test = Self.makeCenter()
            let image = try Self.showMessage(.image(.named("dot", tinted: false)), in: test)
            let icon = try XCTUnwrap(Self.frame(of: "messageIcon", in: test))
            let p = image[Int(icon.midX), Int(icon.midY)]
            XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 0, 255])
        }
    }

    func testAnUnknownNameDrawsNothingAndKeepsTheIconBox() throws {
        try MainActor.assumeIsolated {
            let blank = Self.makeCenter()
            let drawnBlank = try Self.showMessage(.image(.named("nothing")), in: blank)
            let unknown = Self.makeCenter()
            let drawnUnknown = try Self.showMessage(.image(.named("no such symbol")), in: unknown)
            let empty = Self.makeCenter()
            let drawnEmpty = try Self.showMessage(.image(.named("")), in: empty)
            XCTAssertEqual(Self.frame(of: "messageTitle", in: unknown), Self.frame(of: "messageTitle", in: blank))
            XCTAssertEqual(drawnUnknown, drawnBlank)
            XCTAssertEqual(drawnEmpty, drawnBlank)
            let icon = try XCTUnwrap(Self.frame(of: "messageIcon", in: unknown))
            let p = drawnUnknown[Int(icon.midX), Int(icon.midY)]
            XCTAssertNotEqual([p.r, p.g, p.b], [255, 255, 255])
        }
    }

    func testAStatusHUDPictureIsTintedInTheContentColour() throws {
        try MainActor.assumeIsolated {
            let test = Self.makeCenter()
            test.center.showSuccess("Saved", icon: .init(image: .named("dot")))
            test.advance(by: 0.5)
            let image = try test.image()
            let icon = try XCTUnwrap(Self.frame(of: "imageIndicator", in: test))
            XCTAssertEqual(icon.size, HUDSize(28, 28))
            let p = image[Int(icon.midX), Int(icon.midY)]
            XCTAssertEqual([p.r, p.g, p.b], [255, 255, 255], "white: the dark status style's content colour")
        }
    }

    func testABannerAvatarPictureCoversItsCircle() throws {
        try MainActor.assumeIsolated {
            let test = Self.makeCenter()
            // Tall: fitted it would leave the circle's left and right edges grey; filled, it covers them.
            let tall = Bitmap(width: 4, height: 16, pixels: Array(repeating: [255, 0, 0, 255], count: 64).joined().map { $0 })!
            test.registerImage(Self.image(tall), named: "tall")
            test.center.showBanner(BannerInfo(id: "a", title: "Ann", avatar: .image(.named("tall"))))
            test.advance(by: 1)
            let image = try test.image()
            let avatar = try XCTUnwrap(Self.frame(of: "bannerAvatar", in: test))
            let p = image[Int(avatar.minX + 3), Int(avatar.midY)]
            XCTAssertEqual([p.r, p.g, p.b, p.a], [255, 0, 0, 255])
        }
    }

    func testAnOptionIconTemplateTakesTheTitleColour() throws {
        try MainActor.assumeIsolated {
            let test = Self.makeCenter()
            try test.center.showOptionPopup(OptionPopupConfiguration(options: [.init(title: "Dot", icon: .image(.named("dot")))]))
            test.advance(by: 2)
            let image = try test.image()
            let icon = try XCTUnwrap(Self.frame(of: "option.0.icon", in: test))
            let p = image[Int(icon.midX), Int(icon.midY)]
            // The original's light-grey title colour (white 2/3, SKChoosePopView's lightGrayColor).
            XCTAssertEqual([p.r, p.g, p.b, p.a], [170, 170, 170, 255])
        }
    }

    func testAPictureIsReleasedOnceItsMessageIsGone() {
        MainActor.assumeIsolated {
            let test = Self.makeCenter()
            weak var held: ImageToken?
            do {
                let token = ImageToken()
                held = token
                test.center.showMessage(
                    MessageConfiguration(
                        title: "Hi",
                        theme: .custom(
                            background: Self.card, foreground: .white,
                            icon: .image(HUDImage(source: .platform(PlatformImage(token)), tinted: nil)))))
                test.advance(by: 1)
            }
            XCTAssertNotNil(held)
            test.center.hideMessages()
            test.advance(by: 2)
            XCTAssertFalse(test.isShowingAnything)
            XCTAssertNil(held, "nothing keeps the picture after the message hides")
        }
    }
}
