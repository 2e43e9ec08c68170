/// The bytes of an output being written (a report, an XLIFF file): one array, written into room
/// made ahead of it.
///
/// A write is a check of the room left and one copy into place, where `Array.append(contentsOf:)`
/// takes the generic path of copying a sequence, which cost more than the few bytes an output
/// is written in at a time (a SARIF result is some twenty pieces). The room is zeros, added a run
/// at a time, so that capacity reserved but never written is never touched; `finish()` hands
/// the array over uncopied.
@usableFromInline
package struct OutputBuffer: ByteSink {
  /// The first `count` bytes are the output; the rest is room made ahead.
  @usableFromInline var storage: [UInt8] = []
  /// How many bytes are written.
  @usableFromInline package internal(set) var count = 0
  /// Literal names a JSON key was written from and found plain, each as its length and address
  /// (`length << 48 | address`) in the slot a hash of the address chooses (empty until the first
  /// key). A literal's bytes never change while the program runs, so the verdict is kept rather
  /// than found again at every member written: a SARIF result writes some twenty keys.
  @usableFromInline var plainNames: [UInt] = []

  /// An empty buffer with room reserved for `capacity` bytes.
  package init(capacity: Int) { storage.reserveCapacity(capacity) }

  /// The bytes written so far (a copy; see `finish()`).
  package var bytes: [UInt8] { Array(storage[..<count]) }

  /// The bytes written from `start` on (a copy).
  package func bytes(from start: Int) -> [UInt8] { Array(storage[start..<count]) }

  /// The bytes written, as text.
  package var text: String { String(decoding: storage[..<count], as: UTF8.self) }

  /// The bytes written, handed over without a copy; the buffer is empty afterwards.
  package mutating func finish() -> [UInt8] {
    storage.removeLast(storage.count - count)
    defer { self = OutputBuffer(capacity: 0) }
    return storage
  }

  /// Appends bytes. Inlinable, as `write(_: UInt8)` is: the writers of the other modules
  /// (JSON, SARIF) write an output a few bytes at a time, and a call per piece cost more than
  /// the copy.
  @inlinable
  package mutating func write(_ view: ByteView) {
    let bytes = view.base
    let n = bytes.count
    guard n > 0, let source = bytes.baseAddress else { return }
    if n > storage.count &- count { makeRoom(n) }
    let at = count
    // The room was made above: `at + n` is within the storage.
    storage.withUnsafeMutableBufferPointer { room in
      (room.baseAddress.unsafelyUnwrapped + at).update(from: source, count: n)
    }
    count = at &+ n
  }

  /// Appends the UTF-8 of a literal, through the buffer it lends for the call. The buffer's own:
  /// the `ByteSink` form, compiled for any sink, reached a writer in another module through the
  /// protocol, over 100 instructions a call for the markup pieces of a report.
  /// A literal spelled as text is read in place (`utf8Start`), without the closure's call.
  @inlinable
  package mutating func write(_ text: StaticString) {
    guard text.hasPointerRepresentation else { return text.withUTF8Buffer { write(ByteView($0)) } }
    write(ByteView(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)))
  }

  /// Appends the UTF-8 of a string, through the buffer `PrintableText.withUTF8` lends for the
  /// call (the buffer's own, as `write(_:)` of a literal is).
  @inlinable
  package mutating func write(utf8 text: String) { PrintableText.withUTF8(text) { write(ByteView($0)) } }

  /// Appends one byte.
  @inlinable
  package mutating func write(_ byte: UInt8) {
    if count == storage.count { makeRoom(1) }
    storage[count] = byte
    count &+= 1
  }

  /// Writes UTF-8 text as a JSON string of an output, with the quoting specialized here.
  @usableFromInline
  package mutating func writeJSONQuotedForOutput(_ text: ByteView) { JSONQuoting.writeQuotedForOutput(text, to: &self) }

  /// Writes `"name": ` for a literal name: a plain one (nearly every one) copied between the
  /// quotes with one check of the room and one access to the storage, where writing the quotes,
  /// the name and the colon one by one checked the room and the storage's uniqueness at each.
  @inlinable
  package mutating func writeJSONKeyLiteral(_ name: StaticString) {
    // Read in place, as `write(_: StaticString)` reads it.
    guard name.hasPointerRepresentation else {
      writeJSONQuotedLiteralEscaped(name)
      return write(": ")
    }
    let n = name.utf8CodeUnitCount
    let source = UnsafeBufferPointer(start: name.utf8Start, count: n)
    guard isPlainName(source) else {
      writeJSONQuotedLiteralEscaped(name)
      return write(": ")
    }
    let total = n &+ 4
    if total > storage.count &- count { makeRoom(total) }
    let at = count
    // The room was made above: `at + total` is within the storage.
    storage.withUnsafeMutableBufferPointer { room in
      let start = room.baseAddress.unsafelyUnwrapped + at
      start[0] = 0x22
      (start + 1).update(from: name.utf8Start, count: n)
      start[n &+ 1] = 0x22
      start[n &+ 2] = 0x3A
      start[n &+ 3] = 0x20
    }
    count = at &+ total
  }

  /// `isPlainJSON` of a literal name, answered from `plainNames` when the name was seen.
  @inlinable
  mutating func isPlainName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let address = UInt(bitPattern: name.baseAddress)
    let tag = UInt(name.count) &<< 48 | address
    let slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) &>> 58)
    if !plainNames.isEmpty, plainNames[slot] == tag { return true }
    guard isPlainJSON(name) else { return false }
    // Kept when the tag holds both exactly (user-space addresses are below 2⁴⁸).
    if name.count < 1 << 15, address < 1 << 48 {
      if plainNames.isEmpty { plainNames = Array(repeating: 0, count: 64) }
      plainNames[slot] = tag
    }
    return true
  }

  /// Makes room for at least `more` bytes.
  @inlinable
  package mutating func reserve(_ more: Int) {
    if more > storage.count - count { makeRoom(more) }
  }

  /// Adds zeros for at least `more` bytes, a page (4 KB) at a time within the capacity reserved
  /// (which doubles when too small), so that pages reserved but never written stay untouched.
  @usableFromInline
  mutating func makeRoom(_ more: Int) {
    if storage.capacity - storage.count < more {
      storage.reserveCapacity(Swift.max(storage.capacity * 2, storage.count + more))
    }
    let run = Swift.min(storage.capacity - storage.count, Swift.max(more, 4_096))
    storage.append(contentsOf: repeatElement(0, count: run))
  }
}
