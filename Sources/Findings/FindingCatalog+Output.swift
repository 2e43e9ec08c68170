import ByteCore
import TextSyntax

/// An id `explain` does not know.
public struct UnknownFindingID: Error, CustomStringConvertible {
  /// The id asked for.
  public let id: String

  /// The message, with the closest known id when one is close.
  public var description: String {
    let known = FindingCatalog.rules.map(\.id.rawValue)
    let closest = known.min { editDistance($0, id) < editDistance($1, id) }
    let hint = closest.flatMap { editDistance($0, id) <= max(2, id.count / 3) ? " (did you mean \($0)?)" : nil } ?? ""
    return "no finding has the id '\(id)'\(hint); `settings-l10n explain` lists them all"
  }
}

extension FindingCatalog {
  /// Every id with its severity and title, one per line, aligned: what `explain` prints.
  public static func listing() -> String {
    let width = rules.map(\.id.rawValue.count).max() ?? 0
    let severityWidth = "warning".count
    return rules.map { rule in
      rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
        + rule.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  " + rule.title
    }.joined(separator: "\n")
      + "\n\n`settings-l10n explain ID` tells what a finding means, what users see, and how to fix or silence it.\n"
  }

  /// What `explain` prints: the explanation of `id` (or the listing of every id without one),
  /// as text or as JSON.
  public static func explain(_ id: String?, json: Bool) throws(UnknownFindingID) -> String {
    guard let id else { return json ? self.json(rules) : listing() }
    guard let rule = rule(DiagnosticID(rawValue: id)) else { throw UnknownFindingID(id: id) }
    return json ? self.json([rule]) : rule.text
  }

  /// The rules as JSON: `{"version": 1, "rules": [{"id", "severity", "title", "meaning", "onDevice", "fix", "silence", "example"}]}`.
  public static func json(_ selected: [FindingRule]) -> String {
    var json = JSONWriter()
    json.beginVersionedObject()
    json.key("rules")
    json.beginArray()
    for rule in selected {
      json.beginObject(.inline)
      json.member("id", rule.id.rawValue)
      json.member("severity", rule.severity.rawValue)
      json.member("title", rule.title)
      json.member("meaning", rule.meaning)
      json.member("onDevice", rule.onDevice)
      json.member("fix", rule.fix)
      json.member("silence", rule.silencing)
      json.member("example", rule.example)
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.endLine()
    return json.text
  }
}

/// The Levenshtein distance of two ids (short ASCII strings).
private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.utf8)
  let b = Array(b.utf8)
  var previous = Array(0...b.count)
  for (i, x) in a.enumerated() {
    var current = [i + 1]
    for (j, y) in b.enumerated() {
      current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
    }
    previous = current
  }
  return previous[b.count]
}
