import Foundation
import Testing

@Suite("settings-l10n strings: tables on one line")
struct StringsLongLineCLITests {
  /// A UTF-16 table whose second line (after a CRLF) holds `count` entries, each key twice.
  static func oneLineTable(count: Int) -> (bytes: Data, columns: [Int]) {
    var line = ""
    var scalars = 0
    var columns: [Int] = []
    for i in 0..<count {
      for _ in 0..<2 {
        let entry = (line.isEmpty ? "" : " ") + "\"Größe_\(i)_ключ\" = \"Wert ü \(i)\";"
        columns.append(scalars + (line.isEmpty ? 1 : 2))
        line += entry
        scalars += entry.unicodeScalars.count
      }
    }
    let text = "/* Einstellungen */\r\n" + line + "\r\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    // Every second entry repeats the key before it: those are the duplicates lint reports.
    return (Data(bytes), columns.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
  }

  @Test(
    "lint locates the first 100 duplicates on a one-line UTF-16 table, sums up the rest, and cuts the long line around each column"
  )
  func duplicatesOnOneLine() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Root.strings")
    let (bytes, columns) = Self.oneLineTable(count: 3_000)
    try bytes.write(to: file)

    let json = try CLI.run(["strings", "lint", "--format", "json", file.path])
    #expect(json.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let items = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(items.allSatisfy { $0["id"] as? String == "duplicate-key" && $0["line"] as? Int == 2 })
    #expect(items.compactMap { $0["column"] as? Int } == Array(columns.prefix(101)))
    #expect(
      items.last?["message"] as? String
        == "2900 more duplicate-key diagnostics from here on are not listed (the first 100 are)")

    let text = try CLI.run(["strings", "lint", file.path])
    let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // Each finding: the headline, an excerpt of the line (never the whole 100 KB line), a caret.
    #expect(lines.allSatisfy { $0.unicodeScalars.count < 400 })
    let last = try #require(lines.lastIndex { $0.contains(": warning: duplicate key") })
    #expect(lines[last].contains(":2:\(columns[99]): warning: duplicate key"))
    #expect(lines[last + 1].hasPrefix("…"))
    let caret = try #require(lines[last + 2].unicodeScalars.firstIndex(of: "^"))
    let column = lines[last + 2].unicodeScalars.distance(from: lines[last + 2].unicodeScalars.startIndex, to: caret)
    let excerpt = Array(lines[last + 1].unicodeScalars)
    #expect(String(String.UnicodeScalarView(excerpt[column...])).hasPrefix("\"Größe_99_ключ\""))
  }
}
