import ByteCore
import Foundation
import StringsFormat
import TextSyntax

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
  /// Follows an XML plist's tags with the byte core's tokenizer; returns the locations found
  /// before anything it cannot follow (no positions, never an error: Foundation decides).
  static func locate(_ bytes: [UInt8]) -> PlistLocations {
    var result = PlistLocations()
    var tracker = LocationTracker(bytes)
    var tokenizer = XMLTokenizer(bytes)
    var stack: [Bool] = []  // true for <dict>, false for <array>
    var pendingRootKey: String?
    var specifiersDepth: Int?
    var specifiersDone = false
    /// The open `<key>`: where it starts and its text so far.
    var key: (start: Int, text: String)?
    /// The end of a self-closing `<dict/>` or `<array/>`, which opened nothing.
    var skipsEnd = false

    do {
      while let token = try tokenizer.advance(skippingText: key == nil) {
        switch token {
        case .text:
          // As Foundation reads a key: references decoded, line ends kept as written.
          let raw = bytes[tokenizer.rawText]
          key?.text += String(
            decoding: tokenizer.isCDATA ? Array(raw) : XMLReference.decodingWhatDecodes(raw), as: UTF8.self)
        case .end:
          if skipsEnd {
            skipsEnd = false
          } else if let open = key {
            key = nil
            let text = open.text
            if stack == [true] {
              pendingRootKey = text
              if result.rootKeys[text] == nil { result.rootKeys[text] = tracker.location(at: open.start) }
            } else if !specifiersDone, let depth = specifiersDepth, stack.count == depth + 1, stack.last == true,
              !result.elements.isEmpty, result.elements[result.elements.count - 1].keys[text] == nil
            {
              result.elements[result.elements.count - 1].keys[text] = tracker.location(at: open.start)
            }
          } else if tokenizer.nameIs("dict") || tokenizer.nameIs("array"), !stack.isEmpty {
            stack.removeLast()
            // Past the specifiers only top-level keys are still located (StringsTable often follows them).
            if let depth = specifiersDepth, stack.count < depth { specifiersDone = true }
          }
        case .start:
          if key != nil || tokenizer.nameIs("plist") { continue }
          if tokenizer.nameIs("key") {
            key = (tokenizer.tagStart, "")
            continue
          }
          // A value element.
          if !specifiersDone, let depth = specifiersDepth, stack.count == depth {
            result.elements.append(PlistLocations.ElementLocation(start: tracker.location(at: tokenizer.tagStart)))
          }
          let isDict = tokenizer.nameIs("dict")
          var opensSpecifiers = false
          if stack == [true] {
            opensSpecifiers =
              pendingRootKey == "PreferenceSpecifiers" && tokenizer.nameIs("array") && !tokenizer.isSelfClosing
            pendingRootKey = nil
          }
          if tokenizer.isSelfClosing {
            skipsEnd = true
          } else if isDict || tokenizer.nameIs("array") {
            stack.append(isDict)
            if opensSpecifiers && specifiersDepth == nil { specifiersDepth = stack.count }
          }
        }
      }
    } catch {
      // What was found before the tokenizer stopped stays: Foundation decides whether the page reads.
    }
    return result
  }
}
