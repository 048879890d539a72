// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PanelKit",
    products: [
        .library(name: "PanelKit", targets: ["PanelKit"]),
        // UIKit's spellings, for an app's own package to `import PanelKitCompat`.
        .library(name: "PanelKitCompat", targets: ["PanelKitCompat"]),
        .library(name: "PanelDRM", targets: ["PanelDRM"]),
        .library(name: "PanelApp", targets: ["PanelApp"]),
        .library(name: "PanelEmbedded", targets: ["PanelEmbedded"]),
        .executable(name: "kiosk", targets: ["kiosk"]),
        .executable(name: "panel-touch", targets: ["panel-touch"]),
        .executable(name: "panel-bench", targets: ["panel-bench"]),
    ],
    targets: [
        // C libraries, found by pkg-config, each with one shim header.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CInput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CSeat", pkgConfig: "libseat", providers: [.apt(["libseat-dev"])]),
        .systemLibrary(name: "CXkb", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "PanelGraphics", dependencies: ["CPixman", "CPNG", "CJPEG"]),
        .target(
            name: "PanelText",
            dependencies: ["PanelGraphics", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak", "CFontconfig"]),
        // libdispatch's main-queue hooks for the event loop (what CFRunLoop uses on Linux), and an eventfd.
        .target(name: "CEventLoop"),
        .target(name: "PanelPlatform", dependencies: ["PanelGraphics", "CEventLoop"]),
        // The Cassowary constraint solver behind Auto Layout (no UI).
        .target(name: "PanelLayout"),
        // The threads that draw a large frame's bands: woken as the frame starts, spinning until its bands come.
        .target(name: "CBandPool"),
        // The Swift runtime's test for an object being deinitialized (View.superview reads as nil then).
        .target(name: "CSwiftRuntime"),
        .target(
            name: "PanelKit",
            dependencies: [
                "PanelPlatform", "PanelGraphics", "PanelText", "PanelLayout", "CBandPool", "CSwiftRuntime",
            ]),
        .target(
            name: "PanelDRM",
            dependencies: ["PanelPlatform", "PanelGraphics", "CPixman", "CDRM", "CInput", "CSeat", "CXkb"]),
        .target(name: "PanelTestSupport", dependencies: ["PanelGraphics", "PanelPlatform"]),
        // FFmpeg's headers, and its libraries loaded with dlopen at the first play (not linked: see CFFmpeg.h).
        .target(name: "CFFmpeg"),
        // Video and sound: FFmpeg decoding on a worker thread, ALSA output; used by the kiosk's player, not PanelKit.
        .target(name: "PanelMedia", dependencies: ["PanelGraphics", "CFFmpeg", "CALSA"]),
        // The test twin of a panel: offscreen display, scripted touches, manual clock, one loop iteration a step.
        .target(name: "PanelEmbedded", dependencies: ["PanelKit"]),
        .target(
            name: "KioskApp", dependencies: ["PanelKit", "PanelText", "PanelEmbedded", "PanelMedia", "CMallocInfo"],
            exclude: ["DefaultContent"]),
        // glibc's heap statistics (mallinfo2, malloc_trim) for the soak's memory figures.
        .target(name: "CMallocInfo"),
        // The entry point of an app: @main on a PanelApp, the standard flags, panel or offscreen runs.
        .target(name: "PanelApp", dependencies: ["PanelKit", "PanelDRM", "PanelEmbedded"]),
        .executableTarget(name: "kiosk", dependencies: ["KioskApp", "PanelApp"]),
        // Checks the blocking event loop on a real main thread (PanelAppTests runs it).
        .executableTarget(name: "event-loop-probe", dependencies: ["PanelKit", "PanelEmbedded", "CEventLoop"]),
        // Replays a touch script through /dev/uinput (the virtual panel's finger).
        .executableTarget(name: "panel-touch", dependencies: ["PanelPlatform", "PanelDRM", "CInput"]),
        // UIKit spellings (UIView = View, CGRect = Rect, ...) so iOS code ports with only its import changed.
        .target(name: "PanelKitCompat", dependencies: ["PanelKit", "PanelText", "PanelPlatform"]),
        // Counts heap allocations per thread (a malloc interposer) for the benchmark's allocations per frame.
        .target(name: "CAllocCount"),
        .target(
            name: "PanelBench",
            dependencies: [
                "PanelEmbedded", "PanelKit", "PanelLayout", "PanelText", "PanelMedia", "PanelDRM", "CPixman",
                "CAllocCount", "CBandPool",
            ],
            exclude: ["Results"]),
        .executableTarget(name: "panel-bench", dependencies: ["PanelBench"]),
        // The kiosk offscreen under random multitouch for a chosen time: memory, descriptors, frame times.
        .executableTarget(name: "kiosk-soak", dependencies: ["KioskApp"]),

        .testTarget(
            name: "PanelGraphicsTests", dependencies: ["PanelGraphics", "CPixman", "PanelTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(name: "PanelTextTests", dependencies: ["PanelText", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "PanelLayoutTests", dependencies: ["PanelLayout", "PanelTestSupport"], exclude: ["kiwi_reference.py"]),
        .testTarget(name: "PanelPlatformTests", dependencies: ["PanelPlatform", "PanelTestSupport"]),
        .testTarget(
            name: "PanelKitTests", dependencies: ["PanelKit", "PanelEmbedded", "PanelTestSupport"], exclude: ["Goldens"]
        ),
        .testTarget(
            name: "PanelTransitionTests",
            dependencies: ["PanelKit", "PanelKitCompat", "PanelEmbedded", "PanelTestSupport"],
            exclude: ["Goldens"]),
        // What UIKit code gets from Foundation through `import UIKit`, in a module that links no Foundation
        // (as an app that imports only PanelKitCompat).
        .testTarget(name: "PanelKitCompatTests", dependencies: ["PanelKitCompat", "PanelEmbedded"]),
        // Seed 002's containment helpers and player pasted as they stand (UIKit spellings, Auto Layout).
        .testTarget(name: "Seed002Tests", dependencies: ["PanelKitCompat"]),
        // Seed 003's transitions and view controllers pasted as they stand, its storyboard made in code.
        .testTarget(
            name: "Seed003Tests", dependencies: ["PanelKitCompat", "PanelEmbedded", "PanelTestSupport"],
            exclude: ["Goldens"]),
        // Seed 004's technique in UIKit spellings: a navigation stack pushed with swipes, a modal dragged down.
        .testTarget(name: "Seed004Tests", dependencies: ["PanelKitCompat", "PanelEmbedded"]),
        .testTarget(name: "PanelBenchTests", dependencies: ["PanelBench", "PanelTestSupport"]),
        .testTarget(
            name: "KioskAppTests", dependencies: ["KioskApp", "PanelEmbedded", "PanelTestSupport"], exclude: ["Goldens"]
        ),
        .testTarget(name: "PanelAppTests", dependencies: ["PanelApp", "PanelEmbedded", "PanelTestSupport"]),
        .testTarget(
            name: "PanelDRMTests", dependencies: ["PanelDRM", "PanelKit", "PanelEmbedded", "PanelTestSupport"]),
        .testTarget(
            name: "PanelMediaTests",
            dependencies: ["PanelMedia", "KioskApp", "PanelKit", "PanelEmbedded", "PanelTestSupport"],
            exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (Tests/Fuzz): only when Tests/Fuzz/run builds them with PANELKIT_FUZZ=1 and
// --sanitize=fuzzer in their own scratch path, so the normal build neither compiles nor links them.
if Context.environment["PANELKIT_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "panel-fuzz", dependencies: ["PanelGraphics", "PanelPlatform", "PanelDRM", "KioskApp"],
            path: "Tests/Fuzz/Targets"))
}

// Release builds give every function its own section and link the functions a frame runs next to each other,
// each callee after its most frequent caller (C3's call-chain clustering), in the order
// bench/order/frame-path.order lists them (gold's --section-ordering-file; the file is written by
// bench/order/make-order from a profile of panel-bench's scenes). A frame drawn after its
// caches were emptied then fetches its code from some 80 pages instead of pages scattered through the binary:
// the button scene went from 3.5-3.9x its raw version to 2.9-3.2x. A name the file lists that no longer exists
// is skipped, so a stale file only costs locality. The Makefile links panel-bench with the Swift runtime
// inside, as the kiosk is, so the runtime's hot functions are ordered with the frame's.
//
// Release builds also leave out the run-time exclusivity checks (`-enforce-exclusivity=unchecked`): each
// access to a class's stored property that may overlap another went through swift_beginAccess and the
// runtime's access set, about 13,000 instructions of a 112,000-instruction button frame. Debug builds, which
// `make test`, the sanitizers and the soak run, keep the checks and trap on an overlapping access. For the same
// reason release builds leave out Swift 6's run-time actor isolation checks (`-disable-dynamic-actor-isolation`):
// a main-actor closure handed to a nonisolated function (the renderer's region walks) asked the concurrency
// runtime whether it ran on the main executor each time it was called, 25 times and some 4,500 instructions of a
// 36,000-instruction drag frame; debug builds keep them and trap off the main actor.
let frameOrder = Context.packageDirectory + "/bench/order/frame-path.order"
let release = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(
                [
                    "-Xfrontend", "-function-sections", "-enforce-exclusivity=unchecked", "-Xfrontend",
                    "-disable-dynamic-actor-isolation",
                ], release)
        ]
    target.cSettings = (target.cSettings ?? []) + [.unsafeFlags(["-ffunction-sections"], release)]
    if target.type == .executable {
        let order = LinkerSetting.unsafeFlags(["-Xlinker", "--section-ordering-file=" + frameOrder], release)
        target.linkerSettings = (target.linkerSettings ?? []) + [order]
    }
}
