/// How a host's text field takes text (UIKit: the field's `UITextInputTraits`): the keyboard, what
/// AutoFill offers, capitalisation, autocorrection and the Return key. The engine resolves every
/// choice (a popup's field settings and their defaults); the host maps each case to the platform
/// value of the same meaning and decides nothing.
package struct TextInputTraits: Hashable, Sendable {
    /// The keyboard shown (UIKit: `UIKeyboardType`).
    package enum Keyboard: Hashable, Sendable {
        case `default`, emailAddress, number, decimal, phone, url
        /// A keyboard the engine has no name for, by the host's raw value (UIKit: a
        /// `UIKeyboardType`'s `rawValue`, e.g. `.twitter`); the host sets it as it is.
        case platform(Int)
    }

    /// What the field holds, for AutoFill and the QuickType bar (UIKit: `UITextContentType`).
    package enum ContentKind: Hashable, Sendable {
        case none, username, password, newPassword, emailAddress, name, givenName, familyName, oneTimeCode
        case telephoneNumber, url, postalCode
        /// A kind the engine has no name for, by the host's raw value (UIKit: a
        /// `UITextContentType`'s `rawValue`, e.g. `.creditCardNumber`); the host sets it as it is.
        case platform(String)
    }

    /// Which letters the keyboard capitalises (UIKit: `UITextAutocapitalizationType`).
    package enum Capitalization: Hashable, Sendable {
        case none, words, sentences, allCharacters
    }

    /// Whether the keyboard corrects spelling as the user types (UIKit: `UITextAutocorrectionType`;
    /// spell checking follows it).
    package enum Autocorrection: Hashable, Sendable {
        /// The platform's own choice (UIKit: `.default`).
        case `default`
        case yes, no
    }

    /// What the Return key says and does (UIKit: `UIReturnKeyType`): `next` moves to the next
    /// field, `done` and `go` submit.
    package enum ReturnKey: Hashable, Sendable {
        case next, done, go
    }

    var keyboard: Keyboard
    package var content: ContentKind
    package var capitalization: Capitalization
    package var autocorrection: Autocorrection
    package var returnKey: ReturnKey

    /// Traits with every value given; the defaults are a plain field whose Return submits.
    package init(
        keyboard: Keyboard = .default, content: ContentKind = .none, capitalization: Capitalization = .none,
        autocorrection: Autocorrection = .no, returnKey: ReturnKey = .done
    ) {
        self.keyboard = keyboard
        self.content = content
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.returnKey = returnKey
    }
}
