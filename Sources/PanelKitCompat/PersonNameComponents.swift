/// Foundation's `PersonNameComponents`: the parts of a person's name, for a contact row or a greeting, shown
/// by `PersonNameComponentsFormatter`.
public struct PersonNameComponents: Hashable, Sendable, Codable {
    /// "Dr.", "Ms.".
    public var namePrefix: String?
    /// The first name in English: "Johnny".
    public var givenName: String?
    public var middleName: String?
    /// The last name in English: "Appleseed".
    public var familyName: String?
    /// "Jr.", "PhD".
    public var nameSuffix: String?
    public var nickname: String?

    public init(
        namePrefix: String? = nil, givenName: String? = nil, middleName: String? = nil, familyName: String? = nil,
        nameSuffix: String? = nil, nickname: String? = nil
    ) {
        self.namePrefix = namePrefix
        self.givenName = givenName
        self.middleName = middleName
        self.familyName = familyName
        self.nameSuffix = nameSuffix
        self.nickname = nickname
    }
}
