@_spi(Layers) import OverlayHUDCore

extension CardPopupConfiguration {
    /// One text field of a card popup: what it shows, and how it takes text (the keyboard,
    /// AutoFill, capitalisation, autocorrection).
    ///
    /// Return moves to the next field and, on the last field, runs the card's action as its
    /// button does.
    ///
    /// ```swift
    /// let card = CardPopupConfiguration(
    ///     title: "Sign in", fields: [.email(), .password()], actionTitle: "GO")
    /// var code = CardPopupConfiguration.Field(placeholder: "Code", keyboard: .number)
    /// code.autoFill = .oneTimeCode
    /// ```
    public struct Field: Hashable, Sendable {
        /// Shown while the field is empty.
        public var placeholder: String
        /// Whether the text shows as bullets.
        public var isSecure: Bool
        /// The text the field starts with.
        public var text: String
        /// The keyboard shown while the field takes text. Default ``KeyboardKind/default``.
        public var keyboard: KeyboardKind
        /// What the field holds, for AutoFill and the QuickType bar. Default
        /// ``AutoFill/automatic``: a password for a secure field, an e-mail address for an e-mail
        /// keyboard, a URL or a telephone number for those keyboards, nothing otherwise.
        public var autoFill: AutoFill
        /// Which letters the keyboard capitalises. Default ``Capitalization/automatic``: the first
        /// letter of each word in a name field (``AutoFill/name``, ``AutoFill/givenName``,
        /// ``AutoFill/familyName``), none otherwise.
        public var capitalization: Capitalization
        /// Whether the keyboard corrects spelling as the user types. Default false (a card's
        /// fields hold names, addresses, codes and passwords).
        public var autocorrects: Bool

        /// Creates a field.
        /// - Parameters:
        ///   - placeholder: shown while the field is empty.
        ///   - isSecure: whether the text shows as bullets (and AutoFill offers a password).
        ///   - text: the text it starts with.
        ///   - keyboard: the keyboard shown.
        ///   - autoFill: what the field holds, for AutoFill (``AutoFill/automatic``: see ``autoFill``).
        ///   - capitalization: which letters are capitalised (``Capitalization/automatic``: see ``capitalization``).
        ///   - autocorrects: whether spelling is corrected.
        public init(
            placeholder: String, isSecure: Bool = false, text: String = "", keyboard: KeyboardKind = .default,
            autoFill: AutoFill = .automatic, capitalization: Capitalization = .automatic, autocorrects: Bool = false
        ) {
            self.placeholder = placeholder
            self.isSecure = isSecure
            self.text = text
            self.keyboard = keyboard
            self.autoFill = autoFill
            self.capitalization = capitalization
            self.autocorrects = autocorrects
        }

        /// An e-mail address field: the e-mail keyboard, AutoFill's e-mail addresses.
        /// - Parameters:
        ///   - placeholder: shown while the field is empty. Default "Email".
        ///   - text: the text it starts with.
        public static func email(placeholder: String = "Email", text: String = "") -> Field {
            Field(placeholder: placeholder, text: text, keyboard: .emailAddress, autoFill: .emailAddress)
        }

        /// A password field: bullets, AutoFill's saved passwords, or (`isNew`) a strong new one.
        /// - Parameters:
        ///   - placeholder: shown while the field is empty. Default "Password".
        ///   - isNew: whether the user chooses a new password (AutoFill suggests one).
        public static func password(placeholder: String = "Password", isNew: Bool = false) -> Field {
            Field(placeholder: placeholder, isSecure: true, autoFill: isNew ? .newPassword : .password)
        }

        /// The kind of keyboard a field shows (UIKit: `UIKeyboardType`).
        public enum KeyboardKind: Hashable, Sendable {
            /// The standard keyboard.
            case `default`
            /// Letters with "@" and "." at hand.
            case emailAddress
            /// Digits only (a code, a PIN).
            case number
            /// Digits and the decimal separator.
            case decimal
            /// A telephone keypad.
            case phone
            /// Letters with "/" and ".com" at hand.
            case url
        }

        /// What a field holds, so AutoFill offers the right values (UIKit: `UITextContentType`).
        public enum AutoFill: Hashable, Sendable {
            /// Chosen from the field: ``password`` when secure; ``emailAddress``, ``url`` or
            /// ``telephoneNumber`` for those keyboards; ``none`` otherwise.
            case automatic
            /// Nothing for AutoFill.
            case none
            /// An account name.
            case username
            /// A saved password.
            case password
            /// A new password (AutoFill suggests a strong one).
            case newPassword
            /// An e-mail address.
            case emailAddress
            /// A person's full name.
            case name
            /// A first name.
            case givenName
            /// A last name.
            case familyName
            /// A one-time code from Messages or Mail.
            case oneTimeCode
            /// A telephone number.
            case telephoneNumber
            /// A web address.
            case url
            /// A postal code.
            case postalCode
        }

        /// Which letters a field's keyboard capitalises (UIKit: `UITextAutocapitalizationType`).
        public enum Capitalization: Hashable, Sendable {
            /// Chosen from the field: ``words`` for a name, ``none`` otherwise.
            case automatic
            /// No letter.
            case none
            /// The first letter of each word.
            case words
            /// The first letter of each sentence.
            case sentences
            /// Every letter.
            case allCharacters
        }
    }
}
