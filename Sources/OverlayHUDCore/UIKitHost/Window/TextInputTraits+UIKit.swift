#if canImport(UIKit)
    // @preconcurrency: the 17.4 SDK's UIKit is not fully annotated for Swift 6 concurrency.
    @preconcurrency import UIKit

    // The engine's text-input traits and UIKit's, both ways: each named case is the UIKit value of
    // the same meaning; every other UIKit value travels as its raw value (`platform`), so whatever
    // an app sets reaches the `UITextField` unchanged and reads back as it was set.

    extension TextInputTraits.Keyboard {
        /// The engine's keyboard for `type`: a named case, else `platform` with its raw value.
        package init(_ type: UIKeyboardType) {
            switch type {
            case .default: self = .default
            case .emailAddress: self = .emailAddress
            case .numberPad: self = .number
            case .decimalPad: self = .decimal
            case .phonePad: self = .phone
            case .URL: self = .url
            default: self = .platform(type.rawValue)
            }
        }

        /// The `UIKeyboardType` of the same meaning; a `platform` raw value as it is (Swift makes
        /// an open C enum from any raw value; `.default` should that ever fail).
        package var uiKeyboardType: UIKeyboardType {
            switch self {
            case .default: return .default
            case .emailAddress: return .emailAddress
            case .number: return .numberPad
            case .decimal: return .decimalPad
            case .phone: return .phonePad
            case .url: return .URL
            case .platform(let raw): return UIKeyboardType(rawValue: raw) ?? .default
            }
        }
    }

    extension TextInputTraits.ContentKind {
        /// The engine's kind for `type` (`nil`: none): a named case, else `platform` with its raw value.
        package init(_ type: UITextContentType?) {
            guard let type else {
                self = .none
                return
            }
            self = Self.named.first { $0.uiTextContentType == type } ?? .platform(type.rawValue)
        }

        /// The kinds with a name of their own (every case but `none` and `platform`): their UIKit
        /// values are the ones `uiTextContentType` gives.
        private static let named: [Self] = [
            .username, .password, .newPassword, .emailAddress, .name, .givenName, .familyName, .oneTimeCode,
            .telephoneNumber, .url, .postalCode,
        ]

        /// The `UITextContentType` of the same meaning; `nil` for none (UIKit's default).
        package var uiTextContentType: UITextContentType? {
            switch self {
            case .none: return nil
            case .username: return .username
            case .password: return .password
            case .newPassword: return .newPassword
            case .emailAddress: return .emailAddress
            case .name: return .name
            case .givenName: return .givenName
            case .familyName: return .familyName
            case .oneTimeCode: return .oneTimeCode
            case .telephoneNumber: return .telephoneNumber
            case .url: return .URL
            case .postalCode: return .postalCode
            case .platform(let raw): return UITextContentType(rawValue: raw)
            }
        }
    }

    extension TextInputTraits.Capitalization {
        /// The engine's capitalisation for `type`; a value UIKit does not define counts as `none`.
        package init(_ type: UITextAutocapitalizationType) {
            switch type {
            case .none: self = .none
            case .words: self = .words
            case .sentences: self = .sentences
            case .allCharacters: self = .allCharacters
            @unknown default: self = .none
            }
        }

        /// The `UITextAutocapitalizationType` of the same meaning.
        package var uiAutocapitalizationType: UITextAutocapitalizationType {
            switch self {
            case .none: return .none
            case .words: return .words
            case .sentences: return .sentences
            case .allCharacters: return .allCharacters
            }
        }
    }

    extension TextInputTraits.Autocorrection {
        /// The engine's autocorrection for `type`; a value UIKit does not define counts as `no`.
        package init(_ type: UITextAutocorrectionType) {
            switch type {
            case .default: self = .default
            case .yes: self = .yes
            case .no: self = .no
            @unknown default: self = .no
            }
        }

        /// The `UITextAutocorrectionType` of the same meaning.
        package var uiAutocorrectionType: UITextAutocorrectionType {
            switch self {
            case .default: return .default
            case .yes: return .yes
            case .no: return .no
            }
        }

        /// The spell checking that goes with it: UIKit's `.default` follows autocorrection, and
        /// no autocorrection checks no spelling either.
        package var uiSpellCheckingType: UITextSpellCheckingType { self == .no ? .no : .default }
    }
#endif
