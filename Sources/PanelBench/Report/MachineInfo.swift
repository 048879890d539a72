#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The machine a run was taken on: its kernel, CPU, cores and load.
public struct MachineInfo: Codable, Sendable {
    /// `uname -srm`.
    public var system: String
    public var hostname: String
    /// The first "model name" of /proc/cpuinfo (or "Model"/"Hardware" on ARM boards).
    public var cpuModel: String
    public var cores: Int
    /// The 1-minute load average when the run started: other work sharing the cores makes figures noisy.
    public var loadAverage: Double

    /// Reads the machine's details.
    public static func current() -> MachineInfo {
        var u = utsname()
        uname(&u)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        let system = "\(field(u.sysname)) \(field(u.release)) \(field(u.machine))"
        let cpuinfo = readText("/proc/cpuinfo") ?? ""
        var model = ""
        for key in ["model name", "Model", "Hardware", "cpu model"] {
            for line in cpuinfo.split(separator: "\n") where line.hasPrefix(key) {
                if let colon = line.firstIndex(of: ":") {
                    model = line[line.index(after: colon)...].trimmingCharacters()
                    break
                }
            }
            if !model.isEmpty { break }
        }
        let load = (readText("/proc/loadavg") ?? "").split(separator: " ").first.flatMap { Double($0) } ?? -1
        return MachineInfo(
            system: system, hostname: field(u.nodename), cpuModel: model.isEmpty ? "unknown" : model,
            cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), loadAverage: load)
    }

    /// One line for the README: "CPU, N cores, Linux release arch".
    public var summary: String { "\(cpuModel), \(cores) cores, \(system)" }

    static func readText(_ path: String) -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
