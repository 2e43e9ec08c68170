import Foundation
import Testing

@testable import StringsFormat

/// Documents the lookups the audit runs per key: prepared key lists and plain value bytes.
@Suite("Table lookups")
struct TableLookupTests {
  /// Every vector and corpus table, read as the tool reads them.
  static let documents: [(name: String, document: StringsDocument)] = {
    let vectors = Vector.all.compactMap { vector in
      (try? Paths.bytes(vector.input)).map { (vector.name, StringsDocument(bytes: $0)) }
    }
    let corpus = Paths.corpusTables().compactMap { path in
      (try? Paths.bytes(Paths.corpus.appendingPathComponent(path))).map { (path, StringsDocument(bytes: $0)) }
    }
    return vectors + corpus
  }()

  @Test("positions(of:) finds what position(of:) finds, in every vector and corpus table")
  func positionsAgree() throws {
    var checked = 0
    for (name, document) in Self.documents {
      let table = document.makeTable()
      // The table's own keys, keys it lacks, and near misses (prefix, case, NFD spelling).
      var keys = table.keys
      keys += table.keys.prefix(20).flatMap {
        [$0 + "x", String($0.dropLast()), $0.uppercased(), $0.decomposedStringWithCanonicalMapping]
      }
      keys += ["", "missing key", "é", "e\u{301}"]
      let positions = table.positions(of: KeyList(keys))
      #expect(positions.count == keys.count, "\(name)")
      for (key, position) in zip(keys, positions) {
        #expect(position == (table.position(of: key) ?? -1), "\(name): \(key.debugDescription)")
      }
      checked += keys.count
    }
    // Every vector (and, when ../shared is beside the project, every corpus table) was read.
    #expect(Self.documents.count == Vector.all.count + Paths.corpusTables().count)
    #expect(Self.documents.count >= 75)
    #expect(checked > (Paths.corpusTables().isEmpty ? 1_000 : 10_000))
  }

  @Test("a value looked up by key is the winning entry's value, in every vector and corpus table")
  func subscriptAgrees() {
    var found = 0
    for (name, document) in Self.documents {
      let table = document.makeTable()
      for key in table.keys + ["", "missing key", "e\u{301}"] {
        let value = table[key]
        #expect(value == table.entry(for: key)?.value, "\(name): \(key.debugDescription)")
        if value != nil { found += 1 }
      }
    }
    #expect(found > 500)
  }

  @Test("NFC and NFD keys are two keys to a key list too")
  func exactKeys() {
    let table = StringsDocument("\"caf\u{E9}\" = \"NFC\";\n\"cafe\u{301}\" = \"NFD\";\n").makeTable()
    #expect(table.positions(of: KeyList(["cafe\u{301}", "caf\u{E9}", "cafe"])) == [1, 0, -1])
  }

  @Test("plain value bytes, when given, are exactly the decoded value's UTF-8")
  func plainBytesAgree() {
    var plain = 0
    var decoded = 0
    for (name, document) in Self.documents {
      let table = document.makeTable()
      for position in 0..<table.count {
        let bytes = table.withPlainValueBytes(at: position) { $0.map(Array.init) }
        guard let bytes else {
          decoded += 1
          continue
        }
        plain += 1
        guard case .string(let value) = table.value(at: position) else {
          Issue.record("\(name): plain bytes for a value that is no string at \(position)")
          continue
        }
        #expect(bytes == Array(value.utf8), "\(name) at \(position)")
      }
    }
    // Most real values have no escapes; some do.
    #expect(plain > 10 * decoded)
    #expect(decoded > 0)
  }

  @Test(
    "values that must be decoded give no plain bytes",
    arguments: [
      ("\"k\" = \"a\\nb\";", "an escape"),
      ("\"k\" = (\"a\");", "an array"),
      ("\"k\" = <0102>;", "data"),
    ])
  func notPlain(source: String, what: String) {
    let table = StringsDocument(source).makeTable()
    #expect(table.withPlainValueBytes(at: 0) { $0 == nil }, "\(what)")
  }

  @Test("unquoted values, keys standing alone and empty values give their bytes")
  func plainForms() {
    let table = StringsDocument("k1 = value;\n\"k2\";\n\"k3\" = \"\";\n").makeTable()
    let values = (0..<table.count).map {
      table.withPlainValueBytes(at: $0) { $0.map { $0.string } }
    }
    #expect(values == ["value", "k2", ""])
  }

  @Test("a UTF-16 value with an unpaired surrogate is decoded, not given as bytes")
  func surrogate() {
    // "k" = "<U+D800>"; in UTF-16LE with a BOM.
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Array("\"k\" = \"".utf16) + [0xD800] + Array("\";".utf16) {
      bytes += [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
    }
    let table = StringsDocument(bytes: bytes).makeTable()
    #expect(table.count == 1)
    #expect(table.withPlainValueBytes(at: 0) { $0 == nil })
    #expect(table.value(at: 0) == .string("\u{FFFD}"))
  }

  @Test("property-list tables give no plain bytes")
  func propertyList() throws {
    let data = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .xml, options: 0)
    let table = StringsDocument(bytes: [UInt8](data)).makeTable()
    #expect(table.count == 1)
    #expect(table.withPlainValueBytes(at: 0) { $0 == nil })
    #expect(table.positions(of: KeyList(["k", "v"])) == [0, -1])
  }
}
