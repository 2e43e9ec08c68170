// Whole-process benchmark of `settings-l10n check` (release build).
//
//   swift build -c release && swift run -c release check-bench [--rounds N] [--pages N] [--lprojs N] [--keys N] [--keep DIR]
//
// Generates a bundle of --pages pages (default 100, each with its own table) × --lprojs folders
// (default 60) × --keys required keys (default 20,000) in a temporary folder, with a few gaps,
// stale keys, untranslated values and UTF-16 tables; then runs the release `settings-l10n check`
// binary on it as a subprocess --rounds times (default 7) and prints the median wall time, and
// does the same on ../shared/corpus/videolan__vlc-ios/Settings.bundle when it is there.
// Targets: VLC ≤ 60 ms, generated bundle ≤ 1 s.
import Foundation

func option(_ name: String, default value: Int) -> Int {
  let args = CommandLine.arguments
  guard let i = args.firstIndex(of: name), i + 1 < args.count, let n = Int(args[i + 1]) else { return value }
  return n
}

let rounds = option("--rounds", default: 7)
let pageCount = option("--pages", default: 100)
let lprojCount = option("--lprojs", default: 60)
let keyCount = option("--keys", default: 20_000)
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("settings-l10n")

guard FileManager.default.isExecutableFile(atPath: binary.path) else {
  FileHandle.standardError.write(Data("check-bench: no \(binary.path); run `swift build -c release` first\n".utf8))
  exit(2)
}

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
      specifiers.append(["Type": "PSToggleSwitchSpecifier", "Title": key(p, k), "Key": "p\(p)k\(k)", "DefaultValue": false])
    }
    if p == 0 {
      for child in 1..<pageCount {
        specifiers.append(["Type": "PSChildPaneSpecifier", "Title": key(0, 0) + "_CHILD_\(child)", "File": pageName(child)])
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
        let value = l == 0 || (i + l) % 97 == 0 ? "Setting \(i) of page \(p)" : "Einstellung \(i) der Seite \(p) (\(language))"
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

// MARK: Timing

/// What `rounds` runs of `check` took: sorted wall times in seconds, the largest peak resident
/// memory in bytes, and the last exit status.
struct Measurement {
  var times: [Double]
  var peakBytes: Int
  var status: Int32
}

/// Runs `check` on a bundle `rounds` times.
///
/// Spawns with posix_spawn and waits with wait4 (which also gives the child's peak memory):
/// Foundation's `Process.waitUntilExit` polls and adds tens of milliseconds to every run on Linux.
func measure(_ bundle: URL, arguments: [String] = []) throws -> Measurement {
  var times: [Double] = []
  var status: Int32 = 0
  var peak = 0
  let argv = ([binary.path, "check", bundle.path, "--format", "json"] + arguments).map { strdup($0) }
  defer { argv.forEach { free($0) } }
  for _ in 0..<rounds {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var vector = argv + [nil]
    let spawned = vector.withUnsafeMutableBufferPointer { args in
      guard let base = args.baseAddress else { return EINVAL }
      return posix_spawn(&pid, binary.path, &actions, nil, base, environ)
    }
    guard spawned == 0 else { throw CocoaError(.executableLoad) }
    var raw: Int32 = 0
    var usage = rusage()
    while wait4(pid, &raw, 0, &usage) < 0, errno == EINTR {}
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    status = (raw >> 8) & 0xFF
    peak = max(peak, usage.ru_maxrss * 1024)
  }
  return Measurement(times: times.sorted(), peakBytes: peak, status: status)
}

func report(_ label: String, _ result: Measurement, target: Double) {
  let median = result.times[result.times.count / 2]
  let ms = { (s: Double) in String(format: "%.1f ms", s * 1000) }
  let verdict = median <= target ? "meets" : "MISSES"
  print(
    "\(label): median \(ms(median)) (min \(ms(result.times.first ?? 0)), max \(ms(result.times.last ?? 0)), "
      + "\(rounds) runs, exit \(result.status)); peak memory \(result.peakBytes / 1_000_000) MB; "
      + "target ≤ \(ms(target)): \(verdict)")
}

print("binary: \(binary.path)")
let vlc = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/videolan__vlc-ios/Settings.bundle")
if FileManager.default.fileExists(atPath: vlc.path) {
  report("VLC corpus bundle (62 lproj)", try measure(vlc), target: 0.060)
} else {
  print("VLC corpus bundle: not found at \(vlc.path); skipped")
}

// `--keep DIR` writes the generated bundle to DIR/Settings.bundle and leaves it there (for profiling).
let keep = CommandLine.arguments.firstIndex(of: "--keep").flatMap { i in
  i + 1 < CommandLine.arguments.count ? URL(fileURLWithPath: CommandLine.arguments[i + 1]) : nil
}
let temp = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("check-bench-\(UUID().uuidString)")
defer { if keep == nil { try? FileManager.default.removeItem(at: temp) } }
let bundle = temp.appendingPathComponent("Settings.bundle")
try? FileManager.default.removeItem(at: bundle)
let (files, bytes) = try generate(at: bundle)
print("generated: \(pageCount) pages × \(min(lprojCount, locales.count + 1)) lproj × \(keyCount) keys: \(files) tables, \(bytes / 1_000_000) MB of text")
report("generated bundle", try measure(bundle), target: 1.0)
