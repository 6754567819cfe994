extension HUDHost {
    /// The size of the slot for the view this host holds in `slot`, within `available`
    /// (``ContentSlotSizing/size(available:measure:measureAtWidth:)``): measured within
    /// `available`, clamped, and measured again at the clamped width when it answered wider
    /// (``measureContent(_:width:fittingHeight:)``), so wrapping text grows taller.
    package func contentSlotSize(of slot: HUDContentSlotID, available: HUDSize) -> HUDSize {
        ContentSlotSizing.size(
            available: available, measure: { measureContent(slot, fitting: $0) },
            measureAtWidth: { measureContent(slot, width: $0, fittingHeight: $1) })
    }
}
