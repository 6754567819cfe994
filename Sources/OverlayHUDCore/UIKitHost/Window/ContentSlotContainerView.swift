#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    /// Holds one platform view in a content slot: the view the host parents inside the view of the
    /// engine layer that holds the slot (`CoreAnimationBackend.setSublayers`), so the app's view
    /// moves, scales, fades and clips with its element. It keeps the app's view at its own bounds,
    /// measures it for the engine, and on each layout pass reports a new measured size.
    @MainActor
    package final class ContentSlotContainerView: UIView {
        /// The app's view (or a hosting controller's view, or a card field's `UITextField`).
        let content: UIView
        /// What the view answers within a size (`nil`: it takes whatever the slot gives).
        private let sizeThatFits: ((CGSize) -> CGSize)?
        /// Keeps what the view needs alive while the slot holds it (a `UIHostingController`).
        private let retained: AnyObject?
        private var lastFitting: CGSize?
        private var lastMeasured: CGSize?
        /// Called when a layout pass measures a size other than the last one.
        var onSizeChange: (() -> Void)?

        init(content: UIView, retaining retained: AnyObject? = nil, sizeThatFits: ((CGSize) -> CGSize)?) {
            self.content = content
            self.retained = retained
            self.sizeThatFits = sizeThatFits
            super.init(frame: content.frame)
            backgroundColor = .clear
            // Taken over: a view already in another hierarchy leaves it (UIKit's addSubview).
            addSubview(content)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        /// The view's size within `fitting` (zero for a view that takes any size).
        func measure(fitting: HUDSize) -> HUDSize {
            guard let sizeThatFits else { return .zero }
            let proposal = CGSize(width: fitting.width, height: fitting.height)
            lastFitting = proposal
            let s = sizeThatFits(proposal)
            lastMeasured = s
            return HUDSize(Double(s.width), Double(s.height))
        }

        /// Whether the app's view is still in this container: a view handed to a second slot (a
        /// second popup, the next show of a waiting HUD's custom view) moves into that slot's
        /// container, and this one is left empty.
        var holdsContent: Bool { content.superview === self }

        package override func layoutSubviews() {
            super.layoutSubviews()
            // An empty container neither sizes nor measures a view another container holds.
            guard holdsContent else { return }
            if content.frame != bounds { content.frame = bounds }
            guard let sizeThatFits, let lastFitting, let before = lastMeasured else { return }
            let now = sizeThatFits(lastFitting)
            if now != before && !(now.width.isNaN && before.width.isNaN) {
                lastMeasured = now
                onSizeChange?()
            }
        }

        /// A view controller kept with the view (a SwiftUI popup's `UIHostingController`) is a
        /// child of the overlay window's root controller while the view is in the window, so the
        /// content can present (`.sheet`, `.alert`), gets appearance and trait changes, and reports
        /// a new preferred content size to the root (`OverlayRootViewController`). Every
        /// way out takes the view out of the window (``detach()`` on release or take-over, the
        /// popup's layer leaving, the window going), and so the controller out of its parent:
        /// `willMove(toParent: nil)` here, `removeFromParent()` once the view has left.
        package override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            guard let child = retained as? UIViewController else { return }
            let parent = newWindow?.rootViewController
            guard child.parent !== parent else { return }
            if child.parent != nil {
                child.willMove(toParent: nil)
                // Straight on to another window: leave the old parent before joining the new one.
                if parent != nil { child.removeFromParent() }
            }
            if let parent, parent !== child { parent.addChild(child) }
        }

        package override func didMoveToWindow() {
            super.didMoveToWindow()
            guard let child = retained as? UIViewController else { return }
            if let parent = window?.rootViewController, child.parent === parent {
                child.didMove(toParent: parent)
            } else if window == nil, child.parent != nil {
                child.removeFromParent()
            }
        }

        /// Gives the app's view back: out of this container and out of the overlay. A view that has
        /// moved on to another container stays there.
        func detach() {
            if holdsContent { content.removeFromSuperview() }
            removeFromSuperview()
        }
    }
#endif
