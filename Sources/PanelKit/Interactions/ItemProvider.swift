import PanelGraphics

/// Data handed from a drag to a drop, as `NSItemProvider`: representations registered under type
/// identifiers ("public.utf8-plain-text", "public.png"), each made on demand by a load handler, plus the
/// object itself when it was given with `init(object:)` (a drop in the same app gets that object back).
///
/// Loads never answer inside the call: the completion handler runs on the main actor in the next frame
/// (at once when no application runs), after the loading call returned, as UIKit calls it later.
@MainActor
public final class ItemProvider {
    /// How far a representation may travel, as `NSItemProviderRepresentationVisibility`; on a panel there
    /// is one app, so every visibility is kept and none restricts anything.
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0
        case team = 1
        case group = 2
        case ownProcess = 3
    }

    /// What a loading call returns, in place of Foundation's `Progress` (which a panel app does not link):
    /// handlers return nil, as most UIKit code does.
    public final class LoadProgress {
        public init() {}
    }

    /// Why a load failed, as the `NSError` UIKit hands the completion handler.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// One registered representation.
    struct Representation {
        let typeIdentifier: String
        let load: (@escaping ([UInt8]?, (any Error)?) -> Void) -> LoadProgress?
    }

    private var representations: [Representation] = []
    /// The object given to `init(object:)`, handed back as is to a load of its own class.
    let object: Any?

    /// A file name for the data, shown or used when saving it.
    public var suggestedName: String?

    /// An empty provider; add representations with `registerBytesRepresentation` (or the `Data` spelling).
    public init() {
        object = nil
    }

    /// A provider of `object` in every type its class writes (a `String` as UTF-8 text, an image as PNG).
    public init(object: any ItemProviderWriting) {
        self.object = object
        for type in object.writableTypeIdentifiers {
            representations.append(
                Representation(typeIdentifier: type) { completion in
                    completion(object.itemProviderBytes(forTypeIdentifier: type), nil)
                    return nil
                })
        }
    }

    /// The types the provider can give, in the order they were registered (the best first).
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a registered type is, or conforms to, `typeIdentifier`.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { TypeIdentifiers.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Adds a representation under `typeIdentifier` whose bytes `loadHandler` makes when asked (it calls
    /// the completion it is given once, with the bytes or an error). A type registered again is ignored,
    /// as UIKit keeps the first.
    public func registerBytesRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility = .all,
        loadHandler: @escaping (@escaping ([UInt8]?, (any Error)?) -> Void) -> LoadProgress?
    ) {
        guard !representations.contains(where: { $0.typeIdentifier == typeIdentifier }) else { return }
        representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    /// Loads the bytes of the first representation conforming to `typeIdentifier`; an error when there
    /// is none.
    @discardableResult
    public func loadBytesRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping ([UInt8]?, (any Error)?) -> Void
    ) -> LoadProgress? {
        guard let r = representations.first(where: { TypeIdentifiers.conforms($0.typeIdentifier, to: typeIdentifier) })
        else {
            let error = LoadError("no representation conforms to \(typeIdentifier)")
            ItemProvider.later { completionHandler(nil, error) }
            return nil
        }
        var answered = false
        return r.load { bytes, error in
            // A handler that answers twice is heard once.
            guard !answered else { return }
            answered = true
            ItemProvider.later { completionHandler(bytes, error) }
        }
    }

    /// Whether an object of `aClass` can be made from a registered representation.
    public func canLoadObject(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        if let object, type(of: object) == aClass { return true }
        return aClass.readableTypeIdentifiers.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of `aClass` from the first representation it reads (the given object itself
    /// when it is of that class); nil and an error when none fits or the bytes do not read.
    @discardableResult
    public func loadObject<T: ItemProviderReading>(
        ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> LoadProgress? {
        if let own = object as? T {
            ItemProvider.later { completionHandler(own, nil) }
            return nil
        }
        guard
            let type = aClass.readableTypeIdentifiers.first(where: { hasItemConformingToTypeIdentifier($0) })
        else {
            let error = LoadError("no representation of \(aClass) in \(registeredTypeIdentifiers)")
            ItemProvider.later { completionHandler(nil, error) }
            return nil
        }
        return loadBytesRepresentation(forTypeIdentifier: type) { bytes, error in
            guard let bytes else { return completionHandler(nil, error) }
            if let made = aClass.object(withItemProviderBytes: bytes, typeIdentifier: type) {
                completionHandler(made, nil)
            } else {
                completionHandler(nil, LoadError("\(type) data does not read as \(aClass)"))
            }
        }
    }

    /// Runs `work` in the next frame of the running application (at once without one).
    static func later(_ work: @escaping () -> Void) {
        guard let app = Application.current else { return work() }
        var link: DisplayLink?
        link = DisplayLink { _ in
            link?.invalidate()
            link = nil
            work()
        }
        link?.add(to: app)
    }
}

/// A value an item provider can give, as `NSItemProviderWriting`: the types it writes (the best first) and
/// its bytes in each.
@MainActor
public protocol ItemProviderWriting {
    /// The type identifiers this value can be written as, the best first.
    var writableTypeIdentifiers: [String] { get }
    /// The value's bytes as `typeIdentifier`; nil when it cannot be written so.
    func itemProviderBytes(forTypeIdentifier typeIdentifier: String) -> [UInt8]?
}

/// A type an item provider can make, as `NSItemProviderReading`: the types it reads (the best first) and
/// how it is made from bytes of one.
@MainActor
public protocol ItemProviderReading {
    /// The type identifiers this type can be read from, the best first.
    static var readableTypeIdentifiers: [String] { get }
    /// A value read from `bytes` of `typeIdentifier`; nil when they do not read.
    static func object(withItemProviderBytes bytes: [UInt8], typeIdentifier: String) -> Self?
}

extension String: ItemProviderWriting, ItemProviderReading {
    public var writableTypeIdentifiers: [String] { [TypeIdentifiers.utf8PlainText] }
    public func itemProviderBytes(forTypeIdentifier typeIdentifier: String) -> [UInt8]? { Array(utf8) }
    public static var readableTypeIdentifiers: [String] { [TypeIdentifiers.utf8PlainText, TypeIdentifiers.plainText] }
    public static func object(withItemProviderBytes bytes: [UInt8], typeIdentifier: String) -> String? {
        String(decoding: bytes, as: UTF8.self)
    }
}

extension Surface: ItemProviderWriting, ItemProviderReading {
    public var writableTypeIdentifiers: [String] { [TypeIdentifiers.png] }
    public func itemProviderBytes(forTypeIdentifier typeIdentifier: String) -> [UInt8]? {
        TypeIdentifiers.conforms(typeIdentifier, to: TypeIdentifiers.jpeg) ? jpegBytes(quality: 0.9) : pngBytes()
    }
    public static var readableTypeIdentifiers: [String] {
        [TypeIdentifiers.png, TypeIdentifiers.jpeg, TypeIdentifiers.image]
    }
    public static func object(withItemProviderBytes bytes: [UInt8], typeIdentifier: String) -> Self? {
        let image =
            Surface.isJPEG(bytes)
            ? Surface.decodeJPEG(bytes: bytes) : try? Surface.decodePNG(bytes: bytes, source: "drop")
        return image as? Self
    }
}
