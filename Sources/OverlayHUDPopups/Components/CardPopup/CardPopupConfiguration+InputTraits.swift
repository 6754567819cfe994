@_spi(Layers) import OverlayHUDCore

extension CardPopupConfiguration {
    /// The field that holds the account's user name among the first `count` fields (those the
    /// card shows): the one just before the first password field (`password` or `newPassword`,
    /// chosen or set), when it is not secure and its ``Field/autoFill`` is automatic (`nil`); `nil`
    /// when there is none. Password AutoFill fills and saves an account by the field marked
    /// `username` before its password field (Apple, "Enabling Password AutoFill on a text input
    /// view": an e-mail address used as the user name is marked `username` too, with the e-mail
    /// keyboard).
    func userNameFieldIndex(amongFirst count: Int) -> Int? {
        let shown = fields.prefix(max(0, count))
        guard
            let password = shown.firstIndex(where: { [.password, .newPassword].contains($0.contentTrait) }),
            password > shown.startIndex
        else { return nil }
        let candidate = shown[password - 1]
        return !candidate.isSecure && candidate.autoFill == nil ? password - 1 : nil
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

    /// What AutoFill is told the field holds: the kind set, else (automatic, `nil`) a password
    /// when secure, else what the keyboard says.
    package var contentTrait: TextInputTraits.ContentKind {
        if let autoFill { return autoFill }
        if isSecure { return .password }
        switch keyboard {
        case .emailAddress: return .emailAddress
        case .url: return .url
        case .phone: return .telephoneNumber
        case .default, .number, .decimal, .platform: return .none
        }
    }

    /// Which letters are capitalised: the setting, else (automatic, `nil`) words in a name and
    /// nothing otherwise, a secure field never.
    package var capitalizationTrait: TextInputTraits.Capitalization {
        if let capitalization { return capitalization }
        guard !isSecure else { return .none }
        switch contentTrait {
        case .name, .givenName, .familyName: return .words
        default: return .none
        }
    }
}
