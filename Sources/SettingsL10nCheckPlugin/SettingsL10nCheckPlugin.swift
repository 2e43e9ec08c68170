import PackagePlugin

/// `swift package settings-l10n-check [BUNDLE …] [OPTIONS]`: `settings-l10n check` with every
/// argument passed through. A plugin of its own because SwiftPM grants write permission per
/// plugin: the gate reads only, so it runs without `--allow-writing-to-package-directory`
/// (and `--write-baseline` through it is refused by the sandbox where there is one).
@main
struct SettingsL10nCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try ToolRun.run(context: context, arguments: ["check"] + arguments)
  }
}
