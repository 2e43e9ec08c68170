/// What every JSON output of the tool shares: one object whose first member is `"version": 1`.
public enum JSONOutput {
  /// The version of the JSON contracts; a change that breaks a reader bumps it.
  public static let version = 1

  /// The object `json` (as JSONEncoder or a reporter wrote it) with `"version"` as its first member,
  /// in the object's own spacing (`"key" : value` from JSONEncoder, `"key": value` otherwise).
  public static func versioned(_ json: String) -> String {
    guard json.hasPrefix("{") else { return json }
    let body = json.dropFirst()
    let separator = body.contains("\" : ") ? " : " : ": "
    let member = "\"version\"\(separator)\(version)"
    let rest = body.drop { $0 == " " || $0 == "\n" }
    if rest.hasPrefix("}") { return "{\(member)}" + rest.dropFirst() }
    return body.hasPrefix("\n") ? "{\n  \(member)," + body : "{\(member), " + body
  }
}
