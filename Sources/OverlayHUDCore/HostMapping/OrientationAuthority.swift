/// Which of the app's view controllers decides the interface orientations while the overlay
/// shows, so the overlay window never refuses a rotation the app asks for.
///
/// The overlay's root view controller answers `supportedInterfaceOrientations` with the answer of
/// the controller UIKit itself would ask in the app's window: along the presentation chain from
/// the app window's root, the last controller that covers the screen (`shouldPresentInFullscreen`)
/// and is not being dismissed. A sheet or popover that leaves the screen partly uncovered does not
/// decide; a controller being dismissed, and whatever it presents, no longer counts. An empty
/// answer (which UIKit would reject) falls back to the one before it, and with none to all.
///
/// ```swift
/// let mask = OrientationAuthority.supportedOrientations(of: chain)   // chain[0]: the app window's root
/// ```
enum OrientationAuthority {
    /// One controller of the presentation chain.
    struct Controller: Sendable {
        /// Whether its presentation covers the whole screen (the root always does).
        var coversScreen: Bool
        /// Whether it is being dismissed.
        var isBeingDismissed: Bool
        /// Its `supportedInterfaceOrientations` (`UIInterfaceOrientationMask` raw value).
        var supportedOrientations: UInt

        /// Creates a description.
        init(coversScreen: Bool = true, isBeingDismissed: Bool = false, supportedOrientations: UInt) {
            self.coversScreen = coversScreen
            self.isBeingDismissed = isBeingDismissed
            self.supportedOrientations = supportedOrientations
        }
    }

    /// `UIInterfaceOrientationMask.all`.
    static let allOrientations: UInt = 30

    /// The index of the controller whose answer counts, or `nil` for an empty chain.
    static func decidingIndex(in chain: [Controller]) -> Int? {
        var candidates: [Int] = []
        for (i, c) in chain.enumerated() {
            if i > 0, c.isBeingDismissed { break }
            if i == 0 || c.coversScreen { candidates.append(i) }
        }
        return candidates.last { chain[$0].supportedOrientations & allOrientations != 0 } ?? candidates.first
    }

    /// The orientations the overlay's root controller supports.
    static func supportedOrientations(of chain: [Controller]) -> UInt {
        guard let i = decidingIndex(in: chain) else { return allOrientations }
        let mask = chain[i].supportedOrientations & allOrientations
        return mask == 0 ? allOrientations : mask
    }
}
