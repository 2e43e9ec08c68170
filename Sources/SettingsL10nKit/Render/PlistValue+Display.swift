import Foundation
import SettingsSchema

extension PlistValue {

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
