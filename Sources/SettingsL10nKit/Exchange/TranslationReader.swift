import BundleIO
import ByteCore
import Foundation

/// Reads whatever a translator hands back into `TranslationInput`s: an Xcode Localization
/// Catalog folder, a String Catalog, XLIFF 2.x or XLIFF 1.2 (told apart by content, not name).
public enum TranslationReader {
  /// What `import` reads, for messages about other files.
  public static let accepted =
    "import reads XLIFF 1.2 and 2.0 files (.xliff, .xlf), String Catalogs (.xcstrings) and Xcode Localization Catalogs (.xcloc folders)"

  /// Reads the file or catalog folder at `path` (`-`: the bytes given as `standardInput`); a file
  /// that cannot be read, or is plainly none of the accepted kinds (a property list, an archive,
  /// a `.strings` table), is an I/O error saying what it is; a malformed one gives an input whose
  /// error findings refuse the import, located.
  public static func read(_ path: String, standardInput: [UInt8]?, limit: Int = StringsDocument.defaultMaxBytes)
    throws(ExchangeError) -> TranslationInput
  {
    if path == "-", let standardInput {
      return try read(checked: standardInput, path: "<stdin>")
    }
    if FileSystem.isFolder(atPath: path) {
      guard URL(fileURLWithPath: path).pathExtension == "xcloc" else {
        throw .io(path: path, reason: "a folder; \(accepted)")
      }
      return XcodeLocalizationCatalog.read(folder: URL(fileURLWithPath: path), path: path, limit: limit)
    }
    switch bytes(of: URL(fileURLWithPath: path), limit: limit) {
    case .failure(let failure): throw .io(path: path, reason: failure.description)
    case .success(let bytes): return try read(checked: bytes, path: path)
    }
  }

  private static func read(checked bytes: [UInt8], path: String) throws(ExchangeError) -> TranslationInput {
    if let kind = kind(of: bytes, path: path) { throw .io(path: path, reason: "\(kind); \(accepted)") }
    return read(bytes: bytes, path: path)
  }

  /// Reads the bytes of one file: a String Catalog when its first non-blank byte is `{`,
  /// XLIFF 2.x when the root says so, else XLIFF 1.2.
  public static func read(bytes: [UInt8], path: String) -> TranslationInput {
    let mark = StringsEncoding.utf8(bom: true).byteOrderMark
    let body = bytes.starts(with: mark) ? bytes.dropFirst(mark.count) : bytes[...]
    let first = body.first { !TextBytes.isMarkupWhitespace($0) }
    let isCatalog = first == UInt8(ascii: "{")
    do throws(TranslationFormatError) {
      if isCatalog {
        let name = (path as NSString).lastPathComponent
        let table = name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
        // An entry without localizations gives no unit to import. When the catalog names its
        // source language first (as Xcode writes it), each entry becomes units as it is read,
        // so that a large catalog's entries are never all held at once.
        var units: CatalogUnits?
        let catalog = try StringCatalog(
          parsing: bytes, keeping: { !$0.localizations.isEmpty },
          taking: { entry, sourceLanguage in
            // Standard input names no table: its units are never used.
            guard path != "<stdin>" else { return true }
            if units == nil { units = CatalogUnits(path: path, table: table, sourceLanguage: sourceLanguage) }
            units?.add(entry)
            return true
          })
        guard path != "<stdin>" else {
          return TranslationInput(
            path: path, files: [], findings: [Finding(.unknownTable(catalogFromStandardInput: ()), file: path)])
        }
        guard var units else { return catalog.translationInput(path: path, table: table) }
        units.add(consuming: catalog.entries)
        return units.input()
      }
      let xml = try CheckedXML(bytes)
      if XLIFF2.isVersion2(xml) {
        return TranslationInput(path: path, files: try XLIFF2.parse(xml))
      }
      return TranslationInput(path: path, files: try XLIFFDocument(parsing: xml).files.map(\.translationFile))
    } catch {
      return TranslationInput(
        path: path, files: [],
        findings: [
          Finding(
            .malformed(catalog: isCatalog, error.message), file: path,
            line: error.location?.line, column: error.location?.column)
        ])
    }
  }

  /// A name for what the bytes plainly are when that is none of the accepted kinds, else nil.
  static func kind(of bytes: [UInt8], path: String) -> String? {
    if bytes.isEmpty { return "the file is empty" }
    if bytes.starts(with: Array("bplist".utf8)) { return "the file is a binary property list" }
    if bytes.starts(with: Array("PK\u{3}\u{4}".utf8)) { return "the file is a ZIP archive" }
    if bytes.starts(with: StringsEncoding.utf16LittleEndian.byteOrderMark)
      || bytes.starts(with: StringsEncoding.utf16BigEndian.byteOrderMark)
    {
      return nil
    }  // the readers say UTF-16
    if mentionsXLIFF(bytes.prefix(4096)) { return nil }
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.hasPrefix("{") || head.contains("<xliff") { return nil }
    if head.contains("<plist") || head.contains("<!DOCTYPE plist") { return "the file is a property list" }
    if path.hasSuffix(".strings") || trimmed.hasPrefix("\"") || trimmed.hasPrefix("/*") {
      return "the file looks like a .strings table"
    }
    return trimmed.hasPrefix("<") ? nil : "the file is neither XML nor JSON"
  }

  /// True when the bytes hold `<xliff` between ASCII bytes, which the text of the same bytes
  /// then holds as characters too: what `kind(of:path:)` finds in its `String`, found without
  /// making one (other spellings are left to that search).
  static func mentionsXLIFF(_ head: ArraySlice<UInt8>) -> Bool {
    let needle: [UInt8] = Array("<xliff".utf8)
    var from = head.startIndex
    while let at = head[from...].firstIndex(of: UInt8(ascii: "<")) {
      let end = at + needle.count
      if end < head.endIndex, head[at..<end].elementsEqual(needle), Unicode.Scalar(head[end]).isASCII,
        at == head.startIndex || Unicode.Scalar(head[at - 1]).isASCII
      {
        return true
      }
      from = at + 1
    }
    return false
  }

  /// The bytes of a regular file within `limit`, or why they cannot be read (a FIFO or device
  /// is refused without blocking on it).
  static func bytes(of url: URL, limit: Int = StringsDocument.defaultMaxBytes) -> Result<[UInt8], ReadFailure> {
    do {
      return .success(try FileBytes.read(url, limit: limit))
    } catch StringsFileError.unreadable(_, let reason) {
      return .failure(ReadFailure("cannot read the file: \(reason)"))
    } catch {
      return .failure(ReadFailure("\(error)"))
    }
  }

  /// Why a file could not be read.
  struct ReadFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
