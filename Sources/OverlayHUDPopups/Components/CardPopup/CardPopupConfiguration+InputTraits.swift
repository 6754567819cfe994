@_spi(Layers) import OverlayHUDCore

extension CardPopupConfiguration.Field {
    /// What the host's text field is set to: the field's settings with every automatic choice
    /// made, and a Return key that moves on (`next`) or, on the last field, submits (`done`).
    func inputTraits(isLast: Bool) -> TextInputTraits {
        TextInputTraits(
            keyboard: keyboardTrait, content: contentTrait, capitalization: capitalizationTrait, autocorrects: autocorrects,
            returnKey: isLast ? .done : .next)
    }

    private var keyboardTrait: TextInputTraits.Keyboard {
        switch keyboard {
        case .default: return .default
        case .emailAddress: return .emailAddress
        case .number: return .number
        case .decimal: return .decimal
        case .phone: return .phone
        case .url: return .url
        }
    }

    /// ``AutoFill/automatic`` made: a password when secure, else what the keyboard says.
    var resolvedAutoFill: AutoFill {
        guard autoFill == .automatic else { return autoFill }
        if isSecure { return .password }
        switch keyboard {
        case .emailAddress: return .emailAddress
        case .url: return .url
        case .phone: return .telephoneNumber
        case .default, .number, .decimal: return .none
        }
    }

    private var contentTrait: TextInputTraits.ContentKind {
        switch resolvedAutoFill {
        case .automatic, .none: return .none
        case .username: return .username
        case .password: return .password
        case .newPassword: return .newPassword
        case .emailAddress: return .emailAddress
        case .name: return .name
        case .givenName: return .givenName
        case .familyName: return .familyName
        case .oneTimeCode: return .oneTimeCode
        case .telephoneNumber: return .telephoneNumber
        case .url: return .url
        case .postalCode: return .postalCode
        }
    }

    /// ``Capitalization/automatic`` made: words in a name, nothing otherwise (a secure field never).
    private var capitalizationTrait: TextInputTraits.Capitalization {
        switch capitalization {
        case .automatic:
            guard !isSecure else { return .none }
            switch resolvedAutoFill {
            case .name, .givenName, .familyName: return .words
            default: return .none
            }
        case .none: return .none
        case .words: return .words
        case .sentences: return .sentences
        case .allCharacters: return .allCharacters
        }
    }
}
