import Foundation

/// Checks a JSON value against the subset of JSON Schema (draft 2020-12) that
/// `Fixtures/schemas` uses: `type` (one or a list), `const`, `enum`, `properties`, `required`,
/// `additionalProperties` (false or a schema), `items`, `minimum`, `maximum` and local `$ref`s
/// (`#/$defs/name`). Any other keyword is reported, so a schema cannot silently use more.
struct JSONSchemaValidator {
  let root: [String: Any]

  static let known: Set<String> = [
    "$schema", "$id", "$defs", "title", "description", "type", "const", "enum", "properties", "required",
    "additionalProperties", "items", "minimum", "maximum", "$ref",
  ]

  init(contentsOf url: URL) throws {
    guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
      throw CocoaError(.fileReadCorruptFile)
    }
    root = object
  }

  /// Every violation, as `path: problem`; empty when the value conforms.
  func errors(in value: Any) -> [String] {
    var errors: [String] = []
    check(value, against: root, at: "$", into: &errors)
    return errors
  }

  private func check(_ value: Any, against schema: [String: Any], at path: String, into errors: inout [String]) {
    for keyword in schema.keys where !Self.known.contains(keyword) {
      errors.append("\(path): the validator does not know the keyword \(keyword)")
    }
    if let reference = schema["$ref"] as? String {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      guard let defs = root["$defs"] as? [String: Any], let target = defs[name] as? [String: Any] else {
        errors.append("\(path): unresolved $ref \(reference)")
        return
      }
      check(value, against: target, at: path, into: &errors)
    }
    if let types = schema["type"] {
      let allowed = (types as? [String]) ?? [(types as? String) ?? ""]
      if !allowed.contains(where: { Self.has(value, type: $0) }) {
        errors.append("\(path): \(Self.describe(value)) is not of type \(allowed.joined(separator: " or "))")
        return
      }
    }
    if let constant = schema["const"], !Self.equal(value, constant) {
      errors.append("\(path): \(Self.describe(value)) is not \(constant)")
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
      errors.append("\(path): \(Self.describe(value)) is not one of \(options)")
    }
    if let number = value as? NSNumber, !Self.isBool(value) {
      if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number.doubleValue < minimum {
        errors.append("\(path): \(number) is below \(minimum)")
      }
      if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number.doubleValue > maximum {
        errors.append("\(path): \(number) is above \(maximum)")
      }
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        errors.append("\(path): the member \(name) is missing")
      }
      for (name, member) in object {
        if let property = properties[name] as? [String: Any] {
          check(member, against: property, at: "\(path).\(name)", into: &errors)
        } else if let extra = schema["additionalProperties"] as? [String: Any] {
          check(member, against: extra, at: "\(path).\(name)", into: &errors)
        } else if (schema["additionalProperties"] as? Bool) == false {
          errors.append("\(path): the member \(name) is not in the schema")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(index)]", into: &errors) }
    }
  }

  private static func isBool(_ value: Any) -> Bool {
    // JSONSerialization reads true and false as NSNumbers of ObjC type "c" (char), numbers never.
    guard let number = value as? NSNumber else { return false }
    return unsafe String(cString: number.objCType) == "c"
  }

  private static func has(_ value: Any, type: String) -> Bool {
    switch type {
    case "object": value is [String: Any]
    case "array": value is [Any]
    case "string": value is String
    case "null": value is NSNull
    case "boolean": isBool(value)
    case "number": value is NSNumber && !isBool(value)
    case "integer":
      if let number = value as? NSNumber, !isBool(value) {
        number.doubleValue == number.doubleValue.rounded()
      } else {
        false
      }
    default: false
    }
  }

  private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    (lhs as? NSObject)?.isEqual(rhs) ?? false
  }

  private static func describe(_ value: Any) -> String {
    "\(value)".prefix(60).description
  }
}
