#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    /// Holds one platform view in a content slot: the view the host parents inside the view of the
    /// engine layer that holds the slot (`CoreAnimationBackend.setSublayers`), so the app's view
    /// moves, scales, fades and clips with its element. It keeps the app's view at its own bounds
    /// (a view laid out with Auto Layout, `translatesAutoresizingMaskIntoConstraints = false`, is
    /// pinned to its edges, as SwiftMessages does), measures it for the engine, and on each layout
    /// pass reports a new measured size, and a text input that came or went.
    @MainActor
    package final class ContentSlotContainerView: UIView {
        /// How the engine asks a view its size: within `size`, or exactly `size.width` wide with
        /// its height found within `size.height` (`HUDHost.measureContent(_:width:fittingHeight:)`).
        package struct Proposal {
            package var size: CGSize
            var widthIsFixed: Bool
        }

        /// The app's view (or a hosting controller's view, or a card field's `UITextField`).
        let content: UIView
        /// What the view answers to a proposal, given the view Auto Layout should measure
        /// (``measuredView``; `nil`: it takes whatever the slot gives).
        private let sizeThatFits: ((Proposal, UIView) -> CGSize)?
        /// Keeps what the view needs alive while the slot holds it (a `UIHostingController`).
        private let retained: AnyObject?
        private var lastProposal: Proposal?
        private var lastMeasured: CGSize?
        /// The constraints pinning an Auto Layout view to this container's edges (none for a view
        /// laid out with frames).
        private var pins: [NSLayoutConstraint] = []
        /// Whether the view held a text input at the last look (``holdsTextInput``).
        private var heldTextInput = false
        /// Called when a layout pass measures a size other than the last one.
        var onSizeChange: (() -> Void)?
        /// Called when a layout pass finds that a text input came into the view or left it.
        var onTextInputChange: (() -> Void)?

        init(content: UIView, retaining retained: AnyObject? = nil, sizeThatFits: ((Proposal, UIView) -> CGSize)?) {
            self.content = content
            self.retained = retained
            self.sizeThatFits = sizeThatFits
            super.init(frame: content.frame)
            backgroundColor = .clear
            // Taken over: a view already in another hierarchy leaves it (UIKit's addSubview).
            addSubview(content)
            if !content.translatesAutoresizingMaskIntoConstraints {
                // Auto Layout sets such a view's frame from its constraints at every pass, so a frame
                // set here would not hold: its edges are pinned to the slot's. The far edges give way
                // (999) to a required size of the view's own, rather than break it.
                let trailing = content.trailingAnchor.constraint(equalTo: trailingAnchor)
                let bottom = content.bottomAnchor.constraint(equalTo: bottomAnchor)
                trailing.priority = .required - 1
                bottom.priority = .required - 1
                pins = [
                    content.leadingAnchor.constraint(equalTo: leadingAnchor),
                    content.topAnchor.constraint(equalTo: topAnchor), trailing, bottom,
                ]
                NSLayoutConstraint.activate(pins)
            }
            heldTextInput = holdsTextInput
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        /// The view's size within `fitting`, or (`widthIsFixed`) at exactly `fitting.width` wide
        /// (zero for a view that takes any size).
        func measure(fitting: HUDSize, widthIsFixed: Bool = false) -> HUDSize {
            guard sizeThatFits != nil else { return .zero }
            let proposal = Proposal(size: CGSize(width: fitting.width, height: fitting.height), widthIsFixed: widthIsFixed)
            lastProposal = proposal
            let s = measureNow(proposal)
            lastMeasured = s
            return HUDSize(Double(s.width), Double(s.height))
        }

        /// Asks the view, with the display settings it shows with applied first: a text-size change
        /// reaches its labels' fonts (`adjustsFontForContentSizeCategory`) before they are measured.
        private func measureNow(_ proposal: Proposal) -> CGSize {
            guard let sizeThatFits else { return .zero }
            if #available(iOS 17.0, *) { content.updateTraitsIfNeeded() }
            return sizeThatFits(proposal, measuredView)
        }

        /// The view `systemLayoutSizeFitting` is sent to: the app's view, or this container when the
        /// app's view is pinned to it. UIKit documents no answer to whether the fitting size of a
        /// view counts the constraints that tie it to its superview; if it did, the far-edge pins
        /// (999) would outrank the fitting priority (50) and every measurement would return the
        /// slot's current size. The pins are installed on this container, inside its own tree, and
        /// the container itself is tied to nothing but its frame (autoresizing, which fitting
        /// ignores, as the common `tableHeaderView` sizing relies on): measured here, the answer is
        /// the view's own size either way, and no constraint is switched off and on in a layout
        /// pass (which would lay the container out again). A view that moved on to another slot
        /// took no pins along (UIKit drops them): it is measured itself.
        var measuredView: UIView { pins.isEmpty || !holdsContent ? content : self }

        /// Whether the view holds something that takes typing: a `UITextField`, a `UITextView`, or
        /// any other `UIKeyInput` that can become first responder (a SwiftUI `TextField` is backed
        /// by one), anywhere in its tree. A popup showing it takes key status only then
        /// (`PopupPresentation.KeyWindow.automatic`).
        var holdsTextInput: Bool { holdsContent && Self.holdsTextInput(content, depth: 0) }

        private static func holdsTextInput(_ view: UIView, depth: Int) -> Bool {
            if view is UIKeyInput, view.canBecomeFirstResponder { return true }
            // A bound against a pathological tree; real views nest a few dozen deep at most.
            guard depth < 256 else { return false }
            return view.subviews.contains { holdsTextInput($0, depth: depth + 1) }
        }

        /// Whether the app's view is still in this container: a view handed to a second slot (a
        /// second popup, the next show of a waiting HUD's custom view) moves into that slot's
        /// container, and this one is left empty.
        var holdsContent: Bool { content.superview === self }

        package override func layoutSubviews() {
            super.layoutSubviews()
            // An empty container neither sizes nor measures a view another container holds.
            guard holdsContent else { return }
            if pins.isEmpty, content.frame != bounds { content.frame = bounds }
            let holds = holdsTextInput
            if holds != heldTextInput {
                heldTextInput = holds
                onTextInputChange?()
            }
            guard let lastProposal, let before = lastMeasured else { return }
            let now = measureNow(lastProposal)
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
