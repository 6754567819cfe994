@_spi(Layers) import OverlayHUD
import OverlayHUDSoftware

/// The overlay's own words in German (the longest) and in the right-to-left Arabic and Hebrew:
/// a waiting HUD with the built-in Cancel, the cat's default title, a call banner over an error
/// message, and the option popup — the app's words translated as an app would, ours from the
/// package's tables. Arabic and Hebrew run with the app's layout direction set right to left (the
/// overlay mirrors by the app's direction, never by the language of its words). The software
/// renderer does no shaping and no bidirectional reordering: Arabic letters draw in their
/// isolated forms, and a right-to-left text is laid out in its stored order, so these stills show
/// layout and fallbacks, not the text as iOS draws it.
@MainActor
enum LanguageScenes {
    static var all: [DemoScene] { samples.flatMap(scenes) }

    /// The app's words in one language.
    struct Sample {
        let language: String
        let name: String
        let upload: String
        let files: String
        let caller: String
        let calling: String
        let failed: String
        let retry: String
        let options: [String]
        var rightToLeft: Bool { language == "ar" || language == "he" }
    }

    static let samples = [
        Sample(
            language: "de", name: "German", upload: "Fotos werden hochgeladen", files: "3 von 10 Dateien",
            caller: "Anna Schmidt", calling: "ruft dich an", failed: "Hochladen fehlgeschlagen",
            retry: "Prüfe deine Verbindung und versuche es erneut.",
            options: ["Nachrichten", "E-Mail", "Kopieren", "Drucken", "Speichern", "Weitere"]),
        Sample(
            language: "ar", name: "Arabic", upload: "جارٍ رفع الصور", files: "٣ من ١٠ ملفات", caller: "ليلى",
            calling: "تتصل بك", failed: "فشل الرفع", retry: "تحقق من اتصالك وحاول مرة أخرى.",
            options: ["رسائل", "بريد", "نسخ", "طباعة", "حفظ", "المزيد"]),
        Sample(
            language: "he", name: "Hebrew", upload: "מעלה תמונות", files: "3 מתוך 10 קבצים", caller: "נועה",
            calling: "מתקשרת אליך", failed: "ההעלאה נכשלה", retry: "בדקו את החיבור ונסו שוב.",
            options: ["הודעות", "דואר", "העתקה", "הדפסה", "שמירה", "עוד"]),
    ]

    /// The four scenes of `sample`, named `lang-<language>-<element>`.
    static func scenes(_ sample: Sample) -> [DemoScene] {
        let traits = OverlayTraits(layoutDirection: sample.rightToLeft ? .rightToLeft : .leftToRight)
        func scene(
            _ element: String, _ summary: String, duration: Double,
            _ script: @escaping @MainActor (HUDCenter, ManualClock) -> Void
        )
            -> DemoScene
        {
            HUDScenes.hudScene(
                "lang-\(sample.language)-\(element)", "\(summary), in \(sample.name)", duration: duration, traits: traits
            ) { center, clock in
                center.localization = HUDLocalization(language: sample.language)
                script(center, clock)
            }
        }
        return [
            scene("hud", "annular progress with label, details and the built-in Cancel", duration: 1.5) { center, clock in
                // The title withWaiting(cancellable: true) gives its button when the app gives none.
                var config = WaitingHUDConfiguration(mode: .annularDeterminate, label: sample.upload, details: sample.files)
                config.buttonTitle = center.localization.string(.cancel)
                center.showWaiting(config)
                clock.schedule(after: 0.4) { center.setWaitingProgress(0.4) }
            },
            scene("cat", "the cat with its default title", duration: 4) { center, _ in
                center.showWaiting()
            },
            scene("message", "a call banner (its close button) over an error message", duration: 1.2) { center, clock in
                var error = MessageConfiguration.error(sample.failed, body: sample.retry)
                error.duration = .untilHidden
                error.position = .bottom
                center.showMessage(error)
                clock.schedule(after: 0.3) {
                    center.showBanner(BannerInfo(id: "call", title: sample.caller, subtitle: sample.calling))
                }
            },
            scene("option", "the option popup", duration: 1.2) { center, _ in
                var config = PopupScenes.demoConfiguration(
                    sample.options.map {
                        OptionPopupConfiguration.Option(title: $0, icon: .gear(.black), selectedIcon: .musicNote(.black))
                    })
                config.animationType = .spring
                config.direction = .bottom
                try? center.showOptionPopup(config)
            },
        ]
    }
}
