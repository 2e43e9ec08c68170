/// The byte form a `.strings` file was stored in; the writer keeps it.
public enum StringsEncoding: Sendable, Hashable, CustomStringConvertible {
  /// UTF-8, with or without a byte order mark.
  case utf8(bom: Bool)
  /// UTF-16 little-endian with a byte order mark.
  case utf16LittleEndian
  /// UTF-16 big-endian with a byte order mark.
  case utf16BigEndian
  /// UTF-32 little-endian with a byte order mark.
  case utf32LittleEndian
  /// UTF-32 big-endian with a byte order mark.
  case utf32BigEndian

  /// The byte order mark this encoding writes first (empty for UTF-8 without BOM).
  public var byteOrderMark: [UInt8] {
    switch self {
    case .utf8(let bom): bom ? [0xEF, 0xBB, 0xBF] : []
    case .utf16LittleEndian: [0xFF, 0xFE]
    case .utf16BigEndian: [0xFE, 0xFF]
    case .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00]
    case .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF]
    }
  }

  /// A short name such as `UTF-16LE`.
  public var description: String {
    switch self {
    case .utf8(let bom): bom ? "UTF-8 with BOM" : "UTF-8"
    case .utf16LittleEndian: "UTF-16LE"
    case .utf16BigEndian: "UTF-16BE"
    case .utf32LittleEndian: "UTF-32LE"
    case .utf32BigEndian: "UTF-32BE"
    }
  }
}

/// How the content of a `.strings` file is written.
public enum StringsSyntax: Sendable, Hashable {
  /// The old-style text form (`"key" = "value";`), optionally wrapped in `{ }`.
  case text
  /// An XML property list saved as `.strings`.
  case xmlPropertyList
  /// A binary property list saved as `.strings` (`bplist` magic).
  case binaryPropertyList
}
