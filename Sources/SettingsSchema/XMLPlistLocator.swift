import Foundation
import StringsFormat

/// Positions of the parts of an XML page that findings point at: its root keys and each
/// `PreferenceSpecifiers` item with that item's own keys.
///
/// Foundation's parser gives values but no positions, so this light scanner walks the tags of a
/// page that Foundation already accepted. It only reads UTF-8 (or ASCII) XML; anything else gives
/// no positions, never an error.
struct PlistLocations: Sendable, Hashable {
  /// Location of each root-level `<key>`.
  var rootKeys: [String: SourceLocation] = [:]
  /// One entry per `PreferenceSpecifiers` item, in order.
  var elements: [ElementLocation] = []

  struct ElementLocation: Sendable, Hashable {
    var start: SourceLocation
    var keys: [String: SourceLocation] = [:]
  }
}

/// Turns byte offsets of one text into 1-based line:column, moving forward only (see `LineCursor`).
struct LocationTracker {
  private let bytes: [UInt8]
  private var cursor = LineCursor()

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func location(at target: Int) -> SourceLocation { cursor.location(at: target, in: bytes) }
}

enum XMLPlistLocator {
  private static let lessThan = UInt8(ascii: "<")
  private static let greaterThan = UInt8(ascii: ">")
  private static let slash = UInt8(ascii: "/")

  /// Scans an XML plist; returns empty locations for input it cannot follow.
  static func locate(_ bytes: [UInt8]) -> PlistLocations {
    var result = PlistLocations()
    if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
      return result
    }
    var tracker = LocationTracker(bytes)
    var stack: [Bool] = []  // true for <dict>, false for <array>
    var pendingRootKey: String?
    var specifiersDepth: Int?
    var specifiersDone = false
    var index = 0
    let count = bytes.count

    while index < count {
      guard bytes[index] == lessThan else {
        index += 1
        continue
      }
      let start = index
      if matches(bytes, at: index, "<!--") {
        index = find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? count
        continue
      }
      if matches(bytes, at: index, "<![CDATA[") {
        index = find(bytes, "]]>", from: index + 9).map { $0 + 3 } ?? count
        continue
      }
      if index + 1 < count, bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!") {
        index = skipTag(bytes, from: index + 1)
        continue
      }
      var cursor = index + 1
      let closing = cursor < count && bytes[cursor] == slash
      if closing { cursor += 1 }
      let nameStart = cursor
      while cursor < count, isNameByte(bytes[cursor]) { cursor += 1 }
      let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
      let tagEnd = skipTag(bytes, from: cursor)
      let selfClosing = tagEnd >= 2 && bytes[tagEnd - 2] == slash
      index = tagEnd

      if closing {
        if name == "dict" || name == "array", !stack.isEmpty {
          stack.removeLast()
          // Past the specifiers only top-level keys are still located (StringsTable often follows them).
          if let depth = specifiersDepth, stack.count < depth { specifiersDone = true }
        }
        continue
      }
      if name == "plist" { continue }
      if name == "key" {
        let textEnd = find(bytes, "<", from: index) ?? count
        let text = String(decoding: XMLReference.decodingWhatDecodes(bytes[index..<textEnd]), as: UTF8.self)
        index = textEnd
        if stack == [true] {
          pendingRootKey = text
          if result.rootKeys[text] == nil { result.rootKeys[text] = tracker.location(at: start) }
        } else if !specifiersDone, let depth = specifiersDepth, stack.count == depth + 1, stack.last == true,
          !result.elements.isEmpty, result.elements[result.elements.count - 1].keys[text] == nil
        {
          result.elements[result.elements.count - 1].keys[text] = tracker.location(at: start)
        }
        continue
      }
      // A value element.
      if !specifiersDone, let depth = specifiersDepth, stack.count == depth {
        result.elements.append(PlistLocations.ElementLocation(start: tracker.location(at: start)))
      }
      var opensSpecifiers = false
      if stack == [true] {
        opensSpecifiers = pendingRootKey == "PreferenceSpecifiers" && name == "array" && !selfClosing
        pendingRootKey = nil
      }
      if (name == "dict" || name == "array") && !selfClosing {
        stack.append(name == "dict")
        if opensSpecifiers && specifiersDepth == nil { specifiersDepth = stack.count }
      }
    }
    return result
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
  }

  /// The index just past the `>` that ends a tag, honouring quoted attribute values.
  private static func skipTag(_ bytes: [UInt8], from start: Int) -> Int {
    var cursor = start
    var quote: UInt8?
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == greaterThan {
        return cursor + 1
      }
      cursor += 1
    }
    return bytes.count
  }

  private static func matches(_ bytes: [UInt8], at index: Int, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return literal.withUTF8Buffer { pattern in
      for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
      return true
    }
  }

  private static func find(_ bytes: [UInt8], _ literal: StaticString, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if matches(bytes, at: index, literal) { return index }
      index += 1
    }
    return nil
  }
}
