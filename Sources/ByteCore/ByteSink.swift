/// Where the byte writers (JSON, canonical text) put their output: a growing array, or a buffer
/// of fixed size. Writers are generic over it so that big outputs are written with plain copies
/// into memory reserved once, without the bookkeeping of an array append per piece.
///
/// `@usableFromInline`, as `OutputBuffer` and `JSONWriter` are: the inlinable code of a package
/// type that is not is compiled in other modules as a call to its generic entry point, never
/// specialized for the sink (each write then a witness call).
@usableFromInline
package protocol ByteSink {
  /// Appends one byte.
  mutating func write(_ byte: UInt8)
  /// Appends bytes.
  mutating func write(_ bytes: ByteView)
  /// Makes room for about `count` more bytes, where that helps.
  mutating func reserve(_ count: Int)
  /// Writes UTF-8 text as a JSON string of an output (`JSONQuoting.writeQuotedForOutput`). A
  /// requirement, so that the JSON writer of another module, specialized for a sink of the
  /// core's, calls the core's own specialized quoting where it would call the generic one.
  mutating func writeJSONQuotedForOutput(_ text: ByteView)
  /// Writes a member's name from a literal and what follows it: `"name": ` (the literal quoted
  /// as `writeJSONQuotedLiteral` quotes it). A requirement, so that `OutputBuffer`, the sink of
  /// the big outputs, writes the whole piece with one check of its room.
  mutating func writeJSONKeyLiteral(_ name: StaticString)
}

extension ByteSink {
  /// Writes a literal as a JSON string of an output: copied whole between the quotes when it is
  /// plain (nearly every literal is), without the scan for escapes; quoted as any text otherwise.
  @inlinable
  package mutating func writeJSONQuotedLiteral(_ text: StaticString) {
    // Read in place, as `write(_: StaticString)` reads it.
    guard text.hasPointerRepresentation else { return writeJSONQuotedLiteralEscaped(text) }
    let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    guard isPlainJSON(bytes) else { return writeJSONQuotedLiteralEscaped(text) }
    write(0x22)
    write(bytes)
    write(0x22)
  }

  /// `writeJSONQuotedLiteral` of a literal that needs escapes.
  @usableFromInline
  package mutating func writeJSONQuotedLiteralEscaped(_ text: StaticString) {
    JSONQuoting.writeQuotedForOutput(text, to: &self)
  }
}

extension ByteSink {
  /// `writeJSONQuotedLiteral(name)` and `: `.
  @inlinable
  package mutating func writeJSONKeyLiteral(_ name: StaticString) {
    writeJSONQuotedLiteral(name)
    write(": ")
  }
}

extension ByteSink {
  /// The quoting compiled for any sink (`OutputBuffer`, the sink of the big outputs, has its own).
  @usableFromInline
  package mutating func writeJSONQuotedForOutput(_ text: ByteView) { JSONQuoting.writeQuotedForOutput(text, to: &self) }
}

extension Array: ByteSink where Element == UInt8 {
  @inlinable @inline(__always)
  package mutating func write(_ byte: UInt8) { append(byte) }
  @inlinable @inline(__always)
  package mutating func write(_ bytes: ByteView) { append(contentsOf: bytes.base) }
  @usableFromInline
  package mutating func reserve(_ count: Int) { reserveCapacity(self.count + count) }
}

/// Writes into a buffer of fixed capacity; a write that does not fit marks it `overflowed`
/// (what it holds is then incomplete and must be thrown away).
@usableFromInline
package struct FixedByteWriter: ByteSink {
  @usableFromInline let base: UnsafeMutablePointer<UInt8>?
  @usableFromInline let capacity: Int
  /// The bytes written.
  @usableFromInline private(set) var count = 0
  /// True once a write did not fit.
  @usableFromInline private(set) var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    base = buffer.baseAddress
    capacity = buffer.count
  }

  @inlinable
  package mutating func write(_ byte: UInt8) {
    guard count < capacity, let base else {
      overflowed = true
      return
    }
    (base + count).initialize(to: byte)
    count &+= 1
  }

  @inlinable
  package mutating func write(_ view: ByteView) {
    let bytes = view.base
    guard bytes.count <= capacity &- count else {
      overflowed = true
      return
    }
    if let source = bytes.baseAddress, let base { (base + count).initialize(from: source, count: bytes.count) }
    count &+= bytes.count
  }

  @inlinable
  package mutating func reserve(_ count: Int) {}
}

extension Array where Element == UInt8 {
  /// The bytes `body` writes into a new array of `capacity` bytes, reserved at once and touched
  /// only where written; nil when they do not fit (the caller then writes into a growing array).
  package static func written(capacity: Int, _ body: (inout FixedByteWriter) -> Void) -> [UInt8]? {
    var fits = true
    let bytes = LargeBuffer.bytes(capacity: Swift.max(capacity, 0)) { buffer, count in
      var writer = FixedByteWriter(buffer)
      body(&writer)
      fits = !writer.overflowed
      count = fits ? writer.count : 0
    }
    return fits ? bytes : nil
  }
}

extension Array where Element == UInt8 {
  /// Lets `body` write over the array's first `length` bytes (`length` at most `count`) and
  /// returns how many it wrote: a scratch buffer reused from call to call, with no append per
  /// byte. Writing more than `length` bytes stops the program.
  package mutating func overwrite(first length: Int, _ body: (inout FixedByteWriter) -> Void) -> Int {
    precondition(length >= 0 && length <= count, "overwrite: more bytes than the array holds")
    return withUnsafeMutableBufferPointer { buffer in
      var writer = FixedByteWriter(UnsafeMutableBufferPointer(rebasing: buffer[..<length]))
      body(&writer)
      precondition(!writer.overflowed, "overwrite: more bytes written than room was given")
      return writer.count
    }
  }
}

extension String {
  /// The UTF-8 text `body` writes, in a string of `capacity` bytes reserved at once; writing
  /// more than `capacity` bytes stops the program. The bytes are taken as UTF-8 (repaired).
  package init(utf8Capacity capacity: Int, writing body: (inout FixedByteWriter) -> Void) {
    self.init(unsafeUninitializedCapacity: Swift.max(capacity, 0)) { buffer in
      var writer = FixedByteWriter(buffer)
      body(&writer)
      precondition(!writer.overflowed, "String(utf8Capacity:): more bytes written than room was given")
      return writer.count
    }
  }
}
