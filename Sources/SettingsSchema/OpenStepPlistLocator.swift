import StringsFormat

/// Finds where the root keys and each `PreferenceSpecifiers` element (and its keys) start in an
/// old-style (OpenStep) property list, for findings' line:column. The text was parsed before by
/// Foundation; this reads only tokens (quoted and unquoted strings, `{ } ( ) = ; ,`, `<data>`,
/// comments) and keeps a stack, so deep or odd input costs no recursion.
enum OpenStepPlistLocator {
  private enum Container {
    /// A dictionary; `role` says whose keys are recorded.
    case dict(role: Role, expectsKey: Bool, lastKey: String?)
    case array(isSpecifiers: Bool)
  }

  private enum Role { case root, element, other }

  static func locate(_ bytes: [UInt8]) -> PlistLocations {
    var result = PlistLocations()
    // UTF-16 text (a BOM or a NUL byte) is rare for this format: no positions.
    if bytes.starts(with: StringsEncoding.utf16BigEndian.byteOrderMark)
      || bytes.starts(with: StringsEncoding.utf16LittleEndian.byteOrderMark)
    {
      return result
    }
    var tracker = LocationTracker(bytes)
    var stack: [Container] = []
    var index = 0
    let count = bytes.count

    /// Records a string token that starts at `start`.
    func string(_ text: String, at start: Int, stack: inout [Container], tracker: inout LocationTracker) {
      guard case .dict(let role, true, _)? = stack.last else { return }
      stack[stack.count - 1] = .dict(role: role, expectsKey: false, lastKey: text)
      switch role {
      case .root: result.rootKeys[text] = result.rootKeys[text] ?? tracker.location(at: start)
      case .element:
        if !result.elements.isEmpty, result.elements[result.elements.count - 1].keys[text] == nil {
          result.elements[result.elements.count - 1].keys[text] = tracker.location(at: start)
        }
      case .other: break
      }
    }

    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < count && bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") { index += 1 }
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index + 1 < count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
      case UInt8(ascii: "{"):
        var role = Role.other
        if stack.isEmpty {
          role = .root
        } else if case .array(true)? = stack.last {
          role = .element
          result.elements.append(.init(start: tracker.location(at: index)))
        }
        stack.append(.dict(role: role, expectsKey: true, lastKey: nil))
        index += 1
      case UInt8(ascii: "("):
        var specifiers = false
        if case .dict(.root, false, "PreferenceSpecifiers")? = stack.last { specifiers = true }
        stack.append(.array(isSpecifiers: specifiers))
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: ")"):
        if !stack.isEmpty { stack.removeLast() }
        index += 1
      case UInt8(ascii: ";"):
        if case .dict(let role, _, _)? = stack.last {
          stack[stack.count - 1] = .dict(role: role, expectsKey: true, lastKey: nil)
        }
        index += 1
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        let start = index
        index += 1
        var text: [UInt8] = []
        while index < count && bytes[index] != byte {
          if bytes[index] == UInt8(ascii: "\\") && index + 1 < count { index += 1 }
          text.append(bytes[index])
          index += 1
        }
        index += 1
        string(String(decoding: text, as: UTF8.self), at: start, stack: &stack, tracker: &tracker)
      case UInt8(ascii: "<"):
        while index < count && bytes[index] != UInt8(ascii: ">") { index += 1 }
        index += 1
      default:
        if isUnquoted(byte) {
          let start = index
          while index < count && isUnquoted(bytes[index]) { index += 1 }
          string(String(decoding: bytes[start..<index], as: UTF8.self), at: start, stack: &stack, tracker: &tracker)
        } else {
          index += 1
        }
      }
    }
    return result
  }

  /// A byte of an unquoted string: letters, digits and `_ $ + / : . -`.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }
}
