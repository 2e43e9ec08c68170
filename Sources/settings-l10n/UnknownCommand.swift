import ArgumentParser
import SettingsL10nKit

/// A mistyped subcommand (`chek`), caught before ArgumentParser reads it as an unexpected
/// argument, so that the message names the nearest command as git and swift do.
enum UnknownCommand {
  /// The message for the first word of `arguments` that names no subcommand where one is
  /// expected, or nil when the words name commands (options end the search).
  static func message(for arguments: [String]) -> String? {
    var configuration = SettingsL10n.configuration
    var path = [configuration.commandName ?? "settings-l10n"]
    for word in arguments {
      var children: [CommandConfiguration] = []
      for subcommand in configuration.subcommands { children.append(subcommand.configuration) }
      if children.isEmpty || word.hasPrefix("-") || word == "help" { return nil }
      guard let next = children.first(where: { $0.commandName == word }) else {
        let names = children.compactMap(\.commandName)
        let hint = NearestName.suggestion(word, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        let parent = path.joined(separator: " ")
        return "'\(word)' is not a \(parent) command\(hint); commands: \(names.joined(separator: ", ")); "
          + "see '\(parent) --help'"
      }
      configuration = next
      path.append(word)
    }
    return nil
  }
}
