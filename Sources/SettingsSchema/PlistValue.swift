import ByteCore
import Foundation

/// A property-list value, as read from a page: Sendable and Hashable, unlike Foundation's `Any`.
public indirect enum PlistValue: Sendable, Hashable {
  case string(String)
  case integer(Int)
  case real(Double)
  case bool(Bool)
  case date(Date)
  case data(Data)
  case array([PlistValue])
  case dictionary([String: PlistValue])

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The array, when this is an array.
  public var arrayValue: [PlistValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The dictionary, when this is a dictionary.
  public var dictionaryValue: [String: PlistValue]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The Boolean, when this is a Boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number as a `Double`, when this is an integer or a real.
  public var numberValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    default: nil
    }
  }

  /// True when two values stand for the same preference value, as the Settings app compares
  /// them (`isEqual:`): numbers and Booleans as numbers, as `NSNumber` does; a string never
  /// equals a number (`"3"` is not `3`).
  public func sameSetting(as other: PlistValue) -> Bool {
    if let a = settingNumber, let b = other.settingNumber { return a == b }
    return self == other
  }

  /// The value as a number, Booleans as 0 and 1.
  private var settingNumber: Double? {
    if case .bool(let value) = self { return value ? 1 : 0 }
    return numberValue
  }

  /// The plist type name (`string`, `integer`, `dict`, ...), for messages.
  public var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dictionary"
    }
  }

  /// Converts what `PropertyListSerialization` returns; nil for anything that is not a plist type.
  public init?(foundationValue value: Any) {
    // Containers and strings first: casting a Swift array or dictionary to Bool or NSNumber
    // would bridge the whole collection to Objective-C to find out it is not one.
    switch value {
    case let string as String:
      self = .string(string)
    case let dictionary as [AnyHashable: Any]:
      var items: [String: PlistValue] = [:]
      items.reserveCapacity(dictionary.count)
      for (key, item) in dictionary {
        guard let key = key.base as? String, let converted = PlistValue(foundationValue: item) else {
          return nil
        }
        items[key] = converted
      }
      self = .dictionary(items)
    case let array as [Any]:
      var items: [PlistValue] = []
      items.reserveCapacity(array.count)
      for item in array {
        guard let converted = PlistValue(foundationValue: item) else { return nil }
        items.append(converted)
      }
      self = .array(items)
    case let bool as Bool where type(of: value) == Bool.self:
      self = .bool(bool)
    case let number as NSNumber:
      self = PlistValue.number(number)
    case let date as Date:
      self = .date(date)
    case let data as Data:
      self = .data(data)
    default:
      return nil
    }
  }

  private static func number(_ number: NSNumber) -> PlistValue {
    let code = FoundationCalls.typeEncoding(of: number)
    switch code {
    case "f", "d":
      return .real(number.doubleValue)
    case "c", "B":
      return .bool(number.boolValue)
    case "Q", "L", "I", "S", "C":
      let unsigned = number.uint64Value
      return unsigned <= UInt64(Int.max) ? .integer(Int(unsigned)) : .real(Double(unsigned))
    default:
      return .integer(Int(number.int64Value))
    }
  }
}

extension PlistValue: CustomStringConvertible {
  /// A short, deterministic rendering (dictionary keys sorted), for reports.
  public var description: String {
    switch self {
    case .string(let value): return "\"\(value)\""
    case .integer(let value): return String(value)
    case .real(let value): return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .date(let value): return value.ISO8601Format()
    case .data(let value): return "<\(value.count) bytes>"
    case .array(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
    case .dictionary(let items):
      let body = items.keys.sorted().map { "\($0) = \(items[$0]?.description ?? "")" }
      return "{" + body.joined(separator: "; ") + "}"
    }
  }
}

extension PlistValue {
  /// The type name with its article (`a string`, `an integer`), for messages.
  public var typeNameWithArticle: String {
    switch self {
    case .integer, .array: "an \(typeName)"
    default: "a \(typeName)"
    }
  }
}
