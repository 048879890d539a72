import PanelGraphics
import PanelMedia
import PanelPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `content.json` and its PNG images from a folder.
///
/// Bad input never stops the kiosk: each item that cannot be used is skipped with a one-line issue naming
/// the file and the field, and everything valid is kept. An image that cannot be read leaves the item
/// without its picture (the UI draws a placeholder).
public enum ContentLoader {
    struct File: Decodable {
        struct Profile: Decodable {
            var name: String?
            var handle: String?
            var avatar: String?
            var activity: [Lenient<Activity>]?
            var recommendations: [Lenient<Recommendation>]?
        }
        struct Activity: Decodable {
            var title: String
            var detail: String?
            var time: String?
        }
        struct Recommendation: Decodable {
            var title: String
            var subtitle: String?
            var body: String?
            var image: String?
        }
        struct Card: Decodable {
            var title: String
            var subtitle: String?
            var color: String?
            var image: String?
        }
        struct Media: Decodable {
            var title: String
            var channel: String?
            var duration: Double?
            var poster: String?
            var comments: [Comment]?
            var file: String?
            var loop: Bool?
        }
        struct Comment: Decodable {
            var author: String
            var text: String
        }
        var profile: Profile?
        var cards: [Lenient<Card>]?
        var playlist: [Lenient<Media>]?
    }

    /// An array element that decodes to nil (with the reason kept) instead of failing the whole file.
    struct Lenient<T: Decodable>: Decodable {
        var value: T?
        var error: String?
        init(from decoder: any Decoder) throws {
            do {
                value = try T(from: decoder)
            } catch {
                value = nil
                self.error = JSONErrorDescription.describe(error)
            }
        }
    }

    /// Loads the folder at `directory`. Never throws: problems become `Content.issues`.
    ///
    /// `content.json` is refused whole when it is not a regular file or is larger than `limits.maxFileBytes`
    /// (checked before reading it); everything else is checked item by item in `decode`.
    ///
    /// - Parameters:
    ///   - readingDurations: read each clip's length from its file when content.json gives none (which loads
    ///     FFmpeg); false leaves them to `Kiosk.readPendingDurations()` (`durationPending`).
    ///   - imageThreads: how many threads decode the images; nil: the cores, up to 4. The content is the
    ///     same whatever the count.
    public static func load(
        directory: String, limits: ContentLimits = .default, readingDurations: Bool = true, imageThreads: Int? = nil
    ) -> Content {
        let path = directory + "/content.json"
        switch readFile(path: path, limits: limits) {
        case .success(let bytes):
            return decode(
                json: bytes, path: path, directory: directory, limits: limits, readingDurations: readingDurations,
                imageThreads: imageThreads)
        case .failure(let problem):
            return .empty(issues: [problem.line])
        }
    }

    /// Builds the content from `content.json`'s bytes, loading images from `directory`.
    ///
    /// Refused, each with one issue line while the valid rest is kept: items nested deeper than
    /// `limits.maxDepth` (blanked before decoding), items past `limits.maxItems` in a list, text longer than
    /// `limits.maxTextBytes` (cut), image names that leave the folder (`..`, absolute, a symlink out),
    /// images over `limits.image` or over what is left of `limits.maxTotalImageBytes`.
    /// - Parameters:
    ///   - path: names `content.json` in issues.
    ///   - readingDurations, imageThreads: as for `load`.
    public static func decode(
        json: [UInt8], path: String, directory: String, limits: ContentLimits = .default,
        readingDurations: Bool = true, imageThreads: Int? = nil
    ) -> Content {
        if json.count > limits.maxFileBytes {
            return .empty(issues: [Problem.tooLarge(path: path, bytes: json.count, limits: limits).line])
        }
        let guarded = JSONDepthGuard.check(json, maxDepth: limits.maxDepth)
        guard let bytes = guarded.bytes else {
            let at = guarded.refusals.first.map { " at \(clip($0.path))" } ?? ""
            return .empty(issues: [
                "\(path): refused, nested more than \(limits.maxDepth) levels deep\(at) and not valid JSON there;"
                    + " fix the JSON (the format is in README.md beside the default content.json)"
            ])
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            return .empty(issues: [
                "\(path): \(JSONErrorDescription.describe(error)); fix the JSON (the format is in README.md beside the default content.json)"
            ])
        }
        var issues: [String] = []
        var refusedItems: [String: String] = [:]
        for r in guarded.refusals {
            let reason =
                "nested \(r.depth >= 1_000_000 ? "a million" : String(r.depth)) levels deep; the limit is \(limits.maxDepth)"
            if r.index != nil {
                refusedItems[r.path] = reason
            } else {
                issues.append("\(path): \"\(clip(r.list))\" refused: \(reason)")
            }
        }
        // Every image the walk below may decode, in its order, decoded first on several threads.
        let p = file.profile
        var names: [String?] = [p?.avatar]
        names += (p?.recommendations ?? []).prefix(limits.maxItems).map { $0.value?.image }
        names += (file.cards ?? []).prefix(limits.maxItems).map { $0.value?.image }
        names += (file.playlist ?? []).prefix(limits.maxItems).map { $0.value?.poster }
        let prefetch = ImagePrefetch(
            paths: names.compactMap { name in
                guard let name, !name.isEmpty, case .success(let resolved) = ContentPath.resolve(name, in: directory)
                else { return nil }
                return resolved
            }, limits: limits.image, totalBytes: limits.maxTotalImageBytes,
            threads: imageThreads ?? WorkerThreads.defaultCount)
        var imageBytes = 0
        func image(_ name: String?, _ what: String) -> Surface? {
            guard let name, !name.isEmpty else { return nil }
            let file: String
            switch ContentPath.resolve(name, in: directory) {
            case .success(let resolved):
                file = resolved
            case .failure(let refusal):
                issues.append(
                    "\(path): \(what) image \"\(clip(name))\" refused: \(refusal.reason); name a file inside the content folder"
                )
                return nil
            }
            let left = max(0, limits.maxTotalImageBytes - imageBytes)
            var imageLimits = limits.image
            imageLimits.maxDecodedBytes = min(imageLimits.maxDecodedBytes, left)
            if let surface = prefetch.surface(for: file, within: imageLimits) {
                imageBytes += surface.stride * surface.height
                return surface
            }
            do {
                let surface = try Surface.loadPNG(path: file, limits: imageLimits)
                imageBytes += surface.stride * surface.height
                return surface
            } catch {
                var line = "\(error.description) (\(what))"
                if case .tooLarge = error, left < limits.image.maxDecodedBytes {
                    line +=
                        "; \(ContentLimits.megabytes(left)) was left of the"
                        + " \(ContentLimits.megabytes(limits.maxTotalImageBytes)) all content images may take"
                }
                issues.append(line)
                return nil
            }
        }
        func text(_ value: String?, _ field: String) -> String {
            guard let value else { return "" }
            if value.utf8.count <= limits.maxTextBytes { return value }
            issues.append(
                "\(path): \(field) is \(value.utf8.count) bytes long; cut to the limit of \(limits.maxTextBytes)")
            var kept = 0
            var cut = ""
            for ch in value {
                kept += ch.utf8.count
                if kept > limits.maxTextBytes { break }
                cut.append(ch)
            }
            return cut
        }
        func items<T, U>(_ list: [Lenient<T>]?, _ key: String, _ make: (T, Int) -> U?) -> [U] {
            let all = list ?? []
            if all.count > limits.maxItems {
                issues.append(
                    "\(path): \(key) has \(all.count) items; only the first \(limits.maxItems) are shown (the limit)")
            }
            var out: [U] = []
            for (i, item) in all.prefix(limits.maxItems).enumerated() {
                if let reason = refusedItems.removeValue(forKey: "\(key)[\(i)]") {
                    issues.append("\(path): \(key)[\(i)] refused: \(reason)")
                } else if let v = item.value {
                    if let u = make(v, i) { out.append(u) }
                } else {
                    issues.append("\(path): \(key)[\(i)] skipped: \(item.error ?? "invalid")")
                }
            }
            return out
        }

        if p == nil && !guarded.refusals.contains(where: { $0.index == nil && $0.list == "profile" }) {
            issues.append("\(path): no \"profile\" section; the profile screen shows placeholders")
        }
        let profile = Content.Profile(
            name: text(p?.name, "profile.name"), handle: text(p?.handle, "profile.handle"),
            avatar: image(p?.avatar, "profile avatar"),
            activity: items(p?.activity, "profile.activity") { a, i in
                let key = "profile.activity[\(i)]"
                return Content.Activity(
                    title: text(a.title, key + ".title"), detail: text(a.detail, key + ".detail"),
                    time: text(a.time, key + ".time"))
            },
            recommendations: items(p?.recommendations, "profile.recommendations") { r, i in
                let key = "profile.recommendations[\(i)]"
                return Content.Recommendation(
                    title: text(r.title, key + ".title"), subtitle: text(r.subtitle, key + ".subtitle"),
                    body: text(r.body, key + ".body"), image: image(r.image, "recommendation \(i)"))
            })
        let cards = items(file.cards, "cards") { c, i -> Content.Card? in
            var color = Color(hex: 0x5C6BC0)
            if let s = c.color {
                if let parsed = Color(hexString: s) {
                    color = parsed
                } else {
                    issues.append("\(path): cards[\(i)].color \"\(clip(s))\" is not #RRGGBB; using the default colour")
                }
            }
            return Content.Card(
                title: text(c.title, "cards[\(i)].title"), subtitle: text(c.subtitle, "cards[\(i)].subtitle"),
                color: color, image: image(c.image, "card \(i)"))
        }
        let playlist = items(file.playlist, "playlist") { m, i -> Content.Media? in
            var video: String?
            if let name = m.file, !name.isEmpty {
                switch ContentPath.resolve(name, in: directory) {
                case .success(let resolved):
                    video = resolved
                case .failure(let refusal):
                    issues.append(
                        "\(path): playlist[\(i)] file \"\(clip(name))\" refused: \(refusal.reason); name a file inside the content folder"
                    )
                }
            }
            var duration = m.duration ?? 0
            var pending = false
            if m.duration == nil, let video {
                // Missing or unreadable files still make an item: the player shows why it cannot play.
                if readingDurations {
                    duration = MediaProbe.duration(path: video) ?? 0
                } else {
                    pending = true
                }
            } else if !duration.isFinite || duration <= 0 {
                issues.append(
                    "\(path): playlist[\(i)] skipped: duration must be a positive number of seconds, or give a video file"
                )
                return nil
            }
            let key = "playlist[\(i)]"
            let comments = m.comments ?? []
            if comments.count > limits.maxItems {
                issues.append(
                    "\(path): \(key).comments has \(comments.count) items; only the first \(limits.maxItems) are shown"
                        + " (the limit)")
            }
            return Content.Media(
                title: text(m.title, key + ".title"), channel: text(m.channel, key + ".channel"), duration: duration,
                poster: image(m.poster, "poster \(i)"),
                comments: comments.prefix(limits.maxItems).enumerated().map { j, c in
                    Content.Comment(
                        author: text(c.author, key + ".comments[\(j)].author"),
                        text: text(c.text, key + ".comments[\(j)].text"))
                }, file: video, loops: m.loop ?? false, durationPending: pending)
        }
        // Refused items in lists the kiosk does not read (or past the item limit) are still reported.
        for r in guarded.refusals {
            if let reason = refusedItems.removeValue(forKey: r.path) {
                issues.append("\(path): \(clip(r.path)) refused: \(reason)")
            }
        }
        if issues.count > limits.maxIssues {
            let more = issues.count - (limits.maxIssues - 1)
            issues.removeLast(more)
            issues.append("\(path): \(more) more problems not listed")
        }
        return Content(profile: profile, cards: cards, playlist: playlist, issues: issues)
    }

    /// A name or value from the file, shortened for a one-line message.
    static func clip(_ s: String) -> String {
        let oneLine = String(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
        return oneLine.count <= 80 ? oneLine : String(oneLine.prefix(77)) + "..."
    }

    /// Why `content.json` was not read at all.
    enum Problem: Error {
        case unreadable(path: String)
        case notAFile(path: String)
        case tooLarge(path: String, bytes: Int, limits: ContentLimits)

        var line: String {
            switch self {
            case .unreadable(let path):
                return "\(path): cannot read the content file; pass --content DIR with a content.json"
            case .notAFile(let path):
                return "\(path): not a regular file; pass --content DIR with a content.json"
            case .tooLarge(let path, let bytes, let limits):
                return "\(path): refused, the file is \(ContentLimits.megabytes(bytes)); the limit is"
                    + " \(ContentLimits.megabytes(limits.maxFileBytes)) (pictures belong in PNG files beside it)"
            }
        }
    }

    /// The bytes of `content.json`, checked to be a regular file within the size limit before it is read.
    static func readFile(path: String, limits: ContentLimits) -> Result<[UInt8], Problem> {
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { return .failure(.unreadable(path: path)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(path: path)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile(path: path)) }
        let size = Int(info.st_size)
        if size > limits.maxFileBytes { return .failure(.tooLarge(path: path, bytes: size, limits: limits)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, size - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.unreadable(path: path)) }
            if n == 0 { break }
            done += n
        }
        if done < size { bytes.removeLast(size - done) }
        return .success(bytes)
    }
}
