@_spi(Layers) import OverlayHUDCore

extension CardPopupConfiguration {
    /// The field that holds the account's user name among the first `count` fields (those the
    /// card shows): the one just before the first password field (a ``Field/AutoFill/password``
    /// or ``Field/AutoFill/newPassword``, chosen or set), when it is not secure and its AutoFill is
    /// ``Field/AutoFill/automatic``; `nil` when there is none. Password AutoFill fills and saves
    /// an account by the field marked `username` before its password field (Apple, "Enabling
    /// Password AutoFill on a text input view": an e-mail address used as the user name is
    /// marked `username` too, with the e-mail keyboard).
    func userNameFieldIndex(amongFirst count: Int) -> Int? {
        let shown = fields.prefix(max(0, count))
        guard
            let password = shown.firstIndex(where: { [.password, .newPassword].contains($0.resolvedAutoFill) }),
            password > shown.startIndex
        else { return nil }
        let candidate = shown[password - 1]
        return !candidate.isSecure && candidate.autoFill == .automatic ? password - 1 : nil
    }
}

extension CardPopupConfiguration.Field {
    /// What the host's text field is set to: the field's settings with every automatic choice
    /// made (`isUserName`: the card's user name, ``CardPopupConfiguration/userNameFieldIndex(amongFirst:)``),
    /// and a Return key that moves on (`next`) or, on the last field, submits (`done`).
    func inputTraits(isLast: Bool, isUserName: Bool = false) -> TextInputTraits {
        TextInputTraits(
            keyboard: keyboard, content: isUserName ? .username : contentTrait, capitalization: capitalizationTrait,
            autocorrection: autocorrection, returnKey: isLast ? .done : .next)
    }

    /// ``AutoFill/automatic`` made: a password when secure, else what the keyboard says.
    var resolvedAutoFill: AutoFill {
        guard autoFill == .automatic else { return autoFill }
        if isSecure { return .password }
        switch keyboard {
        case .emailAddress: return .emailAddress
        case .url: return .url
        case .phone: return .telephoneNumber
        case .default, .number, .decimal, .platform: return .none
        }
    }

    /// What AutoFill is told the field holds (``AutoFill/automatic`` made).
    package var contentTrait: TextInputTraits.ContentKind {
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
        case .platform(let raw): return .platform(raw)
        }
    }

    /// Which letters are capitalised (``Capitalization/automatic`` made: words in a name, nothing
    /// otherwise, a secure field never).
    package var capitalizationTrait: TextInputTraits.Capitalization {
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

extension CardPopupConfiguration.Field.AutoFill {
    /// The setting that gives the field `kind` (``none`` for none).
    package init(_ kind: TextInputTraits.ContentKind) {
        switch kind {
        case .none: self = .none
        case .username: self = .username
        case .password: self = .password
        case .newPassword: self = .newPassword
        case .emailAddress: self = .emailAddress
        case .name: self = .name
        case .givenName: self = .givenName
        case .familyName: self = .familyName
        case .oneTimeCode: self = .oneTimeCode
        case .telephoneNumber: self = .telephoneNumber
        case .url: self = .url
        case .postalCode: self = .postalCode
        case .platform(let raw): self = .platform(raw)
        }
    }
}

extension CardPopupConfiguration.Field.Capitalization {
    /// The setting that gives the field `capitalization`.
    package init(_ capitalization: TextInputTraits.Capitalization) {
        switch capitalization {
        case .none: self = .none
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .allCharacters
        }
    }
}
