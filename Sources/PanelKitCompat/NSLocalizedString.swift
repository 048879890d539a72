/// Foundation's `NSLocalizedString`: `key`'s text in the user's language from `bundle`'s
/// `<language>.lproj/<tableName>.strings` (`Localizable.strings` when `tableName` is nil), else `value`
/// when it is not empty, else `key`. `comment` is for translators only. See
/// `Bundle.localizedString(forKey:value:table:)` for how the language is chosen.
public func NSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String
) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName)
}
