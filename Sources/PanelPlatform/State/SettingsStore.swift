#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Settings a program keeps for itself, as JSON in a `StateFile`: loaded once, saved on every change.
///
/// Nothing here stops the program: a missing file means the defaults; a file that cannot be used is reported
/// in one line and set aside (`NAME.corrupt-N`) before anything is written over it; a failed save is
/// reported and the value stays in memory.
public final class SettingsStore<Value: Codable & Equatable> {
    /// Where the settings live.
    public let file: StateFile
    /// The current settings.
    public private(set) var value: Value
    /// False when the file exists but could be neither read nor set aside: it is then never written over.
    public private(set) var isWritable = true
    private let report: (String) -> Void

    /// Loads the settings from `file`, or starts from `defaults`.
    ///
    /// - Parameters:
    ///   - file: the state file.
    ///   - defaults: the settings when there is no file, or it cannot be used.
    ///   - report: receives one line per problem (an unusable file, a failed save).
    public init(file: StateFile, defaults: Value, report: @escaping (String) -> Void) {
        self.file = file
        self.value = defaults
        self.report = report
        let contents: StateFile.Contents
        do {
            contents = try file.read()
        } catch {
            setAside(reason: error.detail.isEmpty ? error.description : error.detail)
            return
        }
        guard case .bytes(let bytes) = contents else { return }
        switch Self.decode(bytes) {
        case .success(let loaded): value = loaded
        case .failure(let error): setAside(reason: error.reason)
        }
    }

    /// Changes the settings and saves them when they differ from before.
    public func update(_ change: (inout Value) -> Void) {
        var next = value
        change(&next)
        guard next != value else { return }
        value = next
        guard isWritable else { return }
        do {
            try file.write(Self.encode(next))
        } catch {
            report("\(error.description); the change holds until the program stops")
        }
    }

    /// The settings in `bytes`, or why they cannot be used (one line).
    public static func decode(_ bytes: [UInt8]) -> Result<Value, SettingsDecodingError> {
        if bytes.isEmpty { return .failure(SettingsDecodingError(reason: "the file is empty")) }
        do {
            return .success(try JSONDecoder().decode(Value.self, from: Data(bytes)))
        } catch {
            return .failure(SettingsDecodingError(reason: JSONErrorDescription.describe(error)))
        }
    }

    /// The settings as the JSON `decode` reads (keys sorted, one per line, for people who look).
    public static func encode(_ value: Value) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding plain settings values cannot fail; an empty object keeps the file valid if it ever does.
        return ((try? encoder.encode(value)).map { [UInt8]($0) } ?? Array("{}".utf8)) + [0x0A]
    }

    private func setAside(reason: String) {
        do {
            let aside = try file.setAside()
            report("\(file.path): unusable settings (\(reason)); moved aside to \(aside), starting from the defaults")
        } catch {
            isWritable = false
            report(
                "\(file.path): unusable settings (\(reason)) and not moved aside (\(error.description));"
                    + " starting from the defaults without saving over it")
        }
    }
}

/// Why a settings file's bytes are not settings.
public struct SettingsDecodingError: Error, Equatable {
    public var reason: String
}
