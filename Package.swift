// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SettingsL10n",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "settings-l10n", targets: ["settings-l10n"]),
    .library(name: "StringsFormat", targets: ["StringsFormat"]),
    .library(name: "SettingsSchema", targets: ["SettingsSchema"]),
    .library(name: "LprojMatching", targets: ["LprojMatching"]),
    .library(name: "TranslationFormats", targets: ["TranslationFormats"]),
    .library(name: "SettingsL10nKit", targets: ["SettingsL10nKit"]),
    .plugin(name: "SettingsL10nPlugin", targets: ["SettingsL10nPlugin"]),
    .plugin(name: "SettingsL10nCheckPlugin", targets: ["SettingsL10nCheckPlugin"]),
    .plugin(name: "SettingsL10nBuildToolPlugin", targets: ["SettingsL10nBuildToolPlugin"]),
  ],
  dependencies: [
    // `swift package generate-documentation --target X` (DocC); a plugin, nothing is linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    // .strings: scanner, lossless document, writer, diagnostics.
    .target(name: "StringsFormat", dependencies: ["CXattr"]),
    // sys/xattr.h, so that a rewritten file keeps its extended attributes.
    .systemLibrary(name: "CXattr"),
    // Settings bundle pages, specifiers, walker and extraction.
    .target(name: "SettingsSchema", dependencies: ["StringsFormat"]),
    // .lproj names, ICU locale matching, fallback chains.
    .target(
      name: "LprojMatching",
      dependencies: ["StringsFormat", "CLocaleMatcher"],
      resources: [.copy("../../Locales")]
    ),
    // C++ shim over system ICU; its header declares only plain C functions. Collation is in
    // icui18n, which the icu-uc package does not link.
    .target(name: "CLocaleMatcher", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),
    // System ICU (libicu-dev); linked by CLocaleMatcher, never imported into Swift.
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    // XLIFF 1.2 and 2.0, String Catalogs, Xcode's JSON: the translation exchange formats, their
    // readers and writers, knowing nothing of Settings bundles.
    .target(name: "TranslationFormats", dependencies: ["StringsFormat", "LprojMatching"]),
    // The jobs: audit, check output, extract/sync, export/import, render, review.
    .target(
      name: "SettingsL10nKit",
      dependencies: [
        "StringsFormat", "SettingsSchema", "LprojMatching", "TranslationFormats",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .executableTarget(
      name: "settings-l10n",
      dependencies: [
        "SettingsL10nKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `swift package settings-l10n …` in a package that depends on this one. Kept under Sources
    // (not SwiftPM's default Plugins/) because the repository's top level is fixed.
    .plugin(
      name: "SettingsL10nPlugin",
      capability: .command(
        intent: .custom(
          verb: "settings-l10n",
          description: "Run settings-l10n (check, sync, export, …) on this package's Settings bundles."),
        permissions: [
          .writeToPackageDirectory(reason: "extract, sync, import and --write-baseline write tables and baselines.")
        ]
      ),
      dependencies: ["settings-l10n"],
      path: "Sources/SettingsL10nPlugin"
    ),
    // `swift package settings-l10n-check …`: the gate alone, which needs no write permission
    // (SwiftPM grants permissions per plugin, so it cannot share the plugin above).
    .plugin(
      name: "SettingsL10nCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "settings-l10n-check",
          description: "Check this package's Settings bundles (settings-l10n check); writes nothing.")
      ),
      dependencies: ["settings-l10n"],
      path: "Sources/SettingsL10nCheckPlugin"
    ),
    // Applied to a target: checks the Settings bundles in its folder at every build, findings
    // shown as the build's warnings and errors.
    .plugin(
      name: "SettingsL10nBuildToolPlugin",
      capability: .buildTool(),
      dependencies: ["settings-l10n"],
      path: "Sources/SettingsL10nBuildToolPlugin"
    ),
    // What randomized tests share (a seeded generator); built only for the tests.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "StringsFormatTests", dependencies: ["StringsFormat", "TestSupport"]),
    .testTarget(name: "SettingsSchemaTests", dependencies: ["SettingsSchema", "TestSupport"]),
    .testTarget(name: "LprojMatchingTests", dependencies: ["LprojMatching", "TestSupport"]),
    .testTarget(name: "TranslationFormatsTests", dependencies: ["TranslationFormats"]),
    .testTarget(name: "SettingsL10nKitTests", dependencies: ["SettingsL10nKit", "TranslationFormats", "TestSupport"]),
    .testTarget(name: "SettingsL10nCLITests", dependencies: ["settings-l10n", "SettingsL10nKit", "TestSupport"]),
  ]
)
