import SettingsSchema
import Testing

/// A table's file is its name and `.strings`, which must fit the 255 bytes of a file name.
@Suite("Table names: length")
struct TableNameLengthTests {
  @Test(
    "a StringsTable fits up to 247 bytes, counted in UTF-8",
    arguments: [
      (String(repeating: "a", count: 247), true), (String(repeating: "a", count: 248), false),
      (String(repeating: "é", count: 123) + "a", true), (String(repeating: "é", count: 124), false),
    ])
  func stringsTable(name: String, fits: Bool) {
    let problem = TableNames.problem(name)
    #expect((problem == nil) == fits, "\(name.utf8.count) bytes: \(problem ?? "fits")")
    if let problem {
      #expect(
        problem
          == "is \(name.utf8.count) bytes long: with .strings that is \(name.utf8.count + 8) bytes, over the 255 a file name may have"
      )
    }
  }

  @Test("a page name with .plist fits up to 249 bytes", arguments: [(249, true), (250, false)])
  func pageName(length: Int, fits: Bool) {
    #expect((TableNames.problem(String(repeating: "p", count: length), fileExtension: "plist") == nil) == fits)
  }
}
