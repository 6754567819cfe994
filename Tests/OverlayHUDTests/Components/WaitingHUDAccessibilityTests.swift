import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What VoiceOver reads for the waiting HUD, in every mode.
final class WaitingHUDAccessibilityTests: XCTestCase {
    func testTheCatReadsItsTitle() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting()
            env.clock.advance(by: 1)
            XCTAssertEqual(
                env.host.accessibilityDump,
                """
                not modal
                  "Loading..." [staticText] (95, 322, 200, 200) bezel
                """, "SCCatWaitingHUD's title; its light blur lets touches through, so it is not modal")
            XCTAssertEqual(env.host.focusRequests, [], "a HUD that is not modal leaves focus where it is")
        }
    }

    func testEveryMBProgressHUDModeReadsItsBezel() {
        onMain {
            let star = WaitingHUDConfiguration.CustomContent(id: "star", size: HUDSize(37, 37)) { HUDLayer(name: "star") }
            let modes: [(WaitingHUDConfiguration.Mode, String?, String, String?, HUDAccessibilityTraits)] = [
                (.indeterminate, "Loading", "Loading", nil, .staticText),
                (.indeterminate, nil, "Loading", nil, .staticText),
                (.determinate, "Uploading…", "Uploading…", "25 percent", [.staticText, .updatesFrequently]),
                (.annularDeterminate, nil, "Loading", "25 percent", [.staticText, .updatesFrequently]),
                (.determinateHorizontalBar, "Sync", "Sync", "25 percent", [.staticText, .updatesFrequently]),
                (.text, "Saved", "Saved", nil, .staticText),
                (.custom(star), "Starred", "Starred", nil, .staticText),
                (.success, nil, "Success", nil, .staticText),
                (.error, " ", "Error", nil, .staticText),
                (.info, nil, "Information", nil, .staticText),
            ]
            for (mode, label, read, value, traits) in modes {
                let env = HUDTestEnvironment()
                var c = WaitingHUDConfiguration(mode: mode, label: label)
                c.progress = 0.25
                env.center.showWaiting(c)
                let bezel = env.host.accessibilitySnapshot.elements.first
                XCTAssertEqual(bezel?.label, read, "\(mode)")
                XCTAssertEqual(bezel?.value, value, "\(mode)")
                XCTAssertEqual(bezel?.traits, traits, "\(mode)")
                XCTAssertEqual(bezel?.name, "bezel", "\(mode)")
                XCTAssertEqual(env.host.accessibilitySnapshot.elements.count, 1, "\(mode)")
            }
        }
    }

    func testADeterminateHUDReadsItsProgressAndUpdatesItInPlace() {
        onMain {
            let env = HUDTestEnvironment()
            var c = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…", details: "2 of 5 files")
            c.progress = 0.4
            env.center.showWaiting(c)
            let first = env.host.accessibilitySnapshot.elements
            XCTAssertEqual(first.map(\.spokenText), ["Uploading…, 2 of 5 files, 40 percent"])
            let updates = env.host.accessibilityUpdateCount
            env.center.setWaitingProgress(0.755)
            let next = env.host.accessibilitySnapshot.elements
            XCTAssertEqual(next.first?.value, "75 percent")
            XCTAssertEqual(next.map(\.id), first.map(\.id), "the same element: VoiceOver's focus stays on it")
            XCTAssertEqual(env.host.accessibilityUpdateCount, updates + 1)
            XCTAssertEqual(AccessibilityElementPlan.diff(from: first, to: next), .init(setChanged: false, updated: [0]))
            env.center.setWaitingProgress(.nan)
            XCTAssertEqual(env.host.accessibilitySnapshot.elements.first?.value, "0 percent")
            env.center.setWaitingProgress(.infinity)
            XCTAssertEqual(env.host.accessibilitySnapshot.elements.first?.value, "100 percent")
        }
    }

    func testTheActionButtonIsAButtonThatActivatesLikeATap() {
        onMain {
            let env = HUDTestEnvironment()
            var taps = 0
            var c = WaitingHUDConfiguration(mode: .indeterminate, label: "Working")
            c.buttonTitle = "Cancel"
            c.onButtonTap = { taps += 1 }
            env.center.showWaiting(c)
            let s = env.host.accessibilitySnapshot
            XCTAssertEqual(s.labels, ["Working", "Cancel"])
            XCTAssertEqual(s.elements.map(\.traits), [.staticText, .button])
            XCTAssertTrue(env.host.activateAccessibilityElement(labeled: "Cancel"))
            XCTAssertEqual(taps, 1)
            XCTAssertFalse(env.host.activateAccessibilityElement(labeled: "Working"), "the bezel does nothing")
            c.buttonTitle = "  "
            env.center.showWaiting(c)
            XCTAssertEqual(env.host.accessibilitySnapshot.labels, ["Working"], "a blank button title is left out")
        }
    }

    func testAMaskingHUDIsModalTakesFocusAndHandsItBack() {
        onMain {
            let env = HUDTestEnvironment()
            var c = WaitingHUDConfiguration(mode: .indeterminate, label: "Blocking")
            c.style.maskType = .black
            env.center.showWaiting(c)
            let s = env.host.accessibilitySnapshot
            XCTAssertTrue(s.isModal)
            XCTAssertTrue(env.center.overlay.isAccessibilityModal)
            XCTAssertEqual(env.host.focusedSpokenText, "Blocking")
            XCTAssertEqual(
                env.host.focusRequests, s.elements.prefix(1).map { .element($0.id) }, "focus moves to the HUD it shows")
            XCTAssertFalse(env.host.performAccessibilityEscape(), "escape cannot dismiss a waiting HUD")
            XCTAssertNotNil(env.center.waiting)
            env.center.hideWaiting(animated: true)
            XCTAssertEqual(env.host.accessibilitySnapshot, HUDAccessibilitySnapshot(), "hiding: gone from VoiceOver at once")
            XCTAssertEqual(env.host.focusRequests.last, .returnToApp)
            XCTAssertEqual(env.host.screenChanges, [true, false])
            env.clock.advance(by: 1)
            XCTAssertEqual(env.host.focusRequests.count, 2)
        }
    }

    /// The example in TestingOnLinux.md.
    func testTheDocumentedExample() {
        onMain {
            let env = HUDTestEnvironment()
            var config = WaitingHUDConfiguration(mode: .annularDeterminate, label: "Uploading…")
            config.progress = 0.4
            config.style.maskType = .black
            env.center.showWaiting(config)
            XCTAssertEqual(
                env.host.accessibilityDump,
                """
                modal
                > "Uploading…" = "40 percent" [staticText, updatesFrequently] (121, 378.5, 148, 100) bezel
                """)
            env.center.setWaitingProgress(0.75)
            XCTAssertEqual(env.host.accessibilitySnapshot.focused?.value, "75 percent")
        }
    }

    func testLongAndUnusualLabels() {
        onMain {
            let env = HUDTestEnvironment()
            env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: String(repeating: "x", count: 10_000)))
            let label = env.host.accessibilitySnapshot.elements.first?.label
            XCTAssertEqual(label?.count, HUDAccessibility.maximumTextLength)
            XCTAssertEqual(label?.last, "…")
            env.center.showWaiting(WaitingHUDConfiguration(mode: .text, label: "Zoë 👩‍👩‍👧 e\u{301}"))
            XCTAssertEqual(env.host.accessibilitySnapshot.elements.first?.label, "Zoë 👩‍👩‍👧 e\u{301}")
        }
    }
}
