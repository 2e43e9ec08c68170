/// A key compared by its exact Unicode scalars, as Apple's CoreFoundation compares keys
/// (Swift's `String ==` would merge canonically equivalent spellings such as NFC and NFD).
public struct ExactKey: Sendable, Hashable, CustomStringConvertible {
  /// The key.
  public let string: String

  /// Wraps a key.
  public init(_ string: String) { self.string = string }

  /// The key.
  public var description: String { string }

  /// Equal when the UTF-8 bytes are equal.
  public static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
    lhs.string.utf8.elementsEqual(rhs.string.utf8)
  }

  /// Hashes the UTF-8 bytes.
  public func hash(into hasher: inout Hasher) {
    var copy = string
    copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

/// The table a device sees: each key once, the last definition winning, nothing after the point
/// where a device stops reading.
public struct StringsTable: Sendable {
  private var indexByKey: [ExactKey: Int] = [:]
  /// The winning entry of each key, in the order keys first appear.
  public private(set) var entries: [StringsEntry] = []

  /// Builds the table of a document.
  public init(_ document: StringsDocument) {
    indexByKey.reserveCapacity(document.entries.count)
    for entry in document.entries where !entry.isIgnoredOnDevice {
      let key = ExactKey(entry.key)
      if let at = indexByKey[key] {
        entries[at] = entry
      } else {
        indexByKey[key] = entries.count
        entries.append(entry)
      }
    }
  }

  /// The number of keys.
  public var count: Int { entries.count }

  /// The keys in the order they first appear.
  public var keys: [String] { entries.map(\.key) }

  /// The value of a key, compared exactly.
  public subscript(key: String) -> StringsValue? { entry(for: key)?.value }

  /// The winning entry of a key.
  public func entry(for key: String) -> StringsEntry? {
    indexByKey[ExactKey(key)].map { entries[$0] }
  }

  /// True when the table has the key.
  public func contains(_ key: String) -> Bool { indexByKey[ExactKey(key)] != nil }
}

extension StringsDocument {
  /// The table a device sees (O(n): build it once and keep it).
  public func makeTable() -> StringsTable { StringsTable(self) }
}
