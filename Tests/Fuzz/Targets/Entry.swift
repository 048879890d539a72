import KioskApp

/// The target chosen by `PANEL_FUZZ_TARGET`, read once when the fuzzer starts.
let selectedTarget = FuzzTarget.fromEnvironment()

/// libFuzzer's set-up hook: validates the target before the first input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    if selectedTarget == .content { _ = FuzzTarget.contentDirectory }
    return 0
}

/// libFuzzer's entry: one input. Returns 0 (the input is never rejected from the corpus).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget.run(bytes)
    return 0
}
