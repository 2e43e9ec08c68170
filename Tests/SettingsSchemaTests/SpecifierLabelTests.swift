import Testing

@testable import SettingsSchema

/// Messages name a specifier by type, index and key, as far as they have been read when the
/// issue is found: the label is built only then, so these pin down what it says at each step.
@Suite("Specifier labels")
struct SpecifierLabelTests {
  /// A specifier's dictionary, its index, and the messages its issues must carry.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var index: Int
    var fields: [String: PlistValue]
    var messages: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a Type that is not a string", index: 0, fields: ["Type": .integer(5), "Key": .string("k0")],
      messages: ["specifier #0: Type is an integer, expected a string"]),
    Case(
      name: "Title before Key, FooterText after", index: 1,
      fields: [
        "Type": .string("PSGroupSpecifier"), "Title": .bool(true), "Key": .string("k1"), "FooterText": .integer(1),
      ],
      messages: [
        "PSGroupSpecifier #1: Title is a boolean, expected a string",
        "PSGroupSpecifier #1 (k1): FooterText is an integer, expected a string",
      ]),
    Case(
      name: "an empty Key is not shown", index: 2,
      fields: ["Type": .string("PSGroupSpecifier"), "Key": .string(""), "FooterText": .integer(1)],
      messages: ["PSGroupSpecifier #2: FooterText is an integer, expected a string"]),
    Case(
      name: "a confirmation prompt", index: 3,
      fields: [
        "Type": .string("PSToggleSwitchSpecifier"), "Title": .string("t"), "Key": .string("k3"),
        "DefaultValue": .bool(true),
        "TrueConfirmationPrompt": .dictionary(["Type": .string("X"), "Title": .integer(1)]),
      ],
      messages: [
        "PSToggleSwitchSpecifier #3 (k3) TrueConfirmationPrompt: Title is an integer, expected a string",
        "PSToggleSwitchSpecifier #3 (k3): TrueConfirmationPrompt has Type \"X\", expected \"PSConfirmationPrompt\"",
        "PSToggleSwitchSpecifier #3 (k3): TrueConfirmationPrompt lacks the required key Prompt",
      ]),
  ]

  @Test(arguments: cases)
  func decodingNamesTheSpecifierAsReadSoFar(_ example: Case) {
    let (specifier, issues) = Specifier.decode(.dictionary(example.fields), index: example.index)
    #expect(specifier != nil)
    #expect(issues.map(\.message) == example.messages)
  }

  /// The label a specifier shows elsewhere (links, extracted strings) says the same as the reader's.
  @Test func specifierLabelMatchesTheReader() throws {
    let fields: [String: PlistValue] = [
      "Type": .string("PSChildPaneSpecifier"), "Key": .string("k"), "File": .integer(1),
    ]
    let (specifier, issues) = Specifier.decode(.dictionary(fields), index: 4)
    #expect(try #require(specifier).label == "PSChildPaneSpecifier #4 (k)")
    #expect(issues.map(\.message) == ["PSChildPaneSpecifier #4 (k): File is an integer, expected a string"])
  }
}
