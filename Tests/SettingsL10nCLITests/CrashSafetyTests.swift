import BundleIO
import ByteCore
import Foundation
import SettingsL10nKit
import TestSupport
import Testing

/// Kills a writing command with SIGKILL at random moments (SETTINGS_L10N_KILL_ROUNDS times) and
/// checks what is left. For a bundle command, once the next command on the bundle has run
/// (`settle`), the whole folder is byte for byte either as before or as after a complete run:
/// no table old beside another new, no journal, lock or temporary file left. For `strings
/// format` (single files, no bundle), each file is old or new; a temporary name may survive only
/// a kill in the few microseconds between naming a finished file and renaming it, and the next
/// run must remove it.
enum KillHarness {
  /// Every regular file below `root`, by relative path.
  static func snapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
    for case let path as String in walker {
      var isDirectory: ObjCBool = false
      let url = root.appendingPathComponent(path)
      if unsafe FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  /// What the kill rounds saw: problems, and how many rounds ended all old, all new, or settled
  /// by the next command (it finished or undid an interrupted write).
  struct Outcome {
    var problems: [String] = []
    var old = 0
    var new = 0
    var settled = 0
  }

  /// Runs `arguments` (`{}` in them stands for the work folder) on copies of `template`, killing
  /// it each round; with `settle`, runs that command next and requires all old or all new. Only a
  /// writing command finishes or undoes an interrupted write (a dry run or an export only reads and
  /// warns), so `settle` is the killed command run again: it recovers first, then completes.
  static func run(template: URL, arguments: [String], kills: Int, settle: [String]? = nil) throws -> Outcome {
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
    var outcome = Outcome()
    guard result.status == 0, after != before else {
      outcome.problems = ["the command did not change anything (status \(result.status)): \(result.stderr)"]
      return outcome
    }
    var rng = SystemRandomNumberGenerator()
    var recovered = 0
    for round in 0..<kills {
      let copy = finished.appendingPathComponent("kill-\(round)")
      try FileManager.default.copyItem(at: template, to: copy)
      defer { try? FileManager.default.removeItem(at: copy) }
      let process = try ChildProcess(
        CLI.binary.path, arguments.map { $0.replacingOccurrences(of: "{}", with: copy.path) },
        standardOutput: .null, standardError: .null)
      // Every other kill falls in the second half of a run, where the files are replaced.
      let earliest = round.isMultiple(of: 2) ? 0 : runtime / 2
      usleep(UInt32(UInt64.random(in: earliest...runtime, using: &rng) / 1000))
      process.terminate(SIGKILL)
      process.waitForExit()
      if let settle {
        let next = try CLI.run(settle.map { $0.replacingOccurrences(of: "{}", with: copy.path) })
        if next.stderr.contains("an interrupted write") { outcome.settled += 1 }
        let now = try snapshot(copy)
        if now == before {
          outcome.old += 1
        } else if now == after {
          outcome.new += 1
        } else {
          let mixed = Set(now.keys).union(before.keys).filter { now[$0] != before[$0] && now[$0] != after[$0] }
          let old = now.keys.filter { before[$0] != after[$0] && now[$0] == before[$0] }.count
          let new = now.keys.filter { before[$0] != after[$0] && now[$0] == after[$0] }.count
          outcome.problems.append(
            "round \(round): after \(settle.first ?? "") the files are neither all old nor all new (\(old) old, \(new) new, others: \(mixed.sorted().prefix(5)))"
          )
        }
        continue
      }
      let now = try snapshot(copy)
      var leftovers: [String] = []
      for (path, bytes) in now where bytes != before[path] && bytes != after[path] {
        if isTemporary(path) {
          leftovers.append(path)
        } else {
          outcome.problems.append("round \(round): \(path) is neither its old nor its new content")
        }
      }
      for path in Set(now.keys).subtracting(before.keys).subtracting(after.keys) where !isTemporary(path) {
        outcome.problems.append("round \(round): \(path) appeared")
      }
      // A kill between naming a finished file and renaming it leaves that name; the next run
      // of the tool must remove it and finish the job.
      if !leftovers.isEmpty {
        recovered += 1
        let rerun = try CLI.run(arguments.map { $0.replacingOccurrences(of: "{}", with: copy.path) })
        let healed = try snapshot(copy)
        if rerun.status != 0 || healed != after {
          outcome.problems.append("round \(round): a second run did not clean up \(leftovers)")
        }
      }
    }
    // A SIGKILL in the instant between naming and renaming cannot be helped (the next run cleans
    // up, checked above), but it must stay rare: at most one kill in twenty, and one in a short run.
    if recovered > max(1, kills / 20) {
      outcome.problems.append("\(recovered) of \(kills) kills left a temporary file")
    }
    return outcome
  }

  /// The name a writer gives a finished temporary file (`.<name>.settings-l10n-tmp-<pid>-<16 hex>`).
  static func isTemporary(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    return name.hasPrefix(".") && name.contains(".\(AtomicFile.temporaryToken)-")
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
  /// Kills per command: 40 in CI (`.ci/run` sets SETTINGS_L10N_KILL_ROUNDS), 12 by default
  /// (each round copies a 300-table bundle and runs two commands).
  static var rounds: Int {
    ProcessInfo.processInfo.environment["SETTINGS_L10N_KILL_ROUNDS"].flatMap(Int.init) ?? 12
  }

  static let languages = [
    "de", "fr", "es", "it", "nl", "sv", "da", "fi", "pl", "pt-BR", "pt-PT", "ru", "uk", "tr",
    "ja", "ko", "zh-Hans", "zh-Hant", "ar", "he", "el", "cs", "sk", "hu", "ro", "bg", "hr", "ca", "id", "vi",
  ]

  /// A bundle of 10 pages and 30 languages whose tables lack some keys and hold stale ones.
  static func bundle(developmentComplete: Bool) throws -> URL {
    let root = try CLI.temporaryDirectory().appendingPathComponent("Settings.bundle")
    let fm = FileManager.default
    try fm.createDirectory(at: root, withIntermediateDirectories: true)
    for page in 0..<10 {
      var specifiers: [[String: Any]] = []
      if page == 0 {
        for child in 1..<10 {
          specifiers.append(["Type": "PSChildPaneSpecifier", "Title": "Page \(child)", "File": "P\(child)"])
        }
      }
      for k in 0..<40 {
        specifiers.append([
          "Type": "PSToggleSwitchSpecifier", "Title": "Setting \(page).\(k)", "Key": "s\(page)_\(k)",
          "DefaultValue": true,
        ])
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
        for k in 0..<count {
          text += "/* toggle */\n\"Setting \(page).\(k)\" = \"Wert \(page).\(k) (\(language))\";\n\n"
        }
        text += "\"Old key \(page)\" = \"stale\";\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent(page == 0 ? "Root.strings" : "P\(page).strings"))
      }
    }
    return root
  }
}

@Suite("Crash safety", .serialized, .tags(.slow), SlowTests.onlyWhenAsked)
struct CrashSafetyTests {
  @Test("strings format killed repeatedly: every file old or new, nothing left behind")
  func formatKilled() throws {
    let template = try KillHarness.messyTables(count: 60)
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let files = try FileManager.default.contentsOfDirectory(atPath: template.path).sorted()
    let outcome = try KillHarness.run(
      template: template, arguments: ["strings", "format"] + files.map { "{}/\($0)" }, kills: KillHarness.rounds)
    #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(10).joined(separator: "\n"))")
  }

  @Test("sync of 30 languages killed repeatedly: once the next command ran, all 300 tables old or all new")
  func syncKilled() throws {
    let template = try KillHarness.bundle(developmentComplete: true)
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let outcome = try KillHarness.run(
      template: template, arguments: ["sync", "{}", "--prune", "--fill-with-source"], kills: KillHarness.rounds,
      settle: ["sync", "{}", "--prune", "--fill-with-source"])
    #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(10).joined(separator: "\n"))")
    print("sync kills: \(outcome.old) all old, \(outcome.new) all new, \(outcome.settled) settled by the next command")
  }

  @Test("extract killed repeatedly: once the next command ran, every table old or every table new")
  func extractKilled() throws {
    let template = try KillHarness.bundle(developmentComplete: false)
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let outcome = try KillHarness.run(
      template: template, arguments: ["extract", "{}", "--prune"], kills: KillHarness.rounds,
      settle: ["extract", "{}", "--prune"])
    #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(10).joined(separator: "\n"))")
  }

  @Test("import of 30 XLIFF files killed repeatedly: once the next command ran, all 300 tables old or all new")
  func importKilled() throws {
    let (template, files) = try KillHarness.translatedExports()
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let outcome = try KillHarness.run(
      template: template, arguments: ["import", "{}"] + files, kills: KillHarness.rounds,
      settle: ["import", "{}"] + files)
    #expect(outcome.problems.isEmpty, "\(outcome.problems.prefix(10).joined(separator: "\n"))")
    print(
      "import kills: \(outcome.old) all old, \(outcome.new) all new, \(outcome.settled) settled by the next command")
  }

  @Test("two writers at once (import and sync of one language): both finish, neither loses the other's work")
  func concurrentWriters() throws {
    let (template, files) = try KillHarness.translatedExports()
    defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
    let german = try #require(files.first { $0.hasSuffix("/de.xliff") })
    for _ in 0..<3 {
      let work = template.deletingLastPathComponent().appendingPathComponent("race")
      try? FileManager.default.removeItem(at: work)
      try FileManager.default.copyItem(at: template, to: work)
      defer { try? FileManager.default.removeItem(at: work) }
      let writers = try [
        ["import", work.path, german], ["sync", work.path, "--language", "de", "--fill-with-source"],
      ]
      .map { try ChildProcess(CLI.binary.path, $0, standardOutput: .null, standardError: .null) }
      #expect(writers.map { $0.waitForExit() } == [0, 0])
      for page in 0..<10 {
        let table = try String(
          contentsOf: work.appendingPathComponent("de.lproj/\(page == 0 ? "Root" : "P\(page)").strings"),
          encoding: .utf8)
        // The import's targets survived the sync, and the sync's filled keys survived the import.
        #expect(table.contains("\"Setting \(page).0\" = \"Neu \(page).0 (de)\";"), "page \(page): the import was lost")
        #expect(table.contains("\"Setting \(page).39\" = \"Wert \(page).39 (en)\";"), "page \(page): the sync was lost")
      }
      #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent(BundleLock.fileName).path))
    }
  }
}

extension KillHarness {
  /// The 30-language bundle and one translated XLIFF per language (every target changed).
  static func translatedExports() throws -> (URL, [String]) {
    let template = try bundle(developmentComplete: true)
    let exports = template.deletingLastPathComponent().appendingPathComponent("xliff")
    let export = try CLI.run(["export", template.path, "--all", "--output", exports.path])
    guard export.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: export.stderr])
    }
    var files: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: exports.path).sorted() {
      let url = exports.appendingPathComponent(name)
      let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
        of: "state=\"translated\">Wert ", with: "state=\"translated\">Neu ")
      try Data(text.utf8).write(to: url)
      files.append(url.path)
    }
    return (template, files)
  }
}
