import PackagePlugin

/// `swift package settings-l10n SUBCOMMAND …`: runs the `settings-l10n` tool built from this
/// package with every argument passed through, so a package that depends on SettingsL10n checks,
/// syncs or exports its Settings bundles without installing anything.
@main
struct SettingsL10nPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try ToolRun.run(context: context, arguments: arguments)
  }
}
