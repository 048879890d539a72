/// The uniform type identifiers drag and drop uses and what each conforms to (UTType's hierarchy for
/// those types): "public.utf8-plain-text" is "public.plain-text" is "public.text" is "public.data".
public enum TypeIdentifiers {
    public static let data = "public.data"
    public static let content = "public.content"
    public static let item = "public.item"
    public static let text = "public.text"
    public static let plainText = "public.plain-text"
    public static let utf8PlainText = "public.utf8-plain-text"
    public static let url = "public.url"
    public static let fileURL = "public.file-url"
    public static let image = "public.image"
    public static let png = "public.png"
    public static let jpeg = "public.jpeg"

    /// Each type's direct parents.
    static let parents: [String: [String]] = [
        data: [item],
        content: [],
        text: [data, content],
        plainText: [text],
        utf8PlainText: [plainText],
        url: [data],
        fileURL: [url],
        image: [data, content],
        png: [image],
        jpeg: [image],
    ]

    /// Whether `type` is `other` or conforms to it through its parents. An unknown type conforms to itself
    /// (and to "public.item" and "public.data", as any data does).
    public static func conforms(_ type: String, to other: String) -> Bool {
        if type == other || other == item { return true }
        guard let up = parents[type] else { return other == data }
        return up.contains { conforms($0, to: other) }
    }

    /// The known types `type` conforms to, itself first.
    public static func supertypes(of type: String) -> Set<String> {
        var out: Set<String> = [type, item]
        for p in parents[type] ?? [data] { out.formUnion(supertypes(of: p)) }
        return out
    }
}
