import Foundation

extension XLIFFInput {
  /// What `import` reads, for messages about other files.
  public static let accepted = "import reads XLIFF 1.2 files (.xliff or .xlf, as `export` and Xcode write them)"

  /// Reads the file at `path` (`-`: the bytes given as `standardInput`), or throws an I/O error
  /// that says what the file is when it is plainly not XLIFF 1.2 (a folder, an `.xcloc`
  /// catalog, a String Catalog, a property list, an archive, XLIFF 2).
  public static func read(_ path: String, standardInput: [UInt8]?, limit: Int = StringsDocument.defaultMaxBytes)
    throws(ExchangeError) -> XLIFFInput
  {
    if path == "-", let standardInput {
      return try checked(XLIFFInput(path: "<stdin>", bytes: standardInput))
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .io(path: path, reason: "\(folderKind(path)); \(accepted)\(xclocHint(path))")
    }
    do {
      return try checked(XLIFFInput(path: path, bytes: FileBytes.read(URL(fileURLWithPath: path), limit: limit)))
    } catch let error as ExchangeError {
      throw error
    } catch StringsFileError.unreadable(_, let reason) {
      throw .io(path: path, reason: "cannot read the file: \(reason)")
    } catch {
      throw .io(path: path, reason: "\(error)")
    }
  }

  /// The input, or an error naming what it is when its first bytes show it is not XLIFF 1.2.
  private static func checked(_ input: XLIFFInput) throws(ExchangeError) -> XLIFFInput {
    guard let kind = kind(of: input.bytes, path: input.path) else { return input }
    throw .io(path: input.path, reason: "\(kind), not XLIFF 1.2; \(accepted)")
  }

  /// A name for what the bytes plainly are, or nil when they may be XLIFF 1.2.
  static func kind(of bytes: [UInt8], path: String) -> String? {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    if bytes.isEmpty { return "the file is empty" }
    if bytes.starts(with: Array("bplist".utf8)) { return "the file is a binary property list" }
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "the file is a ZIP archive" }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }  // the parser says UTF-16
    let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.hasPrefix("{") {
      return path.hasSuffix(".xcstrings") ? "the file is a String Catalog (.xcstrings)" : "the file is JSON"
    }
    if head.contains("<xliff") {
      if head.contains("urn:oasis:names:tc:xliff:document:2.") { return "the file is XLIFF 2" }
      return nil
    }
    if head.contains("<plist") || head.contains("<!DOCTYPE plist") { return "the file is a property list" }
    if path.hasSuffix(".strings") || trimmed.hasPrefix("\"") || trimmed.hasPrefix("/*") { return "the file looks like a .strings table" }
    return trimmed.hasPrefix("<") ? nil : "the file is not XML"
  }

  private static func folderKind(_ path: String) -> String {
    path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/")
      ? "an Xcode Localization Catalog (.xcloc folder)" : "a folder"
  }

  /// For an `.xcloc`, the XLIFF files inside it (`Localized Contents/*.xliff`), which import reads.
  private static func xclocHint(_ path: String) -> String {
    let contents = URL(fileURLWithPath: path).appendingPathComponent("Localized Contents")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: contents.path)) ?? [])
      .filter { $0.hasSuffix(".xliff") }.sorted()
    guard !names.isEmpty else { return "" }
    let base = path.hasSuffix("/") ? String(path.dropLast()) : path
    return "; import the XLIFF inside it: " + names.map { "\(base)/Localized Contents/\($0)" }.joined(separator: ", ")
  }
}
