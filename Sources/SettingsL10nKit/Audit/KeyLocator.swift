import BundleIO
import ByteCore
import StringsFormat

/// Lines and columns of a table's offsets: a forward cursor while the offsets grow (as the keys
/// of a table without duplicates do), the table's line index from the first one that does not.
struct KeyLocator {
  private let table: LoadedTable
  private var cursor: LineCursor? = LineCursor()
  private var last = 0

  init(_ table: LoadedTable) { self.table = table }

  /// The location of an offset in the table's text.
  mutating func location(at offset: Int) -> SourceLocation {
    if offset >= last, var forward = cursor {
      last = offset
      let location = forward.location(at: offset, in: table.document.text)
      cursor = forward
      return location
    }
    cursor = nil
    return table.lines.location(of: offset)
  }
}
