// swift-tools-version: 6.0
// An app's package that depends on SettingsL10n by path, as a consumer would by URL: CI runs
// `swift package --allow-writing-to-package-directory settings-l10n check …` here to prove the
// command plugin works from a dependent package.
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "SettingsL10n", path: "../..")],
  targets: []
)
