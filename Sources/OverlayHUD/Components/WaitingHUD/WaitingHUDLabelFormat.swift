/// The properties of a waiting-HUD label that change its size: font, line count, alignment
/// (MBProgressHUD's `UILabel` settings, as far as layout reads them).
struct WaitingHUDLabelFormat: Hashable, Sendable {
    /// Point size (MBProgressHUD: 16 for the label, 12 for the details).
    var fontSize: Double
    /// Weight (MBProgressHUD: bold).
    var weight: FontWeight = .bold
    /// Most lines shown; 0 means as many as the text needs (`UILabel.numberOfLines`).
    var numberOfLines: Int
    /// How each line sits in the label's frame.
    var alignment: HUDTextAlignment = .center
    /// Extra space between characters in points (the cat's title: 5); a kerned line is clipped,
    /// not truncated.
    var kerning: Double = 0

    /// MBProgressHUD's `label`: bold 16, one line.
    static let label = WaitingHUDLabelFormat(fontSize: 16, numberOfLines: 1)
    /// MBProgressHUD's `detailsLabel`: bold 12, as many lines as needed.
    static let mbDetails = WaitingHUDLabelFormat(fontSize: 12, numberOfLines: 0)
    /// The center's waiting HUD details: bold 12, one line.
    static let details = WaitingHUDLabelFormat(fontSize: 12, numberOfLines: 1)

    /// The text content one line of this label draws.
    func content(_ string: String, color: HUDColor) -> TextContent {
        TextContent(
            string, fontSize: fontSize, weight: weight, color: color, alignment: alignment,
            truncation: kerning == 0 ? .end : .none, kerning: kerning)
    }
}
