/// The value of an entry: almost always a string; the grammar also allows nested collections.
public indirect enum StringsValue: Sendable, Hashable, CustomStringConvertible {
  /// A key and its value inside a nested dictionary, in source order.
  public struct Pair: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: StringsValue
    /// Creates a pair.
    public init(key: String, value: StringsValue) {
      self.key = key
      self.value = value
    }
  }

  /// A string: what the Settings app shows.
  case string(String)
  /// `( a, b )`.
  case array([StringsValue])
  /// `{ k = v; }`, pairs in source order (the last of equal keys wins when read as a table).
  case dictionary([Pair])
  /// `<0fbd>`.
  case data([UInt8])

  /// The string, when the value is one.
  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// A compact description for messages and tests.
  public var description: String {
    switch self {
    case .string(let s): return s.debugDescription
    case .array(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
    case .dictionary(let pairs):
      return "{" + pairs.map { "\($0.key.debugDescription) = \($0.value);" }.joined(separator: " ") + "}"
    case .data(let bytes):
      let digits = "0123456789abcdef".utf8.map { $0 }
      var hex = [UInt8]()
      for b in bytes {
        hex.append(digits[Int(b >> 4)])
        hex.append(digits[Int(b & 0xF)])
      }
      return "<" + String(decoding: hex, as: UTF8.self) + ">"
    }
  }
}
