/// Character data or an attribute value. Text that needed no decoding (nearly all) stays a
/// range of the document until it is read, so the white space between elements, which readers
/// skip, never becomes a `String`.
package struct XMLText: Equatable, ExpressibleByStringLiteral {
  private enum Storage {
    case bytes(ArraySlice<UInt8>)
    case decoded(String)
  }
  private let storage: Storage

  /// Text that is these UTF-8 bytes as they are.
  package init(_ bytes: ArraySlice<UInt8>) { storage = .bytes(bytes) }
  /// Text already decoded.
  package init(_ string: String) { storage = .decoded(string) }
  /// Text written in a test or a default.
  package init(stringLiteral value: String) { storage = .decoded(value) }

  /// The text.
  package var string: String {
    switch storage {
    case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
    case .decoded(let string): string
    }
  }

  /// The same text, however it is stored.
  package static func == (lhs: XMLText, rhs: XMLText) -> Bool { lhs.string == rhs.string }
}
