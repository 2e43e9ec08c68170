// swift-tools-version: 6.0
// libFuzzer targets, built only by Tests/Fuzz/run (never by the main package's build or tests):
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing
import PackageDescription

let package = Package(
  name: "SettingsL10nFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "SettingsL10n", path: "../..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "strings-fuzz", dependencies: ["FuzzDriver", .product(name: "StringsFormat", package: "SettingsL10n")]),
    .executableTarget(
      name: "lproj-fuzz", dependencies: ["FuzzDriver", .product(name: "LprojMatching", package: "SettingsL10n")]),
    .executableTarget(
      name: "xliff-fuzz", dependencies: ["FuzzDriver", .product(name: "SettingsL10nKit", package: "SettingsL10n")]),
    .executableTarget(
      name: "catalog-fuzz", dependencies: ["FuzzDriver", .product(name: "SettingsL10nKit", package: "SettingsL10n")]),
    .executableTarget(
      name: "xliff2-fuzz", dependencies: ["FuzzDriver", .product(name: "SettingsL10nKit", package: "SettingsL10n")]),
    .executableTarget(
      name: "page-fuzz", dependencies: ["FuzzDriver", .product(name: "SettingsSchema", package: "SettingsL10n")]),
  ]
)
