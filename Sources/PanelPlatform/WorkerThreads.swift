#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How many threads PanelKit's parallel work starts by default (a frame's bands, a content folder's
/// images, the benchmark's parallel section): the cores online, up to 4. More than four brings a Pi-class
/// board nothing, its memory being the limit by then.
package enum WorkerThreads {
    package static var defaultCount: Int { max(1, min(4, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))) }
}
