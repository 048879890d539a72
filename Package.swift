// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PanelKit",
    products: [
        .library(name: "PanelKit", targets: ["PanelKit"]),
        // UIKit's spellings, for an app's own package to `import PanelKitCompat`.
        .library(name: "PanelKitCompat", targets: ["PanelKitCompat"]),
        .library(name: "PanelDRM", targets: ["PanelDRM"]),
        .executable(name: "kiosk", targets: ["kiosk"]),
        .executable(name: "panel-touch", targets: ["panel-touch"]),
        .executable(name: "panel-bench", targets: ["panel-bench"]),
    ],
    targets: [
        // C libraries, found by pkg-config, each with one shim header.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CInput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),

        .target(name: "PanelGraphics", dependencies: ["CPixman", "CPNG"]),
        .target(name: "PanelText", dependencies: ["PanelGraphics", "CFreeType"]),
        .target(name: "PanelPlatform", dependencies: ["PanelGraphics"]),
        // The Cassowary constraint solver behind Auto Layout (no UI).
        .target(name: "PanelLayout"),
        .target(name: "PanelKit", dependencies: ["PanelPlatform", "PanelGraphics", "PanelText", "PanelLayout"]),
        .target(name: "PanelDRM", dependencies: ["PanelPlatform", "PanelGraphics", "CDRM", "CInput"]),
        .target(name: "PanelTestSupport", dependencies: ["PanelGraphics", "PanelPlatform"]),
        .target(name: "KioskApp", dependencies: ["PanelKit", "PanelText"], exclude: ["DefaultContent"]),
        .executableTarget(name: "kiosk", dependencies: ["KioskApp", "PanelDRM"]),
        // Replays a touch script through /dev/uinput (the virtual panel's finger).
        .executableTarget(name: "panel-touch", dependencies: ["PanelPlatform", "CInput"]),
        // UIKit spellings (UIView = View, CGRect = Rect, ...) so iOS code ports with only its import changed.
        .target(name: "PanelKitCompat", dependencies: ["PanelKit"]),
        // Counts heap allocations per thread (a malloc interposer) for the benchmark's allocations per frame.
        .target(name: "CAllocCount"),
        .target(
            name: "PanelBench",
            dependencies: ["KioskApp", "PanelKit", "PanelLayout", "PanelText", "CPixman", "CAllocCount"],
            exclude: ["Results"]),
        .executableTarget(name: "panel-bench", dependencies: ["PanelBench"]),

        .testTarget(
            name: "PanelGraphicsTests", dependencies: ["PanelGraphics", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PanelTextTests", dependencies: ["PanelText", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PanelPlatformTests", dependencies: ["PanelPlatform", "PanelTestSupport"]),
        .testTarget(name: "PanelLayoutTests", dependencies: ["PanelLayout"], exclude: ["kiwi_reference.py"]),
        .testTarget(name: "PanelKitTests", dependencies: ["PanelKit", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "PanelTransitionTests", dependencies: ["PanelKit", "PanelKitCompat", "PanelTestSupport"],
            exclude: ["Goldens"]),
        // Seed 002's containment helpers and player pasted as they stand (UIKit spellings, Auto Layout).
        .testTarget(name: "Seed002Tests", dependencies: ["PanelKitCompat"]),
        .testTarget(name: "PanelBenchTests", dependencies: ["PanelBench"]),
        .testTarget(name: "KioskAppTests", dependencies: ["KioskApp", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PanelDRMTests", dependencies: ["PanelDRM", "PanelTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
