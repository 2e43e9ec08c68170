// swift-tools-version: 6.2
import PackageDescription

// The fence is the compiler's: every Swift target but ByteCore (the fenced core) is built with
// strict memory safety, its warnings errors, so that an unsafe construct outside the core does
// not build. ArchitectureFenceTests checks that each target names these settings.
let fenced: [SwiftSetting] = [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]

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
    // Each library target is a layer: it uses only those declared above it (DESIGN.md's "Layout").
    // The fenced core: file I/O (atomic writer, held folders, bounded reads, output
    // destinations), buffers, transcoding, line index, concurrency, diagnostics and locations.
    .target(name: "ByteCore", dependencies: ["CXattr"]),
    // sys/xattr.h, so that a rewritten file keeps its extended attributes.
    .systemLibrary(name: "CXattr"),
    // One reader and one writer per syntax: JSON, XML, HTML, Markdown; nothing here knows a bundle.
    .target(name: "TextSyntax", dependencies: ["ByteCore"], swiftSettings: fenced),
    // The finding catalog: each id once, with its severity, explanation and examples.
    .target(name: "Findings", dependencies: ["ByteCore", "TextSyntax"], swiftSettings: fenced),
    // .strings only: scanner, lossless document, writer, escapes, lint.
    .target(name: "StringsFormat", dependencies: ["ByteCore", "TextSyntax", "Findings"], swiftSettings: fenced),
    // Settings bundle pages, specifiers, walker and extraction.
    .target(
      name: "SettingsSchema", dependencies: ["ByteCore", "TextSyntax", "Findings", "StringsFormat"],
      swiftSettings: fenced),
    // .lproj names, ICU locale matching, fallback chains.
    .target(
      name: "LprojMatching",
      dependencies: ["ByteCore", "Findings", "StringsFormat", "CLocaleMatcher"],
      resources: [.copy("../../Locales")],
      swiftSettings: fenced
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
    .target(
      name: "TranslationFormats",
      dependencies: ["ByteCore", "TextSyntax", "Findings", "StringsFormat", "LprojMatching"], swiftSettings: fenced),
    // Reading one bundle and writing it safely: lock, journal, transaction, recovery,
    // confinement, discovery.
    .target(
      name: "BundleIO",
      dependencies: ["ByteCore", "TextSyntax", "Findings", "StringsFormat", "SettingsSchema", "LprojMatching"],
      swiftSettings: fenced),
    // Each localization rule once: untranslated and the names vote, text shape, format specifiers.
    .target(
      name: "L10nRules",
      dependencies: ["ByteCore", "Findings", "StringsFormat", "SettingsSchema", "LprojMatching", "BundleIO"],
      swiftSettings: fenced),
    // The jobs only: check and its outputs, exchange, render, review, repository, inspect.
    .target(
      name: "SettingsL10nKit",
      dependencies: [
        "ByteCore", "TextSyntax", "Findings", "StringsFormat", "SettingsSchema", "LprojMatching", "TranslationFormats",
        "BundleIO", "L10nRules",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: fenced
    ),
    .executableTarget(
      name: "settings-l10n",
      dependencies: [
        "SettingsL10nKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: fenced
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
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: fenced),
    .testTarget(
      name: "StringsFormatTests", dependencies: ["ByteCore", "TextSyntax", "Findings", "StringsFormat", "TestSupport"],
      swiftSettings: fenced),
    .testTarget(
      name: "SettingsSchemaTests", dependencies: ["ByteCore", "Findings", "SettingsSchema", "TestSupport"],
      swiftSettings: fenced),
    .testTarget(
      name: "LprojMatchingTests", dependencies: ["ByteCore", "Findings", "LprojMatching", "TestSupport"],
      swiftSettings: fenced),
    .testTarget(
      name: "TranslationFormatsTests", dependencies: ["ByteCore", "TextSyntax", "Findings", "TranslationFormats"],
      swiftSettings: fenced),
    .testTarget(
      name: "SettingsL10nKitTests",
      dependencies: [
        "ByteCore", "TextSyntax", "Findings", "BundleIO", "L10nRules", "SettingsL10nKit", "TranslationFormats",
        "TestSupport",
      ],
      swiftSettings: fenced),
    .testTarget(
      name: "SettingsL10nCLITests",
      dependencies: [
        "settings-l10n", "ByteCore", "TextSyntax", "Findings", "BundleIO", "L10nRules", "SettingsL10nKit",
        "TestSupport",
      ],
      swiftSettings: fenced),
  ]
)
