import PanelKitCompat
import Testing

/// `PersonNameComponents` and `PersonNameComponentsFormatter` for an English name, as Apple's documentation
/// shows each style.
@Suite("PanelKitCompat: PersonNameComponents")
struct PersonNameComponentsCompatTests {
    @Test func eachStyleWritesItsParts() {
        var name = PersonNameComponents()
        name.namePrefix = "Dr."
        name.givenName = "Johnny"
        name.middleName = "Q."
        name.familyName = "Appleseed"
        name.nameSuffix = "Jr."
        let f = PersonNameComponentsFormatter()
        #expect(f.string(from: name) == "Johnny Appleseed")
        f.style = .short
        #expect(f.string(from: name) == "Johnny")
        f.style = .long
        #expect(f.string(from: name) == "Dr. Johnny Q. Appleseed Jr.")
        f.style = .abbreviated
        #expect(f.string(from: name) == "JA")
        name.nickname = "Jo"
        #expect(PersonNameComponentsFormatter.localizedString(from: name, style: .short) == "Jo")
        #expect(PersonNameComponentsFormatter.localizedString(from: PersonNameComponents(), style: .medium) == "")
    }

    @Test func textParsesBackIntoParts() {
        let f = PersonNameComponentsFormatter()
        let parsed = f.personNameComponents(from: "Dr. Jane Mary Doe Jr.")
        #expect(parsed?.namePrefix == "Dr." && parsed?.givenName == "Jane" && parsed?.middleName == "Mary")
        #expect(parsed?.familyName == "Doe" && parsed?.nameSuffix == "Jr.")
        #expect(f.personNameComponents(from: "Cher")?.givenName == "Cher")
        #expect(f.personNameComponents(from: "Cher")?.familyName == nil)
        #expect(f.personNameComponents(from: "   ") == nil)
    }
}
