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

  @Test("the JSON follows the contract: page, lproj, language, groups of rows with type and raw")
  func jsonContract() throws {
    for example in RenderCase.all {
      let page = try RenderFixtures.render(
        example.page, languages: example.isPseudo ? [] : [example.language], pseudo: example.isPseudo)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(page.json().utf8)) as? [String: Any])
      #expect(Set(object.keys) == ["page", "lproj", "language", "groups"])
      #expect(object["page"] as? String == example.page)
      let groups = try #require(object["groups"] as? [[String: Any]])
      for group in groups {
        #expect(Set(group.keys).isSubset(of: ["title", "footer", "rows"]))
        for row in try #require(group["rows"] as? [[String: Any]]) {
          #expect(Set(row.keys).isSubset(of: ["type", "key", "title", "value", "raw"]))
          #expect(row["type"] is String)
          #expect(row["raw"] is Bool)
        }
      }
    }
  }
}
