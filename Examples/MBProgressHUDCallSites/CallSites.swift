// MBProgressHUD call sites as public apps write them in Swift 5 — from helper classes, static
// utilities, network completion closures and delegate callbacks, none of them main-actor code —
// with only the import changed. Against MBProgressHUD 1.2 (Objective-C, imported @preconcurrency)
// each compiles without a diagnostic; so it must against OverlayHUD. Compiled in Swift 5 mode by
// Scripts/ios-typecheck.sh (which fails on any warning); empty elsewhere.
#if canImport(UIKit)
    import UIKit
    import OverlayHUD  // was: import MBProgressHUD

    /// A helper class that is not a view controller (nonisolated).
    final class Net {
        func load(in view: UIView) { MBProgressHUD.showAdded(to: view, animated: true) }
        func finish(in view: UIView) -> Bool { MBProgressHUD.hide(for: view, animated: true) }
        func current(in view: UIView) -> MBProgressHUD? { MBProgressHUD.forView(view) }
    }

    /// A static utility.
    enum HUD {
        static func hide(_ v: UIView) { MBProgressHUD.hide(for: v, animated: true) }

        static func toast(_ text: String, in v: UIView) {
            let hud = MBProgressHUD(view: v)
            v.addSubview(hud)
            hud.mode = .text
            hud.contentColor = .white
            hud.label.text = text
            hud.offset = CGPoint(x: 0, y: MBProgressMaxOffset)
            hud.show(animated: true)
            hud.hide(animated: true, afterDelay: 2)
        }

        static func progress(in v: UIView, following progress: Progress) -> MBProgressHUD {
            let hud = MBProgressHUD.showAdded(to: v, animated: true)
            hud.mode = .annularDeterminate
            hud.progressObject = progress
            return hud
        }
    }

    /// Network completion closures and URLSession delegate callbacks (background queues).
    final class Downloader: NSObject, URLSessionDownloadDelegate, MBProgressHUDDelegate {
        private var hud: MBProgressHUD?

        func fetch(_ url: URL, into v: UIView, session: URLSession) {
            session.dataTask(with: url) { _, _, _ in
                DispatchQueue.main.async {
                    let h = MBProgressHUD(view: v)
                    h.mode = .text
                }
            }.resume()
        }

        func download(_ url: URL, into v: UIView, session: URLSession) {
            let hud = MBProgressHUD.showAdded(to: v, animated: true)
            hud.mode = .determinate
            hud.delegate = self
            self.hud = hud
            let task = session.downloadTask(with: url) { _, _, error in
                // A background queue: these apply on the main thread, in this order.
                hud.mode = error == nil ? .customView : .text
                hud.label.text = error == nil ? "Done" : "Failed"
                hud.detailsLabel.text = error?.localizedDescription
                hud.hide(animated: true, afterDelay: 1)
            }
            task.resume()
        }

        func urlSession(
            _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
            totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
        ) {
            hud?.progress = Float(totalBytesWritten) / Float(max(1, totalBytesExpectedToWrite))
        }

        func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
            DispatchQueue.global().async { [hud] in
                hud?.progress = 1
                hud?.label.text = "Saving…"
            }
        }

        func hudWasHidden(_ hud: MBProgressHUD) {
            self.hud = nil
            print(hud.label.text ?? "")
        }
    }

    /// A subclass, as apps make for a house style.
    final class BrandHUD: MBProgressHUD {
        override func layoutSubviews() {
            super.layoutSubviews()
            bezelView.color = .black
            bezelView.style = .solidColor
        }
    }
#endif
