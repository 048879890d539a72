import CMallocInfo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the running process holds, read from `/proc/self`: resident memory and open descriptors.
enum ProcessProbe {
    /// Resident set size in bytes (`/proc/self/statm`'s second field, in pages), or 0 when unreadable.
    static func residentBytes() -> Int {
        guard let f = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(f) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), f) != nil else { return 0 }
        let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Bytes the heap has handed out and not had back (`mallinfo2`: small blocks in use plus mmapped ones):
    /// what a leak grows, unlike resident memory, which also holds freed blocks glibc keeps for reuse.
    static func heapInUseBytes() -> Int {
        Int(panel_heap_in_use())
    }

    /// Gives freed heap memory back to the system (`malloc_trim(0)`), so resident memory measured next counts
    /// what is in use rather than what glibc keeps for later.
    static func trimHeap() {
        _ = panel_heap_trim()
    }

    /// How many descriptors the process has open (the entries of `/proc/self/fd`, without the one reading it).
    static func openDescriptors() -> Int {
        guard let dir = opendir("/proc/self/fd") else { return -1 }
        var count = 0
        while let entry = readdir(dir) {
            let dot = withUnsafeBytes(of: entry.pointee.d_name) { $0.first == UInt8(ascii: ".") }
            if !dot { count += 1 }
        }
        closedir(dir)
        return count - 1
    }
}
