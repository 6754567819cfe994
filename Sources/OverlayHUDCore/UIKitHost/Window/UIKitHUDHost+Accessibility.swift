#if canImport(UIKit)
    // @preconcurrency: notification payloads are unannotated in the 17.4 SDK.
    @preconcurrency import UIKit

    // VoiceOver: applies what the engine decided (`HUDAccessibilityUpdate`) — modality, one
    // platform element per engine element, focus. Where the user moves focus is reported by the
    // elements themselves (`OverlayAccessibilityElement`).
    extension UIKitHUDHost {
        /// Applies the engine's update: the window's `accessibilityViewIsModal`, the root view's
        /// elements (kept per identity and updated in place, `AccessibilityElementPlan`), then focus:
        /// `.screenChanged` with the element or the content slot's view the engine names, or —
        /// handing focus back to the app — with the app's element that had it before the overlay
        /// took it (if it is still on screen); otherwise `.layoutChanged` when the set of elements
        /// changed.
        package func accessibilityDidChange(_ update: HUDAccessibilityUpdate) {
            surface?.accessibilityViewIsModal = update.snapshot.isModal
            let setChanged = applyAccessibilityElements(update.snapshot)
            if let slot = update.focusContentSlot, let view = slotView(slot) {
                // Into the app's own view (a popup showing it): VoiceOver takes its first element.
                takeFocusFromApp()
                UIAccessibility.post(notification: .screenChanged, argument: view)
                return
            }
            switch update.focus {
            case .element(let id)?:
                takeFocusFromApp()
                UIAccessibility.post(notification: .screenChanged, argument: platformElement(for: id))
            case .returnToApp?:
                let back = appFocusBeforeOverlay.flatMap { Self.isOnScreen($0) ? $0 : nil }
                overlayHoldsFocus = false
                appFocusBeforeOverlay = nil
                UIAccessibility.post(notification: .screenChanged, argument: back)
            case nil:
                if setChanged, surface != nil { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
            }
        }

        /// Remembers the app's element VoiceOver's focus is on before the overlay first takes it.
        private func takeFocusFromApp() {
            guard !overlayHoldsFocus else { return }
            overlayHoldsFocus = true
            let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
            appFocusBeforeOverlay = focused.flatMap { isOverlayElement($0) ? nil : $0 }
        }

        /// The view of content slot `slot` while it shows in the overlay.
        private func slotView(_ slot: HUDContentSlotID) -> UIView? {
            guard let container = mirror.backend.contentViews.view(in: slot), container.holdsContent, container.window != nil
            else { return nil }
            return container
        }

        /// Brings the root view's elements in line with `snapshot`'s elements, with the views of
        /// its content slots at their places (the app's own views: VoiceOver reads what is inside
        /// them); returns whether the set changed.
        private func applyAccessibilityElements(_ snapshot: HUDAccessibilitySnapshot) -> Bool {
            let next = snapshot.elements
            let diff = AccessibilityElementPlan.diff(from: accessibilityPlan, to: next)
            let setChanged = diff.setChanged || snapshot.contentSlots != accessibilitySlots
            accessibilityPlan = next
            accessibilitySlots = snapshot.contentSlots
            guard let view = rootView else {
                accessibilityElements = [:]
                return setChanged
            }
            if setChanged {
                var kept: [HUDAccessibilityElement.ID: OverlayAccessibilityElement] = [:]
                var list: [Any] = []
                var slots = snapshot.contentSlots[...]
                /// The slot views read before element `position` (that are in the window).
                func appendSlotViews(before position: Int) {
                    while let place = slots.first, place.position <= position {
                        slots.removeFirst()
                        if let view = slotView(place.slot) { list.append(view) }
                    }
                }
                for (position, e) in next.enumerated() {
                    appendSlotViews(before: position)
                    if let field = e.textInputIndex.flatMap({ textFieldView(at: $0) }) {
                        Self.apply(e, to: field)
                        list.append(field)
                        continue
                    }
                    let element =
                        accessibilityElements[e.id] ?? OverlayAccessibilityElement(container: view, elementID: e.id, host: self)
                    element.apply(e)
                    kept[e.id] = element
                    list.append(element)
                }
                appendSlotViews(before: next.count)
                accessibilityElements = kept
                view.accessibilityElements = list.isEmpty ? nil : list
            } else {
                for i in diff.updated {
                    let e = next[i]
                    if let field = e.textInputIndex.flatMap({ textFieldView(at: $0) }) {
                        Self.apply(e, to: field)
                    } else {
                        accessibilityElements[e.id]?.apply(e)
                    }
                }
            }
            return setChanged
        }

        /// Tells the receiver VoiceOver's focus is on `id` (`nil`: it left the overlay). A loss
        /// reported after another element already took focus (`leaving` is no longer the focused
        /// one) is ignored, whichever order UIKit reports the two in.
        func reportFocus(on id: HUDAccessibilityElement.ID?, leaving: HUDAccessibilityElement.ID? = nil) {
            if let leaving, reportedFocus != leaving { return }
            reportedFocus = id
            receiver?.accessibilityFocusDidMove(to: id)
        }

        /// VoiceOver's focus arrived on (or left) the `UITextField` of field `index`, which stands
        /// in its engine element's place: reported as that element's focus.
        func reportFieldFocus(_ index: Int, focused: Bool) {
            guard let id = accessibilityPlan.first(where: { $0.textInputIndex == index })?.id else { return }
            if focused { reportFocus(on: id) } else { reportFocus(on: nil, leaving: id) }
        }

        /// A field's element is the `UITextField` itself (its value and editing are UIKit's). A
        /// label in another language than the overlay's (a built-in "Text field 2" in a Dutch
        /// app) carries it on the label alone, so the text typed keeps the voice's language.
        private static func apply(_ e: HUDAccessibilityElement, to field: UITextField) {
            if let language = e.language {
                field.accessibilityAttributedLabel = NSAttributedString(
                    string: e.label, attributes: [.accessibilitySpeechLanguage: language])
            } else {
                field.accessibilityLabel = e.label
            }
            field.accessibilityHint = e.hint
            field.accessibilityIdentifier = e.identifier
        }

        /// The platform element for `id` (nil: the engine element has none yet).
        private func platformElement(for id: HUDAccessibilityElement.ID) -> Any? {
            if let e = accessibilityElements[id] { return e }
            return accessibilityPlan.first { $0.id == id }?.textInputIndex.flatMap { textFieldView(at: $0) }
        }

        private func isOverlayElement(_ object: AnyObject) -> Bool {
            if object is OverlayAccessibilityElement { return true }
            if let view = object as? UIView { return isInOverlay(view) }
            // An element inside a view in a content slot (a table cell's, a SwiftUI view's).
            if let element = object as? UIAccessibilityElement, let view = element.accessibilityContainer as? UIView {
                return isInOverlay(view)
            }
            return false
        }

        /// Whether `view` is the overlay's: in an overlay window, or in the overlay's view in an app extension.
        private func isInOverlay(_ view: UIView) -> Bool {
            view.window is OverlayWindow || extensionSurface.map { view.isDescendant(of: $0) } == true
        }

        /// Whether an element the app's focus was on can take it back (a view in a window, or an
        /// element whose container view is).
        private static func isOnScreen(_ object: AnyObject) -> Bool {
            if let view = object as? UIView { return view.window != nil }
            if let element = object as? UIAccessibilityElement, let view = element.accessibilityContainer as? UIView {
                return view.window != nil
            }
            return true
        }
    }
#endif
