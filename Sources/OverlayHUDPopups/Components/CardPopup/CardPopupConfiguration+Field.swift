@_spi(Layers) import OverlayHUDCore

extension CardPopupConfiguration {
    /// One text field of a card popup: what it shows, and how it takes text.
    ///
    /// Return moves to the next field and, on the last field, runs the card's action as its
    /// button does. On iOS the keyboard, AutoFill, capitalisation and autocorrection are
    /// `UITextInputTraits`' own: `keyboardType`, `textContentType`, `autocapitalizationType` and
    /// `autocorrectionType`. Until you set them a field chooses: AutoFill offers a password for a
    /// secure field and an e-mail address, a URL or a telephone number for those keyboards, and
    /// the field just before a card's first password field is its user name (AutoFill's saved
    /// accounts); a name field (`.name`, `.givenName`, `.familyName`) capitalises each word;
    /// nothing is autocorrected.
    ///
    /// ```swift
    /// let card = CardPopupConfiguration(
    ///     title: "Sign in", fields: [.email(), .password()], actionTitle: "GO")
    /// var code = CardPopupConfiguration.Field(placeholder: "Code")
    /// code.keyboardType = .numberPad        // iOS
    /// code.textContentType = .oneTimeCode
    /// ```
    public struct Field: Hashable, Sendable {
        /// Shown while the field is empty.
        public var placeholder: String
        /// Whether the text shows as bullets.
        public var isSecure: Bool
        /// The text the field starts with.
        public var text: String
        /// The keyboard shown while the field takes text. Default `.default`.
        package var keyboard: TextInputTraits.Keyboard
        /// What the field holds, for AutoFill and the QuickType bar (UIKit: `UITextContentType`).
        /// Default `nil`, chosen from the field: `password` when secure; `emailAddress`, `url` or
        /// `telephoneNumber` for those keyboards; `none` otherwise. In a card, the field just
        /// before the first password field is the `username` instead. A kind you set
        /// (`.some(.none)` included: nothing for AutoFill) stays.
        package var autoFill: TextInputTraits.ContentKind?
        /// Which letters the keyboard capitalises (UIKit: `UITextAutocapitalizationType`). Default
        /// `nil`, chosen from the field: `words` for a name, `none` otherwise and for a secure field.
        /// A setting you make (`.some(.none)` included) stays.
        package var capitalization: TextInputTraits.Capitalization?
        /// Whether the keyboard corrects spelling as the user types. Default `.no` (a card's
        /// fields hold names, addresses, codes and passwords).
        package var autocorrection: TextInputTraits.Autocorrection

        /// Creates a field (on iOS, set its keyboard and AutoFill with `keyboardType` and
        /// `textContentType`).
        /// - Parameters:
        ///   - placeholder: shown while the field is empty.
        ///   - isSecure: whether the text shows as bullets (and AutoFill offers a password).
        ///   - text: the text it starts with.
        public init(placeholder: String, isSecure: Bool = false, text: String = "") {
            self.init(placeholder: placeholder, isSecure: isSecure, text: text, keyboard: .default)
        }

        /// Creates a field with every setting in the engine's terms.
        package init(
            placeholder: String, isSecure: Bool = false, text: String = "", keyboard: TextInputTraits.Keyboard = .default,
            autoFill: TextInputTraits.ContentKind? = nil, capitalization: TextInputTraits.Capitalization? = nil,
            autocorrection: TextInputTraits.Autocorrection = .no
        ) {
            self.placeholder = placeholder
            self.isSecure = isSecure
            self.text = text
            self.keyboard = keyboard
            self.autoFill = autoFill
            self.capitalization = capitalization
            self.autocorrection = autocorrection
        }

        /// An e-mail address field: the e-mail keyboard, AutoFill's e-mail addresses — or, just
        /// before a password field, the account's user name (AutoFill's saved accounts; an e-mail
        /// address used as a user name is one, as Apple's "Enabling Password AutoFill on a text
        /// input view" asks).
        /// - Parameters:
        ///   - placeholder: shown while the field is empty. Default "Email".
        ///   - text: the text it starts with.
        public static func email(placeholder: String = "Email", text: String = "") -> Field {
            Field(placeholder: placeholder, text: text, keyboard: .emailAddress)
        }

        /// A password field: bullets, AutoFill's saved passwords, or (`isNew`) a strong new one.
        /// - Parameters:
        ///   - placeholder: shown while the field is empty. Default "Password".
        ///   - isNew: whether the user chooses a new password (AutoFill suggests one).
        public static func password(placeholder: String = "Password", isNew: Bool = false) -> Field {
            Field(placeholder: placeholder, isSecure: true, autoFill: isNew ? .newPassword : .password)
        }
    }
}
