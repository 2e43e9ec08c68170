import Foundation
import TestSupport
import Testing

// Linux only: macOS's file systems keep every name UTF-8 (`mkdir` of such a name fails there).
#if os(Linux)
  /// A bundle in a folder whose name is not UTF-8 (Linux allows any byte but `/` and NUL): Swift
  /// strings cannot hold the name, yet the tool finds the bundle, checks and writes it as any other,
  /// and shows its path with the odd bytes escaped, never as missing, never passed over.
  @Suite("Paths that are not UTF-8: found, checked, written, shown escaped")
  struct UndecodablePathCLITests {
    /// `r\xe9p`: "rép" in Latin-1, not UTF-8.
    static let name: [UInt8] = [0x72, 0xE9, 0x70]
    static let shown = "r\\x{e9}p"

    /// A folder holding `Good/Settings.bundle` and the bundle `r\xe9p/Settings.bundle`.
    static func repository() throws -> URL {
      let root = try CLI.temporaryDirectory()
      for (folder, target) in [("Good", Array("Good".utf8)), ("Odd", name)] {
        let bundle = try HostileBundle(languages: ["de"])
        defer { bundle.remove() }
        let place = Array(root.path.utf8) + [UInt8(ascii: "/")] + target
        #expect(unsafe cString(place) { unsafe mkdir($0, 0o755) } == 0, "\(folder)")
        let from = Array(bundle.url.path.utf8)
        let to = place + Array("/Settings.bundle".utf8)
        #expect(unsafe cString(from) { source in unsafe cString(to) { unsafe rename(source, $0) } } == 0, "\(folder)")
      }
      return root
    }

    static func cString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
      unsafe (bytes + [0]).withUnsafeBufferPointer {
        unsafe $0.withMemoryRebound(to: CChar.self) { unsafe body($0.baseAddress!) }
      }
    }

    /// Runs the tool through `sh`, which passes `printf`'s bytes as they are (`Process` takes
    /// arguments as strings, which cannot hold them).
    static func runThroughShell(_ script: String, in folder: URL) throws -> CLI.Result {
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = "1"
      let child = try ChildProcess(
        "/bin/sh", ["-c", script, "sh", CLI.binary.path], environment: environment, directory: folder.path)
      let (outData, errData) = child.readToEnd()
      return CLI.Result(
        status: child.waitForExit(), stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The findings of `check --format json`'s output (one bundle's or several), as (bundle, id, key) lines.
    static func findings(_ json: String) throws -> [String] {
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
      let reports = (object["bundles"] as? [[String: Any]]) ?? [object]
      return reports.flatMap { report -> [String] in
        let bundle = report["bundle"] as? String ?? "?"
        return (report["findings"] as? [[String: Any]] ?? []).compactMap { finding in
          guard finding["id"] as? String == "missing-key" else { return nil }
          return "\(bundle) \(finding["key"] as? String ?? "?")"
        }
      }.sorted()
    }

    static func expectShownEscaped(_ run: CLI.Result) {
      for text in [run.stdout, run.stderr] {
        #expect(!text.contains("\u{FFFD}") && !text.contains("/proc/self/fd"), "\(text)")
      }
    }

    @Test("check given the bundle's path checks it and names it with its bytes escaped")
    func byPath() throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let run = try Self.runThroughShell(
        #"exec "$1" check --format json "$(printf 'r\351p')/Settings.bundle""#, in: root)
      #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
      #expect(try Self.findings(run.stdout) == [Self.shown + "/Settings.bundle Dark mode"], "\(run.stdout)")
      Self.expectShownEscaped(run)
    }

    @Test(
      "check by discovery, and by a configuration's pattern, checks the bundle below the folder",
      arguments: [
        nil, "bundles: [\"**/Settings.bundle\"]\n", "bundles: [\"r?p/Settings.bundle\", \"Good/*.bundle\"]\n",
      ])
    func byDiscovery(config: String?) throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      if let config { try Data(config.utf8).write(to: root.appendingPathComponent(".settings-l10n.yml")) }
      let run = try CLI.run(["check", "--format", "json"], in: root)
      #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
      let expected = ["Good/Settings.bundle Dark mode", Self.shown + "/Settings.bundle Dark mode"]
      #expect(try Self.findings(run.stdout) == expected, "\(run.stdout)")
      Self.expectShownEscaped(run)
      let text = try CLI.run(["check"], in: root)
      #expect(text.stdout.contains(Self.shown + "/Settings.bundle"), "\(text.stdout)")
      Self.expectShownEscaped(text)
    }

    @Test("sync writes the bundle below the folder, and check then passes on it")
    func writes() throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let sync = try CLI.run(["sync", "--fill-with-source"], in: root)
      #expect(sync.status == 0, "\(sync.stdout) \(sync.stderr)")
      Self.expectShownEscaped(sync)
      let table = try Self.runThroughShell(#"cat "$(printf 'r\351p')/Settings.bundle/de.lproj/Root.strings""#, in: root)
      #expect(table.stdout.contains(#""Dark mode" = "Dark mode";"#), "\(table.stdout) \(table.stderr)")
      let check = try CLI.run(["check", "--format", "json"], in: root)
      #expect(try Self.findings(check.stdout).isEmpty, "\(check.stdout)")
    }

    @Test("the app's code above the folder is searched, so a key only the code reads is not stale")
    func codeAbove() throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
      let read = #"let extra = NSLocalizedString("Extra", tableName: "Root", bundle: settings, comment: "")"#
      try Data((read + "\n").utf8).write(to: root.appendingPathComponent("Code.swift"))
      let added = try Self.runThroughShell(
        #"for b in Good "$(printf 'r\351p')"; do printf '"Extra" = "Extra";\n' >> "$b/Settings.bundle/en.lproj/Root.strings"; done"#,
        in: root)
      #expect(added.status == 0, "\(added.stderr)")
      let run = try CLI.run(["check", "--format", "json"], in: root)
      #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
      let reports = object["bundles"] as? [[String: Any]] ?? []
      #expect(reports.map { $0["bundle"] as? String } == ["Good/Settings.bundle", Self.shown + "/Settings.bundle"])
      for report in reports {
        let stale = (report["findings"] as? [[String: Any]] ?? []).filter { $0["id"] as? String == "stale-key" }
        #expect(stale.isEmpty, "\(report["bundle"] ?? "?"): \(stale)")
      }
    }

    @Test(
      "code in a folder whose name is not UTF-8 is searched, from git's index or a walk, so --prune keeps its keys",
      arguments: [true, false])
    func codeBelow(tracked: Bool) throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
      let read = #"let extra = NSLocalizedString("Extra", tableName: "Root", bundle: settings, comment: "")"#
      let git = tracked ? "git init -q . && git add -A && " : ""
      let made = try Self.runThroughShell(
        #"d="$(printf 'r\351p')"; mkdir "$d/S$(printf '\351')" && printf '%s\n' '"# + read
          + #"' > "$d/S$(printf '\351')/B.swift" && for b in Good "$d"; do printf '"Extra" = "Extra";\n' >> "$b/Settings.bundle/en.lproj/Root.strings"; done && "#
          + git + "true",
        in: root)
      #expect(made.status == 0, "\(made.stderr)")
      let check = try CLI.run(["check"], in: root)
      #expect(check.stdout.contains("searched 1 source file"), "\(check.stdout)")
      #expect(!check.stdout.contains("stale-key"), "\(check.stdout)")
      Self.expectShownEscaped(check)
      let prune = try CLI.run(["sync", "--prune"], in: root)
      #expect(prune.status == 0, "\(prune.stdout) \(prune.stderr)")
      let table = try Self.runThroughShell(#"cat "$(printf 'r\351p')/Settings.bundle/en.lproj/Root.strings""#, in: root)
      #expect(table.stdout.contains(#""Extra" = "Extra";"#), "\(table.stdout)")
    }

    /// A shell script run in the repository (`$d` is `r\xe9p`, `$x` the byte `\xe9`, `$B` the tool),
    /// the exit status it must end with, and a text its output must hold.
    static let cases: [(script: String, status: Int32, holds: String)] = [
      // The journal of the real bundle is read, not one at the escaped display path.
      (#"printf '{}' > "$d/Settings.bundle/.settings-l10n.journal"; "$B" check"#, 2, "invalid-journal"),
      // A FIFO so named is written as a stream, never opened to wait for a writer.
      (
        #"mkfifo "f$x"; (cat "f$x" > got &); "$B" check Good/Settings.bundle --output "f$x"; wait; cat got"#, 0,
        "check passed"
      ),
      (
        #"mkdir t; printf '"x" = "y"\n' > "$d/bad.strings"; "$B" strings lint "$d/bad.strings""#, 1,
        #"r\x{e9}p/bad.strings:1:10"#
      ),
      (
        #"printf '"b" = "c";\n"a" = "b";\n' > "T$x.strings"; "$B" strings format "T$x.strings""#, 2,
        "its own name is not UTF-8"
      ),
      (#""$B" check "$d/../$d/Settings.bundle""#, 0, "check passed"),
      (#"cd "$d" && "$B" explain missing-key && "$B" --version"#, 0, "missing-key"),
      // A table linked into a folder so named, inside the bundle, is read.
      (
        #"mkdir "Good/Settings.bundle/s$x" && mv Good/Settings.bundle/de.lproj/Root.strings "Good/Settings.bundle/s$x/" && ln -s "../s$x/Root.strings" Good/Settings.bundle/de.lproj/Root.strings && "$B" check --format json Good/Settings.bundle"#,
        0, #""missing": 1"#
      ),
    ]

    @Test("attacks and slips around such names", arguments: 0..<cases.count)
    func attack(index: Int) throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let (script, status, holds) = Self.cases[index]
      let run = try Self.runThroughShell(#"d="$(printf 'r\351p')"; x="$(printf '\351')"; B="$1"; "# + script, in: root)
      #expect(run.status == status, "\(script): \(run.stdout) \(run.stderr)")
      #expect((run.stdout + run.stderr).contains(holds), "\(script): \(run.stdout) \(run.stderr)")
      Self.expectShownEscaped(run)
    }

    @Test("past the folders it can hold open, discovery fails naming the rest, never passing over them")
    func manyFolders() throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let made = try Self.runThroughShell(
        #"i=0; while [ $i -lt 300 ]; do mkdir "$(printf 'x\351')$i"; i=$((i+1)); done"#, in: root)
      #expect(made.status == 0, "\(made.stderr)")
      let run = try CLI.run(["check"], in: root)
      #expect(run.status == 2, "\(run.stdout) \(run.stderr)")
      #expect(run.stderr.contains("and 40 more: folder name not UTF-8"), "\(run.stderr)")
      Self.expectShownEscaped(run)
    }

    @Test(
      "outputs are written into the folder",
      arguments: [
        #"export --all -o "$d/exp" "$d/Settings.bundle" && ls "$d/exp""#,
        #"report "$d/Settings.bundle" --output "$d/out.html" && ls "$d""#,
        #"check --format sarif --output="$d/x.sarif" "$d/Settings.bundle"; ls "$d""#,
      ])
    func outputs(script: String) throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let run = try Self.runThroughShell(#"d="$(printf 'r\351p')"; B="$1"; "$B" "# + script, in: root)
      #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
      #expect(["de.xliff", "out.html", "x.sarif"].contains(where: run.stdout.contains), "\(run.stdout)")
      Self.expectShownEscaped(run)
    }

    @Test("inspect and report show the path escaped", arguments: [["inspect"], ["report", "--output", "-"]])
    func shown(command: [String]) throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let words = command.joined(separator: " ")
      let run = try Self.runThroughShell(#"exec "$1" "# + words + #" "$(printf 'r\351p')/Settings.bundle""#, in: root)
      #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
      #expect(run.stdout.contains(Self.shown + "/Settings.bundle"), "\(run.stdout)")
      Self.expectShownEscaped(run)
    }

    @Test("an argument that is not UTF-8 and names nothing, and such a current folder, are refused by name")
    func refused() throws {
      let root = try Self.repository()
      defer { try? FileManager.default.removeItem(at: root) }
      let missing = try Self.runThroughShell(#"exec "$1" check "$(printf 'n\351ant')/Settings.bundle""#, in: root)
      #expect(missing.status == 2, "\(missing.stdout) \(missing.stderr)")
      #expect(missing.stderr.contains("n\\x{e9}ant/Settings.bundle: not UTF-8"), "\(missing.stderr)")
      let inside = try Self.runThroughShell(#"cd "$(printf 'r\351p')" && exec "$1" check Settings.bundle"#, in: root)
      #expect(inside.status == 2, "\(inside.stdout) \(inside.stderr)")
      #expect(inside.stderr.contains("\(Self.shown), is not UTF-8"), "\(inside.stderr)")
      Self.expectShownEscaped(inside)
    }
  }
#endif
