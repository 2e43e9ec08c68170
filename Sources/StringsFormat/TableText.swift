import ByteCore

/// A table as canonical `.strings` text: what `strings dump --format text` prints.
public enum TableText {
  /// Each key once, in the order keys first appear, with its winning value: `"key" = "value";`
  /// and a line feed, strings escaped as `StringsEscaping` escapes them for display (C1 and
  /// bidirectional controls too). Keys and values are
  /// escaped from the bytes they decode to, and values without escapes straight from the file.
  public static func dump(_ table: StringsTable) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(table.document.text.count + 8 * table.count)
    dump(table, into: &out, piece: .max, emit: { _ in })
    return out
  }

  /// `dump(_:)` handed to `emit` in pieces of about `piece` bytes as it is written, so that a
  /// table of millions of keys is never held as one output beside itself.
  public static func dump(_ table: StringsTable, piece: Int = 1 << 16, emit: ([UInt8]) -> Void) {
    var out: [UInt8] = []
    out.reserveCapacity(piece + 256)
    dump(table, into: &out, piece: piece, emit: emit)
    if !out.isEmpty { emit(out) }
  }

  /// Writes the entries into `out`, handing it to `emit` and emptying it each time it holds `piece` bytes.
  private static func dump(_ table: StringsTable, into out: inout [UInt8], piece: Int, emit: ([UInt8]) -> Void) {
    var decoded: [UInt8] = []
    let separator: StaticString = " = "
    let end: StaticString = ";\n"
    for position in 0..<table.count {
      table.index.withKeyBytes(at: position) { StringsEscaping.appendQuotedForDisplay(bytes: $0, to: &out) }
      out.write(separator)
      if !table.withDecodedStringValue(
        at: position, scratch: &decoded, { StringsEscaping.appendQuotedForDisplay(bytes: $0, to: &out) })
      {
        StringsEscaping.appendValue(table.value(at: position), to: &out)
      }
      out.write(end)
      if out.count >= piece {
        emit(out)
        out.removeAll(keepingCapacity: true)
      }
    }
  }
}
