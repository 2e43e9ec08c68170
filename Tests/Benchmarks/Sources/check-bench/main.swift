// Whole-process benchmark of the bundle commands (release build).
//
//   swift build -c release --product settings-l10n
//   swift run -c release --package-path Tests/Benchmarks check-bench [--write-page BENCHMARKS.md] [--rounds N]
//     [--pages N] [--lprojs N] [--keys N] [--linear-keys N] [--long-words N] [--keep DIR] [--binary PATH]
//     [--baseline-binary PATH] [--instructions]
//
// Runs the release `settings-l10n` as subprocesses, interleaved round by round (default 7
// rounds) with the start floor (a Swift program that imports Foundation and prints one line,
// built here: see `buildStartFloor`) and `settings-l10n --version`, and prints the medians and
// their ratios to the start floor, against DESIGN.md's performance targets:
// - `check` in every output format, `export --all`, `import` of every exported language (into
//   a copy) and `sync --dry-run` on ../shared/corpus/videolan__vlc-ios/Settings.bundle, when it
//   is there (targets: check ≤ 3×, export and import ≤ 4× the start floor; sync is shown);
// - `check` on a generated bundle of --pages pages (default 100, each with its own table) ×
//   --lprojs folders (default 60) × --keys required keys (default 20,000), with a few gaps, stale
//   keys, untranslated values and UTF-16 tables (target ≤ 40× the start floor);
// - `check`, `sync --dry-run` and `export` on a bundle whose two tables hold --linear-keys
//   entries (default 100,000) all on one line, against the same entries one per line
//   (target: within 1.2×);
// - `report` on VLC: its time (target ≤ 1 s) and the size of the page it writes (target < 5 MB);
// - `check` of 100 small bundles found below the folder it runs in, against one such bundle
//   (target ≤ 20×);
// - `render` (text, pseudo-localized, HTML) and `report` on a page whose one footer has --long-words
//   words (default 20,000) against twice as many (target: at most 2.4× the time).
// With --write-page BENCHMARKS.md, the figures replace the page's check-bench section.
// With --instructions, the VLC commands' instruction counts too (valgrind's callgrind; see
// InstructionCounter), `report` among them: the export and import run as in the table, into what
// they wrote before.
// With --baseline-binary PATH, the VLC commands also run with that build (an older commit's
// release build, say) side by side, interleaved: both medians and, with --instructions, both
// instruction counts; a command slower than the baseline is a missed target.
import BenchSupport
import Foundation

servePeakOfRequest()
let rounds = intOption("--rounds", default: 7)
let pageCount = intOption("--pages", default: 100)
let lprojCount = intOption("--lprojs", default: 60)
let keyCount = intOption("--keys", default: 20_000)
let linearKeys = intOption("--linear-keys", default: 100_000)
let binary = releaseBinary()
let baseline = baselineBinary()

// MARK: The generated bundle

let locales = [
  "af", "ar", "be", "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en-GB", "es", "es-MX", "et", "eu", "fa",
  "fi", "fil", "fr", "fr-CA", "ga", "gl", "gu", "he", "hi", "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk",
  "km", "kn", "ko", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl", "pl", "pt-BR", "pt-PT",
  "ro", "ru", "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "vi", "zh-Hans", "zh-Hant",
]

func write(_ text: String, to url: URL, utf16: Bool) throws {
  if utf16 {
    var bytes: [UInt8] = [0xFF, 0xFE]
    bytes.reserveCapacity(text.utf16.count * 2 + 2)
    for unit in text.utf16 {
      bytes.append(UInt8(truncatingIfNeeded: unit))
      bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
    }
    try Data(bytes).write(to: url)
  } else {
    try Data(text.utf8).write(to: url)
  }
}

func generate(at bundle: URL) throws -> (files: Int, bytes: Int) {
  let manager = FileManager.default
  try manager.createDirectory(at: bundle, withIntermediateDirectories: true)
  let perPage = max(1, keyCount / pageCount)
  func pageName(_ p: Int) -> String { p == 0 ? "Root" : "Page\(p)" }
  func key(_ p: Int, _ k: Int) -> String { "PAGE_\(p)_SETTING_\(k)_TITLE" }
  for p in 0..<pageCount {
    var specifiers: [[String: Any]] = []
    for k in 0..<perPage {
      if k % 20 == 0 {
        specifiers.append(["Type": "PSGroupSpecifier", "Title": key(p, k) + "_GROUP"])
      }
      specifiers.append([
        "Type": "PSToggleSwitchSpecifier", "Title": key(p, k), "Key": "p\(p)k\(k)", "DefaultValue": false,
      ])
    }
    if p == 0 {
      for child in 1..<pageCount {
        specifiers.append([
          "Type": "PSChildPaneSpecifier", "Title": key(0, 0) + "_CHILD_\(child)", "File": pageName(child),
        ])
      }
    }
    let plist: [String: Any] = ["StringsTable": pageName(p), "PreferenceSpecifiers": specifiers]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    try data.write(to: bundle.appendingPathComponent(pageName(p) + ".plist"))
  }
  var files = 0
  var bytes = 0
  let names = ["en"] + locales.prefix(max(0, lprojCount - 1))
  for (l, language) in names.enumerated() {
    let folder = bundle.appendingPathComponent("\(language).lproj")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for p in 0..<pageCount {
      var text = "/* \(pageName(p)) page, \(language). */\n\n"
      var keys: [String] = []
      for k in 0..<perPage {
        if k % 20 == 0 { keys.append(key(p, k) + "_GROUP") }
        keys.append(key(p, k))
      }
      if p == 0 { keys += (1..<pageCount).map { key(0, 0) + "_CHILD_\($0)" } }
      for (i, k) in keys.enumerated() {
        // A few gaps per language, and an untranslated value now and then.
        if l > 0, (i + l * 7 + p) % 211 == 0 { continue }
        let value =
          l == 0 || (i + l) % 97 == 0 ? "Setting \(i) of page \(p)" : "Einstellung \(i) der Seite \(p) (\(language))"
        text += "/* Title of a toggle on \(pageName(p)). */\n\"\(k)\" = \"\(value)\";\n\n"
      }
      if p % 10 == 0 { text += "\"OBSOLETE_\(p)\" = \"No longer used\";\n" }
      try write(text, to: folder.appendingPathComponent(pageName(p) + ".strings"), utf16: l % 3 == 1)
      files += 1
      bytes += text.utf8.count
    }
  }
  return (files, bytes)
}

// MARK: A table on one line

/// A bundle of one page with 20 toggles whose `en` and `de` tables hold `keys` entries (all but
/// 20 of them stale), separated by a space or a line break.
func generateLinear(at bundle: URL, keys: Int, oneLine: Bool) throws {
  let manager = FileManager.default
  for language in ["en", "de"] {
    try manager.createDirectory(
      at: bundle.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
  }
  let specifiers: [[String: Any]] = (0..<20).map {
    ["Type": "PSToggleSwitchSpecifier", "Title": "KEY_\($0)", "Key": "k\($0)", "DefaultValue": false]
  }
  let plist: [String: Any] = ["StringsTable": "Root", "PreferenceSpecifiers": specifiers]
  try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    .write(to: bundle.appendingPathComponent("Root.plist"))
  for (language, word) in [("en", "Size"), ("de", "Größe")] {
    var text = ""
    text.reserveCapacity(keys * 30)
    for i in 0..<keys { text += "\"KEY_\(i)\" = \"\(word) \(i)\";" + (oneLine ? " " : "\n") }
    try Data(text.utf8).write(to: bundle.appendingPathComponent("\(language).lproj/Root.strings"))
  }
}

/// A bundle whose Root page has one footer of `words` words (in en and de): how a command's
/// time grows with the length of one string.
func generateLongText(at bundle: URL, words: Int) throws {
  let manager = FileManager.default
  let specifiers: [[String: Any]] = [["Type": "PSGroupSpecifier", "Title": "TITLE", "FooterText": "LONG"]]
  let plist: [String: Any] = ["StringsTable": "Root", "PreferenceSpecifiers": specifiers]
  try manager.createDirectory(at: bundle, withIntermediateDirectories: true)
  try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
    .write(to: bundle.appendingPathComponent("Root.plist"))
  let vocabulary = ["settings", "are", "applied", "when", "the", "app", "next", "opens,", "and", "kept."]
  let text = (0..<words).map { vocabulary[$0 % vocabulary.count] }.joined(separator: " ")
  for language in ["en", "de"] {
    try manager.createDirectory(
      at: bundle.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
    try Data("\"TITLE\" = \"Title\";\n\"LONG\" = \"\(text)\";\n".utf8)
      .write(to: bundle.appendingPathComponent("\(language).lproj/Root.strings"))
  }
}

// MARK: Measuring

let temp = FileManager.default.temporaryDirectory.appendingPathComponent("check-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: temp) }
try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)

var log = TargetLog()
let floor = buildStartFloor(in: temp.appendingPathComponent("start-floor"))
let version = CommandLineRun("settings-l10n --version", binary, ["--version"])

/// Measures `commands` interleaved with the start floor and `--version` and prints each one's
/// median, its ratio to the start floor, its peak memory and the verdict against `limit` (a ratio
/// or, with `seconds`, a wall time; nil: shown, with no target).
/// A command to time, its target (a ratio to the start floor or, with `seconds`, a wall time; nil
/// for none).
typealias Timed = (CommandLineRun, limit: Double?, seconds: Bool)

@MainActor func table(_ title: String, _ commands: [Timed]) throws {
  let runs = try measureInterleaved([floor, version] + commands.map(\.0), rounds: rounds)
  let start = runs[0].median
  let versionRatio = fixed(runs[1].median / start)
  print(
    "\n\(title) (median of \(rounds) interleaved runs; start floor \(milliseconds(start)), `--version` \(versionRatio)x)"
  )
  log.note(
    "\(title): the start floor \(milliseconds(start)); `settings-l10n --version` \(milliseconds(runs[1].median)), \(versionRatio)x"
  )
  for (i, (command, limit, seconds)) in commands.enumerated() {
    let run = runs[i + 2]
    let ratio = run.median / start
    let figure = "\(title): \(command.label): \(milliseconds(run.median)), \(fixed(ratio))x the start floor"
    var target = "none"
    var verdict = "shown"
    if let limit {
      target = seconds ? "<= \(milliseconds(limit))" : "<= \(fixed(limit, 0))x"
      verdict = log.check(seconds ? run.median <= limit : ratio <= limit, "\(figure) (target \(target))")
    } else {
      log.note(figure)
    }
    print(
      "  \(padded(command.label, 40)) \(padded(milliseconds(run.median), 10)) \(padded(fixed(ratio) + "x", 7)) "
        + "target \(padded(target, 10)) \(verdict)  peak \(try peakMemory(of: command) / 1_000_000) MB, exit \(run.status)"
    )
  }
}

print("binary: \(binary) (\(linkage(of: binary)))" + (baseline.map { ", baseline: \($0) (\(linkage(of: $0)))" } ?? ""))
log.note("settings-l10n measured: `\(binary)`")

let vlc = repositoryRoot.deletingLastPathComponent().appendingPathComponent(
  "shared/corpus/videolan__vlc-ios/Settings.bundle")
if FileManager.default.fileExists(atPath: vlc.path) {
  // Every format the binary knows: one it rejects as a usage error (exit 2) is not timed.
  let formats = try ["text", "json", "xcode", "github", "sarif", "markdown"].filter {
    try runOnce(CommandLineRun("", binary, ["check", vlc.path, "--format", $0])).status != 2
  }
  let checks: [Timed] = formats.map {
    (CommandLineRun("check --format \($0)", binary, ["check", vlc.path, "--format", $0]), limit: 3.0, seconds: false)
  }
  // import reads what export wrote, into a copy of the bundle.
  let xliff = temp.appendingPathComponent("xliff")
  let copy = temp.appendingPathComponent("vlc/Settings.bundle")
  try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
  try FileManager.default.copyItem(at: vlc, to: copy)
  // The corpus is read-only, and the tool refuses to replace a read-only table: the copy is made writable.
  for path in [""] + (FileManager.default.subpaths(atPath: copy.path) ?? []) {
    let url = copy.appendingPathComponent(path)
    let mode = (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? 0o644
    try FileManager.default.setAttributes([.posixPermissions: mode | 0o200], ofItemAtPath: url.path)
  }
  let export = CommandLineRun("export --all", binary, ["export", vlc.path, "--all", "--output", xliff.path])
  _ = try runOnce(export)
  let exported = try FileManager.default.contentsOfDirectory(atPath: xliff.path).filter { $0.hasSuffix(".xliff") }
    .sorted()
  let jobs: [Timed] = [
    (export, limit: 4.0, seconds: false),
    (
      CommandLineRun(
        "import (\(exported.count) languages)", binary,
        ["import", copy.path] + exported.map { xliff.appendingPathComponent($0).path }), limit: 4.0, seconds: false
    ),
    (CommandLineRun("sync --dry-run", binary, ["sync", vlc.path, "--dry-run"]), limit: nil, seconds: false),
  ]
  try table("VLC corpus bundle (62 lproj)", checks + jobs)
  // The review page of the same bundle: every page in every language, the audit, one HTML file.
  let page = temp.appendingPathComponent("review.html")
  let review = CommandLineRun("report --output FILE", binary, ["report", vlc.path, "--output", page.path])
  let reviewTimed: Timed = (review, limit: 1.0, seconds: true)
  printInstructionCounts(
    "VLC corpus bundle", binary: binary, in: temp,
    [("--version", ["--version"])] + (checks + jobs + [reviewTimed]).map { ($0.0.label, $0.0.arguments) },
    log: &log)
  try table("VLC review page", [reviewTimed])
  if let baseline {
    try compareSideBySide(
      "VLC corpus bundle", binary: binary, baseline: baseline, floor: floor, rounds: rounds,
      (checks + jobs + [reviewTimed]).map { ($0.0.label, $0.0.arguments) }, in: temp, log: &log)
  }
  let size = (try? FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int) ?? 0
  print(
    "  report on VLC: \(fixed(Double(size) / 1e6)) MB (target < 5 MB) \(log.check(size < 5_000_000, "report on VLC: \(size) bytes (target < 5 MB)"))"
  )
} else {
  print("VLC corpus bundle: not found at \(vlc.path); skipped")
}

// `--keep DIR` writes the generated bundle to DIR/Settings.bundle and leaves it there (for profiling).
let keep = CommandLine.arguments.firstIndex(of: "--keep").flatMap { i in
  i + 1 < CommandLine.arguments.count ? URL(fileURLWithPath: CommandLine.arguments[i + 1]) : nil
}
let bundle = (keep ?? temp).appendingPathComponent("Settings.bundle")
try? FileManager.default.removeItem(at: bundle)
let (files, bytes) = try generate(at: bundle)
try table(
  "generated bundle: \(pageCount) pages × \(min(lprojCount, locales.count + 1)) lproj × \(keyCount) keys, \(files) tables, \(bytes / 1_000_000) MB",
  [
    (
      CommandLineRun("check --format json", binary, ["check", bundle.path, "--format", "json"]), limit: 40,
      seconds: false
    )
  ])

let oneLine = temp.appendingPathComponent("one-line/Settings.bundle")
let onePerLine = temp.appendingPathComponent("one-per-line/Settings.bundle")
try generateLinear(at: oneLine, keys: linearKeys, oneLine: true)
try generateLinear(at: onePerLine, keys: linearKeys, oneLine: false)
/// Runs each job on bundles `a` and `b` interleaved and prints the medians and the ratio that
/// `ratio` makes of them (a's, b's), against `limit`.
@MainActor func comparePairs(
  _ title: String, _ jobs: [[String]], _ a: (label: String, bundle: URL), _ b: (label: String, bundle: URL),
  limit: Double,
  ratio: (Double, Double) -> Double
) throws {
  let runs = try measureInterleaved(
    jobs.flatMap { args in
      [a.bundle, b.bundle].map { CommandLineRun("", binary, [args[0], $0.path] + args.dropFirst()) }
    }, rounds: rounds)
  print("\n\(title) (median of \(rounds) interleaved runs; target: \(fixed(limit, 1))x)")
  for (i, args) in jobs.enumerated() {
    let (first, second) = (runs[2 * i].median, runs[2 * i + 1].median)
    let label = args.joined(separator: " ")
    let verdict = log.check(
      ratio(first, second) <= limit,
      "\(label): \(a.label) \(milliseconds(first)) vs \(b.label) \(milliseconds(second)), "
        + "\(fixed(ratio(first, second), 2))x (target <= \(fixed(limit, 1))x)")
    print(
      "  \(padded(label, 26)) \(a.label) \(padded(milliseconds(first), 10)) \(b.label) \(padded(milliseconds(second), 10)) "
        + "\(fixed(ratio(first, second), 2))x \(verdict)")
  }
}

try comparePairs(
  "\(linearKeys) entries per table on one line vs one per line, within",
  [["check"], ["check", "--format", "sarif"], ["sync", "--dry-run"], ["export", "--language", "de"]],
  ("one line", oneLine), ("one per line", onePerLine), limit: 1.2, ratio: { max($0, $1) / min($0, $1) })

// A repository's bundles in one run: 100 small bundles found below the folder `check` runs in,
// against one such bundle alone (the start is shared, the bundles are checked in parallel).
let oneBundle = temp.appendingPathComponent("one-bundle")
let hundredBundles = temp.appendingPathComponent("hundred-bundles")
try generateLongText(at: oneBundle.appendingPathComponent("App/Settings.bundle"), words: 50)
for i in 0..<100 {
  try generateLongText(at: hundredBundles.appendingPathComponent("App\(i)/Settings.bundle"), words: 50)
}
let repositoryRuns = try measureInterleaved(
  [oneBundle, hundredBundles].map { CommandLineRun("", binary, ["check", "--format", "json"], in: $0.path) },
  rounds: rounds)
let (one, hundred) = (repositoryRuns[0].median, repositoryRuns[1].median)
// Both runs find findings (exit 1) or none (exit 0); any other status is a run that did not check.
let repositoryRunsChecked = repositoryRuns.allSatisfy { $0.status == 0 || $0.status == 1 }
let repositoryVerdict = log.check(
  repositoryRunsChecked && hundred / one <= 20,
  "check of 100 bundles in one run: \(milliseconds(hundred)) vs one bundle \(milliseconds(one)), \(fixed(hundred / one))x "
    + "(target <= 20x)" + (repositoryRunsChecked ? "" : ", exit \(repositoryRuns.map(\.status))"))
print("\n100 bundles in one run vs one (median of \(rounds) interleaved runs; target: 20x)")
print(
  "  check --format json        one \(padded(milliseconds(one), 10)) 100 \(padded(milliseconds(hundred), 10)) "
    + "\(fixed(hundred / one, 2))x \(repositoryVerdict), exit \(repositoryRuns[1].status)")

// One string twice as long: a command linear in its input takes under twice the time (the start
// is shared); one that went over the string again for each part of it would take about four times.
let longWords = intOption("--long-words", default: 20_000)
let shortText = temp.appendingPathComponent("long-text-1/Settings.bundle")
let longText = temp.appendingPathComponent("long-text-2/Settings.bundle")
try generateLongText(at: shortText, words: longWords)
try generateLongText(at: longText, words: 2 * longWords)
try comparePairs(
  "One footer of \(longWords) words vs twice as many, at most",
  [
    ["render", "--language", "de"], ["render", "--pseudo"], ["render", "--format", "html"],
    ["report", "--output", "-"],
  ],
  ("\(longWords) words", shortText), ("twice as many", longText), limit: 2.4, ratio: { $1 / $0 })
log.finish(benchmark: "check-bench")
