import StringsFormat
import Testing

/// A comment or blanks after an entry on its line belong to that entry: an added entry goes
/// after them, and a removed entry takes them along.
@Suite("Edits keep a same-line comment with its entry")
struct SameLineCommentTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var expected: String
    var testDescription: String { name }
  }

  static let insertions = [
    Case(
      name: "block comment", source: "\"a\" = \"1\"; /* c */\n", expected: "\"a\" = \"1\"; /* c */\n\n\"k\" = \"v\";\n"),
    Case(name: "line comment", source: "\"a\" = \"1\"; // c\n", expected: "\"a\" = \"1\"; // c\n\n\"k\" = \"v\";\n"),
    Case(name: "trailing blanks", source: "\"a\" = \"1\"; \t \n", expected: "\"a\" = \"1\"; \t \n\n\"k\" = \"v\";\n"),
    Case(
      name: "comment and blanks, no final line break", source: "\"a\" = \"1\"; /* c */ // d  ",
      expected: "\"a\" = \"1\"; /* c */ // d  \n\n\"k\" = \"v\";"),
    Case(name: "CRLF", source: "\"a\" = \"1\"; // c\r\n", expected: "\"a\" = \"1\"; // c\r\n\r\n\"k\" = \"v\";\r\n"),
    Case(
      name: "block comment running on", source: "\"a\" = \"1\"; /* c\n   still c */\n",
      expected: "\"a\" = \"1\"; /* c\n   still c */\n\n\"k\" = \"v\";\n"),
  ]

  @Test("an added entry goes after the last entry's same-line comment and blanks", arguments: insertions)
  func insert(_ example: Case) throws {
    let edited = try StringsDocument(example.source).applying([.insert(key: "k", value: "v", comment: nil)])
    #expect(String(decoding: edited.serialized(), as: UTF8.self) == example.expected)
    #expect(edited.entries.last?.comment == nil)
  }

  static let removals = [
    Case(
      name: "line comment", source: "\"a\" = \"1\";\n\"b\" = \"2\"; // b's\n\"d\" = \"3\";\n",
      expected: "\"a\" = \"1\";\n\"d\" = \"3\";\n"),
    Case(
      name: "block comment and blanks",
      source: "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\"; /* b's */  \n\n\"d\" = \"3\";\n",
      expected: "/* A */\n\"a\" = \"1\";\n\n\"d\" = \"3\";\n"),
    Case(name: "last entry", source: "\"a\" = \"1\";\n\n\"b\" = \"2\"; // b's", expected: "\"a\" = \"1\";\n"),
  ]

  @Test("a removed entry takes its same-line comment along", arguments: removals)
  func remove(_ example: Case) throws {
    let edited = try StringsDocument(example.source).applying([.remove(key: "b")])
    #expect(String(decoding: edited.serialized(), as: UTF8.self) == example.expected)
  }

  @Test("a comment after an entry followed by another entry on the line stays where it is")
  func sharedLine() throws {
    let edited = try StringsDocument("\"a\" = \"1\"; /* c */ \"b\" = \"2\";\n").applying([.remove(key: "a")])
    #expect(String(decoding: edited.serialized(), as: UTF8.self) == " /* c */ \"b\" = \"2\";\n")
  }

  @Test("removing the last entry with a same-line comment while adding one (prune with new keys)")
  func pruneAndAdd() throws {
    let source = "\"a\" = \"1\"; // a's\n\n\"stale\" = \"x\"; // stale's\n"
    let edited = try StringsDocument(source).applying([
      .remove(key: "stale"), .insert(key: "b", value: "2", comment: "B"),
    ])
    #expect(
      String(decoding: edited.serialized(), as: UTF8.self) == "\"a\" = \"1\"; // a's\n\n/* B */\n\"b\" = \"2\";\n")
  }
}
