import StringsFormat

// The subset read here: UTF-8 (optionally behind a BOM); an optional `<?xml version="1.0"
// encoding="UTF-8"?>`; an optional DOCTYPE without internal subset; comments and whitespace between
// elements; then `<plist>` holding one value among `dict`, `array`, `key`, `string`, `true`,
// `false`, `integer` (fitting `Int`) and plain decimal `real`, with the five named entities and
// numeric character references in text. Anything else gives nil and the caller asks Foundation.
// Whatever is accepted, Foundation accepts too with an equal value, and the locations are the ones
// `XMLPlistLocator.locate` gives for the same bytes.

/// A strict, single-pass reader of the plain UTF-8 XML property lists that pages almost always are.
enum XMLPlistReader {
  /// The deepest nesting of dictionaries and arrays read here; deeper documents go to Foundation.
  static let maximumDepth = 256

  /// The value and locations of an XML plist, or nil when the bytes are outside the subset read here.
  static func read(_ bytes: [UInt8]) -> (value: PlistValue, locations: PlistLocations)? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = Cursor(bytes: buffer, tracker: LocationTracker(bytes))
      guard let value = reader.document() else { return nil }
      return (value, reader.locations)
    }
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

  /// The cursor over the document's bytes and what has been located so far.
  struct Cursor {
    /// The whole document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Turns offsets into line:column, moving forward only.
    var tracker: LocationTracker
    /// The offset of the next byte to read.
    var index = 0
    /// The positions recorded so far.
    var locations = PlistLocations()
    /// False once the located `PreferenceSpecifiers` array has closed, where `XMLPlistLocator` stops.
    var locating = true
    /// Decoded text, for strings that hold entities.
    var scratch: [UInt8] = []
    /// The key/value pairs of the dictionaries open at the cursor, innermost last.
    var pending: [Pair] = []

    /// Reads the whole document; nil when any part of it is outside the subset.
    mutating func document() -> PlistValue? {
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
      if take("<?xml"), !declaration() { return nil }
      var sawDoctype = false
      while true {
        skipWhitespace()
        if take("<!--") {
          guard comment() else { return nil }
        } else if !sawDoctype, take("<!DOCTYPE") {
          guard doctype() else { return nil }
          sawDoctype = true
        } else {
          break
        }
      }
      guard take("<plist>") || take("<plist version=\"1.0\">") || take("<plist version='1.0'>") else { return nil }
      guard skipMisc(), let value = value(depth: 0, place: .top), skipMisc(), take("</plist>"), skipMisc(),
        index == bytes.count
      else { return nil }
      return value
    }

    /// Reads the rest of `<?xml`: a version of 1.0 and, optionally, an encoding of UTF-8.
    mutating func declaration() -> Bool {
      guard skipSpace(), take("version=\"1.0\"") || take("version='1.0'") else { return false }
      let afterVersion = index
      if skipSpace(), take("encoding=") {
        guard index + 7 <= bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'"),
          bytes[index + 6] == bytes[index]
        else { return false }
        // Letters compare without case; "-" and "8" only as themselves (`| 0x20` would fold 0x0D and 0x18 onto them).
        let name = bytes[(index + 1)..<(index + 6)].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard name.elementsEqual("utf-8".utf8) else { return false }
        index += 7
      } else {
        index = afterVersion
      }
      skipWhitespace()
      return take("?>")
    }

    /// Reads the rest of `<!DOCTYPE`: `plist`, then up to the first `>` with no internal subset.
    mutating func doctype() -> Bool {
      guard skipSpace(), take("plist") else { return false }
      var quotes = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ">"):
          index += 1
          return quotes % 2 == 0  // So that XMLPlistLocator, which honours quotes, ends it at the same `>`.
        case UInt8(ascii: "["), UInt8(ascii: "'"), UInt8(ascii: "<"): return false
        case UInt8(ascii: "\""): quotes += 1
        default: break
        }
        guard skipCharacter() else { return false }
      }
      return false
    }

    /// Reads the rest of `<!--` through `-->`; a comment starting with `-` is left to Foundation.
    mutating func comment() -> Bool {
      guard index < bytes.count, bytes[index] != UInt8(ascii: "-") else { return false }
      while index + 2 < bytes.count {
        if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
          bytes[index + 2] == UInt8(ascii: ">")
        {
          index += 3
          return true
        }
        guard skipCharacter() else { return false }
      }
      return false
    }

    /// Skips whitespace and comments; false on a comment outside the subset.
    mutating func skipMisc() -> Bool {
      while true {
        skipWhitespace()
        guard take("<!--") else { return true }
        guard comment() else { return false }
      }
    }

    /// Reads one value element starting at the cursor.
    mutating func value(depth: Int, place: Place) -> PlistValue? {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
      switch bytes[index + 1] {
      case UInt8(ascii: "d"):
        if take("<dict>") { return dictionary(depth: depth + 1, place: place) }
        if take("<dict/>") { return .dictionary([:]) }
      case UInt8(ascii: "a"):
        if take("<array>") { return array(depth: depth + 1, locatingItems: place == .specifiers) }
        if take("<array/>") { return .array([]) }
      case UInt8(ascii: "s"):
        if take("<string>") { return text(closing: "</string>").map(PlistValue.string) }
        if take("<string/>") { return .string("") }
      case UInt8(ascii: "t"):
        if take("<true/>") { return .bool(true) }
      case UInt8(ascii: "f"):
        if take("<false/>") { return .bool(false) }
      case UInt8(ascii: "i"):
        if take("<integer>") { return integer() }
      case UInt8(ascii: "r"):
        if take("<real>") { return real() }
      default:
        break
      }
      return nil
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
      while true {
        guard skipMisc() else { return nil }
        if take("</dict>") { return close(from: base, place: place) }
        let keyStart = index
        // Foundation turns a dictionary holding only a numeric CF$UID into a keyed-archiver UID.
        guard take("<key>"), let key = text(closing: "</key>"), key != "CF$UID" else { return nil }
        // Located now: the tracker only moves forward.
        let location = locatesKeys ? tracker.location(at: keyStart) : nil
        let valuePlace: Place = place == .top && locating && key == "PreferenceSpecifiers" ? .specifiers : .other
        guard skipMisc(), let item = value(depth: depth, place: valuePlace) else { return nil }
        pending.append(Pair(key: key, value: item, location: location))
      }
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
      while true {
        guard skipMisc() else { return nil }
        if take("</array>") {
          if locatingItems { locating = false }
          return .array(items)
        }
        if locatingItems {
          locations.elements.append(PlistLocations.ElementLocation(start: tracker.location(at: index)))
        }
        guard let item = value(depth: depth, place: locatingItems ? .item : .other) else { return nil }
        items.append(item)
      }
    }
  }
}
