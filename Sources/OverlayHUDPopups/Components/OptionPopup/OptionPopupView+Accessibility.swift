@_spi(Layers) import OverlayHUDCore

// What VoiceOver reads for an option popup.
extension OptionPopupView {
    /// Each option is a button read by its title (a blank one reads the built-in "Option 3", its
    /// number from 1), selected while it is the recorded choice; activating it chooses it. Options
    /// read in grid order. (The popup's backdrop, "Dismiss", is the queue's.)
    func describe(_ option: OptionPopupConfiguration.Option, selected: Bool, at index: Int) {
        guard index >= 0, index < cells.count else { return }
        cells[index].accessibility = HUDAccessibility(
            label: HUDAccessibilityText(option.title, fallback: .option(index + 1)),
            traits: selected ? [.button, .selected] : .button, identifier: "OverlayHUD.optionPopup.option.\(index)")
    }
}
