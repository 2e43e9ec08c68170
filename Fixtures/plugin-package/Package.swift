// swift-tools-version: 6.0
// An app's package that depends on SettingsL10n by path, as a consumer would by URL: CI runs
// the command plugins here (`swift package --allow-writing-to-package-directory settings-l10n …`,
// `swift package settings-l10n-check …`) and builds both targets, which apply the build-tool
// plugin: App's two bundles each lack a string, so its build fails; PassingApp's has only a
// warning, so it builds, showing the warning.
import PackageDescription

let checked: [Target.PluginUsage] = [.plugin(name: "SettingsL10nBuildToolPlugin", package: "SettingsL10n")]

let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "SettingsL10n", path: "../..")],
  targets: [
    .target(name: "App", path: "App", resources: [.copy("Settings.bundle"), .copy("Settings-Pro.bundle")], plugins: checked),
    .target(name: "PassingApp", path: "PassingApp", resources: [.copy("Settings.bundle")], plugins: checked),
  ]
)
