#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The same check for a target of an Xcode project (Xcode's "Run Build Tool Plug-ins" phase):
  /// the Settings bundles among the target's files (a `Settings.bundle` added to the project, or
  /// the files inside one), with the `.settings-l10n.yml` beside the `.xcodeproj`.
  extension SettingsL10nBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      var bundles: Set<URL> = []
      for file in target.inputFiles {
        if let bundle = SettingsBundles.enclosingBundle(of: file.url) { bundles.insert(bundle) }
      }
      return Self.commands(
        bundles: bundles.sorted { $0.path < $1.path }, tool: try context.tool(named: "settings-l10n").url,
        configFolder: context.xcodeProject.directoryURL, target: target.displayName)
    }
  }
#endif
