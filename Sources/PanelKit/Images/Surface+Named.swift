#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `UIImage(named:)` and `UIImage(systemName:)` (`UIImage` is `Surface` in PanelKitCompat).
///
/// There is no app bundle on a panel: an app's "bundle resources" are the folders of
/// `Surface.resourceDirectories`, searched in order.
extension Surface {
    /// Where `Surface(named:)` looks for image files, in order, as a bundle's resources in UIKit. By default:
    /// a `Resources` folder next to the executable, the executable's folder, then the working directory.
    /// Assign another list to look elsewhere (an app's install folder, a test's fixtures).
    @MainActor
    public static var resourceDirectories: [String] = defaultResourceDirectories()

    /// The default `resourceDirectories`: `<executable's folder>/Resources`, the executable's folder, and
    /// the working directory (`/proc/self/exe` and `getcwd`).
    public static func defaultResourceDirectories() -> [String] {
        var directories: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            let executable = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = executable.lastIndex(of: "/") {
                let folder = slash == executable.startIndex ? "/" : String(executable[..<slash])
                directories += [folder == "/" ? "/Resources" : folder + "/Resources", folder]
            }
        }
        buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            directories.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return directories
    }

    /// The PNG image called `name` from the app's resources, as `UIImage(named:)`; nil when no file has that
    /// name or the file is not a PNG that decodes (never a trap).
    ///
    /// As in UIKit, the extension may be left out, and `name@2x.png` or `name@3x.png` is used when there is no
    /// `name.png`, scaled to its size in points (a panel's scale is 1). "This method looks in the system
    /// caches for an image object with the specified name": each file is decoded once per name and search
    /// list; since a surface can be drawn into and a `UIImage` cannot, each call answers a new surface with
    /// a copy of the cached pixels.
    /// - Parameters:
    ///   - name: The file name, with or without `.png`; may include a subfolder ("icons/close").
    ///   - directory: A folder to look in instead of `resourceDirectories` (UIKit's `in: bundle`).
    @MainActor
    public convenience init?(named name: String, in directory: String? = nil) {
        let directories = directory.map { [$0] } ?? Surface.resourceDirectories
        guard let cached = NamedImageCache.image(named: name, in: directories) else { return nil }
        self.init(width: cached.width, height: cached.height, format: cached.format)
        pixels.copyMemory(from: cached.pixels, byteCount: stride * max(height, 1))
    }

    /// One of PanelKit's own symbol images, as `UIImage(systemName:)`; nil for a name not in
    /// `SymbolImage.names`. The symbol is drawn on a transparent square of `SymbolImage.defaultSide` pixels
    /// (SF Symbols are not available; see `SymbolImage` for the list); image views and buttons draw it in
    /// their tint colour, as a template. Its `symbolConfiguration` is `.unspecified`; see
    /// `Surface(systemName:withConfiguration:)` for other sizes and weights.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` drawn in `color` on a transparent square `side` pixels wide (at least 1); nil for a
    /// name not in `SymbolImage.names`.
    public convenience init?(systemName name: String, side: Int, color: Color) {
        guard let symbol = SymbolImage(name: name) else { return nil }
        let side = max(1, side)
        self.init(width: side, height: side)
        symbol.draw(into: self, color: color)
    }
}
