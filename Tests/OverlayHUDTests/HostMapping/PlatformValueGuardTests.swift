import XCTest

@_spi(Layers) @testable import OverlayHUDCore

/// `PlatformValueGuard` on its own: what each bad number becomes, and that a safe state passes as
/// it is. (PlatformGeometryBadInputTests checks that nothing bad reaches a backend, which holds as
/// well when the elements clamp everything themselves; this checks the guard's own answers.)
final class PlatformValueGuardTests: XCTestCase {
    private let limit = PlatformValueGuard.limit

    func testNumbers() {
        XCTAssertEqual(PlatformValueGuard.number(.nan), 0)
        XCTAssertEqual(PlatformValueGuard.number(.infinity), limit)
        XCTAssertEqual(PlatformValueGuard.number(-.infinity), -limit)
        XCTAssertEqual(PlatformValueGuard.number(1e30), limit)
        XCTAssertEqual(PlatformValueGuard.number(-limit), -limit)
        XCTAssertEqual(PlatformValueGuard.number(-12.5), -12.5)
    }

    func testTransformWithANonFiniteEntryBecomesTheIdentityAndAHugeOneIsClamped() {
        var t = HUDTransform3D.identity.translatedBy(3, 4)
        XCTAssertEqual(PlatformValueGuard.transform(t), t, "a safe transform passes unchanged")
        t.m42 = .nan
        XCTAssertEqual(PlatformValueGuard.transform(t), .identity)
        t.m42 = -.infinity
        XCTAssertEqual(PlatformValueGuard.transform(t), .identity)
        t.m42 = -1e30
        var clamped = t
        clamped.m42 = -limit
        XCTAssertEqual(PlatformValueGuard.transform(t), clamped)
    }

    func testStateIsMadeSafeFieldByField() {
        var safe = LayerState()
        safe.bounds = HUDRect(1, 2, 30, 40)
        safe.position = HUDPoint(-5, 6)
        safe.opacity = 0.5
        XCTAssertEqual(PlatformValueGuard.state(safe), safe, "a safe state passes unchanged")

        var bad = safe
        bad.bounds = HUDRect(.nan, 2, .infinity, 40)
        bad.position = HUDPoint(1e30, .nan)
        bad.anchorPoint = HUDPoint(.nan, 0.25)
        bad.zPosition = -.infinity
        bad.transform.m11 = .nan
        bad.sublayerTransform.m43 = 1e30
        bad.opacity = .nan
        bad.cornerRadius = .infinity
        bad.borderWidth = .nan
        bad.shadowOpacity = .nan
        bad.shadowOffset = HUDSize(.nan, -.infinity)
        bad.shadowRadius = .infinity

        var expected = safe
        expected.bounds = HUDRect(0, 2, limit, 40)
        expected.position = HUDPoint(limit, 0)
        expected.anchorPoint = HUDPoint(0.5, 0.25)
        expected.zPosition = -limit
        expected.transform = .identity
        expected.sublayerTransform.m43 = limit
        expected.opacity = 0
        expected.cornerRadius = limit
        expected.borderWidth = 0
        expected.shadowOpacity = 0
        expected.shadowOffset = HUDSize(0, -limit)
        expected.shadowRadius = limit
        XCTAssertEqual(PlatformValueGuard.state(bad), expected)
    }
}
