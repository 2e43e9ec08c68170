/// What every JSON output of the tool shares: one object whose first member is `"version": 1`.
public enum JSONOutput {
  /// The version of the JSON contracts; a change that breaks a reader bumps it.
  public static let version = 1

  /// The object `json` (as JSONEncoder or a reporter wrote it) with `"version"` as its first member,
  /// in the object's own spacing (`"key" : value` from JSONEncoder, `"key": value` otherwise).
  /// Characters are escaped by the rule of every JSON output (see `escapingControls`).
  public static func versioned(_ json: String) -> String {
    let json = escapingControls(json)
    guard json.hasPrefix("{") else { return json }
    let body = json.dropFirst()
    let separator = body.contains("\" : ") ? " : " : ": "
    let member = "\"version\"\(separator)\(version)"
    let rest = body.drop { $0 == " " || $0 == "\n" }
    if rest.hasPrefix("}") { return "{\(member)}" + rest.dropFirst() }
    return body.hasPrefix("\n") ? "{\n  \(member)," + body : "{\(member), " + body
  }

  /// JSON text (as JSONEncoder wrote it, which escapes only what JSON requires) with DEL and the
  /// rest of `PrintableText.isEscaped` beyond ASCII as `\u00xx`, as `TableJSON` quotes every string. Those characters can stand only inside a JSON string, so each is
  /// replaced wherever it is.
  public static func escapingControls(_ json: String) -> String {
    let candidates = PrintableText.withUTF8(json) { PrintableText.contains(anyOf: [0x7F, 0xC2, 0xD8, 0xE2], in: $0) }
    guard candidates else { return json }
    var out: [UInt8] = []
    out.reserveCapacity(json.utf8.count)
    PrintableText.withUTF8(json) { bytes in
      var start = 0
      var j = 0
      while j < bytes.count {
        let b = bytes[j]
        let length = b == 0x7F ? 1 : b >= 0xC2 ? PrintableText.escapedLength(bytes, at: j) : 0
        guard length > 0 else {
          j += 1
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<j]))
        out.append(0x5C)
        JSONQuoting.writeOtherEscape(bytes, at: j, length: length, to: &out)
        j += length
        start = j
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }
    return String(decoding: out, as: UTF8.self)
  }
}
