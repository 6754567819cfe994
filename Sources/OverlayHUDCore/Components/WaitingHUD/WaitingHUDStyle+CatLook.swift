extension WaitingHUDStyle {
    /// How the cat (``WaitingHUDConfiguration/Mode/cat``) is presented; other modes ignore it.
    package enum CatLook: Hashable, Sendable {
        /// As SCCatWaitingHUD: the cat 20 pt above the bezel's centre, the title below in the system
        /// font at 20 pt with kerning 5, revealed left to right while it fades (width 0 → 160,
        /// opacity 1 → 0 over 1.6 half-turns, ease-in, again every loop); the HUD appears 0.25 s after
        /// the call over a quarter of a half-turn and hides over the same time.
        case original
        /// The cat and its label stacked like any MBProgressHUD content, a still bold 16 pt label and
        /// the 0.3 s fade of the other modes.
        case modern
    }
}
