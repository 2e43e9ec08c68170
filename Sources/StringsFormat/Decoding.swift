import ByteCore
import Findings
import Foundation

/// From file bytes to the UTF-8 text the grammar reads, as CoreFoundation sniffs encodings.
enum Decoding {
  /// What the bytes hold.
  enum Outcome {
    /// Old-style text, decoded; `surrogates` when it holds an encoded surrogate (`ED A0…BF`),
    /// which only UTF-16 input with an unpaired one yields (UTF-8 input holding one is refused,
    /// and UTF-32 decodes only scalars).
    case text(encoding: StringsEncoding, text: [UInt8], trailer: [UInt8], warnings: [Parser.Pending], surrogates: Bool)
    /// An XML or binary property list, read by Foundation.
    case propertyList(StringsSyntax, [StringsValue.Pair])
    /// Nothing can be read; the diagnostic says why.
    case failure(Diagnostic)
  }

  static func decode(_ bytes: [UInt8]) -> Outcome {
    guard !bytes.isEmpty else {
      return .failure(
        Diagnostic(.emptyFile(), location: nil))
    }
    if bytes.starts(with: Array("bplist".utf8)) { return PropertyListStrings.read(bytes, syntax: .binaryPropertyList) }
    let n = bytes.count
    if n > 4, bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return utf32(bytes, bigEndian: true) }
    if n > 4, bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return utf32(bytes, bigEndian: false) }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      guard n > 3 else { return bomOnly("UTF-8") }
      return utf8(bytes, bom: true)
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      guard n > 2 else { return bomOnly("UTF-16") }
      return utf16(bytes, bigEndian: bytes[0] == 0xFE)
    }
    if bytes[0] == 0 || (n > 1 && bytes[1] == 0) {
      return .failure(
        Diagnostic(.utf16WithoutBOM(), location: SourceLocation(line: 1, column: 1, offset: 0)))
    }
    return utf8(bytes, bom: false)
  }

  private static func bomOnly(_ name: String) -> Outcome {
    .failure(
      Diagnostic(.emptyFile(byteOrderMark: name), location: nil))
  }

  private static func utf8(_ bytes: [UInt8], bom: Bool) -> Outcome {
    let text = bom ? Array(bytes[3...]) : bytes
    if PropertyListStrings.startsWithTag(text), let xml = PropertyListStrings.readXML(bytes) { return xml }
    let bad = text.withByteView { Transcoding.firstInvalidUTF8($0) }
    if let offset = bad {
      let location = LineIndex(text: text).location(of: offset)
      let hex = String(text[offset], radix: 16, uppercase: true)
      return .failure(
        Diagnostic(.invalidUTF8(byte: hex, offset: offset + (bom ? 3 : 0)), location: location))
    }
    return .text(encoding: .utf8(bom: bom), text: text, trailer: [], warnings: [], surrogates: false)
  }

  private static func utf16(_ bytes: [UInt8], bigEndian: Bool) -> Outcome {
    let body = bytes.count - 2
    let whole = body - body % 2
    let decoded = bytes.withByteView { Transcoding.decodeUTF16($0.extracting(2..<2 + whole), bigEndian: bigEndian) }
    var warnings: [Parser.Pending] = []
    if let offset = decoded.firstUnpairedSurrogate {
      warnings.append(
        Parser.Pending(offset: offset, .unpairedSurrogateInFile()))
    }
    if whole < body {
      warnings.append(
        Parser.Pending(offset: decoded.text.count, .strayByte()))
    }
    if PropertyListStrings.startsWithTag(decoded.text), let xml = PropertyListStrings.readXML(bytes) { return xml }
    let encoding: StringsEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
    return .text(
      encoding: encoding, text: decoded.text, trailer: Array(bytes[(2 + whole)...]), warnings: warnings,
      surrogates: decoded.firstUnpairedSurrogate != nil)
  }

  private static func utf32(_ bytes: [UInt8], bigEndian: Bool) -> Outcome {
    let body = bytes.count - 4
    let whole = body - body % 4
    let result = bytes.withByteView { Transcoding.decodeUTF32($0.extracting(4..<4 + whole), bigEndian: bigEndian) }
    switch result {
    case .success(let decoded):
      let encoding: StringsEncoding = bigEndian ? .utf32BigEndian : .utf32LittleEndian
      return .text(
        encoding: encoding, text: decoded.text, trailer: Array(bytes[(4 + whole)...]), warnings: [], surrogates: false)
    case .failure(let bad):
      return .failure(
        Diagnostic(.invalidEncoding(utf32Unit: String(bad.value, radix: 16), offset: bad.byteOffset + 4), location: nil)
      )
    }
  }
}

/// `.strings` files that are XML or binary property lists (Xcode can emit both).
enum PropertyListStrings {
  /// True when the text starts (after whitespace) with `<` and no hex digit: XML, not old-style data.
  static func startsWithTag(_ text: [UInt8]) -> Bool {
    var j = 0
    while j < text.count, text[j] == 0x20 || (text[j] >= 0x09 && text[j] <= 0x0D) { j += 1 }
    guard j + 1 < text.count, text[j] == 0x3C else { return false }
    let next = text[j + 1]
    return ByteClass.hexValue(next) == nil && next != 0x3E && next > 0x20
  }

  /// The file read as XML, as CoreFoundation tries first; `nil` when it is no XML property list.
  static func readXML(_ bytes: [UInt8]) -> Decoding.Outcome? {
    if case .propertyList(let syntax, let pairs) = read(bytes, syntax: .xmlPropertyList) {
      return .propertyList(syntax, pairs)
    }
    return nil
  }

  static func read(_ bytes: [UInt8], syntax: StringsSyntax) -> Decoding.Outcome {
    if syntax == .binaryPropertyList, let problem = BinaryPlistCheck.problem(in: bytes) {
      return .failure(
        Diagnostic(.invalidPlist("binary", problem), location: nil))
    }
    let object: Any
    do {
      object = try FoundationCalls.propertyList(from: Data(bytes)).object
    } catch {
      let name = syntax == .binaryPropertyList ? "binary" : "XML"
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      return .failure(
        Diagnostic(.invalidPlist(name, detail), location: nil))
    }
    guard let dictionary = object as? [String: Any] else {
      return .failure(
        Diagnostic(.notATable(), location: nil))
    }
    let pairs = dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
      StringsValue.Pair(key: $0, value: value(dictionary[$0] ?? ""))
    }
    return .propertyList(syntax, pairs)
  }

  /// Foundation's property list objects as `StringsValue`s (numbers, dates and booleans as text).
  static func value(_ object: Any) -> StringsValue {
    switch object {
    case let s as String: return .string(s)
    case let d as Data: return .data([UInt8](d))
    case let a as [Any]: return .array(a.map(value))
    case let d as [String: Any]:
      return .dictionary(d.keys.sorted().map { StringsValue.Pair(key: $0, value: value(d[$0] ?? "")) })
    default: return .string("\(object)")
    }
  }
}
