/// How a host's text field takes text (UIKit: the field's `UITextInputTraits`): the keyboard, what
/// AutoFill offers, capitalisation, autocorrection and the Return key. The engine resolves every
/// choice (a popup's field settings and their defaults); the host maps each case to the platform
/// value of the same meaning and decides nothing.
package struct TextInputTraits: Hashable, Sendable {
    /// The keyboard shown (UIKit: `UIKeyboardType`).
    package enum Keyboard: Sendable {
        case `default`, emailAddress, number, decimal, phone, url
    }

    /// What the field holds, for AutoFill and the QuickType bar (UIKit: `UITextContentType`).
    package enum ContentKind: Sendable {
        case none, username, password, newPassword, emailAddress, name, givenName, familyName, oneTimeCode
        case telephoneNumber, url, postalCode
    }

    /// Which letters the keyboard capitalises (UIKit: `UITextAutocapitalizationType`).
    package enum Capitalization: Sendable {
        case none, words, sentences, allCharacters
    }

    /// What the Return key says and does (UIKit: `UIReturnKeyType`): `next` moves to the next
    /// field, `done` and `go` submit.
    package enum ReturnKey: Sendable {
        case next, done, go
    }

    var keyboard: Keyboard
    package var content: ContentKind
    var capitalization: Capitalization
    var autocorrects: Bool
    var returnKey: ReturnKey

    /// Traits with every value given; the defaults are a plain field whose Return submits.
    package init(
        keyboard: Keyboard = .default, content: ContentKind = .none, capitalization: Capitalization = .none,
        autocorrects: Bool = false, returnKey: ReturnKey = .done
    ) {
        self.keyboard = keyboard
        self.content = content
        self.capitalization = capitalization
        self.autocorrects = autocorrects
        self.returnKey = returnKey
    }
}
