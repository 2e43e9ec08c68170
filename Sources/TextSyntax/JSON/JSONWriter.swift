import ByteCore

/// How a JSON container lays out its members.
@usableFromInline
package enum JSONLayout: Sendable {
  /// One member a line, two spaces deeper than the line the container opens on; the closing
  /// bracket on a line of its own: `{\n  "a": 1,\n  "b": 2\n}`.
  case lines
  /// Every member on the container's line, after `, `: `{"a": 1, "b": 2}`.
  case inline
}

/// The one writer of the tool's JSON outputs (Xcode's catalog formatting aside): values written
/// in order straight into a sink, members in the order given, strings quoted by the one JSON rule
/// (`JSONQuoting`), spaced one way for every output:
/// `"key": value`, an empty container as `[]` or `{}`.
///
/// It is inlinable (and `@usableFromInline`, see `ByteSink`), so that each module writing an
/// output compiles it for its sink, with the sink's writes inlined: compiled here once for
/// `OutputBuffer` (`@_specialize(exported:)`), it still called the sink's writes through their
/// witnesses, some 560 instructions a key.
@usableFromInline
package struct JSONWriter<Sink: ByteSink> {
  /// Where the bytes go.
  @usableFromInline package var sink: Sink
  /// Written before the indentation of every line break (a document nested in another's line).
  @usableFromInline let baseIndent: [UInt8]
  /// How many containers are open.
  @usableFromInline var depth = 0
  /// Bit `d` set: the container open at depth `d` (0 outermost, below 64) lays out one member a
  /// line.
  @usableFromInline var linesAt: UInt64 = 0
  /// Bit `d` set: the container open at depth `d` (below 64) has a member already. (Two bit
  /// sets, where an array of levels cost a uniqueness check and bounds checks at every member.)
  @usableFromInline var filledAt: UInt64 = 0
  /// The same two bits (1: lines, 2: filled) of each container open at depth 64 or more, which
  /// only a table's nested values reach.
  @usableFromInline var deeper: [UInt8] = []
  /// True between a key and its value.
  @usableFromInline var afterKey = false

  /// A writer into `sink` whose lines start with `indent` (the closing bracket of the outermost
  /// container sits there).
  @inlinable
  package init(_ sink: Sink, indent: String = "") {
    self.sink = sink
    baseIndent = Array(indent.utf8)
  }

  // MARK: Containers

  /// Opens an object.
  @inlinable
  package mutating func beginObject(_ layout: JSONLayout = .lines) { begin(0x7B, layout) }

  /// Closes the innermost object.
  @inlinable
  package mutating func endObject() { end(0x7D) }

  /// Opens an array.
  @inlinable
  package mutating func beginArray(_ layout: JSONLayout = .lines) { begin(0x5B, layout) }

  /// Closes the innermost array.
  @inlinable
  package mutating func endArray() { end(0x5D) }

  /// Opens the object every versioned output is: `{` and `"version": 1` as its first member.
  @inlinable
  package mutating func beginVersionedObject(_ layout: JSONLayout = .lines) {
    beginObject(layout)
    member("version", JSONOutput.version)
  }

  /// Ends a document: a line feed after its closing bracket.
  @inlinable
  package mutating func endLine() { sink.write(0x0A) }

  // MARK: Keys

  /// Writes a member's name from a literal (quoted and escaped as any name is) and `: `.
  @inlinable
  package mutating func key(_ name: StaticString) {
    separate()
    // The name and `: ` in one write.
    sink.writeJSONKeyLiteral(name)
    afterKey = true
  }

  /// Writes a member's name from data (quoted and escaped) and `: `. Disfavored, so that a
  /// literal name (`key("uri")`) takes the `StaticString` one, the same bytes with no string to
  /// read.
  @_disfavoredOverload
  @inlinable
  package mutating func key(_ name: String) {
    separate()
    name.withByteView { sink.writeJSONQuotedForOutput($0) }
    colon()
  }

  /// Writes a member's name that `body` writes into the sink, quotes included (a name quoted
  /// from bytes with `JSONQuoting.writeQuotedForOutput`), and `: `.
  @inlinable
  package mutating func quotedKey(_ body: (inout Sink) -> Void) {
    separate()
    body(&sink)
    colon()
  }

  // MARK: Values

  /// A string, quoted and escaped.
  @inlinable
  package mutating func string(_ value: String) {
    separate()
    value.withByteView { sink.writeJSONQuotedForOutput($0) }
  }

  /// A string that `body` writes into the sink, quotes included (a string quoted from bytes
  /// with `JSONQuoting.writeQuotedForOutput`).
  @inlinable
  package mutating func quotedString(_ body: (inout Sink) -> Void) {
    separate()
    body(&sink)
  }

  /// A string whose characters `body` writes into the sink between the quotes; only for text
  /// that by its making needs no escape (hexadecimal digits, a percent-encoded path).
  @inlinable
  package mutating func string(unescaped body: (inout Sink) -> Void) {
    separate()
    sink.write(0x22)
    body(&sink)
    sink.write(0x22)
  }

  /// An integer in decimal.
  @inlinable
  package mutating func int(_ value: Int) {
    separate()
    sink.write(decimal: value)
  }

  /// An unsigned 64-bit integer in decimal (an inode, a hash).
  @inlinable
  package mutating func int(_ value: UInt64) {
    separate()
    sink.write(decimal: value)
  }

  /// `scaled / 10^places` in decimal, trailing zeros of the fraction (and a fraction of zeros)
  /// left out: `decimal(8333, places: 4)` is `0.8333`, `decimal(10_000, places: 4)` is `1`.
  @inlinable
  package mutating func decimal(_ scaled: Int, places: Int) {
    separate()
    var unit = 1
    for _ in 0..<places { unit *= 10 }
    if scaled < 0 { sink.write(0x2D) }
    let magnitude = Int(scaled.magnitude)
    sink.write(decimal: magnitude / unit)
    var rest = magnitude % unit
    guard rest != 0 else { return }
    sink.write(0x2E)
    var digits = unit / 10
    while rest != 0 {
      sink.write(0x30 &+ UInt8(rest / digits))
      rest %= digits
      digits /= 10
    }
  }

  /// `true` or `false`.
  @inlinable
  package mutating func bool(_ value: Bool) {
    separate()
    sink.write(value ? "true" : "false")
  }

  /// `null`.
  @inlinable
  package mutating func null() {
    separate()
    sink.write("null")
  }

  // MARK: Members

  /// A member with a string value; nothing when the value is nil.
  @inlinable
  package mutating func member(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// A member with an integer value; nothing when the value is nil.
  @inlinable
  package mutating func member(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    int(value)
  }

  /// A member with a boolean value.
  @inlinable
  package mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// A member with a string value, `null` when there is none.
  @inlinable
  package mutating func member(_ name: StaticString, orNull value: String?) {
    key(name)
    if let value { string(value) } else { null() }
  }

  // MARK: Layout

  /// What follows a key.
  @inlinable
  mutating func colon() {
    sink.write(": ")
    afterKey = true
  }

  @inlinable
  mutating func begin(_ bracket: UInt8, _ layout: JSONLayout) {
    separate()
    sink.write(bracket)
    if depth < 64 {
      let bit: UInt64 = 1 &<< UInt64(depth)
      if layout == .lines { linesAt |= bit } else { linesAt &= ~bit }
      filledAt &= ~bit
    } else {
      deeper.append(layout == .lines ? 1 : 0)
    }
    depth &+= 1
  }

  @inlinable
  mutating func end(_ bracket: UInt8) {
    guard depth > 0 else { return }
    depth &-= 1
    let level = depth < 64 ? bits(at: depth) : deeper.removeLast()
    if level == 3 { lineBreak(depth: depth) }  // one member a line, and a member written
    sink.write(bracket)
  }

  /// What goes before a value: nothing after a key; otherwise the comma and the line break or
  /// space of the container it is in.
  @inlinable @inline(__always)
  mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    let innermost = depth &- 1
    let level: UInt8
    if innermost < 64 {
      level = bits(at: innermost)
      filledAt |= 1 &<< UInt64(innermost)
    } else {
      level = deeper[innermost &- 64]
      deeper[innermost &- 64] = level | 2
    }
    let filled = level & 2 != 0
    if filled { sink.write(0x2C) }
    if level & 1 != 0 {
      lineBreak(depth: depth)
    } else if filled {
      sink.write(0x20)
    }
  }

  /// The lines (1) and filled (2) bits of the container open at `depth`, below 64.
  @inlinable @inline(__always)
  func bits(at depth: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (linesAt &>> UInt64(depth)) & 1 | ((filledAt &>> UInt64(depth)) & 1) &<< 1)
  }

  @inlinable
  mutating func lineBreak(depth: Int) {
    sink.write(0x0A)
    if !baseIndent.isEmpty { sink.write(baseIndent) }
    sink.write(spaces: 2 * depth)
  }
}

extension JSONWriter where Sink == [UInt8] {
  /// A writer into a new array.
  package init(indent: String = "") { self.init([], indent: indent) }

  /// The text written.
  package var text: String { String(decoding: sink, as: UTF8.self) }
}
