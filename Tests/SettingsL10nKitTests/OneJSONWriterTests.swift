import Foundation
import Testing

/// JSON has one writer, `JSONWriter` in the core: no source writes it with Foundation's encoders
/// (reading with JSONDecoder stays allowed), so the spacing, key order and escaping of every
/// output are decided in one place.
@Suite("One JSON writer")
struct OneJSONWriterTests {
  /// `file:line` of every line of code (comments aside) under `Sources` that names a Foundation
  /// JSON encoder.
  static func encoderUses(under sources: URL) -> [String] {
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), code.contains("JSONEncoder") || code.contains("JSONSerialization.data") else {
          continue
        }
        found.append("\(url.path.dropFirst(sources.path.count + 1)):\(number + 1)")
      }
    }
    return found.sorted()
  }

  @Test func noSourceWritesJSONWithFoundation() {
    let sources = AuditFixtures.packageRoot.appendingPathComponent("Sources")
    #expect(Self.encoderUses(under: sources) == [])
  }

  @Test func theScanFindsAnEncoderAndSkipsComments() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("one-json-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("M"), withIntermediateDirectories: true)
    try Data("// JSONEncoder in a comment\nlet e = JSONEncoder()\n".utf8).write(
      to: root.appendingPathComponent("M/A.swift"))
    #expect(Self.encoderUses(under: root) == ["M/A.swift:2"])
  }
}
