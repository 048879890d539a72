// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PanelKit",
    products: [
        .library(name: "PanelKit", targets: ["PanelKit"]),
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
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "PanelGraphics", dependencies: ["CPixman", "CPNG"]),
        .target(
            name: "PanelText",
            dependencies: ["PanelGraphics", "CFreeType", "CHarfBuzz", "CFriBidi", "CUnibreak", "CFontconfig"]),
        .target(name: "PanelPlatform", dependencies: ["PanelGraphics"]),
        .target(name: "PanelKit", dependencies: ["PanelPlatform", "PanelGraphics", "PanelText"]),
        .target(name: "PanelDRM", dependencies: ["PanelPlatform", "PanelGraphics", "CDRM", "CInput"]),
        .target(name: "PanelTestSupport", dependencies: ["PanelGraphics", "PanelPlatform"]),
        .target(name: "KioskApp", dependencies: ["PanelKit", "PanelText"], exclude: ["DefaultContent"]),
        .executableTarget(name: "kiosk", dependencies: ["KioskApp", "PanelDRM"]),
        // Replays a touch script through /dev/uinput (the virtual panel's finger).
        .executableTarget(name: "panel-touch", dependencies: ["PanelPlatform", "CInput"]),
        // UIKit spellings (UIView = View, CGRect = Rect, ...) so iOS code ports with only its import changed.
        .target(name: "PanelKitCompat", dependencies: ["PanelKit", "PanelText"]),
        // Counts heap allocations per thread (a malloc interposer) for the benchmark's allocations per frame.
        .target(name: "CAllocCount"),
        .target(
            name: "PanelBench", dependencies: ["KioskApp", "PanelKit", "PanelText", "CPixman", "CAllocCount"],
            exclude: ["Results"]),
        .executableTarget(name: "panel-bench", dependencies: ["PanelBench"]),

        .testTarget(
            name: "PanelGraphicsTests", dependencies: ["PanelGraphics", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PanelTextTests", dependencies: ["PanelText", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PanelPlatformTests", dependencies: ["PanelPlatform", "PanelTestSupport"]),
        .testTarget(name: "PanelKitTests", dependencies: ["PanelKit", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(
            name: "PanelTransitionTests", dependencies: ["PanelKit", "PanelKitCompat", "PanelTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(name: "PanelBenchTests", dependencies: ["PanelBench"]),
        .testTarget(name: "KioskAppTests", dependencies: ["KioskApp", "PanelTestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PanelDRMTests", dependencies: ["PanelDRM", "PanelTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
