import Foundation
import SettingsSchema

extension PlistValue {
  /// True when two values stand for the same preference value (numbers and Booleans compare
  /// as numbers, as `NSNumber` does).
  func sameSetting(as other: PlistValue) -> Bool {
    if let a = settingNumber, let b = other.settingNumber { return a == b }
    return self == other
  }

  /// The value as a number, Booleans as 0 and 1.
  private var settingNumber: Double? {
    if case .bool(let value) = self { return value ? 1 : 0 }
    return numberValue
  }

  /// The value as the Settings app prints an unmapped value.
  var displayText: String {
    switch self {
    case .string(let value): value
    case .integer(let value): String(value)
    case .real(let value): Self.format(value)
    case .bool(let value): value ? "1" : "0"
    case .date(let value): value.formatted(.iso8601)
    case .data(let value): "<\(value.count) bytes>"
    case .array, .dictionary: ""
    }
  }

  /// A number without a trailing `.0`, and with at most 4 decimals otherwise.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
