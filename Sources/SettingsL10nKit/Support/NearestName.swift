/// The one "did you mean" rule: the known name closest to a misspelt one.
public enum NearestName {
  /// The name of `names` closest to `name` (edit distance at most 3 and less than the name's
  /// length, ignoring case), or nil when none is that close.
  public static func suggestion(_ name: String, in names: [String]) -> String? {
    let lower = Array(name.lowercased())
    let scored = names.map { ($0, distance(lower, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 3, best.1 < name.count else { return nil }
    return best.0
  }

  /// The Levenshtein distance of two names.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
