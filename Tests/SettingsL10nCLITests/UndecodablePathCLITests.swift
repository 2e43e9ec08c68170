import Foundation
import TestSupport
import Testing

/// A bundle in a folder whose name is not UTF-8 (Linux allows any byte but `/` and NUL): Swift
/// strings cannot hold the name, so the tool must neither say the folder does not exist nor
/// pass over it in silence; it names the folder, its bytes shown escaped, and fails.
@Suite("Paths that are not UTF-8: named, escaped, never passed over")
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

  @Test("check given the bundle's path names it with its bytes escaped, not as missing")
  func byPath() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try Self.runThroughShell(#"exec "$1" check "$(printf 'r\351p')/Settings.bundle""#, in: root)
    #expect(run.status == 2, "\(run.stdout) \(run.stderr)")
    #expect(run.stderr.contains(Self.shown + "/Settings.bundle"), "\(run.stderr)")
    #expect(!run.stderr.contains("no such folder"), "\(run.stderr)")
    #expect(!run.stderr.contains("\u{FFFD}"), "\(run.stderr)")
  }

  @Test(
    "check by discovery, and by a configuration's pattern, fails naming the folder instead of passing over it",
    arguments: [nil, "bundles: [\"**/Settings.bundle\"]\n"])
  func byDiscovery(config: String?) throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    if let config { try Data(config.utf8).write(to: root.appendingPathComponent(".settings-l10n.yml")) }
    let run = try CLI.run(["check"], in: root)
    #expect(run.status == 2, "\(run.stdout) \(run.stderr)")
    #expect(run.stderr.contains(Self.shown), "\(run.stderr)")
    #expect(run.stderr.contains("not UTF-8"), "\(run.stderr)")
    #expect(!run.stderr.contains("\u{FFFD}"), "\(run.stderr)")
  }
}
