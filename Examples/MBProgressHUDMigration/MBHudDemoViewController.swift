// MBProgressHUD's demo view controller (Demo/Classes/MBHudDemoViewController.m), written anew in
// Swift as an app migrating to OverlayHUD has it: every call as MBProgressHUD 1.2's Swift API
// spells it; only the import changed. Compiled for iOS by Scripts/ios-typecheck.sh; empty elsewhere.
#if canImport(UIKit)
    import UIKit
    import OverlayHUD  // was: import MBProgressHUD

    final class MBHudDemoViewController: UITableViewController, MBProgressHUDDelegate {
        private var canceled = false

        // MARK: Examples

        func indeterminateExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            DispatchQueue.global(qos: .userInitiated).async {
                self.doSomeWork()
                DispatchQueue.main.async { hud.hide(animated: true) }
            }
        }

        func labelExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.label.text = NSLocalizedString("Loading...", comment: "HUD loading title")
            hud.hide(animated: true, afterDelay: 3)
        }

        func detailsLabelExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.label.text = "Loading..."
            hud.detailsLabel.text = "Parsing data\n(1/1)"
            hud.detailsLabel.numberOfLines = 0
            hud.hide(animated: true, afterDelay: 3)
        }

        func windowExample() {
            let hud = MBProgressHUD.showAdded(to: view.window!, animated: true)
            hud.hide(animated: true, afterDelay: 3)
        }

        func determinateExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .determinate
            hud.label.text = "Loading..."
            DispatchQueue.global(qos: .userInitiated).async {
                self.doSomeWorkWithProgress(hud)
                DispatchQueue.main.async { hud.hide(animated: true) }
            }
        }

        func determinateNSProgressExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .determinate
            hud.label.text = "Loading..."
            let progress = Progress(totalUnitCount: 100)
            hud.progressObject = progress
            hud.button.setTitle("Cancel", for: .normal)
            hud.button.addTarget(progress, action: #selector(Progress.cancel), for: .touchUpInside)
            hud.hide(animated: true, afterDelay: 5)
        }

        func annularDeterminateExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .annularDeterminate
            hud.label.text = "Loading..."
            hud.progress = 0.3
            hud.hide(animated: true, afterDelay: 3)
        }

        func barDeterminateExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .determinateHorizontalBar
            hud.label.text = "Loading..."
            hud.progress = 0.6
            hud.hide(animated: true, afterDelay: 3)
        }

        func customViewExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .customView
            let image = UIImage(systemName: "checkmark")?.withRenderingMode(.alwaysTemplate)
            hud.customView = UIImageView(image: image)
            hud.isSquare = true
            hud.label.text = "Done"
            hud.hide(animated: true, afterDelay: 3)
        }

        func textExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .text
            hud.label.text = "Message here!"
            hud.offset = CGPoint(x: 0, y: MBProgressMaxOffset)
            hud.hide(animated: true, afterDelay: 3)
        }

        func cancelationExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.mode = .determinate
            hud.label.text = "Loading..."
            hud.button.setTitle("Cancel", for: .normal)
            hud.button.addTarget(self, action: #selector(cancelWork(_:)), for: .touchUpInside)
            DispatchQueue.global(qos: .userInitiated).async {
                self.doSomeWorkWithProgress(hud)
                DispatchQueue.main.async { hud.hide(animated: true) }
            }
        }

        func modeSwitchingExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.label.text = "Preparing..."
            hud.minSize = CGSize(width: 150, height: 100)
            hud.delegate = self
            hud.mode = .determinateHorizontalBar
            hud.label.text = "Loading..."
            hud.mode = .indeterminate
            hud.label.text = "Cleaning up..."
            hud.customView = UIImageView(image: UIImage(systemName: "checkmark"))
            hud.mode = .customView
            hud.label.text = "Completed"
            hud.hide(animated: true, afterDelay: 1)
        }

        func dimBackgroundExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.backgroundView.style = .solidColor
            hud.backgroundView.color = UIColor(white: 0, alpha: 0.1)
            hud.hide(animated: true, afterDelay: 3)
        }

        func colorExample() {
            let hud = MBProgressHUD.showAdded(to: navigationController!.view, animated: true)
            hud.contentColor = UIColor(red: 0, green: 0.6, blue: 0.7, alpha: 1)
            hud.label.text = "Loading..."
            hud.bezelView.style = .blur
            hud.bezelView.blurEffectStyle = .dark
            hud.bezelView.color = UIColor(white: 0, alpha: 0.8)
            hud.animationType = .zoom
            hud.margin = 10
            hud.graceTime = 0.2
            hud.minShowTime = 1
            hud.completionBlock = { print("hidden") }
            hud.hide(animated: true, afterDelay: 3)
        }

        func reuseExample() {
            let hud = MBProgressHUD(view: view)
            hud.removeFromSuperViewOnHide = false
            view.addSubview(hud)
            hud.show(animated: true)
            hud.hide(animated: true, afterDelay: 1)
            if MBProgressHUD.forView(view) != nil { MBProgressHUD.hide(for: view, animated: true) }
            let spare = MBProgressHUD(frame: view.bounds)
            spare.tag = 7
            spare.isUserInteractionEnabled = false
            view.addSubview(spare)
            spare.removeFromSuperview()
        }

        // MARK: Work

        private func doSomeWork() { sleep(3) }

        private func doSomeWorkWithProgress(_ hud: MBProgressHUD) {
            canceled = false
            var progress: Float = 0
            while progress < 1 && !canceled {
                progress += 0.01
                let value = progress
                DispatchQueue.main.async { hud.progress = value }
                usleep(50_000)
            }
        }

        @objc private func cancelWork(_ sender: Any) { canceled = true }

        // MARK: MBProgressHUDDelegate

        func hudWasHidden(_ hud: MBProgressHUD) {
            print("HUD hidden")
        }
    }
#endif
