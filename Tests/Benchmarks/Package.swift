// swift-tools-version: 6.0
// The benchmarks, a package of their own so that the main package's `swift build` and `swift test`
// never compile them. They time the release `settings-l10n` built at the repository's top:
//   swift build -c release --product settings-l10n
//   swift run -c release --package-path Tests/Benchmarks check-bench [--baseline-binary PATH]
//   swift test --package-path Tests/Benchmarks
import PackageDescription

let package = Package(
  name: "SettingsL10nBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "SettingsL10n", path: "../..")],
  targets: [
    // What the benchmarks share: timing whole processes interleaved, and their tables.
    .target(name: "BenchSupport"),
    .executableTarget(
      name: "strings-bench",
      dependencies: ["BenchSupport", .product(name: "StringsFormat", package: "SettingsL10n")]),
    .executableTarget(name: "check-bench", dependencies: ["BenchSupport"]),
    .executableTarget(name: "bounds-bench", dependencies: ["BenchSupport"]),
    .executableTarget(name: "code-search-bench", dependencies: ["BenchSupport"]),
    .testTarget(name: "BenchSupportTests", dependencies: ["BenchSupport"]),
  ]
)
