import ByteCore
import StringsFormat
import TextSyntax

// The subset read here: UTF-8 (optionally behind a BOM); an optional `<?xml version="1.0"
// encoding="UTF-8"?>`; an optional DOCTYPE without internal subset; comments and whitespace between
// elements; then `<plist>` holding one value among `dict`, `array`, `key`, `string`, `true`,
// `false`, `integer` (fitting `Int`) and plain decimal `real`, with the five named entities and
// numeric character references in text. Anything else gives nil and the caller asks Foundation.
// Whatever is accepted, Foundation accepts too with an equal value, and the locations are the ones
// `XMLPlistLocator.locate` gives for the same bytes.
//
// The tags come from the byte core's `XMLTokenizer`, which is more lenient than Foundation (any
// element, attributes, prefixes, CDATA, processing instructions): each tag is taken only in the
// spellings listed here, and what the tokenizer skipped between two tokens only when it is comments.

/// A strict, single-pass reader of the plain UTF-8 XML property lists that pages almost always are.
enum XMLPlistReader {
  /// The deepest nesting of dictionaries and arrays read here; deeper documents go to Foundation.
  /// The tokenizer's limit also counts `<plist>` and the innermost key or string.
  static let maximumDepth = XMLTokenizer.maxDepth - 2

  /// The value and locations of an XML plist, or nil when the bytes are outside the subset read here.
  static func read(_ bytes: [UInt8]) -> (value: PlistValue, locations: PlistLocations)? {
    var reader = Cursor(bytes)
    guard let value = reader.document() else { return nil }
    return (value, reader.locations)
  }
}

extension XMLPlistReader {
  /// Where a value sits, as far as the locations `XMLPlistLocator` records are concerned.
  enum Place {
    /// The value of `<plist>`: when a dictionary, its keys are root keys.
    case top
    /// The value of the root `PreferenceSpecifiers` key: when an array, its items are located.
    case specifiers
    /// An item of the located `PreferenceSpecifiers` array: when a dictionary, its keys are located.
    case item
    /// Anywhere else: nothing is located.
    case other
  }

  /// A dictionary entry read but not yet stored, with its key's location when that key is located.
  struct Pair {
    var key: String
    var value: PlistValue
    var location: SourceLocation?
  }

  /// The tokens of the document and what has been located so far.
  struct Cursor {
    /// The whole document.
    let bytes: [UInt8]
    /// The document's tags and text.
    var tokenizer: XMLTokenizer
    /// The searches and comparisons over the document.
    let xml: XMLBytes
    /// Turns offsets into line:column, moving forward only.
    var tracker: LocationTracker
    /// The offset just past the last token read: what lies between it and the next token was skipped.
    var end = 0
    /// The positions recorded so far.
    var locations = PlistLocations()
    /// False once the located `PreferenceSpecifiers` array has closed, where `XMLPlistLocator` stops.
    var locating = true
    /// Decoded text, for strings that hold references.
    var scratch: [UInt8] = []
    /// The key/value pairs of the dictionaries open at the cursor, innermost last.
    var pending: [Pair] = []

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      tokenizer = XMLTokenizer(bytes)
      xml = tokenizer.document
      tracker = LocationTracker(bytes)
    }

    /// Reads the whole document; nil when any part of it is outside the subset.
    mutating func document() -> PlistValue? {
      if bytes.starts(with: "\u{FEFF}".utf8) { end = 3 }
      guard xml.holdsOnlyPlainCharacters(from: end), advance() == .start, prolog(before: tokenizer.tagStart),
        isTag("<plist>") || isTag("<plist version=\"1.0\">") || isTag("<plist version='1.0'>")
      else { return nil }
      end = tokenizer.offset
      guard let first = element(), first == .start, let value = value(depth: 0, place: .top),
        element() == .end, isEndTag("plist")
      else { return nil }
      end = tokenizer.offset
      // Past the root only white space and comments, which the tokenizer skips (and nothing else may follow).
      guard atEnd(), xml.holdsOnlyComments(end..<bytes.count) else { return nil }
      return value
    }

    /// True when the tokenizer finds nothing more in a well-formed document.
    mutating func atEnd() -> Bool {
      do { return try tokenizer.advance() == nil } catch { return false }
    }

    /// The next token, or nil at the end of the document or on what the tokenizer refuses.
    mutating func advance() -> XMLTokenizer.Token? {
      do { return try tokenizer.advance() } catch { return nil }
    }

    /// The next start or end tag inside a dictionary, an array or `<plist>`, past white space and
    /// comments; nil on anything else between them.
    mutating func element() -> XMLTokenizer.Token? {
      while let token = advance() {
        switch token {
        case .text:
          let raw = tokenizer.rawText
          guard !tokenizer.isCDATA, xml.holdsOnlyComments(end..<raw.lowerBound),
            xml.scan.allSatisfy(raw, { TextBytes.isMarkupWhitespace($0) })
          else { return nil }
          end = raw.upperBound
        case .start:
          guard xml.holdsOnlyComments(end..<tokenizer.tagStart) else { return nil }
          return .start
        case .end:
          guard let start = endTagStart(), xml.holdsOnlyComments(end..<start) else { return nil }
          return .end
        }
      }
      return nil
    }

    /// Where the current end tag starts, when it is spelled `</name>` (no prefix, no space).
    @inline(__always)
    func endTagStart() -> Int? {
      let name = tokenizer.name
      let start = name.lowerBound - 2
      guard tokenizer.offset == name.upperBound + 1, xml.startsWith("</", at: start) else { return nil }
      return start
    }

    /// True when the current start tag is spelled exactly `literal`.
    @inline(__always)
    func isTag(_ literal: StaticString) -> Bool {
      xml.equals(tokenizer.tagStart..<tokenizer.offset, literal)
    }

    /// True when the current token is the end tag `</name>`, spelled so.
    @inline(__always)
    func isEndTag(_ name: StaticString) -> Bool {
      tokenizer.nameIs(name) && endTagStart() != nil
    }

    /// Moves past the end of the self-closing tag just read.
    mutating func closeEmpty() -> Bool {
      guard advance() == .end else { return false }
      end = tokenizer.offset
      return true
    }

    /// Reads the value whose start tag is the current token.
    mutating func value(depth: Int, place: Place) -> PlistValue? {
      end = tokenizer.offset
      if isTag("<dict>") { return dictionary(depth: depth + 1, place: place) }
      if isTag("<string>") { return text(closing: "string").map(PlistValue.string) }
      if isTag("<array>") { return array(depth: depth + 1, locatingItems: place == .specifiers) }
      if isTag("<integer>") { return integer() }
      if isTag("<real>") { return real() }
      guard tokenizer.isSelfClosing else { return nil }
      let value: PlistValue
      if isTag("<dict/>") {
        value = .dictionary([:])
      } else if isTag("<array/>") {
        value = .array([])
      } else if isTag("<string/>") {
        value = .string("")
      } else if isTag("<true/>") {
        value = .bool(true)
      } else if isTag("<false/>") {
        value = .bool(false)
      } else {
        return nil
      }
      return closeEmpty() ? value : nil
    }

    /// Reads key/value pairs through `</dict>`; a repeated key keeps its last value, as Foundation does.
    ///
    /// The pairs wait in `pending` until the dictionary closes, so that it is built at its final size:
    /// growing a dictionary one key at a time rehashes every key at each step.
    mutating func dictionary(depth: Int, place: Place) -> PlistValue? {
      guard depth <= XMLPlistReader.maximumDepth else { return nil }
      let base = pending.count
      defer { pending.removeSubrange(base...) }
      // Top-level keys are located even after the specifiers (StringsTable often follows them).
      let locatesKeys = place == .top || (place == .item && locating)
      while let token = element() {
        if token == .end {
          guard isEndTag("dict") else { return nil }
          end = tokenizer.offset
          return close(from: base, place: place)
        }
        let keyStart = tokenizer.tagStart
        guard isTag("<key>") else { return nil }
        end = tokenizer.offset
        // Foundation turns a dictionary holding only a numeric CF$UID into a keyed-archiver UID.
        guard let key = text(closing: "key"), key != "CF$UID" else { return nil }
        // Located now: the tracker only moves forward.
        let location = locatesKeys ? tracker.location(at: keyStart) : nil
        let valuePlace: Place = place == .top && locating && key == "PreferenceSpecifiers" ? .specifiers : .other
        guard element() == .start, let item = value(depth: depth, place: valuePlace) else { return nil }
        pending.append(Pair(key: key, value: item, location: location))
      }
      return nil
    }

    /// Builds the dictionary from the pairs read since `base`, recording the located keys the way
    /// `XMLPlistLocator` does (the first occurrence of a key wins).
    mutating func close(from base: Int, place: Place) -> PlistValue? {
      let count = pending.count - base
      var items = [String: PlistValue](minimumCapacity: count)
      var keyLocations = [String: SourceLocation](minimumCapacity: place == .item ? count : 0)
      for pair in pending[base...] {
        if items.updateValue(pair.value, forKey: pair.key) != nil {
          guard let kept = items.index(forKey: pair.key),
            items[kept].key.unicodeScalars.elementsEqual(pair.key.unicodeScalars)
          else { return nil }  // Distinct keys to Foundation, one key to Swift: which value survives is not defined.
          continue
        }
        guard let location = pair.location else { continue }
        switch place {
        case .top: locations.rootKeys[pair.key] = location
        case .item: keyLocations[pair.key] = location
        case .specifiers, .other: break
        }
      }
      if place == .item, !keyLocations.isEmpty, let last = locations.elements.indices.last {
        locations.elements[last].keys = keyLocations
      }
      return .dictionary(items)
    }

    /// Reads values through `</array>`, locating each one when this is the `PreferenceSpecifiers` array.
    mutating func array(depth: Int, locatingItems: Bool) -> PlistValue? {
      guard depth <= XMLPlistReader.maximumDepth else { return nil }
      var items: [PlistValue] = []
      while let token = element() {
        if token == .end {
          guard isEndTag("array") else { return nil }
          end = tokenizer.offset
          if locatingItems { locating = false }
          return .array(items)
        }
        if locatingItems {
          locations.elements.append(PlistLocations.ElementLocation(start: tracker.location(at: tokenizer.tagStart)))
        }
        guard let item = value(depth: depth, place: locatingItems ? .item : .other) else { return nil }
        items.append(item)
      }
      return nil
    }
  }
}
