import Foundation

/// The built-in strings of every shipped language, read once from the package's resources
/// (`Resources/<language>.lproj/OverlayHUD.strings`).
///
/// The resource bundle is looked for where SwiftPM and Xcode put it, by hand: the generated
/// `Bundle.module` stops the app when it finds none, and the overlay never traps. Without the
/// bundle (an app that copied the binary alone) every language reads the English compiled in here.
enum HUDStringTables {
    /// English, compiled in: the answer when a table or an entry is missing. Equal to
    /// `en.lproj/OverlayHUD.strings` (a test checks).
    static let english: [String: String] = [
        "close": "Close", "like": "Like", "dismiss": "Dismiss", "loading": "Loading", "success": "Success",
        "error": "Error", "information": "Information", "warning": "Warning", "message": "Message",
        "notification": "Notification", "done": "Done",
        "continue": "Continue", "option": "Option %d", "textField": "Text field %d", "percent": "%d percent",
        "cancel": "Cancel", "catTitle": "Loading...", "dismissHint": "Dismisses the notice.",
    ]

    /// Each shipped language's table, keyed by ``HUDLocalization/supportedLanguages``' names.
    static let tables: [String: [String: String]] = {
        var out: [String: [String: String]] = [:]
        guard let bundle = resourceDirectory else { return out }
        for language in HUDLocalization.supportedLanguages {
            if let table = load(language, from: bundle) { out[language] = table }
        }
        return out
    }()

    /// The entry `key` of `language`, else the English one, else the key itself.
    static func entry(_ key: String, language: String) -> String { entryAndTable(key, language: language).entry }

    /// ``entry(_:language:)`` and the language of the table it came from (`nil`: the key itself).
    static func entryAndTable(_ key: String, language: String) -> (entry: String, table: String?) {
        if let e = tables[language]?[key] { return (e, language) }
        if let e = tables["en"]?[key] ?? english[key] { return (e, "en") }
        return (key, nil)
    }

    /// Where the resource bundle lies: beside the executable (Linux, macOS tools, tests) or in the
    /// app's resources (iOS), named as SwiftPM names it.
    static let resourceDirectory: URL? = {
        let names = ["OverlayHUD_OverlayHUDCore.resources", "OverlayHUD_OverlayHUDCore.bundle"]
        let places = [Bundle.main.resourceURL, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for place in places.compactMap({ $0 }) {
            for name in names {
                let url = place.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    return url
                }
            }
        }
        return nil
    }()

    /// One language's table: `<language>.lproj/OverlayHUD.strings` at the bundle's top or in its
    /// `Resources` (an Apple bundle), spelled as given or lower-cased (SwiftPM on Linux lower-cases
    /// `zh-Hans.lproj`). A file that does not parse as a strings table counts as missing.
    static func load(_ language: String, from bundle: URL) -> [String: String]? {
        let lowered = language.lowercased()
        let folders = lowered == language ? [language] : [language, lowered]
        for base in [bundle, bundle.appendingPathComponent("Resources")] {
            for folder in folders {
                let url = base.appendingPathComponent("\(folder).lproj").appendingPathComponent("OverlayHUD.strings")
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                let parsed = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                if let table = parsed as? [String: String] { return table }
            }
        }
        return nil
    }
}
