/// The properties of a waiting-HUD label that change its size: font, line count, alignment
/// (MBProgressHUD's `UILabel` settings, as far as layout reads them).
struct WaitingHUDLabelFormat: Hashable, Sendable {
    /// The font (MBProgressHUD: bold 16 for the label, bold 12 for the details), growing with
    /// Dynamic Type unless it is fixed.
    var font: HUDFont
    /// Most lines shown; 0 means as many as the text needs (`UILabel.numberOfLines`).
    var numberOfLines: Int
    /// How each line sits in the label's frame.
    var alignment: HUDTextAlignment = .center
    /// Extra space between characters in points (the cat's title: 5); a kerned line is clipped,
    /// not truncated.
    var kerning: Double = 0

    /// The font's point size at the default text size.
    var fontSize: Double {
        get { font.size }
        set { font.size = newValue }
    }
    /// The font's weight.
    var weight: FontWeight {
        get { font.weight }
        set { font.weight = newValue }
    }

    /// MBProgressHUD's bold 16, following the callout style (16 pt at the default text size).
    static let labelFont = HUDFont.system(size: 16, weight: .bold, relativeTo: .callout)
    /// MBProgressHUD's bold 12, following the caption style (12 pt at the default text size).
    static let detailsFont = HUDFont.system(size: 12, weight: .bold, relativeTo: .caption1)

    /// MBProgressHUD's `label`: bold 16, one line (the `MBProgressHUD` class keeps it).
    static let label = WaitingHUDLabelFormat(font: labelFont, numberOfLines: 1)
    /// MBProgressHUD's `detailsLabel`: bold 12, as many lines as needed.
    static let mbDetails = WaitingHUDLabelFormat(font: detailsFont, numberOfLines: 0)
    /// The center's waiting and status HUD label: MBProgressHUD's bold 16 in as many lines as it
    /// needs, as SVProgressHUD's status label (`numberOfLines = 0`): the bezel grows to the
    /// screen's width, then taller, so a label that grows with Dynamic Type is never cut.
    static let wrappingLabel = WaitingHUDLabelFormat(font: labelFont, numberOfLines: 0)
    /// The center's waiting HUD details: bold 12, as many lines as needed (MBProgressHUD's `detailsLabel`).
    static let details = mbDetails

    /// The text content one line of this label draws at `category`.
    func content(_ string: String, color: HUDColor, at category: HUDContentSizeCategory) -> TextContent {
        font.textContent(
            string, at: category, color: color, alignment: alignment, truncation: kerning == 0 ? .end : .none,
            kerning: kerning)
    }
}
