import StringsFormat

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
    }.joined(separator: "\n") + "\n\n`settings-l10n explain ID` tells what a finding means, what users see, and how to fix or silence it.\n"
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
    var json = OutputBytes(capacity: 1024 + selected.count * 1024)
    json.plain("{\n  \"version\": \(JSONOutput.version),\n  \"rules\": [")
    for (index, rule) in selected.enumerated() {
      json.raw(index == 0 ? "\n    {" : ",\n    {")
      json.raw("\"id\": ")
      json.string(rule.id.rawValue)
      json.raw(", \"severity\": ")
      json.string(rule.severity.rawValue)
      json.field(", \"title\": ", rule.title)
      json.field(", \"meaning\": ", rule.meaning)
      json.field(", \"onDevice\": ", rule.onDevice)
      json.field(", \"fix\": ", rule.fix)
      json.field(", \"silence\": ", rule.silencing)
      json.field(", \"example\": ", rule.example)
      json.raw("}")
    }
    json.raw(selected.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
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
