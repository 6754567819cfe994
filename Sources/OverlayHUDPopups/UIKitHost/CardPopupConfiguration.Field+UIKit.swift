#if canImport(UIKit)
    @_spi(Layers) import OverlayHUDCore
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    extension CardPopupConfiguration.Field {
        /// The keyboard shown while the field takes text (`UITextInputTraits.keyboardType`).
        /// Default `.default`; ``email(placeholder:text:)`` sets `.emailAddress`.
        ///
        /// Every `UIKeyboardType` reaches the field's `UITextField` as set and reads back as set
        /// (`.alphabet` reads back as `.asciiCapable`, the same value). The keyboard also guides
        /// AutoFill while ``textContentType`` is unset: `.emailAddress`, `.URL` and `.phonePad` offer
        /// an e-mail address, a URL and a telephone number.
        public var keyboardType: UIKeyboardType {
            get { keyboard.uiKeyboardType }
            set { keyboard = TextInputTraits.Keyboard(newValue) }
        }

        /// What the field holds, so AutoFill and the QuickType bar offer the right values
        /// (`UITextInputTraits.textContentType`); `nil`: nothing for AutoFill.
        ///
        /// Until you set it, the field chooses, and this reads what it chose: `.password` for a
        /// secure field; `.emailAddress`, `.URL` or `.telephoneNumber` for those keyboards; `nil`
        /// otherwise. In a card, the field just before the first password field (`.password` or
        /// `.newPassword`) gets `.username` instead, as Password AutoFill asks (an e-mail address
        /// used as the user name too) — a choice of the card, which reading a field alone does not
        /// show. Once set (`nil` included), it is what the `UITextField` gets and reads back as
        /// set, whatever the keyboard and the fields around it; every `UITextContentType`, also
        /// ones added after this library, passes through unchanged.
        public var textContentType: UITextContentType? {
            get { contentTrait.uiTextContentType }
            set { autoFill = TextInputTraits.ContentKind(newValue) }
        }

        /// Which letters the keyboard capitalises (`UITextInputTraits.autocapitalizationType`).
        ///
        /// Until you set it, the field chooses, and this reads what it chose: `.words` for a name
        /// (a ``textContentType`` of `.name`, `.givenName` or `.familyName`), `.none` otherwise and
        /// always for a secure field. Once set, the field gets it as set; a value UIKit does not
        /// define counts as `.none`.
        public var autocapitalizationType: UITextAutocapitalizationType {
            get { capitalizationTrait.uiAutocapitalizationType }
            set { capitalization = TextInputTraits.Capitalization(newValue) }
        }

        /// Whether the keyboard corrects spelling as the user types
        /// (`UITextInputTraits.autocorrectionType`; spell checking follows it). Default `.no`: a
        /// card's fields hold names, addresses, codes and passwords. `.yes`, `.no` and `.default`
        /// (UIKit's own choice for the field) reach the `UITextField` as set and read back as set;
        /// a value UIKit does not define counts as `.no`.
        public var autocorrectionType: UITextAutocorrectionType {
            get { autocorrection.uiAutocorrectionType }
            set { autocorrection = TextInputTraits.Autocorrection(newValue) }
        }
    }
#endif
