import Foundation
import SettingsL10nKit
import Testing

/// A page of the fixture bundle in one language (or pseudo), for the goldens.
struct RenderCase: Sendable, CustomTestStringConvertible {
  var page: String
  var language: String

  var testDescription: String { "\(page) in \(language)" }
  var stem: String { "\(page).\(language)" }
  var isPseudo: Bool { language == "pseudo" }

  static let all: [RenderCase] = ["Root", "Advanced", "Acknowledgements"].flatMap { page in
    ["en", "de", "ja", "ar", "pseudo"].map { RenderCase(page: page, language: $0) }
  }
}

@Suite("render goldens")
struct RenderGoldenTests {
  @Test(arguments: RenderCase.all)
  func textAndJSON(_ example: RenderCase) throws {
    let page = try RenderFixtures.render(
      example.page, languages: example.isPseudo ? [] : [example.language], pseudo: example.isPseudo)
    try RenderFixtures.check(page.text(width: 60), golden: "\(example.stem).txt")
    try RenderFixtures.check(page.json(), golden: "\(example.stem).json")
  }

  @Test("the JSON follows the contract: version first, Text objects with a state, choices, counts")
  func jsonContract() throws {
    for example in RenderCase.all {
      let page = try RenderFixtures.render(
        example.page, languages: example.isPseudo ? [] : [example.language], pseudo: example.isPseudo)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(page.json().utf8)) as? [String: Any])
      #expect(page.json().hasPrefix("{\n  \"version\": 1,\n"))
      #expect(Set(object.keys).subtracting(["title"]) == ["version", "page", "lproj", "language", "groups", "counts"])
      #expect(object["page"] as? String == example.page)
      var states: [String] = []
      func text(_ any: Any?) {
        guard let text = any as? [String: Any] else {
          Issue.record("not a Text object: \(String(describing: any))")
          return
        }
        #expect(Set(text.keys) == ["text", "key", "state"])
        #expect(text["text"] is String && text["key"] is String)
        states.append(text["state"] as? String ?? "")
      }
      if let title = object["title"] { text(title) }
      let groups = try #require(object["groups"] as? [[String: Any]])
      for group in groups {
        #expect(Set(group.keys).isSubset(of: ["title", "footer", "rows"]))
        if let title = group["title"] { text(title) }
        if let footer = group["footer"] { text(footer) }
        for row in try #require(group["rows"] as? [[String: Any]]) {
          #expect(Set(row.keys).isSubset(of: ["type", "key", "title", "value", "choices", "selected"]))
          #expect(row["type"] is String)
          if let title = row["title"] { text(title) }
          if let value = row["value"] { #expect(value is String) }
          if let choices = row["choices"] {
            let list = try #require(choices as? [Any])
            list.forEach(text)
            if let selected = row["selected"] as? Int { #expect(list.indices.contains(selected)) }
          }
        }
      }
      #expect(Set(states).isSubset(of: ["translated", "untranslated", "raw"]))
      let counts = try #require(object["counts"] as? [String: Int])
      #expect(counts == ["raw": page.counts.raw, "untranslated": page.counts.untranslated])
    }
  }
}
