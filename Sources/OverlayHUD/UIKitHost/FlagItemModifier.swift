#if canImport(SwiftUI) && canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    import SwiftUI

    /// One run of a flag, as an item (`FlagItemBinding` numbers the runs).
    package struct FlagRun: Identifiable, Sendable {
        package let id: Int
    }

    /// The runs of a flag a modifier numbers across view updates.
    // Not isolated: as `ActivityState`, SwiftUI uses it on the main thread.
    package final class FlagRuns {
        var binding = FlagItemBinding()
    }

    /// Turns a `Bool` binding into an item binding for `ItemElementModifier`: each run of `true` is
    /// an item of its own (`FlagItemBinding`), and setting the item to nil sets the flag to false.
    /// So `.popup(isPresented:)` and `.banner(isPresented:)` share the item modifiers' rules.
    @available(iOS 14.0, *)
    package struct FlagItemModifier<Shown: ViewModifier>: ViewModifier {
        @Binding var isPresented: Bool
        /// The item modifier for the flag's item binding.
        let itemModifier: (Binding<FlagRun?>) -> Shown
        @State private var runs = FlagRuns()

        package init(isPresented: Binding<Bool>, itemModifier: @escaping (Binding<FlagRun?>) -> Shown) {
            _isPresented = isPresented
            self.itemModifier = itemModifier
        }

        package func body(content: Content) -> some View {
            let flag = $isPresented
            let runs = runs
            let item = Binding<FlagRun?>(
                get: { runs.binding.item(for: flag.wrappedValue).map(FlagRun.init) },
                set: { if $0 == nil, flag.wrappedValue { flag.wrappedValue = false } })
            return content.modifier(itemModifier(item))
        }
    }
#endif
