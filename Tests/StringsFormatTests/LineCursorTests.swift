import Testing

@testable import ByteCore
@testable import StringsFormat

@Suite("LineCursor")
struct LineCursorTests {
  static let texts = [
    "", "a\nb\nc", "a\r\nb\r\nc", "a\rb\rc", "\r\n\r\n", "\n\r", "x\r", "Größe\nüber\r\n日本\r😀\n",
    "\u{FEFF}bom\nline", String(repeating: "é", count: 100) + "\n" + String(repeating: "x", count: 200) + "\r\nend",
  ]

  @Test("visiting every offset in turn gives what LineIndex gives", arguments: texts)
  func everyOffset(_ text: String) {
    let bytes = Array(text.utf8)
    let index = LineIndex(text: bytes)
    var cursor = LineCursor()
    for offset in 0...bytes.count {
      #expect(cursor.location(at: offset, in: bytes) == index.location(of: offset), "offset \(offset)")
    }
  }

  @Test("skipping ahead, staying put and looking back", arguments: texts)
  func jumps(_ text: String) {
    let bytes = Array(text.utf8)
    let index = LineIndex(text: bytes)
    var cursor = LineCursor()
    for offset in stride(from: 0, through: bytes.count, by: 3) {
      let found = cursor.location(at: offset, in: bytes)
      #expect(found == index.location(of: offset), "offset \(offset)")
      // The same target again, and one behind the cursor, keep its line and column.
      #expect(cursor.location(at: offset, in: bytes) == found)
      if offset > 0 {
        let behind = cursor.location(at: offset - 1, in: bytes)
        #expect(behind.line == found.line && behind.column == found.column)
      }
    }
  }
}
