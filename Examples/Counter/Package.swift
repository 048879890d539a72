// swift-tools-version:6.0
// An app outside the PanelKit repository, depending on it by path, as your own app would.
import PackageDescription

let package = Package(
    name: "Counter",
    dependencies: [.package(name: "PanelKit", path: "../..")],
    targets: [.executableTarget(name: "Counter", dependencies: [.product(name: "PanelApp", package: "PanelKit")])],
    swiftLanguageModes: [.v6]
)
