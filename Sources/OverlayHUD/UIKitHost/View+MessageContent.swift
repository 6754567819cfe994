#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    @_spi(Layers) import OverlayHUDMessages
    import SwiftUI

    @available(iOS 14.0, *)
    extension View {
        /// Shows a message drawn by your own SwiftUI view while `isPresented` is true, and sets it
        /// back to false when the message leaves; setting it to false hides the message. It follows
        /// the rules of ``SwiftUI/View/message(isPresented:_:center:)``: `message` gives the id,
        /// position, duration, taps and what VoiceOver reads; when this view disappears a timed
        /// message finishes and an ``HUDDuration/untilHidden`` one is hidden.
        ///
        /// ```swift
        /// .message(isPresented: $copied, .info("Copied", position: .center, duration: .seconds(1.5))) {
        ///     Label("Copied", systemImage: "doc.on.doc").padding().background(.thinMaterial, in: Capsule())
        /// }
        /// ```
        /// - Parameters:
        ///   - isPresented: whether the message shows.
        ///   - message: everything but the drawing (it goes by its ``MessageConfiguration/id``, or one made from its text).
        ///   - center: the center to show in (default: the center of this view's window scene when
        ///     the app has several windows; else ``HUDCenter/shared``).
        ///   - content: the message's view (sizing and touches as in ``HUDCenter/showMessage(_:content:)``).
        public func message<Content: View>(
            isPresented: Binding<Bool>, _ message: MessageConfiguration, center: HUDCenter? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            let build = MessageContentBox(content)
            return modifier(
                MessagePresentedModifier(
                    isPresented: isPresented, message: { message }, center: center,
                    present: { center, shown in
                        MainActor.assumeIsolated { center.showMessage(shown) { build.make() } }
                    }))
        }
    }

    /// Carries a view's builder into the main actor, where the message is built.
    // @unchecked Sendable: made and used on the main thread only (SwiftUI's update, then the show).
    private final class MessageContentBox<Shown: View>: @unchecked Sendable {
        let make: () -> Shown
        init(_ make: @escaping () -> Shown) { self.make = make }
    }
#endif
