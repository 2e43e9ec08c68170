import Foundation
import TestSupport
import Testing

/// `Tests/architecture/byte-fence.sh` under `swift test`: business code holds no unsafe pointers,
/// word arithmetic, raw memory calls or hex literals but where its allow list says why.
@Suite("Byte fence")
struct ByteFenceTests {
  static let script = AuditFixtures.packageRoot.appendingPathComponent("Tests/architecture/byte-fence.sh")

  /// Runs the script on `root`; its status and what it printed.
  static func fence(_ root: URL) throws -> (status: Int32, output: String) {
    try runChildProcess("/bin/sh", [script.path, root.path])
  }

  /// A package root holding one business file (in `module`) and an allow list.
  static func planted(_ source: String, allow: String = "", in module: String = "SettingsL10nKit") throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("byte-fence-\(UUID().uuidString)")
    let kit = root.appendingPathComponent("Sources/\(module)/Reporters")
    let architecture = root.appendingPathComponent("Tests/architecture")
    try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: architecture, withIntermediateDirectories: true)
    try Data(source.utf8).write(to: kit.appendingPathComponent("Planted.swift"))
    try Data(allow.utf8).write(to: architecture.appendingPathComponent("byte-fence-allow.txt"))
    return root
  }

  @Test func theBusinessCodeIsInsideTheFence() throws {
    let (status, output) = try Self.fence(AuditFixtures.packageRoot)
    #expect(status == 0, "\(output)")
  }

  /// The folders of `Sources` outside the fence: the core, the C shims and the benchmarks.
  static let outside: Set<String> = [
    "ByteCore", "TextSyntax", "StringsFormat", "CICU", "CLocaleMatcher", "CXattr", "BenchSupport", "bounds-bench",
    "check-bench", "strings-bench",
  ]

  /// Every other module of the package, as a fence must see it: its folder name.
  static var modules: [String] {
    let sources = AuditFixtures.packageRoot.appendingPathComponent("Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return names.filter { !outside.contains($0) && !$0.hasPrefix(".") }.sorted()
  }

  @Test func everyModuleButTheCoreIsInsideTheFence() throws {
    let modules = Self.modules
    try #require(modules.contains("SettingsL10nKit") && modules.contains("TranslationFormats"))
    for module in modules {
      let root = try Self.planted("let n = bytes.withUnsafeBufferPointer { $0.count }\n", in: module)
      defer { try? FileManager.default.removeItem(at: root) }
      let (status, output) = try Self.fence(root)
      #expect(status == 1, "\(module)")
      #expect(output.contains("Sources/\(module)/Reporters/Planted.swift:1: unsafe-pointer: "), "\(module): \(output)")
    }
  }

  @Test(arguments: [
    ("let n = bytes.withUnsafeBufferPointer { $0.count }", "unsafe-pointer"),
    ("func f(_ p: UnsafePointer<Finding>) {}", "unsafe-pointer"),
    ("let h = a &* b", "wrapping-arithmetic"),
    ("let m = memchr(base, 10, n)", "raw-memory"),
    ("let newline: UInt8 = 0x0A", "hex-literal"),
  ])
  func aPlantedViolationIsNamedWithItsLine(line: String, rule: String) throws {
    let root = try Self.planted("import Foundation\n// 0x0A in a comment is fine\n\(line)\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let (status, output) = try Self.fence(root)
    #expect(status == 1)
    #expect(output.contains("Sources/SettingsL10nKit/Reporters/Planted.swift:3: \(rule): "), "\(output)")
    #expect(!output.contains("Planted.swift:2:"))
  }

  @Test func anAllowedFileIsLetThroughAndAStaleAllowanceFails() throws {
    let path = "Sources/SettingsL10nKit/Reporters/Planted.swift"
    let allowed = try Self.planted("let newline: UInt8 = 0x0A\n", allow: "# why\n\(path) hex-literal a reason\n")
    defer { try? FileManager.default.removeItem(at: allowed) }
    #expect(try Self.fence(allowed).status == 0)
    let stale = try Self.planted("let newline = UInt8(ascii: \"\\n\")\n", allow: "\(path) hex-literal a reason\n")
    defer { try? FileManager.default.removeItem(at: stale) }
    let (status, output) = try Self.fence(stale)
    #expect(status == 1)
    #expect(output.contains("\(path): allowed for hex-literal but clean"), "\(output)")
  }
}
