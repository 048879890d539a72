import PanelGraphics
import PanelMedia
import PanelPlatform

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
    public static func load(directory: String) -> Content {
        let path = directory + "/content.json"
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .empty(issues: ["\(path): cannot read the content file; pass --content DIR with a content.json"])
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            return .empty(issues: [
                "\(path): \(JSONErrorDescription.describe(error)); fix the JSON (the format is in README.md beside the default content.json)"
            ])
        }
        var issues: [String] = []
        func image(_ name: String?, _ what: String) -> Surface? {
            guard let name, !name.isEmpty else { return nil }
            if name.contains("..") || name.hasPrefix("/") {
                issues.append("\(path): \(what) image \"\(name)\" must be a file name inside the content folder")
                return nil
            }
            do {
                return try Surface.loadPNG(path: directory + "/" + name)
            } catch {
                issues.append("\(error.description) (\(what))")
                return nil
            }
        }
        func items<T, U>(_ list: [Lenient<T>]?, _ key: String, _ make: (T, Int) -> U?) -> [U] {
            var out: [U] = []
            for (i, item) in (list ?? []).enumerated() {
                if let v = item.value {
                    if let u = make(v, i) { out.append(u) }
                } else {
                    issues.append("\(path): \(key)[\(i)] skipped: \(item.error ?? "invalid")")
                }
            }
            return out
        }

        let p = file.profile
        if p == nil { issues.append("\(path): no \"profile\" section; the profile screen shows placeholders") }
        let profile = Content.Profile(
            name: p?.name ?? "", handle: p?.handle ?? "", avatar: image(p?.avatar, "profile avatar"),
            activity: items(p?.activity, "profile.activity") { a, _ in
                Content.Activity(title: a.title, detail: a.detail ?? "", time: a.time ?? "")
            },
            recommendations: items(p?.recommendations, "profile.recommendations") { r, i in
                Content.Recommendation(
                    title: r.title, subtitle: r.subtitle ?? "", body: r.body ?? "",
                    image: image(r.image, "recommendation \(i)"))
            })
        let cards = items(file.cards, "cards") { c, i -> Content.Card? in
            var color = Color(hex: 0x5C6BC0)
            if let s = c.color {
                if let parsed = Color(hexString: s) {
                    color = parsed
                } else {
                    issues.append("\(path): cards[\(i)].color \"\(s)\" is not #RRGGBB; using the default colour")
                }
            }
            return Content.Card(
                title: c.title, subtitle: c.subtitle ?? "", color: color, image: image(c.image, "card \(i)"))
        }
        let playlist = items(file.playlist, "playlist") { m, i -> Content.Media? in
            var video: String?
            if let name = m.file, !name.isEmpty {
                if name.contains("..") || name.hasPrefix("/") {
                    issues.append(
                        "\(path): playlist[\(i)] file \"\(name)\" must be a file name inside the content folder")
                } else {
                    video = directory + "/" + name
                }
            }
            var duration = m.duration ?? 0
            if m.duration == nil, let video {
                // Missing or unreadable files still make an item: the player shows why it cannot play.
                duration = MediaProbe.duration(path: video) ?? 0
            } else if !duration.isFinite || duration <= 0 {
                issues.append(
                    "\(path): playlist[\(i)] skipped: duration must be a positive number of seconds, or give a video file"
                )
                return nil
            }
            return Content.Media(
                title: m.title, channel: m.channel ?? "", duration: duration, poster: image(m.poster, "poster \(i)"),
                comments: (m.comments ?? []).map { Content.Comment(author: $0.author, text: $0.text) }, file: video,
                loops: m.loop ?? false)
        }
        return Content(profile: profile, cards: cards, playlist: playlist, issues: issues)
    }
}
