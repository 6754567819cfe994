// What the README's snippets take from the app around them: its own names, declared here so
// Scripts/ios-public-clients.sh can compile every snippet against OverlayHUD's public API alone.
// Nothing here is OverlayHUD's.
import OverlayHUD
import UIKit

struct Caller { var id = "1024"; var name = "Mia" }
let caller = Caller()
func openCall(_ id: String) {}
func openSettings() {}
func restoreMessage() {}
func share(to index: Int) {}
func signUp(_ values: [String]) {}
func signIn(_ values: [String]) {}
func verify(_ code: String) {}
func sync() async throws -> Int { 0 }
struct Upload: Sendable {
    let progress = Progress(totalUnitCount: 1)
    func run() async throws -> Int { 0 }
}
let upload = Upload()
final class IncomingCallView: UIView {}
final class SavedBadgeView: UIView {}
let star = UIImage()
@MainActor let view = UIView()
/// A popup of the app's own type (type-checked only, never run).
@MainActor var myCustomPopup: any Popup { fatalError("the app's own popup") }
