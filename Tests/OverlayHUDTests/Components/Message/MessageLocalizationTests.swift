import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// A message is read with its theme's name in the overlay's language ("错误, 上传失败"), announced
/// the same way, and re-read live when the language changes; an app's own prefix is its words.
final class MessageLocalizationTests: XCTestCase {
    func testTheThemeIsReadInTheOverlaysLanguage() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.localization = .simplifiedChinese
            env.center.messageStackConfiguration.arrangement = .stacked(maximum: 6)
            env.center.showMessage(.error("上传失败", body: "请检查网络"))
            env.center.showMessage(.success("Saved"))
            env.center.showMessage(.info("Copied"))
            env.center.showMessage(.warning("Low battery"))
            env.center.showMessage(
                MessageConfiguration(title: "Hi", theme: .custom(background: .black, foreground: .white, icon: .none)))
            env.center.showMessage(.warning("  "))
            XCTAssertEqual(
                env.host.accessibilitySnapshot.labels,
                ["错误, 上传失败, 请检查网络", "成功, Saved", "信息, Copied", "警告, Low battery", "消息, Hi", "警告"])
            XCTAssertEqual(env.host.announcements.first, "错误, 上传失败, 请检查网络", "announced in the same words")
            env.center.localization = .english
            XCTAssertEqual(
                env.host.accessibilitySnapshot.labels,
                [
                    "Error, 上传失败, 请检查网络", "Success, Saved", "Information, Copied", "Warning, Low battery", "Message, Hi",
                    "Warning",
                ],
                "re-read at once when the language changes")
        }
    }

    func testAnOwnPrefixIsTheAppsWords() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.localization = .simplifiedChinese
            var named = MessageConfiguration.success("Saved")
            named.accessibilityPrefix = "Done"
            env.center.showMessage(named)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Done, Saved"])
            env.center.hideMessages()
            env.clock.advance(by: 1)
            var silent = MessageConfiguration.info("Copied")
            silent.accessibilityPrefix = ""
            env.center.showMessage(silent)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Copied"])
        }
    }

    func testAPrefixIsNotReadWithoutText() {
        let zh = HUDLocalization.simplifiedChinese
        XCTAssertEqual(zh.resolve(HUDAccessibilityText("  ", after: .error)), nil)
        XCTAssertEqual(zh.resolve(HUDAccessibilityText(nil, after: .error, fallback: .message)), "消息")
        XCTAssertEqual(HUDLocalization.english.resolve(HUDAccessibilityText(" Hi ", after: .warning)), "Warning, Hi")
        XCTAssertEqual(
            MessageConfiguration.Theme.custom(background: .black, foreground: .white, icon: .none).spokenName, .message)
        XCTAssertEqual(HUDBuiltInString.warning.key, "warning")
    }
}
