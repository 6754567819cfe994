import XCTest

@_spi(Layers) @testable import OverlayHUD
@_spi(Layers) @testable import OverlayHUDCore
@_spi(Layers) @testable import OverlayHUDMessages
@_spi(Layers) @testable import OverlayHUDPopups
@testable import OverlayHUDSoftware

/// What a host is asked to set on a card's text fields (keyboard, AutoFill, capitalisation,
/// autocorrection, Return key), and Return moving from field to field and submitting on the last.
final class TextInputTraitsTests: XCTestCase {
    @MainActor
    private static func show(_ config: CardPopupConfiguration, received: Received? = nil) -> HUDTestEnvironment {
        let env = HUDTestEnvironment()
        env.center.showCardPopup(config) { values in received?.values.append(values) }
        env.clock.advance(by: 2)
        return env
    }

    /// The original card: first and last name (AutoFill's given and family name, words
    /// capitalised), then an e-mail address (the e-mail keyboard); Return says Next, then Done.
    func testTheDefaultCardAsksForNamesAndAnEmailAddress() {
        onMain {
            let traits = Self.show(CardPopupConfiguration()).center.textInputFields(hostDrawsText: true).map(\.inputTraits)
            XCTAssertEqual(
                traits,
                [
                    TextInputTraits(content: .givenName, capitalization: .words, returnKey: .next),
                    TextInputTraits(content: .familyName, capitalization: .words, returnKey: .next),
                    TextInputTraits(keyboard: .emailAddress, content: .emailAddress, returnKey: .done),
                ])
        }
    }

    /// The compact sign-in card: an e-mail address as the account's user name (the e-mail
    /// keyboard, AutoFill's `username`, as Apple asks of a user name that is an e-mail address),
    /// then a secure field AutoFill fills with the saved password; nothing capitalised or corrected.
    func testTheCompactCardAsksForAUserNameAndAPassword() {
        onMain {
            let fields = Self.show(.compact()).center.textInputFields(hostDrawsText: true)
            XCTAssertEqual(fields.map(\.isSecure), [false, true])
            XCTAssertEqual(
                fields.map(\.inputTraits),
                [
                    TextInputTraits(keyboard: .emailAddress, content: .username, returnKey: .next),
                    TextInputTraits(content: .password, returnKey: .done),
                ])
        }
    }

    /// Password AutoFill fills and saves an account by the field marked `username` before its
    /// password field: the automatic field just before the first password field (set or chosen,
    /// secure or not) is the user name; a kind the app set stays, and so does every other field.
    func testTheFieldJustBeforeTheFirstPasswordIsTheUserName() {
        onMain {
            typealias Field = CardPopupConfiguration.Field
            @MainActor func contents(_ fields: [Field]) -> [TextInputTraits.ContentKind] {
                let config = CardPopupConfiguration(title: "Account", fields: fields, actionTitle: "GO")
                let env = Self.show(config)
                return env.center.textInputFields(hostDrawsText: true).map(\.inputTraits.content)
            }
            // Sign up: names, the e-mail address as the user name, a new password twice.
            XCTAssertEqual(
                contents([
                    Field(placeholder: "First", autoFill: .givenName), .email(), .password(isNew: true),
                    .password(isNew: true),
                ]),
                [.givenName, .username, .newPassword, .newPassword])
            // A plain field, and a phone number as the account, are user names too.
            XCTAssertEqual(contents([Field(placeholder: "User"), .password()]), [.username, .password])
            XCTAssertEqual(contents([Field(placeholder: "Phone", keyboard: .phone), .password()]), [.username, .password])
            // A password shown as text (not secure, its kind set) is a password field.
            XCTAssertEqual(
                contents([Field(placeholder: "User"), Field(placeholder: "Password", autoFill: .password)]),
                [.username, .password])
            // What the app set stays: its e-mail address, its one-time code, no kind at all.
            XCTAssertEqual(
                contents([Field(placeholder: "Email", keyboard: .emailAddress, autoFill: .emailAddress), .password()]),
                [.emailAddress, .password])
            XCTAssertEqual(
                contents([Field(placeholder: "Code", autoFill: .oneTimeCode), .password()]), [.oneTimeCode, .password])
            XCTAssertEqual(contents([Field(placeholder: "Note", autoFill: .some(.none)), .password()]), [.none, .password])
            // No field before the password, a secure one before it, or no password: no user name.
            XCTAssertEqual(contents([.password(), .email()]), [.password, .emailAddress])
            XCTAssertEqual(
                contents([Field(placeholder: "PIN", isSecure: true, autoFill: .oneTimeCode), .password()]),
                [.oneTimeCode, .password])
            XCTAssertEqual(contents([Field(placeholder: "User"), .email()]), [.none, .emailAddress])
            // Only the fields the card shows (at most 8) count.
            XCTAssertEqual(
                contents(Array(repeating: Field(placeholder: "Row"), count: 8) + [.password()]),
                Array(repeating: .none, count: 8))
        }
    }

    /// Autocorrection reaches the host as set: on, off, or the platform's own choice (UIKit's
    /// `.default`), which the engine does not turn into either.
    func testAutocorrectionPassesThroughAsSet() {
        onMain {
            typealias Field = CardPopupConfiguration.Field
            let fields = [
                Field(placeholder: "Plain"), Field(placeholder: "Yes", autocorrection: .yes),
                Field(placeholder: "Platform", autocorrection: .default),
            ]
            let config = CardPopupConfiguration(title: "Notes", fields: fields, actionTitle: "GO")
            XCTAssertEqual(
                Self.show(config).center.textInputFields(hostDrawsText: true).map(\.inputTraits.autocorrection),
                [.no, .yes, .default])
        }
    }

    /// Automatic choices follow the field; explicit ones are passed as they are.
    func testAutomaticAndExplicitSettings() {
        onMain {
            typealias Field = CardPopupConfiguration.Field
            var code = Field(placeholder: "Code", keyboard: .number)
            code.autoFill = .oneTimeCode
            let fields = [
                Field(placeholder: "PIN", isSecure: true, keyboard: .number, capitalization: .words),
                Field(placeholder: "Site", keyboard: .url), Field(placeholder: "Phone", keyboard: .phone),
                Field(placeholder: "Amount", keyboard: .decimal), code, .password(isNew: true),
                Field(placeholder: "Note", autoFill: .some(.none), capitalization: .sentences, autocorrection: .yes),
                Field(placeholder: "ZIP", autoFill: .postalCode, capitalization: .allCharacters),
            ]
            let config = CardPopupConfiguration(title: "All", fields: fields, actionTitle: "GO")
            let traits = Self.show(config).center.textInputFields(hostDrawsText: true).map(\.inputTraits)
            XCTAssertEqual(
                traits,
                [
                    // A secure field is a password; the capitalisation asked for is kept.
                    TextInputTraits(keyboard: .number, content: .password, capitalization: .words, returnKey: .next),
                    TextInputTraits(keyboard: .url, content: .url, returnKey: .next),
                    TextInputTraits(keyboard: .phone, content: .telephoneNumber, returnKey: .next),
                    TextInputTraits(keyboard: .decimal, returnKey: .next),
                    TextInputTraits(keyboard: .number, content: .oneTimeCode, returnKey: .next),
                    TextInputTraits(content: .newPassword, returnKey: .next),
                    TextInputTraits(capitalization: .sentences, autocorrection: .yes, returnKey: .next),
                    TextInputTraits(content: .postalCode, capitalization: .allCharacters, returnKey: .done),
                ])
            let user = CardPopupConfiguration(
                title: "User", fields: [Field(placeholder: "User", autoFill: .username)], actionTitle: "GO")
            XCTAssertEqual(
                Self.show(user).center.textInputFields(hostDrawsText: true).map(\.inputTraits),
                [TextInputTraits(content: .username, returnKey: .done)])
        }
    }

    /// A keyboard or AutoFill kind the engine has no name for (on iOS any other `UIKeyboardType` or
    /// `UITextContentType`, by raw value) reaches the host as it was set, and guides nothing
    /// automatic: no AutoFill from such a keyboard, no capitalisation from such a kind.
    func testKeyboardsAndKindsWithoutANamePassThroughUnchanged() {
        onMain {
            typealias Field = CardPopupConfiguration.Field
            let fields = [
                Field(placeholder: "Handle", keyboard: .platform(9)),  // UIKeyboardType.twitter
                Field(placeholder: "Job", autoFill: .platform("jobTitle")),
                Field(placeholder: "Middle", autoFill: .platform("middleName")),
            ]
            let config = CardPopupConfiguration(title: "More", fields: fields, actionTitle: "GO")
            XCTAssertEqual(
                Self.show(config).center.textInputFields(hostDrawsText: true).map(\.inputTraits),
                [
                    TextInputTraits(keyboard: .platform(9), returnKey: .next),
                    TextInputTraits(content: .platform("jobTitle"), returnKey: .next),
                    TextInputTraits(content: .platform("middleName"), returnKey: .done),
                ])
        }
    }

    /// What an iOS app sets reads back as set: every content kind (named or not) turns into the
    /// setting that gives it, and every capitalisation too; `none` is a setting of its own, not the
    /// automatic choice.
    func testEveryContentKindAndCapitalizationReadsBackAsSet() {
        typealias Field = CardPopupConfiguration.Field
        let kinds: [TextInputTraits.ContentKind] = [
            .none, .username, .password, .newPassword, .emailAddress, .name, .givenName, .familyName, .oneTimeCode,
            .telephoneNumber, .url, .postalCode, .platform("creditCardNumber"),
        ]
        for kind in kinds {
            var secure = Field(placeholder: "S", isSecure: true)
            secure.autoFill = kind
            XCTAssertEqual(secure.contentTrait, kind, "\(kind)")
        }
        var automatic = Field(placeholder: "S", isSecure: true, autoFill: .some(.none))
        automatic.autoFill = nil
        XCTAssertEqual(automatic.contentTrait, .password, "nil is the automatic choice: a secure field's password")
        let capitalizations: [TextInputTraits.Capitalization] = [.none, .words, .sentences, .allCharacters]
        for capitalization in capitalizations {
            var name = Field(placeholder: "N", autoFill: .name)
            name.capitalization = capitalization
            XCTAssertEqual(name.capitalizationTrait, capitalization, "\(capitalization)")
        }
    }

    /// Return moves focus to the next field (the host's old field ending its editing then changes
    /// nothing), and on the last field runs the action once, as the button would.
    func testReturnMovesOnAndSubmitsOnTheLastField() {
        onMain {
            let received = Received()
            let env = Self.show(CardPopupConfiguration(), received: received)
            let card = env.center.currentPopup as! CardPopup
            env.center.textInputDidBegin(field: 0)
            env.center.textInputDidChange("Mia", field: 0)
            env.center.textInputDidReturn(field: 0)
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true).map(\.isFocused), [false, true, false])
            // UIKit: field 0 resigns as field 1 becomes first responder.
            env.center.textInputDidEnd(field: 0)
            XCTAssertEqual(card.focusedField, 1, "the old field ending keeps the new focus")
            env.center.textInputDidChange("Wong", field: 1)
            env.center.textInputDidReturn(field: 1)
            XCTAssertEqual(card.focusedField, 2)
            XCTAssertEqual(received.values, [], "no action before the last field")
            env.center.textInputDidChange("mia@example.com", field: 2)
            env.center.textInputDidReturn(field: 2)
            XCTAssertEqual(received.values, [["Mia", "Wong", "mia@example.com"]], "Return on the last field submits")
            XCTAssertTrue(card.didRunAction)
            XCTAssertEqual(env.center.textInputFields(hostDrawsText: true), [], "no fields once the card is going")
            env.center.textInputDidReturn(field: 2)
            XCTAssertEqual(received.values.count, 1, "a second Return does nothing")
        }
    }

    /// Bad field indices are ignored; ending the focused field's editing blurs it.
    func testBadIndicesAreIgnored() {
        onMain {
            let received = Received()
            let env = Self.show(CardPopupConfiguration(), received: received)
            let card = env.center.currentPopup as! CardPopup
            env.center.textInputDidBegin(field: 1)
            for bad in [-1, 3, Int.max, Int.min] {
                env.center.textInputDidReturn(field: bad)
                env.center.textInputDidEnd(field: bad)
            }
            XCTAssertEqual(card.focusedField, 1)
            XCTAssertEqual(received.values, [])
            env.center.textInputDidEnd(field: 1)
            XCTAssertNil(card.focusedField)
        }
    }
}

private final class Received { var values: [[String]] = [] }
