import Foundation
import Testing

/// Kills a writing command with SIGKILL at random moments, 200 times, and checks that every
/// file is then either its old bytes or its new bytes. A temporary name may survive only a kill
/// in the few microseconds between naming a finished file and renaming it; then the next run
/// must remove it (and such kills must stay rare).
enum KillHarness {
  /// Every regular file below `root`, by relative path.
  static func snapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
    for case let path as String in walker {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// Runs `arguments` (`{}` in them stands for the work folder) on copies of `template`.
  static func run(template: URL, arguments: [String], kills: Int) throws -> [String] {
    let before = try snapshot(template)
    // The finished result, and how long a whole run takes.
    let finished = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: finished) }
    let work = finished.appendingPathComponent("work")
    try FileManager.default.copyItem(at: template, to: work)
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try CLI.run(arguments.map { $0.replacingOccurrences(of: "{}", with: work.path) })
    let runtime = DispatchTime.now().uptimeNanoseconds - start
    let after = try snapshot(work)
    guard result.status == 0, after != before else {
      return ["the command did not change anything (status \(result.status)): \(result.stderr)"]
    }
    var rng = SystemRandomNumberGenerator()
    var problems: [String] = []
    var recovered = 0
    for round in 0..<kills {
      let copy = finished.appendingPathComponent("kill-\(round)")
      try FileManager.default.copyItem(at: template, to: copy)
      defer { try? FileManager.default.removeItem(at: copy) }
      let process = Process()
      process.executableURL = CLI.binary
      process.arguments = arguments.map { $0.replacingOccurrences(of: "{}", with: copy.path) }
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(UInt64.random(in: 0...runtime, using: &rng) / 1000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let now = try snapshot(copy)
      var leftovers: [String] = []
      for (path, bytes) in now where bytes != before[path] && bytes != after[path] {
        if isTemporary(path) {
          leftovers.append(path)
        } else {
          problems.append("round \(round): \(path) is neither its old nor its new content")
        }
      }
      for path in Set(now.keys).subtracting(before.keys).subtracting(after.keys) where !isTemporary(path) {
        problems.append("round \(round): \(path) appeared")
      }
      // A kill between naming a finished file and renaming it leaves that name; the next run
      // of the tool must remove it and finish the job.
      if !leftovers.isEmpty {
        recovered += 1
        let rerun = try CLI.run(arguments.map { $0.replacingOccurrences(of: "{}", with: copy.path) })
        let healed = try snapshot(copy)
        if rerun.status != 0 || healed != after {
          problems.append("round \(round): a second run did not clean up \(leftovers)")
        }
      }
    }
    if recovered > kills / 20 { problems.append("\(recovered) of \(kills) kills left a temporary file") }
    return problems
  }

  /// The name a writer gives a finished temporary file (`.<name>.tmp-<pid>-<n>`).
  static func isTemporary(_ path: String) -> Bool {
    (path as NSString).lastPathComponent.hasPrefix(".") && path.contains(".tmp-")
  }

  /// A folder of `count` tables in assorted styles that `strings format` rewrites.
  static func messyTables(count: Int) throws -> URL {
    let root = try CLI.temporaryDirectory().appendingPathComponent("tables")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for i in 0..<count {
      var text = "// Table \(i)\n"
      for k in 0..<400 { text += "'key \(i).\(k)'='Wert Nummer \(k) für Tabelle \(i)' ; // note \(k)\n" }
      try Data(text.utf8).write(to: root.appendingPathComponent("T\(i).strings"))
    }
    return root
  }
}

extension KillHarness {
  /// Kills per command: 200 in CI (`.ci/run` sets SETTINGS_L10N_KILL_ROUNDS), 25 by default.
  static var rounds: Int {
    ProcessInfo.processInfo.environment["SETTINGS_L10N_KILL_ROUNDS"].flatMap(Int.init) ?? 25
  }

  static let languages = ["de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "pt-BR", "pt-PT", "ru", "uk", "tr",
    "ja", "ko", "zh-Hans", "zh-Hant", "ar", "he", "el", "cs", "sk", "hu", "ro", "bg", "hr", "ca", "id", "vi"]

  /// A bundle of 10 pages and 30 languages whose tables lack some keys and hold stale ones.
  static func bundle(developmentComplete: Bool) throws -> URL {
    let root = try CLI.temporaryDirectory().appendingPathComponent("Settings.bundle")
    let fm = FileManager.default
    try fm.createDirectory(at: root, withIntermediateDirectories: true)
    for page in 0..<10 {
      var specifiers: [[String: Any]] = []
      if page == 0 {
        for child in 1..<10 { specifiers.append(["Type": "PSChildPaneSpecifier", "Title": "Page \(child)", "File": "P\(child)"]) }
      }
      for k in 0..<40 {
        specifiers.append(["Type": "PSToggleSwitchSpecifier", "Title": "Setting \(page).\(k)", "Key": "s\(page)_\(k)", "DefaultValue": true])
      }
      let plist: [String: Any] = ["StringsTable": page == 0 ? "Root" : "P\(page)", "PreferenceSpecifiers": specifiers]
      try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        .write(to: root.appendingPathComponent(page == 0 ? "Root.plist" : "P\(page).plist"))
    }
    for language in ["en"] + languages {
      let folder = root.appendingPathComponent("\(language).lproj")
      try fm.createDirectory(at: folder, withIntermediateDirectories: true)
      for page in 0..<10 {
        var text = ""
        let count = language == "en" && developmentComplete ? 40 : 30
        if page == 0 { for child in 1..<10 { text += "\"Page \(child)\" = \"Page \(child) (\(language))\";\n" } }
        for k in 0..<count { text += "/* toggle */\n\"Setting \(page).\(k)\" = \"Wert \(page).\(k) (\(language))\";\n\n" }
        text += "\"Old key \(page)\" = \"stale\";\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent(page == 0 ? "Root.strings" : "P\(page).strings"))
      }
    }
    return root
  }
}

@Suite("Crash safety", .serialized)
struct CrashSafetyTests {
  @Test("strings format killed repeatedly: every file old or new, nothing left behind")
  func formatKilled() throws {
    let template = try KillHarness.messyTables(count: 60)
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let files = try FileManager.default.contentsOfDirectory(atPath: template.path).sorted()
    let problems = try KillHarness.run(
      template: template, arguments: ["strings", "format"] + files.map { "{}/\($0)" }, kills: KillHarness.rounds)
    #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
  }

  @Test("sync killed repeatedly: every table old or new, nothing left behind")
  func syncKilled() throws {
    let template = try KillHarness.bundle(developmentComplete: true)
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let problems = try KillHarness.run(template: template, arguments: ["sync", "{}", "--prune", "--fill-with-source"], kills: KillHarness.rounds)
    #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
  }

  @Test("extract killed repeatedly: every table old or new, nothing left behind")
  func extractKilled() throws {
    let template = try KillHarness.bundle(developmentComplete: false)
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let problems = try KillHarness.run(template: template, arguments: ["extract", "{}", "--prune"], kills: KillHarness.rounds)
    #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
  }

  @Test("import killed repeatedly: every table old or new, nothing left behind")
  func importKilled() throws {
    let template = try KillHarness.bundle(developmentComplete: true)
    let exports = template.deletingLastPathComponent().appendingPathComponent("xliff")
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let export = try CLI.run(["export", template.path, "--all", "--output", exports.path])
    try #require(export.status == 0, "\(export.stderr)")
    var files: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: exports.path).sorted() {
      let url = exports.appendingPathComponent(name)
      let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "state=\"translated\">Wert ", with: "state=\"translated\">Neu ")
      try Data(text.utf8).write(to: url)
      files.append(url.path)
    }
    let problems = try KillHarness.run(template: template, arguments: ["import", "{}"] + files, kills: KillHarness.rounds)
    #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
  }
}
